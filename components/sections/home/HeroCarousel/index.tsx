import { Fragment } from 'react';
import { ViewsStyle } from '@/components/ui/ViewsStyle';
import type { HeroText } from '@/content/home';
import { shellText } from '@/content/shell';
import type { HeroSlide as HeroSlideContent } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { slideViews } from '@/lib/list-views';
import { HeroControls } from './HeroControls';
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

/**
 * The home page hero: three slides that cross-fade every 11 s (spec sections 4 and 9), after the
 * WAI-ARIA APG carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/), its slide
 * picker a radio group.
 *
 * A slide track, as the project gallery and the testimonials are (lib/list-views.ts, slideViews):
 * without JavaScript, and before it arrives, the radios hold the current slide, and the track's rule
 * shows its text, its backdrop, its arrows and its number; its dot is drawn from its radio
 * (index.module.css). The dots are the radios' labels, the arrows are labels of the radios before
 * and after the current one, and the arrow keys move through the group, wrapping around; no URL,
 * history entry or scroll is involved. Only the first slide's picture loads with the page; another
 * loads when its slide is shown, or when the pointer or focus reaches the controls that would show it.
 *
 * The script (HeroRotation, the one client component) adds what only a script can: the 11 s
 * rotation (none under prefers-reduced-motion, and none while the controls are hovered or the
 * carousel has keyboard focus, for WCAG 2.2.2), the pause/play button, touch swipes, and fetching
 * the next picture before it is due. Everything else is rendered here, on the server, and reaches
 * it as elements: their code is not in the page's JavaScript.
 */
export function HeroCarousel({ locale, slides, heading, text }: HeroCarouselProps) {
  const views = slideViews('hero', slides);
  const first = slides[0]?.image;
  return (
    <>
      <ViewsStyle views={views} />
      <HeroRotation
        // Only what the script reads: a client component's props are written into the page.
        track={{ id: views.id, name: views.name, slidesId: views.slidesId }}
        label={text.label}
        roleDescription={shellText[locale].slide.carousel}
        text={{ pause: text.pause, play: text.play }}
        preloads={first ? firstPicturePreloads(first) : []}
        backdrops={views.slides.map((slide, i) => (
          <div key={slide.view} className={styles.backdrop} data-views={slide.view}>
            <HeroPicture image={slide.item.image} first={i === 0} />
          </div>
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
        controls={<HeroControls locale={locale} views={views} text={text} />}
        slides={views.slides.map((slide, i) => (
          <HeroSlide
            key={slide.view}
            locale={locale}
            slide={slide.item}
            view={slide.view}
            position={i + 1}
            count={slides.length}
            text={text}
          />
        ))}
      />
    </>
  );
}
