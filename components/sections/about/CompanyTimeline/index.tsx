import clsx from 'clsx';
import { Section } from '@/components/ui/Section';
import type { SectionIntro, TimelineEntry } from '@/content/types';
import styles from './index.module.css';

export interface CompanyTimelineProps {
  intro: SectionIntro;
  /** In the order they happened. */
  entries: TimelineEntry[];
}

/** The company's milestones, one per year, on a vertical line: alternating sides on wide screens. */
export function CompanyTimeline({ intro, entries }: CompanyTimelineProps) {
  return (
    <Section headingId="timeline-title" {...intro} tone="warm">
      <ol className={styles.timeline}>
        {entries.map((entry, index) => (
          <li key={entry.year} className={clsx(styles.entry, index % 2 === 0 ? styles.start : styles.end)}>
            <time className={styles.year} dateTime={String(entry.year)}>
              {entry.year}
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
