import clsx from 'clsx';
import { Icon } from '@/components/ui/Icon';
import { Picture } from '@/components/ui/Picture';
import { Slide, SlideDots, placeText } from '@/components/ui/Slides';
import { ViewsStyle } from '@/components/ui/ViewsStyle';
import type { Project, ProjectGalleryText } from '@/content/projects';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { slideViews, VIEWS_CONTROL } from '@/lib/list-views';
import styles from './index.module.css';

const SIZES = '(min-width: 1200px) 760px, (min-width: 1024px) 62vw, 100vw';

/**
 * The project's pictures. One picture is a plain figure with no controls; with more, arrows and dots
 * appear (spec: only when there is more than one image), after the WAI-ARIA APG carousel pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/), its picture picker a radio group.
 *
 * HTML and CSS only, a slide track as the home hero's and the testimonials' are: the same before the
 * page's scripts have run and without JavaScript, and no JavaScript of its own. The radios hold the
 * picture shown, and the track's rule (lib/list-views.ts, slideViews) shows it, its arrows and its
 * number; its dot is drawn from its radio (index.module.css). The dots are the radios' labels; each
 * picture has its own pair of arrows, labels of the radios before and after it, wrapping around; the
 * arrow keys move through the group, wrapping too. No URL, history entry or scroll is involved.
 *
 * Every picture is in the HTML. The first loads with the page; the others are lazy and not rendered
 * until shown, or until the pointer or the focus reaches the gallery, so a browser fetches none of
 * them before. (With scripting off a browser ignores loading="lazy", by the HTML standard, and fetches
 * them all with the page.)
 */
export interface ProjectGalleryProps {
  /** The page's language: the slides' names and numbers read in it. */
  locale: Locale;
  /** The project in the page's language. */
  project: Project;
  /** The gallery's words in the page's language (content/projects.ts's projectsPage[locale].detail.gallery). */
  text: ProjectGalleryText;
}

export function ProjectGallery({ locale, project, text }: ProjectGalleryProps) {
  const { id, title, images } = project;
  const count = images.length;
  const pictures = images.map((image, i) => (
    <Picture
      key={image}
      image={image}
      alt={text.picture(title, i + 1, count)}
      sizes={SIZES}
      priority={i === 0}
      className={styles.image}
    />
  ));
  if (count === 1) {
    return (
      <div className={styles.gallery}>
        <div className={styles.viewport}>{pictures[0]}</div>
      </div>
    );
  }

  const views = slideViews(`gallery-${id}`, pictures, { fallback: 'every' });
  return (
    <div
      id={views.id}
      className={styles.gallery}
      role="region"
      aria-roledescription={shellText[locale].slide.carousel}
      aria-label={text.label(title)}
    >
      <ViewsStyle views={views} />
      <div className={styles.viewport}>
        <div id={views.slidesId} className={styles.slides} aria-live="polite">
          {views.slides.map((slide, i) => (
            <Slide
              key={slide.view}
              label={placeText(shellText[locale].slide.label, locale, i + 1, count)}
              roleDescription={shellText[locale].slide.role}
              className={styles.slide}
              data-views={slide.view}
            >
              {slide.item}
            </Slide>
          ))}
        </div>
        {/*
          Each picture's arrows and number. The arrows are for the pointer (a keyboard moves through
          the radios with its arrow keys): they hold no text, so they add nothing to the radios' names.
        */}
        {views.slides.map((slide, i) => (
          <div key={slide.view} data-views={slide.view} {...VIEWS_CONTROL}>
            <label
              htmlFor={slide.previousRadioId}
              className={clsx(styles.arrow, styles.prev)}
              title={text.previous}
            >
              <Icon name="arrowLeft" size={22} />
            </label>
            <label htmlFor={slide.nextRadioId} className={clsx(styles.arrow, styles.next)} title={text.next}>
              <Icon name="arrowRight" size={22} />
            </label>
            {/* The slide's group says the same to assistive technology ("2 of 4"). */}
            <p className={styles.counter} aria-hidden="true">
              {text.counter(i + 1, count)}
            </p>
          </div>
        ))}
      </div>
      <SlideDots
        track={views}
        label={text.picker}
        slideLabel={(i) => text.show(i + 1, count)}
        classNames={styles}
        groupProps={VIEWS_CONTROL}
      />
    </div>
  );
}
