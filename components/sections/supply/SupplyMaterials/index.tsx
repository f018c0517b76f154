import { ActionLabel } from '@/components/ui/ActionLabel';
import { EnquiryActions } from '@/components/sections/shared/EnquiryActions';
import { EnquiryToggle } from '@/components/sections/shared/EnquiryToggle';
import { enquiryControls } from '@/content/enquiry';
import { DetailsButton } from '@/components/ui/DetailsDialog';
import { DialogBody, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { DialogMedia } from '@/components/ui/Dialog/DialogMedia';
import { MediaCard } from '@/components/ui/MediaCard';
import { Section } from '@/components/ui/Section';
import { ViewDetailsLabel } from '@/components/ui/ViewDetailsLabel';
import type { SupplyMaterialsText } from '@/content/supply';
import type { PageIntro, SupplyMaterial } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { DetailsCardGrid } from '@/components/sections/shared/DetailsCardGrid';
import styles from './index.module.css';

/** The id of a material's modal. */
const dialogId = (material: MaterialSummary) => `material-${material.id}`;

/** What a card and its modal show. The monthly capacity is left out: it is hidden on screen (spec section 3). */
export type MaterialSummary = Pick<SupplyMaterial, 'id' | 'name' | 'description' | 'image'>;

export interface SupplyMaterialsProps {
  /** The page's language: the modals' links go to its Contact page. */
  locale: Locale;
  intro: PageIntro;
  /** The materials in the page's language, in display order. */
  materials: readonly MaterialSummary[];
  /** The cards' and modals' words in the page's language (content/supply.ts's supplyPage[locale].materialCard). */
  text: SupplyMaterialsText;
}

/** The Supply page's materials: one card each; a card opens the material's picture and description in a modal. */
export function SupplyMaterials({ locale, intro, materials, text }: SupplyMaterialsProps) {
  return (
    <Section headingId="supply-materials-title" {...intro} tone="warm">
      <DetailsCardGrid
        locale={locale}
        items={materials}
        dialogId={dialogId}
        card={(material) => <MaterialCard locale={locale} material={material} />}
        details={(material) => <MaterialDetails locale={locale} material={material} text={text} />}
        dialogClassName={styles.dialog}
      />
    </Section>
  );
}

function MaterialCard({ locale, material }: { locale: Locale; material: MaterialSummary }) {
  return (
    <MediaCard
      image={material.image}
      sizes="(min-width: 1280px) 390px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      liftOnFocus
      title={material.name}
      action={
        <DetailsButton dialogId={dialogId(material)} className={styles.open}>
          <ViewDetailsLabel locale={locale} item={material.name} />
        </DetailsButton>
      }
      classNames={styles}
    >
      <p className={styles.description}>{material.description}</p>
      <EnquiryToggle kind="material" id={material.id} name={material.name} text={enquiryControls[locale]} />
    </MediaCard>
  );
}

interface MaterialDetailsProps {
  locale: Locale;
  material: MaterialSummary;
  text: SupplyMaterialsText;
}

function MaterialDetails({ locale, material, text }: MaterialDetailsProps) {
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
        <p className={styles.dialogEyebrow}>{text.dialogEyebrow}</p>
        <DialogTitle dialogId={dialogId(material)}>{material.name}</DialogTitle>
        <p className={styles.dialogDescription}>{material.description}</p>
        <EnquiryActions
          locale={locale}
          kind="material"
          id={material.id}
          name={material.name}
          whatsapp={text}
          contact={<ActionLabel words={text.requestQuote} name={material.name} />}
          className={styles.dialogActions}
        />
      </DialogBody>
    </>
  );
}
