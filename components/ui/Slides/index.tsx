import type { ComponentPropsWithoutRef } from 'react';
import type { SlideText } from '@/content/shell';
import { formatNumber, type Locale } from '@/lib/i18n';

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
