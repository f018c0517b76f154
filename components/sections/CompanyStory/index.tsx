import { Icon } from '@/components/ui/Icon';
import { Picture } from '@/components/ui/Picture';
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
      <div className={`container ${styles.inner}`}>
        <div className={styles.media}>
          <div className={styles.frame}>
            <Picture
              image={image}
              alt={imageAlt}
              sizes="(min-width: 1024px) 560px, calc(100vw - 2.5rem)"
              className={styles.image}
            />
          </div>
          <p className={styles.badge}>
            <span className={styles.badgeLabel}>Founded</span>{' '}
            <span className={styles.badgeYear}>{foundedYear}</span>
          </p>
        </div>

        <div className={styles.text}>
          <p className={styles.eyebrow}>{intro.eyebrow}</p>
          <h2 id="story-title" className={styles.title}>
            {intro.title}
          </h2>
          {intro.lead && <p className={styles.lead}>{intro.lead}</p>}
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
