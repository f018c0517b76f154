import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ContactPageText } from '@/content/contact';
import type { IconName, Office } from '@/content/types';
import { mailtoHref, telHref } from '@/lib/links';
import styles from './index.module.css';

export interface ContactOfficesProps {
  offices: readonly Office[];
  /** The hidden name of each line of a card (address, phone, e-mail, opening hours). */
  labels: OfficeLabels;
}

type OfficeLabels = ContactPageText['officeLabels'];

/** A card's lines, in order: what each is (its hidden name's key and its icon) and what it says. */
function officeLines(office: Office): { key: keyof OfficeLabels; icon: IconName; value: ReactNode }[] {
  return [
    { key: 'address', icon: 'mapPin', value: office.address },
    { key: 'phone', icon: 'phone', value: <a href={telHref(office.phoneE164)}>{office.phone}</a> },
    { key: 'email', icon: 'mail', value: <a href={mailtoHref(office.email)}>{office.email}</a> },
    { key: 'hours', icon: 'clock', value: office.hours },
  ];
}

/** The Corporate Head office and Branch office cards: address, phone, e-mail, opening hours. */
export function ContactOffices({ offices, labels }: ContactOfficesProps) {
  return (
    <div className={styles.offices} data-print="skip">
      {offices.map((office, i) => (
        <article key={office.id} className={styles.card} aria-labelledby={`office-${i}`}>
          <h3 id={`office-${i}`} className={styles.title}>
            <Icon name="building" />
            {office.type}
          </h3>
          <dl className={styles.details}>
            {officeLines(office).map(({ key, icon, value }) => (
              <div key={key}>
                <dt>
                  <Icon name={icon} />
                  <span className="srOnly">{labels[key]}</span>
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </div>
  );
}
