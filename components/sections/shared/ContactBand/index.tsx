import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/Section';
import { routePath } from '@/content/navigation';
import type { Locale } from '@/lib/i18n';
import styles from './index.module.css';

export interface ContactBandProps {
  /** The page's language: the link goes to its contact page unless given an href. */
  locale: Locale;
  headingId: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** The link's text, e.g. 'Get In Touch'. */
  action: string;
  /** Where the link goes, in the page's language; the contact page by default. */
  href?: string;
}

/** A closing call to action: a dark brand panel with one link, usually to the contact page. */
export function ContactBand({
  locale,
  headingId,
  eyebrow,
  title,
  lead,
  action,
  href = routePath(locale, 'contact'),
}: ContactBandProps) {
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className="container">
        <div className={clsx('brandPanel', 'blueprint', styles.panel)}>
          <SectionHeading
            headingId={headingId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            tone="dark"
            className={styles.text}
          />
          <SiteLink href={href} className={buttonClass('accent', 'lg', styles.action)}>
            {action}
            <Icon name="arrowRight" />
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
