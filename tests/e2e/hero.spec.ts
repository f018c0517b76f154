import type { Page } from '@playwright/test';
import { heroSlides as heroSlidesIn } from '../../content/home';
import {
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

type SlideNumber = 1 | 2 | 3;

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const radio = (page: Page, n: SlideNumber) =>
  hero(page).getByRole('radio', { name: `Slide ${n}: ${heroSlides[n - 1]?.subtitle}` });
/** The arrows on screen: each slide has its own pair of labels, and only the current pair is shown. */
const arrow = (page: Page, title: 'Previous slide' | 'Next slide') =>
  hero(page).getByTitle(title).filter({ visible: true });

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

/** The hydrated home page, Tab pressed from the pause button: focus on the first slide's radio. */
async function tabToPicker(page: Page) {
  await visitHydrated(page);
  await hero(page).getByRole('button', { name: 'Pause slideshow' }).focus();
  await page.keyboard.press('Tab');
  await expect(radio(page, 1)).toBeFocused();
}

async function holdClockOnceHydrated(page: Page) {
  await expect(hero(page).getByRole('button', { name: /^(Pause|Play) slideshow$/ })).toBeVisible({
    timeout: 15_000,
  });
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
  await expect(hero(page).getByRole('group')).toHaveAccessibleName(`${n} of 3`);
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
  test('shows the first slide in the static HTML, under the one h1, with only its picture', async ({
    page,
  }) => {
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
      /Unnoti Construction\s*·\s*Improve the possibilities/,
    );
    await expectSlide(page, 1);
    const picture = hero(page).locator('img');
    await expect(picture).toHaveCount(1);
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(requests).toEqual([expect.stringMatching(/^building-bangladesh-\d+\.avif$/)]);
  });

  test(
    'preloads the first picture from the head with high priority, and fetches it once',
    { tag: '@dpr3' },
    async ({ page }) => {
      const requests = heroPictureRequests(page);
      await visitHydrated(page);
      // One for phones, one for wider screens.
      const preloads = page.locator(
        'head link[rel="preload"][as="image"][imagesrcset*="/img/hero/building-bangladesh-"]',
      );
      await expect(preloads).toHaveCount(2);
      for (const preload of await preloads.all())
        await expect(preload).toHaveAttribute('fetchpriority', 'high');
      const picture = hero(page).locator('img');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
      // Each preload names the srcset and sizes its <source> or <img> picks from, so they agree on one
      // file: on a phone (390 px at 3 device pixels) no wider than 960 px, on the desktop (1366 px at
      // one) the 1920 px variant.
      const currentSrc = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(requests.map((file) => `/img/hero/${file}`)).toEqual([new URL(currentSrc).pathname]);
      expect(requests).toEqual([
        isMobile(page) ? 'building-bangladesh-960.avif' : 'building-bangladesh-1920.avif',
      ]);
    },
  );

  test('Learn More goes to /about/ and Contact Us to /contact/', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    const learnMore = hero(page).getByRole('link', { name: 'Learn More about us' });
    await expect(learnMore).toHaveAttribute('href', '/about/');
    await press(page, learnMore);
    await expect(page).toHaveURL(/\/about\/$/);

    await visit(page, '/');
    await press(page, hero(page).getByRole('link', { name: 'Contact Us' }));
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test(
    'the keyboard reaches the slide picker after the pause button; its arrow keys move and wrap around',
    { tag: '@once' },
    async ({ page }) => {
      await tabToPicker(page);
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
    },
  );

  test('arrows, dots and the pause button are at least 44 by 44 px', async ({ page }) => {
    await visitHydrated(page);
    const controls = [
      hero(page).getByRole('button', { name: 'Pause slideshow' }),
      arrow(page, 'Previous slide'),
      ...([1, 2, 3] as const).map((n) => dot(page, n)),
      arrow(page, 'Next slide'),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });

  test(
    'advances every 11 s, and the pause control stops and restarts it',
    { tag: '@once' },
    async ({ page }) => {
      await visitHydrated(page);
      await expectSlide(page, 1);
      await page.clock.fastForward(11_000);
      await expectSlide(page, 2);

      await press(page, hero(page).getByRole('button', { name: 'Pause slideshow' }));
      const play = hero(page).getByRole('button', { name: 'Play slideshow' });
      await expect(play).toBeVisible();
      await page.clock.fastForward(33_000);
      await expectSlide(page, 2);

      await press(page, play);
      await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
      await page.clock.fastForward(11_000);
      await expectSlide(page, 3);
      await page.clock.fastForward(11_000);
      await expectSlide(page, 1);
    },
  );

  test('moves with a swipe on a touch screen', { tag: '@phone' }, async ({ page }) => {
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
  });
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
    'on a phone, a tap on a control moves the slide, and the rotation goes on from there',
    { tag: '@phone' },
    async ({ page }) => {
      // No hover on a touch screen.
      await visitHydrated(page);
      await press(page, arrow(page, 'Next slide'));
      await expectSlide(page, 2);
      await page.clock.fastForward(11_000);
      await expectSlide(page, 3);
    },
  );

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
      await arrow(page, 'Next slide').hover();
      await page.clock.fastForward(33_000);
      await expectSlide(page, 1);

      await page.mouse.move(5, (page.viewportSize()?.height ?? 900) - 5);
      await page.clock.fastForward(11_000);
      await expectSlide(page, 2);
    },
  );

  test(
    'holds while the keyboard is in the carousel, and resumes when it leaves',
    { tag: '@once' },
    async ({ page }) => {
      await tabToPicker(page);
      await page.clock.fastForward(33_000);
      await expectSlide(page, 1);
      await page.keyboard.press('ArrowRight');
      await page.clock.fastForward(33_000);
      await expectSlide(page, 2);

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.fastForward(11_000);
      await expectSlide(page, 3);
    },
  );

  test(
    'does not rotate when the visitor prefers reduced motion, until they press play',
    { tag: '@once' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visitHydrated(page);
      const play = hero(page).getByRole('button', { name: 'Play slideshow' });
      await expect(play).toBeVisible();
      await page.clock.fastForward(33_000);
      await expectSlide(page, 1);

      await press(page, play);
      await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
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

    await press(page, arrow(page, 'Next slide'));
    await expectSlide(page, 2);
    await expect.poll(() => requests.filter((file) => file.startsWith('equipment-rental-'))).toHaveLength(1);
    // The later pictures are CSS backgrounds (index.module.css), drawn once their slide shows.
    await expect(hero(page).locator('[style*="--picture"]').first()).toHaveCSS(
      'background-image',
      /\/img\/hero\/equipment-rental-/,
    );
    await press(page, arrow(page, 'Next slide'));
    await expectSlide(page, 3);
    await press(page, arrow(page, 'Next slide'));
    await expectSlide(page, 1);
    await press(page, arrow(page, 'Previous slide'));
    await expectSlide(page, 3);
    await press(page, arrow(page, 'Previous slide'));
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

    const pause = hero(page).getByRole('button', { name: 'Pause slideshow' });
    // Not yet there, but its place is kept: nothing moves when it comes.
    await expect(pause).toBeHidden();
    const before = await arrow(page, 'Previous slide').boundingBox();
    await press(page, arrow(page, 'Next slide'));
    await expectSlide(page, 2);

    await scripts.release();
    await holdClockOnceHydrated(page);
    await expectSlide(page, 2);
    expect(await arrow(page, 'Previous slide').boundingBox()).toEqual(before);
    await page.clock.fastForward(11_000);
    await expectSlide(page, 3);
    expect(errors).toEqual([]);
  });
});
