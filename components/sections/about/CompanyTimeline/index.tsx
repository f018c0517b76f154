import clsx from 'clsx';
import { Section } from '@/components/ui/Section';
import type { SectionIntro, TimelineEntry } from '@/content/types';
import { formatYear, type Locale } from '@/lib/i18n';
import styles from './index.module.css';

export interface CompanyTimelineProps {
  /** The page's language: the years are shown in its digits. */
  locale: Locale;
  intro: SectionIntro;
  /** In the order they happened. */
  entries: readonly TimelineEntry[];
}

/** The company's milestones, one per year, on a vertical line: alternating sides on wide screens. */
export function CompanyTimeline({ locale, intro, entries }: CompanyTimelineProps) {
  return (
    <Section headingId="timeline-title" {...intro} tone="warm">
      <ol className={styles.timeline}>
        {entries.map((entry, index) => (
          <li key={entry.year} className={clsx(styles.entry, index % 2 === 0 ? styles.start : styles.end)}>
            <time className={styles.year} dateTime={String(entry.year)}>
              {formatYear(locale, entry.year)}
            </time>
            <div className={clsx('cardSurface', styles.card)}>
              <h3 className={styles.title}>{entry.title}</h3>
              <p className={styles.event}>{entry.event}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
