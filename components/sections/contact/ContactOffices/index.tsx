import { Icon } from '@/components/ui/Icon';
import type { ContactPageText } from '@/content/contact';
import type { Office } from '@/content/types';
import { mailtoHref, telHref } from '@/lib/links';
import styles from './index.module.css';

export interface ContactOfficesProps {
  offices: readonly Office[];
  /** The hidden name of each line of a card (address, phone, e-mail, opening hours). */
  labels: ContactPageText['officeLabels'];
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
            <div>
              <dt>
                <Icon name="mapPin" />
                <span className="srOnly">{labels.address}</span>
              </dt>
              <dd>{office.address}</dd>
            </div>
            <div>
              <dt>
                <Icon name="phone" />
                <span className="srOnly">{labels.phone}</span>
              </dt>
              <dd>
                <a href={telHref(office.phoneE164)}>{office.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" />
                <span className="srOnly">{labels.email}</span>
              </dt>
              <dd>
                <a href={mailtoHref(office.email)}>{office.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="clock" />
                <span className="srOnly">{labels.hours}</span>
              </dt>
              <dd>{office.hours}</dd>
            </div>
          </dl>
        </article>
      ))}
    </div>
  );
}
