import { EnquiryToggle } from '@/components/sections/shared/EnquiryToggle';
import { enquiryControls } from '@/content/enquiry';
import { DetailsButton } from '@/components/ui/DetailsDialog';
import { Icon } from '@/components/ui/Icon';
import { MediaCard } from '@/components/ui/MediaCard';
import { ViewDetailsLabel } from '@/components/ui/ViewDetailsLabel';
import type { Equipment, EquipmentCardText } from '@/content/equipment';
import type { Locale } from '@/lib/i18n';
import { equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';
import styles from './index.module.css';

export interface EquipmentCardProps {
  /** The page's language (the View Details label). */
  locale: Locale;
  /** The unit in the page's language. */
  item: Equipment;
  /** The card's words in the page's language (equipmentPage[locale].card). */
  text: EquipmentCardText;
  /**
   * 'fleet' (Equipment page): picture, category, name and type. 'rent' (Rent page) adds the
   * capacity badge, the type, capacity and category as a list, and the rental note.
   */
  variant?: 'fleet' | 'rent';
}

/** A unit of the fleet in a grid; its button opens the unit's modal in the surrounding DetailsDialog (EquipmentBrowser). */
export function EquipmentCard({ locale, item, text, variant = 'fleet' }: EquipmentCardProps) {
  const rent = variant === 'rent';
  return (
    <MediaCard
      image={item.image}
      sizes="(min-width: 1280px) 390px, (min-width: 700px) 50vw, 100vw"
      liftOnFocus
      badges={
        <p className={styles.badges}>
          <span className={styles.categoryBadge}>{item.categoryName}</span>{' '}
          {rent && <span className={styles.capacityBadge}>{item.capacity}</span>}
        </p>
      }
      title={item.name}
      action={
        <DetailsButton dialogId={equipmentDialogId(item)} className={styles.details}>
          <ViewDetailsLabel locale={locale} item={item.name} />
        </DetailsButton>
      }
      classNames={styles}
    >
      {rent ? (
        <>
          <dl className={styles.specs}>
            <div className={styles.spec}>
              <dt>{text.type}</dt>
              <dd>{item.type}</dd>
            </div>
            <div className={styles.spec}>
              <dt>{text.capacity}</dt>
              <dd>{item.capacity}</dd>
            </div>
            <div className={styles.spec}>
              <dt>{text.category}</dt>
              <dd>{item.categoryName}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            <Icon name="check" size={16} />
            {text.rentNote}
          </p>
        </>
      ) : (
        <p className={styles.type}>{item.type}</p>
      )}
      <EnquiryToggle kind="machine" id={item.id} name={item.name} text={enquiryControls[locale]} />
    </MediaCard>
  );
}
