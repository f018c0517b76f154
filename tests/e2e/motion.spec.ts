import type { Page } from '@playwright/test';
import { shellText } from '../../content/shell';
import { expect, makePageTall, test, visit } from './fixtures';

// prefers-reduced-motion: nothing fades, slides or scrolls smoothly. (The slideshow does not rotate
// on its own under it either: hero.spec.ts, 'does not rotate when the visitor prefers reduced motion'.)
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The longest animation or transition on the page right now, in ms. */
function longestAnimation(page: Page) {
  return page.evaluate(() =>
    Math.max(
      0,
      ...document
        .getAnimations()
        .map((animation) => Number(animation.effect?.getComputedTiming().duration) || 0),
    ),
  );
}

test('pages, the menu and dialogs appear without fades; back to top jumps instead of scrolling smoothly', async ({
  page,
}) => {
  await visit(page, '/');
  expect(await longestAnimation(page)).toBeLessThanOrEqual(1);

  // A client-side route change (the page fade of app/template.tsx).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services\/$/);
  expect(await longestAnimation(page)).toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await longestAnimation(page)).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');

  await page
    .getByRole('button', { name: /^Learn More about / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await longestAnimation(page)).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await makePageTall(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('link', { name: shellText.en.backToTop }).click();
  // Read at once: a smooth scroll would still be on its way.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
