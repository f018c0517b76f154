import type { Page } from '@playwright/test';
import { companyText } from '../../content/company';
import { heroSlides as heroSlidesIn, heroText } from '../../content/home';
import { shellText } from '../../content/shell';
import {
  actionName,
  expect,
  holdScripts,
  isMobile,
  overlayLifted,
  pauseClock,
  press,
  test,
  visit,
  visitBeforeScripts,
} from './fixtures';

// The home page hero (components/sections/home/HeroCarousel): its radios and CSS move the slides before
// and without JavaScript, the same after it (one proof: with JavaScript off; the keyboard once
// hydrated, after the pause button); the script adds the 11 s rotation, the pause button, swipes and
// fetching pictures ahead. What does not depend on the screen (the links, the timer, the keyboard)
// runs once, at desktop.

const heroSlides = heroSlidesIn.en;
const words = heroText.en;

type SlideNumber = 1 | 2 | 3;

const hero = (page: Page) => page.getByRole('region', { name: words.label });
const radio = (page: Page, n: SlideNumber) =>
  hero(page).getByRole('radio', {
    name: words.slideName.replace('{number}', String(n)).replace('{name}', heroSlides[n - 1]?.subtitle ?? ''),
  });
/** The arrows on screen: each slide has its own pair of labels, and only the current pair is shown. */
const arrow = (page: Page, way: 'previous' | 'next') =>
  hero(page).getByTitle(words[way]).filter({ visible: true });
const pauseButton = (page: Page) => hero(page).getByRole('button', { name: words.pause });
const playButton = (page: Page) => hero(page).getByRole('button', { name: words.play });

/** A dot is the label that follows its radio. */
const dot = (page: Page, n: SlideNumber) => radio(page, n).locator('xpath=following-sibling::label[1]');

/**
 * Opens the home page and waits for the hero's script to run (its pause button appears). From then
 * on the page's clock moves only when the test moves it, so no rotation comes in the middle of a
 * test however slow the machine.
 */
async function visitHydrated(page: Page) {
  await page.clock.install();
  await visit(page, '/');
  await holdClockOnceHydrated(page);
}

async function holdClockOnceHydrated(page: Page) {
  await expect(pauseButton(page).or(playButton(page))).toBeVisible({ timeout: 15_000 });
  await pauseClock(page);
}

/**
 * The slide a visitor sees: its title on screen and the others' not, its group the only one exposed,
 * its radio checked and its dot the long one.
 */
async function expectSlide(page: Page, n: SlideNumber) {
  const slide = heroSlides[n - 1];
  await expect(hero(page).getByRole('heading', { level: 2, name: slide?.title })).toBeVisible();
  for (const other of heroSlides.filter((s) => s !== slide)) {
    await expect(hero(page).getByText(other.title)).toBeHidden();
  }
  await expect(hero(page).getByRole('group')).toHaveAccessibleName(
    shellText.en.slide.label.replace('{position}', String(n)).replace('{count}', String(heroSlides.length)),
  );
  await expect(radio(page, n)).toBeChecked();
  for (const m of [1, 2, 3] as const) {
    const mark = dot(page, m).locator('span');
    await expect.poll(async () => (await mark.boundingBox())?.width).toBe(m === n ? 32 : 10);
  }
}

/** Records the hero pictures the page requests, by file name. */
function heroPictureRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/img/hero/')) requests.push(url.pathname.slice('/img/hero/'.length));
  });
  return requests;
}

