import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
import type { SectionIntro, Stat } from '@/content/types';
import styles from './index.module.css';

export interface AchievementsProps {
  intro: SectionIntro;
  /** The figures, in display order, their digits already in the page's own ('50+', '৫০+'). */
  stats: readonly Stat[];
}

/** The achievements band: the company's headline figures on a dark panel. */
export function Achievements({ intro, stats }: AchievementsProps) {
  return (
    <section className={styles.section} aria-labelledby="achievements-title">
      <div className="container">
        <div className={clsx('brandPanel', 'blueprint', styles.panel)}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>{intro.eyebrow}</p>
            <h2 id="achievements-title" className={styles.title}>
              {intro.title}
            </h2>
            {intro.lead && <p className={styles.lead}>{intro.lead}</p>}
          </div>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.label}>{stat.label}</dt>
                <dd className={styles.value}>
                  <span className={styles.icon}>
                    <Icon name={stat.icon} size={22} />
                  </span>
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
