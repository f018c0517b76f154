import { Fragment } from 'react';
import type { HeroText } from '@/content/home';
import { shellText } from '@/content/shell';
import type { HeroSlide as HeroSlideContent } from '@/content/types';
import { formatNumber, type Locale } from '@/lib/i18n';
import { HeroPicture, firstPicturePreloads } from './HeroPicture';
import { HeroRotation } from './HeroRotation';
import { HeroSlide } from './HeroSlide';
import styles from './index.module.css';

export interface HeroCarouselProps {
  /** The page's language: its links and its digits. */
  locale: Locale;
  slides: readonly HeroSlideContent[];
  /**
   * The page's one h1, a short line above the slides (whose own titles are h2), in parts: the
   * company name and its motto, set on one line on wide screens and one line each on phones.
   */
  heading: readonly string[];
  /** The carousel's own words: its name, the dots' names, the buttons. */
  text: HeroText;
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
 * The home page hero: three slides that cross-fade every 11 s (spec sections 4 and 9), after the
 * WAI-ARIA APG carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/), its slide
 * picker a radio group.
 *
 * Without JavaScript, and before it arrives: the radios hold the current slide, and CSS `:has()`
 * shows its text, its backdrop, its dot and its number (index.module.css). The dots are the radios'
 * labels, the arrows are labels of the radios before and after the current one, and the arrow keys
 * move through the group, wrapping around; no URL, history entry or scroll is involved. Only the
 * first slide's picture loads with the page; another loads when its slide is shown, or when the
 * pointer or focus reaches the controls that would show it.
 *
 * The script (HeroRotation, the one client component) adds what only a script can: the 11 s
 * rotation (none under prefers-reduced-motion, and none while the controls are hovered or the
 * carousel has keyboard focus, for WCAG 2.2.2), the pause/play button, touch swipes, and loading
 * the next picture before it is due. The pictures, the heading and the slides' text are rendered
 * here, on the server, and reach it as elements: their code is not in the page's JavaScript.
 */
export function HeroCarousel({ locale, slides, heading, text }: HeroCarouselProps) {
  const first = slides[0]?.image;
  const { label, pause, play, previous, next, picker } = text;
  return (
    <HeroRotation
      label={label}
      roleDescription={shellText[locale].slide.carousel}
      names={slides.map((slide, i) => slideName(text.slideName, formatNumber(locale, i + 1), slide.subtitle))}
      counter={{
        numbers: slides.map((_, i) => twoDigits(locale, i + 1)),
        total: twoDigits(locale, slides.length),
      }}
      controls={{ pause, play, previous, next, picker }}
      preloads={first ? firstPicturePreloads(first) : []}
      pictures={slides.map((slide, i) => (
        <HeroPicture key={slide.id} image={slide.image} first={i === 0} />
      ))}
      heading={
        <h1 className={styles.heading}>
          <span>
            {heading.map((part, i) => (
              <Fragment key={part}>
                {i > 0 && <span className={styles.separator}> · </span>}
                <span className={styles.headingPart}>{part}</span>
              </Fragment>
            ))}
          </span>
        </h1>
      }
      slides={slides.map((slide, i) => (
        <HeroSlide
          key={slide.id}
          locale={locale}
          slide={slide}
          position={i + 1}
          count={slides.length}
          text={text}
        />
      ))}
    />
  );
}
