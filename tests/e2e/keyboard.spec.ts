import type { Page } from '@playwright/test';
import { expectFocusKeptFromPage } from './dialog-steps';
import { expect, isMobile, test, visit } from './fixtures';
import { routes } from './routes';

/**
 * What the focused element is, whether it is on screen and shows a focus ring. The element is
 * marked as reached, and `first` says whether Tab has come round to it before.
 */
function focused(page: Page) {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // What the visitor sees once focus has moved: under reduced motion every transition still runs
    // for 0.01 ms (app/globals.css), and the skip link slides in by one.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const first = element.dataset.tabReached === undefined;
    element.dataset.tabReached = '';
    // Focus in a frame (the map) is in the embedded page, which scrolls and rings its own controls;
    // here that page is the browser's error page, as the tests run offline.
    if (element instanceof HTMLIFrameElement) return null;
    const hasRing = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      return (
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    // A radio out of sight (the hero's slide picker) shows its focus on its label (the dot): a
    // ring of its own, if any, would be as invisible as the radio.
    const hiddenInput = element instanceof HTMLInputElement && getComputedStyle(element).opacity === '0';
    const ringBearers = hiddenInput
      ? [...(element.labels ?? [])].flatMap((label) => [label, ...label.querySelectorAll('*')])
      : [element];
    const ring = ringBearers.some(hasRing);
    const box = element.getBoundingClientRect();
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth;
    const name = (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40);
    return { element: `${element.tagName.toLowerCase()} "${name}"`, ring, onScreen, first };
  });
}

/**
 * The controls a visitor could Tab to (visible, enabled, not inert) that Tab has not reached. Tab
 * stops once in a group of radios, on the checked one; the arrow keys move within the group.
 */
function unreached(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, object, [tabindex]';
    const groupReached = (element: HTMLElement) =>
      element instanceof HTMLInputElement &&
      element.type === 'radio' &&
      element.name !== '' &&
      document.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"][data-tab-reached]`) !==
        null;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (element) =>
          element.tabIndex >= 0 &&
          !element.closest('[inert], dialog:not([open])') &&
          element.checkVisibility({ visibilityProperty: true }) &&
          element.dataset.tabReached === undefined &&
          !groupReached(element),
      )
      .map((element) => element.outerHTML.slice(0, 120));
  });
}

test('the first Tab reaches a visible skip link that moves focus to the main content', async ({ page }) => {
  await visit(page, '/services/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on from the main content, not back to the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  );
});

// One test per page, so each has its own time: a walk round a page is up to a hundred presses, and a
// second a press on a busy machine.
for (const path of routes) {
  test(`Tab reaches every control of ${path}, each on screen and with a visible focus ring`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The home page's slideshow moves on 11 s after focus leaves it, showing controls of another slide
    // than the one Tab went through: on a slow machine a walk round the page takes longer than that.
    // Under reduced motion it holds still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, path);
    // Round the page until focus comes back to a control it has been on (Tab wraps round).
    for (let presses = 0; presses < 200; presses += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (!now) continue;
      if (!now.first) break;
      expect(now.ring, `${now.element} shows no focus ring`).toBe(true);
      expect(now.onScreen, `${now.element} is focused off screen`).toBe(true);
    }
    expect(await unreached(page), 'controls Tab never reaches').toEqual([]);
  });
}

test('the menu keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
  await visit(page, '/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectFocusKeptFromPage(page, menu);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the company profile viewer keeps focus inside, closes on Escape and gives focus back', async ({
  page,
}) => {
  // Tab goes round through the PDF viewer's own toolbar and pages, a second a press on a slow machine.
  test.setTimeout(180_000);
  await visit(page, '/');
  const trigger = page.getByRole('button', { name: 'Company Profile' });
  // The viewer is desktop only; phones download the PDF from the menu.
  if (isMobile(page)) return expect(trigger).toBeHidden();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Company Profile' });
  await expect(viewer).toBeVisible();
  await expectFocusKeptFromPage(page, viewer);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the slideshow pause control works from the keyboard', async ({ page }) => {
  await visit(page, '/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  // The button is there once the script that serves it is (hero.spec.ts: 'before the scripts arrive').
  const pause = hero.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await page.keyboard.press('Enter');
  const play = hero.getByRole('button', { name: 'Play slideshow' });
  await expect(play).toBeFocused();
  await page.keyboard.press('Space');
  await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
});
