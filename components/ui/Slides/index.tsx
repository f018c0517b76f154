import type { ComponentPropsWithoutRef } from 'react';

export type SlideProps = ComponentPropsWithoutRef<'div'> & {
  /** Its place in the track, from 1. */
  position: number;
  count: number;
};

/**
 * One slide of a carousel, as the WAI-ARIA APG names it
 * (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a group announced as "slide", "2 of 3".
 * The state of the track is useSlides (./useSlides.ts), for client components.
 */
export function Slide({ position, count, ...props }: SlideProps) {
  return <div role="group" aria-roledescription="slide" aria-label={`${position} of ${count}`} {...props} />;
}
