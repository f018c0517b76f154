import type { Locator, Page } from '@playwright/test';
import { achievements, heroSlides, homeAbout, homeHighlights } from '../../content/home';
import { projects } from '../../content/projects';
import { services } from '../../content/services';
import { expect, isMobile, test, visit } from './fixtures';

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });

/** The slide a visitor sees: its group is the only one exposed, and its title is on screen. */
async function expectSlide(page: Page, n: 1 | 2 | 3) {
  const slide = heroSlides[n - 1];
  await expect(hero(page).getByRole('group')).toHaveAccessibleName(`${n} of 3`);
  await expect(hero(page).getByRole('heading', { level: 2, name: slide?.title })).toBeVisible();
  for (const other of heroSlides.filter((s) => s !== slide)) {
    await expect(hero(page).getByText(other.title)).toBeHidden();
  }
}

/**
 * Presses a control as the visitor would: a tap on the phone, a click on the desktop, after which
 * the mouse leaves the hero (a pointer resting on the carousel holds the rotation, by design).
 */
async function press(page: Page, control: Locator) {
  if (isMobile(page)) {
    await control.tap();
    return;
  }
  await control.click();
  await page.mouse.move(5, (page.viewportSize()?.height ?? 900) - 5);
}

test.describe('home hero', () => {
  test('shows the first slide in the static HTML, under the one h1, with only its picture', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(heroSlides[0]?.title.replace("'", '&#x27;'));
    expect(html).toContain('/img/hero/building-bangladesh-');
    expect(html).not.toContain('/img/hero/equipment-rental-');
    expect(html).not.toContain('/img/hero/material-supply-');

    await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Unnoti Construction\s*·\s*Improve the possibilities/,
    );
    await expectSlide(page, 1);
    const picture = hero(page).locator('img');
    await expect(picture).toHaveCount(1);
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('preloads the first picture from the head with high priority, and fetches it once', async ({
    page,
  }) => {
    const heroRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/hero/')) heroRequests.push(request.url());
    });
    await visit(page, '/');
    const preload = page.locator(
      'head link[rel="preload"][as="image"][imagesrcset*="/img/hero/building-bangladesh-"]',
    );
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    const picture = hero(page).locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
    // The preload and the <img> name the same srcset and sizes, so they agree on one file.
    expect(heroRequests).toEqual([await picture.evaluate((img: HTMLImageElement) => img.currentSrc)]);
  });

  test('Learn More goes to /about/ and Contact Us to /contact/', async ({ page }) => {
    await visit(page, '/');
    const learnMore = hero(page).getByRole('link', { name: 'Learn More about us' });
    await expect(learnMore).toHaveAttribute('href', '/about/');
    await press(page, learnMore);
    await expect(page).toHaveURL(/\/about\/$/);

    await visit(page, '/');
    await press(page, hero(page).getByRole('link', { name: 'Contact Us' }));
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('next and previous change the visible slide, wrap around, and bring each slide its picture', async ({
    page,
  }) => {
    await visit(page, '/');
    const carousel = hero(page);
    await press(page, carousel.getByRole('button', { name: 'Next slide' }));
    await expectSlide(page, 2);
    const second = carousel.locator('img[src*="/img/hero/equipment-rental-"]');
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await press(page, carousel.getByRole('button', { name: 'Previous slide' }));
    await expectSlide(page, 1);
    await press(page, carousel.getByRole('button', { name: 'Previous slide' }));
    await expectSlide(page, 3);
    await press(page, carousel.getByRole('button', { name: 'Next slide' }));
    await expectSlide(page, 1);
  });

  test('the dots select a slide and mark it current', async ({ page }) => {
    await visit(page, '/');
    const carousel = hero(page);
    const dot = carousel.getByRole('button', { name: 'Slide 3: Material Supply' });
    await press(page, dot);
    await expectSlide(page, 3);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await press(page, carousel.getByRole('button', { name: 'Slide 2: Equipment Rental' }));
    await expectSlide(page, 2);
  });

  test('arrows and dots are at least 44 by 44 px', async ({ page }) => {
    await visit(page, '/');
    const controls = hero(page).getByRole('button');
    await expect(controls).toHaveCount(6);
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('advances every 11 s, and the pause control stops and restarts it', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
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
  });

  test('holds still while the pointer rests on it, and without motion when the visitor prefers less', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await visit(page, '/');
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.fastForward(33_000);
    await expectSlide(page, 1);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    if (!isMobile(page)) {
      await hero(page).getByRole('heading', { level: 2 }).hover();
      await page.clock.fastForward(33_000);
      await expectSlide(page, 1);
      await page.mouse.move(5, (page.viewportSize()?.height ?? 900) - 5);
    }
    await page.clock.fastForward(11_000);
    await expectSlide(page, 2);
  });

  test('moves with a swipe on a touch screen', async ({ page }) => {
    await visit(page, '/');
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

test.describe('home sections', () => {
  test('Core Services shows six cards and EXPLORE SERVICES goes to /services/', async ({ page }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: 'Core Services' });
    await expect(section.getByRole('listitem')).toHaveCount(6);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      services.slice(0, 6).map((s) => s.title),
    );
    await press(page, section.getByRole('link', { name: 'EXPLORE SERVICES' }));
    await expect(page).toHaveURL(/\/services\/$/);
  });

  test("About shows '50+' projects completed, four highlights, and Learn More About Us goes to /about/", async ({
    page,
  }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: homeAbout.heading });
    await expect(section.getByText('50+', { exact: true })).toBeVisible();
    await expect(section.getByText('Projects Completed', { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(homeHighlights.map((h) => h.title));
    await press(page, section.getByRole('link', { name: 'Learn More About Us' }));
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('Featured Work shows the two projects, each View Details opens it, and View All Projects the list', async ({
    page,
  }) => {
    await visit(page, '/');
    const section = () => page.getByRole('region', { name: 'Featured Work' });
    await expect(section().getByRole('article')).toHaveCount(2);
    for (const project of projects) {
      const link = section().getByRole('link', { name: `View Details of ${project.title}` });
      await expect(link).toHaveAttribute('href', `/projects/${project.id}/`);
      await press(page, link);
      await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    }
    await press(page, section().getByRole('link', { name: 'View All Projects' }));
    await expect(page).toHaveURL(/\/projects\/$/);
  });

  test('the achievements band shows its four figures', async ({ page }) => {
    await visit(page, '/');
    const band = page.getByRole('region', { name: 'Our Achievements' });
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole('definition')).toHaveText(['5+', '50+', '25+', '100+']);
    await expect(band.getByRole('term')).toHaveText(achievements.map((a) => a.label));
  });
});
