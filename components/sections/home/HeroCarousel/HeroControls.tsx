import { Icon } from '@/components/ui/Icon';
import { SlideArrows, SlideDots } from '@/components/ui/Slides';
import type { HeroText } from '@/content/home';
import type { HeroSlide } from '@/content/types';
import { formatNumber, type Locale } from '@/lib/i18n';
import type { SlideViews } from '@/lib/list-views';
import styles from './index.module.css';

export interface HeroControlsProps {
  /** The page's language: the radios' names and the counter's digits. */
  locale: Locale;
  /** The hero's track (slideViews): a radio per slide. */
  views: SlideViews<HeroSlide>;
  text: Pick<HeroText, 'slideName' | 'previous' | 'next' | 'picker'>;
}

/** A counter number as the counter shows it: '01' or '০১'. */
function twoDigits(locale: Locale, n: number) {
  return formatNumber(locale, n, { minimumIntegerDigits: 2, useGrouping: false });
}

/** A dot's name from its template: 'Slide {number}: {name}' -> 'Slide 2: Equipment Rental'. */
function slideName(template: string, number: string, name: string) {
  return template.replace('{number}', () => number).replace('{name}', () => name);
}

/**
 * The arrows, the slide picker (a radio group whose labels are the dots) and the counter, after the
 * pause button (HeroRotation). Each slide has its pair of arrows, labels of the radios before and
 * after it, and its number; the track's rule shows the current slide's (lib/list-views.ts).
 */
export function HeroControls({ locale, views, text }: HeroControlsProps) {
  return (
    <>
      <SlideArrows track={views} to="previous" title={text.previous} className={styles.control}>
        <Icon name="arrowLeft" size={20} />
      </SlideArrows>
      <SlideDots
        track={views}
        label={text.picker}
        slideLabel={(i) =>
          slideName(text.slideName, formatNumber(locale, i + 1), views.slides[i]!.item.subtitle)
        }
        classNames={styles}
      />
      <SlideArrows track={views} to="next" title={text.next} className={styles.control}>
        <Icon name="arrowRight" size={20} />
      </SlideArrows>
      <p className={styles.counter} aria-hidden="true">
        <span className={styles.counterCurrent}>
          {views.slides.map((slide, i) => (
            <span key={slide.view} data-views={slide.view}>
              {twoDigits(locale, i + 1)}
            </span>
          ))}
        </span>{' '}
        / {twoDigits(locale, views.slides.length)}
      </p>
    </>
  );
}
