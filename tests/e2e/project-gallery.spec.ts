import type { Page } from '@playwright/test';
import { projects, projectsPage, type Project } from '../../content/projects';
import { expect, holdScripts, hydrated, press, test, visit, visitBeforeScripts } from './fixtures';

// The project gallery (components/sections/projects/ProjectGallery): radios and CSS, no script of its
// own, so its arrows, dots and arrow keys work the same before the page's scripts run, after, and
// without JavaScript: one proof of them all, with JavaScript off; before the scripts, a move that
// hydration keeps, and only the first picture fetched.

/** The first project `test` is true of; throws when there is none, so a change of content fails loudly. */
function projectWhere(test: (project: Project) => boolean, what: string): Project {
  const found = projects.en.find(test);
  if (!found) throw new Error(`the gallery tests need a project with ${what}`);
  return found;
}

const words = projectsPage.en.detail.gallery;
const several = projectWhere((project) => project.images.length > 2, 'three or more pictures');
const single = projectWhere((project) => project.images.length === 1, 'one picture');
const n = several.images.length;
const numbers = several.images.map((_, i) => i + 1);

const gallery = (page: Page) => page.getByRole('region', { name: words.label(several.title) });
const picture = (page: Page, k: number) =>
  gallery(page).getByRole('img', {
    name: words.picture(several.title, k, n),
    exact: true,
    includeHidden: true,
  });
const radio = (page: Page, k: number) => gallery(page).getByRole('radio', { name: words.show(k, n) });
/** A dot is the label that follows its radio. */
const dot = (page: Page, k: number) => radio(page, k).locator('xpath=following-sibling::label[1]');
/** The arrows on screen: each picture has its own pair of labels, and only the current pair is shown. */
const arrow = (page: Page, way: 'previous' | 'next') =>
  gallery(page).getByTitle(words[way]).filter({ visible: true });

/** Records which of the gallery's pictures (by number) the page requests. */
function pictureRequests(page: Page) {
  const requested = new Set<number>();
  // Each picture's variants are /img/<its path without extension>-<width>.<format>.
  const variants = numbers.map(
    (k) => new RegExp(`^/img/${several.images[k - 1]?.replace(/\.\w+$/, '')}-\\d+\\.\\w+$`),
  );
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    variants.forEach((variant, i) => {
      if (variant.test(path)) requested.add(i + 1);
    });
  });
  return requested;
}

/**
 * What a visitor sees of picture `k`: it is on screen and loaded and the others are not, its slide
 * is the one group exposed, its number shows, its radio is checked and its dot is the long one, and
 * one pair of arrows shows.
 */
async function expectPicture(page: Page, k: number) {
  const shown = picture(page, k);
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  for (const m of numbers.filter((m) => m !== k)) await expect(picture(page, m)).toBeHidden();

  const slide = gallery(page).getByRole('group');
  await expect(slide).toHaveCount(1);
  await expect(slide).toHaveAccessibleName(`${k} of ${n}`);
  await expect(
    gallery(page)
      .getByText(/^\d+ \/ \d+$/)
      .filter({ visible: true }),
  ).toHaveText(words.counter(k, n));
  await expect(radio(page, k)).toBeChecked();
  for (const m of numbers) {
    const mark = dot(page, m).locator('span');
    await expect.poll(async () => (await mark.boundingBox())?.width).toBe(m === k ? 28 : 10);
  }
  await expect(arrow(page, 'previous')).toHaveCount(1);
  await expect(arrow(page, 'next')).toHaveCount(1);
}

/** The arrows both ways round, then the dots. */
async function browse(page: Page) {
  await press(page, arrow(page, 'previous'));
  await expectPicture(page, n);
  await press(page, arrow(page, 'previous'));
  await expectPicture(page, n - 1);
  await press(page, arrow(page, 'next'));
  await expectPicture(page, n);
  await press(page, arrow(page, 'next'));
  await expectPicture(page, 1);
  await press(page, arrow(page, 'next'));
  await expectPicture(page, 2);
  for (const k of [3, 1, n]) {
    await press(page, dot(page, k));
    await expectPicture(page, k);
  }
}

