import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './index.module.css';

export type SectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** id of the heading, for aria-labelledby. */
  headingId: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Background: plain white, warm off-white, or the dark brand gradient. */
  tone?: 'light' | 'warm' | 'dark';
  align?: 'center' | 'start';
  /** Shown beside (desktop) or under (mobile) the heading, e.g. a 'View all' link. */
  action?: ReactNode;
  children: ReactNode;
};

/** A page section: vertical rhythm, an optional eyebrow, an h2 and lead, then its content. */
export function Section({
  headingId,
  eyebrow,
  title,
  lead,
  tone = 'light',
  align = 'center',
  action,
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <section aria-labelledby={headingId} className={clsx(styles.section, styles[tone], className)} {...props}>
      <div className="container">
        <header className={clsx(styles.header, styles[align], action && styles.withAction)}>
          <div className={styles.heading}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
          {action && <div className={styles.action}>{action}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
