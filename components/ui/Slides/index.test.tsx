import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { placeText } from '.';

// The slides, their radios and arrows are proved in a browser (tests/e2e/hero.spec.ts,
// project-gallery.spec.ts); which radio an arrow checks, in lib/list-views.test.ts.
describe('placeText', () => {
  it.each<[Locale, string]>([
    ['en', '2 of 3'],
    ['bn', '৩টির মধ্যে ২'],
  ])("names a slide's place in the page's words and digits (%s): %s", (locale, place) => {
    expect(placeText(shellText[locale].slide.label, locale, 2, 3)).toBe(place);
  });
});