/** The arrow keys move through the radios, wrapping around; the focused dot is outlined. */
async function useKeys(page: Page) {
  await radio(page, 1).focus();
  await page.keyboard.press('ArrowLeft');
  await expectPicture(page, n);
  await page.keyboard.press('ArrowRight');
  await expectPicture(page, 1);
  await page.keyboard.press('ArrowRight');
  await expectPicture(page, 2);
  await expect(radio(page, 2)).toBeFocused();
  const mark = dot(page, 2).locator('span');
  await expect(mark).toHaveCSS('outline-style', 'solid');
  await expect(dot(page, 1).locator('span')).toHaveCSS('outline-style', 'none');
}

test(
  'project gallery: the other pictures fetched once the pointer is on it, a click before they show; a fade between pictures, none under reduced motion; a single picture has no arrows, no dots and no carousel',
  { tag: '@desktop' },
  async ({ page }) => {
    const requested = pictureRequests(page);
    await visit(page, `/projects/${several.id}/`);
    await hydrated(page);
    expect([...requested]).toEqual([1]);
    await gallery(page).hover();
    await expect.poll(() => [...requested].sort((a, b) => a - b)).toEqual(numbers);
    await expectPicture(page, 1);

    await test.step('the fade', async () => {
      const fade = () =>
        picture(page, 2).evaluate(
          (img) => getComputedStyle(img.closest('[role="group"]') ?? img).transitionDuration,
        );
      expect(await fade()).toMatch(/^0\.45s/);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await fade()).not.toMatch(/0\.45s/);
      await press(page, arrow(page, 'next'));
      await expectPicture(page, 2);
      const longest = await page.evaluate(() =>
        Math.max(
          0,
          ...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().duration) || 0),
        ),
      );
      expect(longest).toBeLessThanOrEqual(1);
    });

    await test.step('a single picture', async () => {
      await visit(page, `/projects/${single.id}/`);
      const main = page.getByRole('main');
      await expect(main.getByRole('img', { name: words.picture(single.title, 1, 1) })).toBeVisible();
      await expect(main.getByRole('region', { name: words.label(single.title) })).toHaveCount(0);
      await expect(main.getByRole('radio')).toHaveCount(0);
      await expect(main.getByTitle(words.previous)).toHaveCount(0);
      await expect(main.getByTitle(words.next)).toHaveCount(0);
    });
  },
);

// As the hero's: the HTML alone on a phone, the scripts held at desktop.
test.describe('project gallery before the scripts arrive', { tag: '@once' }, () => {
  test('a tap on Next shows the next picture at once, and React keeps it once hydrated', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requested = pictureRequests(page);
    const scripts = await holdScripts(page);
    await visitBeforeScripts(page, `/projects/${several.id}/`);
    await expectPicture(page, 1);
    expect([...requested]).toEqual([1]);

    await press(page, arrow(page, 'next'));
    await expectPicture(page, 2);
    await press(page, arrow(page, 'previous'));
    await press(page, arrow(page, 'previous'));
    await expectPicture(page, n);

    await scripts.release();
    await hydrated(page);
    await expectPicture(page, n);
    await press(page, arrow(page, 'next'));
    await expectPicture(page, 1);
    expect(errors).toEqual([]);
  });
});

test.describe('project gallery with JavaScript off', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('arrows wrap both ways, dots jump and arrow keys move: every picture can be reached', async ({
    page,
  }) => {
    await visit(page, `/projects/${several.id}/`);
    await expectPicture(page, 1);
    await browse(page);
    await useKeys(page);
    // No URL, fragment or history entry of its own.
    await expect(page).toHaveURL(new RegExp(`/projects/${several.id}/$`));
  });
});
