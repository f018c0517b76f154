import type { ComponentPropsWithoutRef } from 'react';
import type { SlideText } from '@/content/shell';
import { formatNumber, type Locale } from '@/lib/i18n';

export type SlideProps = ComponentPropsWithoutRef<'div'> & {
  /** Its place in the track, from 1. */
  position: number;
  count: number;
  /** The page's language, for the numbers' digits. */
  locale: Locale;
  /**
   * What a slide is called and its place, in the page's language: shellText[locale].slide, passed
   * down as plain strings where a client component draws the slides.
   */
  text: SlideText;
};

/**
 * One slide of a carousel, as the WAI-ARIA APG names it
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a group announced as "slide", "2 of 3"
 * ("স্লাইড", "৩টির মধ্যে ২"). The state of the track is useSlides (./useSlides.ts), for client components.
 */
export function Slide({ position, count, locale, text, ...props }: SlideProps) {
  const label = text.label
    .replace('{position}', formatNumber(locale, position))
    .replace('{count}', formatNumber(locale, count));
  return <div role="group" aria-roledescription={text.role} aria-label={label} {...props} />;
}
