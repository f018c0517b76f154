import type { ReactNode } from 'react';
import styles from './index.module.css';

export interface PageHeroProps {
  /** Small label above the title, e.g. the section number or topic. */
  eyebrow: string;
  title: string;
  lead: string;
  /** Optional calls to action under the lead. */
  children?: ReactNode;
}

/** The dark banner that opens every inner page; the header sits over it until the page scrolls. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
