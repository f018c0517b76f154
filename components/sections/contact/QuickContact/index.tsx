import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
import type { ContactMethod } from '@/content/types';
import { channelHref } from '@/lib/links';
import styles from './index.module.css';

export interface QuickContactProps {
  methods: readonly ContactMethod[];
  /** The band's accessible name: 'Quick contact'. */
  label: string;
  /** The WhatsApp chat's prefilled message, in the page's language. */
  whatsappMessage: string;
}

/** The three quick-contact tiles (call, e-mail, WhatsApp), each one link. */
export function QuickContact({ methods, label, whatsappMessage }: QuickContactProps) {
  return (
    <section className={styles.band} aria-label={label} data-print="skip">
      <ul className={clsx('container', styles.tiles)}>
        {methods.map((method) => {
          const href = channelHref(method.channel, whatsappMessage);
          const external = href.startsWith('http');
          return (
            <li key={method.channel}>
              <a
                href={href}
                className={styles.tile}
                target={external ? '_blank' : undefined}
                rel={external ? 'noopener noreferrer' : undefined}
              >
                <span className={styles.icon}>
                  <Icon name={method.icon} size={26} />
                </span>
                <span className={styles.text}>
                  <span className={styles.title}>{method.title}</span>
                  <span className={styles.description}>{method.description}</span>
                  <span className={styles.contact}>{method.contact}</span>
                </span>
                <Icon name="arrowRight" className={styles.arrow} />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
