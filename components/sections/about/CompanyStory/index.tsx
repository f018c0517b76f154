import clsx from 'clsx';
import { FramedPicture } from '@/components/ui/FramedPicture';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/Section';
import type { ImagePath, SectionIntro, Stat } from '@/content/types';
import { formatYear, type Locale } from '@/lib/i18n';
import styles from './index.module.css';

export interface CompanyStoryProps {
  /** The page's language: the founding year is shown in its digits. */
  locale: Locale;
  intro: SectionIntro;
  paragraphs: readonly string[];
  image: ImagePath;
  imageAlt: string;
  /** The year on the badge over the picture. */
  foundedYear: number;
  /** The About page's stats pair, shown as large figures under the story, their digits already the page's own. */
  stats: readonly Stat[];
  /** The badge's word before the year ('Founded') and the stats list's name ('At a glance'). */
  labels: { founded: string; stats: string };
}

/** The company story beside a picture of our work, with the stats pair as large figures. */
export function CompanyStory({
  locale,
  intro,
  paragraphs,
  image,
  imageAlt,
  foundedYear,
  stats,
  labels,
}: CompanyStoryProps) {
  return (
    <section aria-labelledby="story-title" className={styles.story}>
      <div className={clsx('container', styles.inner)}>
        <FramedPicture
          image={image}
          alt={imageAlt}
          sizes="(min-width: 1024px) 560px, calc(100vw - 2.5rem)"
          className={styles.media}
          imageClassName={styles.image}
          badgeClassName={styles.badge}
          badge={
            <>
              <span className={styles.badgeLabel}>{labels.founded}</span>{' '}
              <span className={styles.badgeYear}>{formatYear(locale, foundedYear)}</span>
            </>
          }
        />

        <div className={styles.text}>
          <SectionHeading headingId="story-title" {...intro} />
          <div className={styles.body}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className={styles.stats} aria-label={labels.stats}>
            {stats.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <span className={styles.statIcon}>
                  <Icon name={stat.icon} size={22} />
                </span>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
