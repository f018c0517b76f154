import { placeText } from '@/components/ui/Slides';
import type { SlideText } from '@/content/shell';
import type { TestimonialSliderText } from '@/content/supply';
import type { Locale } from '@/lib/i18n';
import type { TestimonialPlace } from '.';

/**
 * Every testimonial's place in the page's language and digits, written on the server (the slider's
 * page, and its tests): the slider itself formats no number in the browser.
 */
export function testimonialPlaces(
  locale: Locale,
  count: number,
  text: Pick<TestimonialSliderText, 'counter'>,
  slide: Pick<SlideText, 'label'>,
): TestimonialPlace[] {
  return Array.from({ length: count }, (_, i) => ({
    slide: placeText(slide.label, locale, i + 1, count),
    counter: placeText(text.counter, locale, i + 1, count),
  }));
}
