import { DetailsButton } from '@/components/ui/DetailsDialog';
import { Icon } from '@/components/ui/Icon';
import { MediaCard } from '@/components/ui/MediaCard';
import { ViewDetailsLabel } from '@/components/ui/ViewDetailsLabel';
import type { Equipment } from '@/content/types';
import { equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';
import styles from './index.module.css';

export interface EquipmentCardProps {
  item: Equipment;
  /**
   * 'fleet' (Equipment page): picture, category, name and type. 'rent' (Rent page) adds the
   * capacity badge, the type, capacity and category as a list, and the rental note.
   */
  variant?: 'fleet' | 'rent';
}

/** A unit of the fleet in a grid; its button opens the unit's modal in the surrounding DetailsDialog (EquipmentBrowser). */
export function EquipmentCard({ item, variant = 'fleet' }: EquipmentCardProps) {
  const rent = variant === 'rent';
  return (
    <MediaCard
      image={item.image}
      sizes="(min-width: 1280px) 390px, (min-width: 700px) 50vw, 100vw"
      liftOnFocus
      badges={
        <p className={styles.badges}>
          <span className={styles.categoryBadge}>{item.category}</span>{' '}
          {rent && <span className={styles.capacityBadge}>{item.capacity}</span>}
        </p>
      }
      title={item.name}
      action={
        <DetailsButton dialogId={equipmentDialogId(item)} className={styles.details}>
          <ViewDetailsLabel item={item.name} />
        </DetailsButton>
      }
      classNames={styles}
    >
      {rent ? (
        <>
          <dl className={styles.specs}>
            <div className={styles.spec}>
              <dt>Type</dt>
              <dd>{item.type}</dd>
            </div>
            <div className={styles.spec}>
              <dt>Capacity</dt>
              <dd>{item.capacity}</dd>
            </div>
            <div className={styles.spec}>
              <dt>Category</dt>
              <dd>{item.category}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            <Icon name="check" size={16} />
            Available for rent and project deployment
          </p>
        </>
      ) : (
        <p className={styles.type}>{item.type}</p>
      )}
    </MediaCard>
  );
}
