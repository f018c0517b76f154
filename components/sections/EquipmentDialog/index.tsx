'use client';

import Link from 'next/link';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import { Picture } from '@/components/ui/Picture';
import type { Equipment } from '@/content/types';
import { whatsappHref } from '@/lib/links';
import styles from './index.module.css';

/** What the Rent page's modal offers: a WhatsApp chat about the unit, and the contact page. */
export interface EquipmentEnquiry {
  /** The prefilled WhatsApp message; `{name}` becomes the unit's name. */
  whatsappMessage: string;
  whatsappLabel: string;
  contactLabel: string;
}

export interface EquipmentDialogProps {
  /** The unit to show, or none (closed). */
  item: Equipment | null;
  onClose: () => void;
  enquiry?: EquipmentEnquiry;
}

/** The modal of the Equipment and Rent pages: a large picture, the unit's name and its Supply Capacity. */
export function EquipmentDialog({ item, onClose, enquiry }: EquipmentDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} labelledBy={titleId} className={styles.dialog}>
      <div className={styles.closeBar}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          <Icon name="close" size={22} />
        </button>
      </div>
      {item && (
        <div className={styles.layout}>
          <div className={styles.media}>
            <Picture
              image={item.image}
              alt={item.name}
              sizes="(min-width: 900px) 540px, (min-width: 632px) 600px, calc(100vw - 2rem)"
              className={styles.image}
            />
            <span className={styles.category}>{item.category}</span>
          </div>
          <div className={styles.body}>
            <h2 id={titleId} className={styles.title}>
              {item.name}
            </h2>
            <p className={styles.type}>{item.type}</p>
            <div className={styles.capacity}>
              <span className={styles.capacityIcon}>
                <Icon name="ruler" size={24} />
              </span>
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
                <Link href="/contact/" className={buttonClass('outline', 'md')}>
                  {enquiry.contactLabel}
                  <Icon name="arrowRight" />
                </Link>
              </div>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
