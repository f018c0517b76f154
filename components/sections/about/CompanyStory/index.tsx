import clsx from 'clsx';
import { FramedPicture } from '@/components/ui/FramedPicture';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/Section';
import type { ImagePath, SectionIntro, Stat } from '@/content/types';
import styles from './index.module.css';

export interface CompanyStoryProps {
  intro: SectionIntro;
  paragraphs: string[];
  image: ImagePath;
  imageAlt: string;
  /** The year on the badge over the picture. */
  foundedYear: number;
  /** The About page's stats pair, shown as large figures under the story. */
  stats: Stat[];
}

/** The company story beside a picture of our work, with the stats pair as large figures. */
export function CompanyStory({ intro, paragraphs, image, imageAlt, foundedYear, stats }: CompanyStoryProps) {
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
              <span className={styles.badgeLabel}>Founded</span>{' '}
              <span className={styles.badgeYear}>{foundedYear}</span>
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
          <ul className={styles.stats} aria-label="At a glance">
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
