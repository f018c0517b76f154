import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { FramedPicture } from '@/components/ui/FramedPicture';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/Section';
import { routePath } from '@/content/navigation';
import type { Highlight, HomeAbout as HomeAboutContent } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import styles from './index.module.css';

export interface HomeAboutProps {
  /** The page's language: the link goes to its About page. */
  locale: Locale;
  eyebrow: string;
  /** The words of the link to the About page (Learn More About Us). */
  more: string;
  about: HomeAboutContent;
  /** The four reasons to choose the company. */
  highlights: readonly Highlight[];
}

/** The home page's About block: a picture with the '50+ Projects Completed' figure, the story in short, four highlights. */
export function HomeAbout({ locale, eyebrow, more, about, highlights }: HomeAboutProps) {
  return (
    <section className={styles.section} aria-labelledby="home-about-title">
      <div className={clsx('container', styles.grid)}>
        <FramedPicture
          image={about.image}
          alt={about.imageAlt}
          sizes="(min-width: 1024px) 540px, 100vw"
          className={styles.media}
          imageClassName={styles.image}
          badgeClassName={styles.badge}
          badge={
            <>
              <span className={styles.badgeValue}>{about.badge.value}</span>
              <span className={styles.badgeLabel}>{about.badge.label}</span>
            </>
          }
        />
        <div className={styles.text}>
          <SectionHeading
            headingId="home-about-title"
            eyebrow={eyebrow}
            title={about.heading}
            className={styles.heading}
          />
          <p className={styles.body}>{about.body}</p>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight.title} className={styles.highlight}>
                <span className={styles.icon}>
                  <Icon name={highlight.icon} size={22} />
                </span>
                <div>
                  <h3 className={styles.highlightTitle}>{highlight.title}</h3>
                  <p className={styles.highlightText}>{highlight.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <SiteLink href={routePath(locale, 'about')} className={buttonClass('primary', 'lg', styles.link)}>
            {more}
            <Icon name="arrowRight" />
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
