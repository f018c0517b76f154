import { EnquiryActions } from '@/components/sections/shared/EnquiryActions';
import { DialogBody, DialogIcon, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { DialogMedia } from '@/components/ui/Dialog/DialogMedia';
import type { Equipment, EquipmentDetailsText, EquipmentEnquiryText } from '@/content/equipment';
import type { Locale } from '@/lib/i18n';
import styles from './index.module.css';

/** The id of a unit's modal, which its card's button opens. */
export function equipmentDialogId(item: Pick<Equipment, 'id'>) {
  return `equipment-${item.id}`;
}

export interface EquipmentDetailsProps {
  /** The page's language (the enquiry's link to its contact page). */
  locale: Locale;
  /** The unit in the page's language. */
  item: Equipment;
  /** The modal's words in the page's language (equipmentPage[locale].details). */
  text: EquipmentDetailsText;
  /** The ways to ask about the unit: a WhatsApp chat naming it, and the contact page. */
  enquiry: EquipmentEnquiryText;
}

/**
 * The body of a unit's modal on the Equipment and Rent pages, rendered on the server for
 * EquipmentBrowser's DetailsDialog: a large picture, the unit's name and its Supply Capacity.
 */
export function EquipmentDetails({ locale, item, text, enquiry }: EquipmentDetailsProps) {
  return (
    <div className={styles.layout}>
      <DialogMedia
        className={styles.media}
        image={item.image}
        alt={item.name}
        sizes="(min-width: 900px) 540px, (min-width: 632px) 600px, calc(100vw - 2rem)"
        imageClassName={styles.image}
      >
        <span className={styles.category}>{item.categoryName}</span>
      </DialogMedia>
      <DialogBody className={styles.body}>
        <DialogTitle dialogId={equipmentDialogId(item)} className={styles.title}>
          {item.name}
        </DialogTitle>
        <p className={styles.type}>{item.type}</p>
        <div className={styles.capacity}>
          <DialogIcon name="ruler" />
          <p className={styles.capacityText}>
            <span className="capsLabel">{text.capacity}</span>{' '}
            <span className={styles.capacityValue}>{item.capacity}</span>
          </p>
        </div>
        <EnquiryActions
          locale={locale}
          kind="machine"
          id={item.id}
          name={item.name}
          whatsapp={enquiry}
          contact={enquiry.contactLabel}
          className={styles.actions}
        />
      </DialogBody>
    </div>
  );
}
