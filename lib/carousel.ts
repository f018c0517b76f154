/** The slide tracks' wraparound (lib/list-views.ts) and the home hero's rotation and swipes: pure, so tested alone. */

/** The spec's hero auto-advance interval (section 9): 11 s. */
export const HERO_AUTO_ADVANCE_MS = 11_000;

/** How long before an automatic advance the next slide's picture starts loading. */
export const HERO_PRIME_LEAD_MS = 3_000;

/** A horizontal swipe shorter than this (in CSS px) is a tap or a wobble, not a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** The slide after `index`, wrapping from the last back to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/** The slide before `index`, wrapping from the first to the last. */
export function prevIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index - 1) % count) + count) % count;
}

/**
 * Which way a touch gesture moves the carousel: a swipe to the left shows the next slide, to the
 * right the previous one. Mostly vertical gestures are page scrolls and move nothing.
 */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold = SWIPE_THRESHOLD_PX,
): 'next' | 'prev' | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