/** Records what the page logs as an error, and scripts that throw. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('home hero', () => {
  // Which picture comes, and when, depends on the screen's width and pixels: at desktop, and on a
  // phone at DPR 3.
  test(
    'shows the first slide in the static HTML, under the one h1, with only its picture, preloaded from the head with high priority and fetched once; its arrows, dots and pause button are at least 44 by 44 px',
    { tag: '@dpr3' },
    async ({ page }) => {
      const requests = heroPictureRequests(page);
      await page.clock.install();
      const response = await page.goto('/');
      const html = (await response?.text()) ?? '';
      expect(html).toContain(heroSlides[0]?.title.replace("'", '&#x27;'));
      expect(html).toContain('<img');
      expect(html).toContain('/img/hero/building-bangladesh-');

      await overlayLifted(page);
      await holdClockOnceHydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`${companyText.en.name}\\s*·\\s*Improve the possibilities`),
      );
      await expectSlide(page, 1);
      const picture = hero(page).locator('img');
      await expect(picture).toHaveCount(1);
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      await test.step('the preload', async () => {
        // One for phones, one for wider screens.
        const preloads = page.locator(
          'head link[rel="preload"][as="image"][imagesrcset*="/img/hero/building-bangladesh-"]',
        );
        await expect(preloads).toHaveCount(2);
        for (const preload of await preloads.all())
          await expect(preload).toHaveAttribute('fetchpriority', 'high');
        // Each preload names the srcset and sizes its <source> or <img> picks from, so they agree on one
        // file: on a phone (390 px at 3 device pixels) no wider than 960 px, on the desktop (1366 px at
        // one) the 1920 px variant.
        const currentSrc = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(requests.map((file) => `/img/hero/${file}`)).toEqual([new URL(currentSrc).pathname]);
        expect(requests).toEqual([
          isMobile(page) ? 'building-bangladesh-960.avif' : 'building-bangladesh-1920.avif',
        ]);
      });

      await test.step('controls of at least 44 by 44 px', async () => {
        const controls = [
          pauseButton(page),
          arrow(page, 'previous'),
          ...([1, 2, 3] as const).map((n) => dot(page, n)),
          arrow(page, 'next'),
        ];
        for (const control of controls) {
          const box = await control.boundingBox();
          expect(box?.width).toBeGreaterThanOrEqual(44);
          expect(box?.height).toBeGreaterThanOrEqual(44);
        }
      });
    },
  );

  test(
    'from the keyboard: the pause control pauses and plays; the slide picker comes after it, its arrow keys move and wrap around, and the slides hold while the keyboard is in the carousel and resume when it leaves',
    { tag: '@once' },
    async ({ page }) => {
      await visitHydrated(page);
      await pauseButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(playButton(page)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(pauseButton(page)).toBeFocused();

      await page.keyboard.press('Tab');
      await expect(radio(page, 1)).toBeFocused();
      // Its focus is on its dot, and plain to see.
      const mark = dot(page, 1).locator('span');
      await expect(mark).toHaveCSS('outline-style', 'solid');
      const scrollY = await page.evaluate(() => window.scrollY);

      await page.keyboard.press('ArrowRight');
      await expectSlide(page, 2);
      await expect(radio(page, 2)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expectSlide(page, 3);
      await page.keyboard.press('ArrowRight');
      await expectSlide(page, 1);
      await page.keyboard.press('ArrowLeft');
      await expectSlide(page, 3);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

      await test.step('holds while the keyboard is in the carousel', async () => {
        await page.clock.fastForward(33_000);
        await expectSlide(page, 3);
        await page.keyboard.press('ArrowRight');
        await page.clock.fastForward(33_000);
        await expectSlide(page, 1);

        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.clock.fastForward(11_000);
        await expectSlide(page, 2);
      });
    },
  );

  test(
    'advances every 11 s, and the pause control stops and restarts it; Learn More goes to /about/ and Contact Us to /contact/',
    { tag: '@once' },
    async ({ page }) => {
      await visitHydrated(page);
      await expect(hero(page).getByRole('link', { name: actionName(words.learnMore) })).toHaveAttribute(
        'href',
        '/about/',
      );
      await expect(hero(page).getByRole('link', { name: words.contact })).toHaveAttribute(
        'href',
        '/contact/',
      );
      await expectSlide(page, 1);
      await page.clock.fastForward(11_000);
      await expectSlide(page, 2);

      await press(page, pauseButton(page));
      const play = playButton(page);
      await expect(play).toBeVisible();
      await page.clock.fastForward(33_000);
      await expectSlide(page, 2);

      await press(page, play);
      await expect(pauseButton(page)).toBeVisible();
      await page.clock.fastForward(11_000);
      await expectSlide(page, 3);
      await page.clock.fastForward(11_000);
      await expectSlide(page, 1);
    },
  );

  test(
    'moves with a swipe on a touch screen; a tap on a control moves the slide, and the rotation goes on from there',
    { tag: '@phone' },
    async ({ page }) => {
      await visitHydrated(page);
      const carousel = hero(page);
      const swipe = async (dx: number) => {
        const start = { identifier: 0, clientX: 200, clientY: 400 };
        const end = { ...start, clientX: 200 + dx };
        await carousel.dispatchEvent('touchstart', { touches: [start], changedTouches: [start] });
        await carousel.dispatchEvent('touchend', { touches: [], changedTouches: [end] });
      };
      await swipe(-150);
      await expectSlide(page, 2);
      await swipe(150);
      await expectSlide(page, 1);
      await swipe(150);
      await expectSlide(page, 3);

      // No hover on a touch screen.
      await press(page, arrow(page, 'next'));
      await expectSlide(page, 1);
      await page.clock.fastForward(11_000);
      await expectSlide(page, 2);
    },
  );
});

test.describe('when the hero rotates (spec: every 11 s), and when it holds', () => {
  test('keeps rotating while the pointer rests on the picture or the text, or after a tap on them', async ({
    page,
  }) => {
    await visitHydrated(page);
    const title = hero(page).getByRole('heading', { level: 2, name: heroSlides[0]?.title });
    if (isMobile(page)) {
      await title.tap();
    } else {
      // On the picture (the right of the hero), then on the text.
      const box = await hero(page).boundingBox();
      await page.mouse.move((box?.width ?? 1366) * 0.8, (box?.height ?? 800) * 0.4);
      await title.hover();
    }
    await page.clock.fastForward(11_000);
    await expectSlide(page, 2);
    await page.clock.fastForward(11_000);
    await expectSlide(page, 3);
  });

  test(
    'holds while the pointer is on the controls (desktop), fetching the pictures they show, and resumes 11 s after it leaves',
    { tag: '@desktop' },
    async ({ page }) => {
      const requests = heroPictureRequests(page);
      await visitHydrated(page);
      await dot(page, 2).hover();
      // Either slide is a click away: both pictures come before it (as a picture the rotation will
      // show next does, 3 s before: its backdrop is kept rendered the same way, index.module.css).
      await expect
        .poll(() => requests.map((file) => file.replace(/-\d+\.\w+$/, '')).sort())
        .toEqual(['building-bangladesh', 'equipment-rental', 'material-supply']);
      await page.clock.fastForward(33_000);
      await expectSlide(page, 1);
      await arrow(page, 'next').hover();
      await page.clock.fastForward(33_000);
      await expectSlide(page, 1);

      await page.mouse.move(5, (page.viewportSize()?.height ?? 900) - 5);
      await page.clock.fastForward(11_000);
      await expectSlide(page, 2);
    },
  );

  test(
    'does not rotate when the visitor prefers reduced motion, until they press play',
    { tag: '@once' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visitHydrated(page);
      const play = playButton(page);
      await expect(play).toBeVisible();
      await page.clock.fastForward(33_000);
      await expectSlide(page, 1);

      await press(page, play);
      await expect(pauseButton(page)).toBeVisible();
      await page.clock.fastForward(11_000);
      await expectSlide(page, 2);
    },
  );
});

// As the dialogs and lists (declarative-dialogs.spec.ts): the HTML alone on a phone, tapped; the
// scripts held at desktop, where React adopting the slide is what it adds.
test.describe('with JavaScript off', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('next, previous and each dot move the slides and wrap around, each bringing its picture; only the first loads with the page', async ({
    page,
  }) => {
    const requests = heroPictureRequests(page);
    await visit(page, '/');
    await expectSlide(page, 1);
    expect(requests).toEqual([expect.stringMatching(/^building-bangladesh-\d+\.avif$/)]);
    // Only a script could pause a rotation that only a script runs: no button.
    await expect(hero(page).getByRole('button')).toHaveCount(0);

    await press(page, arrow(page, 'next'));
    await expectSlide(page, 2);
    await expect.poll(() => requests.filter((file) => file.startsWith('equipment-rental-'))).toHaveLength(1);
    // The later pictures are CSS backgrounds (index.module.css), drawn once their slide shows.
    await expect(hero(page).locator('[style*="--picture"]').first()).toHaveCSS(
      'background-image',
      /\/img\/hero\/equipment-rental-/,
    );
    await press(page, arrow(page, 'next'));
    await expectSlide(page, 3);
    await press(page, arrow(page, 'next'));
    await expectSlide(page, 1);
    await press(page, arrow(page, 'previous'));
    await expectSlide(page, 3);
    await press(page, arrow(page, 'previous'));
    await expectSlide(page, 2);

    for (const n of [1, 3, 2] as const) {
      await press(page, dot(page, n));
      await expectSlide(page, n);
    }
    // No URL, fragment or history entry of its own, and each picture fetched once.
    await expect(page).toHaveURL(/\/$/);
    expect(requests.filter((file) => file.startsWith('material-supply-'))).toHaveLength(1);
  });
});

test.describe('before the scripts arrive', { tag: '@once' }, () => {
  test('a tap on Next moves the slide at once; once hydrated it stays there and the rotation starts', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const scripts = await holdScripts(page);
    await page.clock.install();
    await visitBeforeScripts(page, '/');

    const pause = pauseButton(page);
    // Not yet there, but its place is kept: nothing moves when it comes.
    await expect(pause).toBeHidden();
    const before = await arrow(page, 'previous').boundingBox();
    await press(page, arrow(page, 'next'));
    await expectSlide(page, 2);

    await scripts.release();
    await holdClockOnceHydrated(page);
    await expectSlide(page, 2);
    expect(await arrow(page, 'previous').boundingBox()).toEqual(before);
    await page.clock.fastForward(11_000);
    await expectSlide(page, 3);
    expect(errors).toEqual([]);
  });
});
