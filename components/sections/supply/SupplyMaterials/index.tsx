import { ContactButton } from '@/components/sections/shared/ContactButton';
import { DetailsButton, DetailsDialog } from '@/components/ui/DetailsDialog';
import { DialogBody, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { DialogMedia } from '@/components/ui/Dialog/DialogMedia';
import { MediaCard } from '@/components/ui/MediaCard';
import { Section } from '@/components/ui/Section';
import { ViewDetailsLabel } from '@/components/ui/ViewDetailsLabel';
import type { PageIntro, SupplyMaterial } from '@/content/types';
import { CardGrid } from '@/components/sections/shared/CardGrid';
import styles from './index.module.css';

/** The id of a material's modal. */
const dialogId = (material: MaterialSummary) => `material-${material.id}`;

/** What a card and its modal show. The monthly capacity is left out: it is hidden on screen (spec section 3). */
export type MaterialSummary = Pick<SupplyMaterial, 'id' | 'name' | 'description' | 'image'>;

export interface SupplyMaterialsProps {
  intro: PageIntro;
  materials: readonly MaterialSummary[];
}

/** The Supply page's materials: one card each; a card opens the material's picture and description in a modal. */
export function SupplyMaterials({ intro, materials }: SupplyMaterialsProps) {
  return (
    <Section headingId="supply-materials-title" {...intro} tone="warm">
      <DetailsDialog
        dialogs={materials.map((material) => ({
          id: dialogId(material),
          body: <MaterialDetails material={material} />,
        }))}
        className={styles.dialog}
      >
        <CardGrid
          cards={materials.map((material) => ({
            key: material.id,
            card: <MaterialCard material={material} />,
          }))}
        />
      </DetailsDialog>
    </Section>
  );
}

function MaterialCard({ material }: { material: MaterialSummary }) {
  return (
    <MediaCard
      image={material.image}
      sizes="(min-width: 1280px) 390px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      liftOnFocus
      title={material.name}
      action={
        <DetailsButton dialogId={dialogId(material)} className={styles.open}>
          <ViewDetailsLabel item={material.name} />
        </DetailsButton>
      }
      classNames={styles}
    >
      <p className={styles.description}>{material.description}</p>
    </MediaCard>
  );
}

function MaterialDetails({ material }: { material: MaterialSummary }) {
  return (
    <>
      <DialogMedia
        className={styles.dialogMedia}
        image={material.image}
        alt={material.name}
        sizes="(min-width: 720px) 680px, calc(100vw - 2rem)"
        imageClassName={styles.image}
      />
      <DialogBody className={styles.dialogBody}>
        <p className={styles.dialogEyebrow}>Construction Material</p>
        <DialogTitle dialogId={dialogId(material)}>{material.name}</DialogTitle>
        <p className={styles.dialogDescription}>{material.description}</p>
        <div className={styles.dialogActions}>
          <ContactButton>
            Request Quote<span className="srOnly"> for {material.name}</span>
          </ContactButton>
        </div>
      </DialogBody>
    </>
  );
}
