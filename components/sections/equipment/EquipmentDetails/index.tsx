import { ContactButton } from '@/components/sections/shared/ContactButton';
import { buttonClass } from '@/components/ui/Button';
import { DialogBody, DialogIcon, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { DialogMedia } from '@/components/ui/Dialog/DialogMedia';
import { Icon } from '@/components/ui/Icon';
import type { Equipment } from '@/content/types';
import { whatsappHref } from '@/lib/links';
import styles from './index.module.css';

/** The id of a unit's modal, which its card's button opens. */
export function equipmentDialogId(item: Equipment) {
  return `equipment-${item.id}`;
}

/** What the Rent page's modal offers: a WhatsApp chat about the unit, and the contact page. */
export interface EquipmentEnquiry {
  /** The prefilled WhatsApp message; `{name}` becomes the unit's name. */
  whatsappMessage: string;
  whatsappLabel: string;
  contactLabel: string;
}

export interface EquipmentDetailsProps {
  item: Equipment;
  /** The Rent page's modal offers a WhatsApp enquiry and the contact page; the Equipment page's does not. */
  enquiry?: EquipmentEnquiry;
}

/**
 * The body of a unit's modal on the Equipment and Rent pages, rendered on the server for
 * EquipmentBrowser's DetailsDialog: a large picture, the unit's name and its Supply Capacity.
 */
export function EquipmentDetails({ item, enquiry }: EquipmentDetailsProps) {
  return (
    <div className={styles.layout}>
      <DialogMedia
        className={styles.media}
        image={item.image}
        alt={item.name}
        sizes="(min-width: 900px) 540px, (min-width: 632px) 600px, calc(100vw - 2rem)"
        imageClassName={styles.image}
      >
        <span className={styles.category}>{item.category}</span>
      </DialogMedia>
      <DialogBody className={styles.body}>
        <DialogTitle dialogId={equipmentDialogId(item)} className={styles.title}>
          {item.name}
        </DialogTitle>
        <p className={styles.type}>{item.type}</p>
        <div className={styles.capacity}>
          <DialogIcon name="ruler" />
          <p className={styles.capacityText}>
            <span className={styles.capacityLabel}>Supply Capacity</span>{' '}
            <span className={styles.capacityValue}>{item.capacity}</span>
          </p>
        </div>
        {enquiry && (
          <div className={styles.actions}>
            <a
              href={whatsappHref(enquiry.whatsappMessage.replace('{name}', item.name))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('accent', 'md')}
            >
              <Icon name="whatsapp" />
              {enquiry.whatsappLabel}
              <span className="srOnly"> about renting the {item.name}</span>
            </a>
            <ContactButton variant="outline">{enquiry.contactLabel}</ContactButton>
          </div>
        )}
      </DialogBody>
    </div>
  );
}
