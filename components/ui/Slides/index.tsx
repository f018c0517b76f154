import { Fragment, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { SlideText } from '@/content/shell';
import { formatNumber, type Locale } from '@/lib/i18n';
import type { SlideView, SlideViews } from '@/lib/list-views';

export type SlideProps = ComponentPropsWithoutRef<'div'> & {
  /** Its place among the slides, as placeText writes it: '2 of 3'. */
  label: string;
  /** What a slide is called in the page's language (SlideText.role): 'slide', 'স্লাইড'. */
  roleDescription: SlideText['role'];
};

/**
 * A place among slides in the page's language and digits: ('{position} of {count}', 'bn', 2, 3) ->
 * '৩টির মধ্যে ২' with Bengali words. Written on the server: a page's first Intl.NumberFormat in the
 * browser costs about 30 ms of its hydration (components/layout/CurrentYear).
 */
export function placeText(template: string, locale: Locale, position: number, count: number): string {
  return template
    .replace('{position}', formatNumber(locale, position))
    .replace('{count}', formatNumber(locale, count));
}

/**
 * One slide of a carousel, as the WAI-ARIA APG names it
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a group announced as "slide", "2 of 3"
 * ("স্লাইড", "৩টির মধ্যে ২"). Which slide shows is the track's radios' (lib/list-views.ts, slideViews).
 */
export function Slide({ label, roleDescription, ...props }: SlideProps) {
  return <div role="group" aria-roledescription={roleDescription} aria-label={label} {...props} />;
}

/** What a slide's radio and arrows are drawn from: one slide of a track (lib/list-views.ts, slideViews). */
type TrackSlide = Pick<SlideView<unknown>, 'view' | 'radioId' | 'previousRadioId' | 'nextRadioId'>;
type Track = Pick<SlideViews<unknown>, 'name' | 'slidesId'> & { slides: readonly TrackSlide[] };

export interface SlideRadioProps {
  track: Track;
  slide: TrackSlide;
  /** Its name for assistive technology: 'Slide 2: Equipment Rental', 'Show picture 2 of 4'. */
  label: string;
  /**
   * The track's class for it: out of sight but where the track puts it (a dot, the counter), so
   * focusing it never scrolls, and named in the track's rules for what it labels (`.radio:checked + .dot`).
   * Each track's module draws it: a shared module here would be one more stylesheet on every page.
   */
  className?: string;
}

/**
 * The radio that holds whether `slide` is shown: the first is checked in the HTML, and the track's
 * rule shows what is marked with the checked one's view; what it labels shows its state and focus.
 */
export function SlideRadio({ track, slide, label, className }: SlideRadioProps) {
  return (
    <input
      type="radio"
      id={slide.radioId}
      name={track.name}
      value={slide.view}
      defaultChecked={slide.view === track.slides[0]?.view}
      className={className}
      aria-label={label}
      aria-controls={track.slidesId}
    />
  );
}

export interface SlideDotsProps {
  track: Track;
  /** The picker's name: 'Choose a slide'. */
  label: string;
  /** Each slide's radio's name, by its place from 0 (SlideRadioProps.label). */
  slideLabel: (index: number) => string;
  /** The track's classes: the group, the radios (SlideRadioProps.className), a dot and its mark. */
  classNames: { dots?: string; radio?: string; dot?: string; dotMark?: string };
  /** Data attributes of the group (a list's VIEWS_CONTROL). */
  groupProps?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * A track's slide picker: a radio group whose labels are the dots, each drawn from its radio by the
 * track's rule (`.radio:checked + .dot`); the hero's and a project's gallery's.
 */
export function SlideDots({ track, label, slideLabel, classNames, groupProps }: SlideDotsProps) {
  return (
    <div role="radiogroup" aria-label={label} className={classNames.dots} {...groupProps}>
      {track.slides.map((slide, i) => (
        <Fragment key={slide.view}>
          <SlideRadio track={track} slide={slide} label={slideLabel(i)} className={classNames.radio} />
          <label htmlFor={slide.radioId} className={classNames.dot}>
            <span className={classNames.dotMark} />
          </label>
        </Fragment>
      ))}
    </div>
  );
}

export interface SlideArrowsProps {
  track: Track;
  /** Which neighbour each slide's arrow checks: the one before (Prev) or after (Next), wrapping. */
  to: 'previous' | 'next';
  /** Its tooltip: 'Previous slide'. */
  title: string;
  className?: string;
  /** What it draws (an icon). */
  children: ReactNode;
}

/**
 * A track's Prev or Next arrows: a label per slide of the radio before or after it, shown with its
 * slide by the track's rule, so an arrow works from the HTML. They are for the pointer: they hold no
 * text, and a keyboard moves through the radio group with its arrow keys.
 */
export function SlideArrows({ track, to, title, className, children }: SlideArrowsProps) {
  return track.slides.map((slide) => (
    <label
      key={slide.view}
      htmlFor={to === 'previous' ? slide.previousRadioId : slide.nextRadioId}
      className={className}
      title={title}
      data-views={slide.view}
    >
      {children}
    </label>
  ));
}
