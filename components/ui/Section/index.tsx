import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './index.module.css';

export interface SectionHeadingProps {
  /** id of the h2, for the section's aria-labelledby. */
  headingId: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** 'dark' on the brand gradient: an amber eyebrow, a white title and a light lead. */
  tone?: 'light' | 'dark';
  /** Place and measure the block; `.yourClass h2` may resize the title. */
  className?: string;
}

/**
 * A section's heading block: the eyebrow with its amber rule, the h2 and an optional lead. Section
 * renders it above its content; sections that set their heading beside a picture or in a panel
 * render it themselves.
 */
export function SectionHeading({
  headingId,
  eyebrow,
  title,
  lead,
  tone = 'light',
  className,
}: SectionHeadingProps) {
  return (
    <div className={clsx(tone === 'dark' && styles.onDark, className) || undefined}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

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
          <SectionHeading
            headingId={headingId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            tone={tone === 'dark' ? 'dark' : 'light'}
            className={styles.heading}
          />
          {action && <div className={styles.action}>{action}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
