import type { Page } from '@playwright/test';
import { navigation, pageText } from '../../content/navigation';
import {
  expect,
  expectFullScreen,
  holdScripts,
  isHydrated,
  isMobile,
  makePageTall,
  overlayLifted,
  test,
  visit,
  wheelScroll,
} from './fixtures';

// What does not depend on the width runs once, at desktop (@once); the overlay, the menu, the
// viewer and back to top, whose look or reach does, at both sizes.

test(
  "a page loads the home, about and contact payloads when the visitor reaches for a link to them, and no other page's pictures",
  { tag: '@once' },
  async ({ page }) => {
    const payloads: string[] = [];
    const images: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.txt')) payloads.push(pathname);
      if (request.resourceType() === 'image') images.push(pathname);
    });
    // Each segment's payload, named after its path from the root, the route group (en) included
    // (!KGVuKQ: '(en)' in base64url).
    const homePayload = '/__next.!KGVuKQ.__PAGE__.txt';
    const contactPayload = '/contact/__next.!KGVuKQ.contact.__PAGE__.txt';
    const aboutPayload = '/about/__next.!KGVuKQ.about.__PAGE__.txt';
    await visit(page, '/services/');
    await page.waitForLoadState('networkidle');
    // The logo is in view on every page.
    expect(payloads).not.toContain(homePayload);
    expect(payloads).not.toContain(contactPayload);
    expect(payloads).not.toContain(aboutPayload);

    const logo = page.getByRole('banner').getByRole('link', { name: /home/i });
    await logo.focus();
    await expect.poll(() => payloads).toContain(homePayload);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).hover();
    await expect.poll(() => payloads).toContain(contactPayload);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).hover();
    await expect.poll(() => payloads).toContain(aboutPayload);
    await page.waitForLoadState('networkidle');
    // Home's prefetch does not bring its hero picture along.
    expect(images.filter((path) => path.startsWith('/img/hero/'))).toEqual([]);
    expect(
      images.some((path) => path.startsWith('/img/')),
      "the page's own pictures",
    ).toBe(true);

    await logo.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  },
);

test.describe('loading overlay', () => {
  test('covers the screen with the gradient, spinner, logo and ..LOADING.. for 2000 ms, then lifts', async ({
    page,
  }) => {
    // What covers the screen, by its style: on a busy machine the 2 s may be up before the first
    // look (its lifting on the screen's own clock is the next test's).
    await page.goto('/', { waitUntil: 'commit' });
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeAttached();
    await expect(overlay).toHaveCSS('position', 'fixed');
    await expect(overlay).toHaveCSS('inset', '0px');
    await expect(overlay).toHaveCSS('background-image', /linear-gradient\(.*rgb\(76, 29, 149\)/);
    await expect(overlay).toHaveCSS('animation-delay', '2s');
    await expect(overlay).toHaveCSS('animation-fill-mode', 'forwards');
    await expect(overlay.locator('p')).toHaveText('..Loading..');
    await expect(overlay.locator('p')).toHaveCSS('text-transform', 'uppercase');
    await expect(overlay.locator('span').first()).toHaveCSS('animation-name', /spin/);
    // Style, not visibility: on a slow machine the 2000 ms may be over by the time this line runs.
    await expect(overlay.locator('svg')).toHaveAttribute('width', '72');
    await expect(overlay.locator('svg path').first()).toHaveCSS('fill', 'rgb(255, 255, 255)');

    await overlayLifted(page);
    await expect(page.locator('h1')).toBeVisible();
  });

  test(
    'lifts at its 2000 ms by CSS, whether or not the page’s scripts have run',
    { tag: '@once' },
    async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const overlay = page.getByTestId('loading-overlay');
      // Not caught on screen first: on a busy machine its 2 s may be up by then.
      await expect(overlay).toBeAttached();
      // When the fade begins, on the screen's own clock: the spec's 2000 ms, no script involved.
      const fadeBegins = await overlay.evaluate((element) =>
        Number(element.getAnimations()[0]?.effect?.getTiming().delay),
      );
      expect(fadeBegins).toBe(2000);
      await overlayLifted(page);
      expect(await isHydrated(page)).toBe(false);
      // The page is live under it: a control answers from its markup.
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

      // The scripts arriving later change nothing: the screen does not come back.
      await scripts.release();
      await expect.poll(() => isHydrated(page)).toBe(true);
      await expect(overlay).toBeHidden();
    },
  );

  test(
    'does not come back on client-side navigation, to a route prefetched while its link was in view',
    { tag: '@once' },
    async ({ page }) => {
      const payloads: string[] = [];
      page.on('request', (request) => payloads.push(new URL(request.url()).pathname));
      await visit(page, '/projects/');
      // A project card comes into view.
      const project = page.locator('main a[href="/projects/uttara-commercial-building/"]').first();
      await project.scrollIntoViewIfNeeded();
      await expect
        .poll(() => payloads)
        .toContain('/projects/uttara-commercial-building/__next.!KGVuKQ.projects.$d$id.__PAGE__.txt');
      await page.evaluate(() => Object.assign(window, { samePage: true }));

      await project.click();
      await expect(page).toHaveURL(/\/projects\/uttara-commercial-building\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Commercial Building, Uttara/);
      await expect(page.getByTestId('loading-overlay')).toBeHidden();
      expect(await page.evaluate(() => 'samePage' in window), 'the page was not reloaded').toBe(true);
    },
  );

  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('lifts all the same', { tag: '@once' }, async ({ page }) => {
      await visit(page, '/services/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

test.describe('header', () => {
  test('has the top bar links and the logo home', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/about/');
    const header = page.getByRole('banner');
    const whatsapp = header.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*discuss%20a%20project/);
    await expect(header.getByRole('link', { name: /info@|Email us/ })).toHaveAttribute('href', /^mailto:/);
    await header.getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('turns white and blurred after 20 px of scroll', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    await makePageTall(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await wheelScroll(page, 400)).toBeGreaterThan(0);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.92)');
    await expect(header).toHaveCSS('backdrop-filter', /blur/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

test.describe('menu', () => {
  test('opens a full-screen overlay with the numbered grid, locks scrolling, and closes on Escape', async ({
    page,
  }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectFullScreen(page, menu);

    const links = menu.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(
      navigation.en.map((item) => new RegExp(`^${item.number}\\s*${item.name}$`)),
    );
    await expect(menu.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:\+880/);
    await expect(menu.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    const download = menu.getByRole('link', { name: 'Download Company Profile' });
    if (isMobile(page)) await expect(download).toBeVisible();
    else await expect(download).toBeHidden();

    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await makePageTall(page);
    expect(await wheelScroll(page, 600), 'the wheel scrolls the page behind the menu').toBe(0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    expect(
      await wheelScroll(page, 600),
      'the wheel scrolls the page once the menu is closed',
    ).toBeGreaterThan(0);
  });

  test(
    'navigates, closes on the route change, and lands at the top of the new page',
    { tag: '@once' },
    async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Equipment' }).click();
      await expect(page).toHaveURL(/\/equipment\/$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A fleet ready for heavy work');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
});

test.describe('company profile', () => {
  test(
    'opens in a full-screen viewer from the header, with the PDF to download',
    { tag: '@desktop' },
    async ({ page }) => {
      await visit(page, '/');
      const trigger = page.getByRole('button', { name: 'Company Profile' });
      await trigger.click();
      const viewer = page.getByRole('dialog', { name: 'Company Profile' });
      await expect(viewer).toBeVisible();
      await expectFullScreen(page, viewer);
      await expect(viewer.locator('object')).toHaveAttribute('data', '/company-profile.pdf');
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        viewer.getByRole('link', { name: 'Download', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('company-profile.pdf');

      await viewer.getByRole('button', { name: 'Close' }).click();
      await expect(viewer).toBeHidden();
      await expect(trigger).toBeFocused();
    },
  );

  test(
    'downloads from the menu on a phone, which has no header button for it',
    { tag: '@phone' },
    async ({ page }) => {
      // Phones rarely show PDFs inline.
      await visit(page, '/');
      await expect(page.getByRole('button', { name: 'Company Profile' })).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download Company Profile' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('company-profile.pdf');
    },
  );

  test('is a real PDF of several pages', { tag: '@once' }, async ({ request }) => {
    const response = await request.get('/company-profile.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(6);
  });
});

test.describe('footer', () => {
  test(
    'has the quick links, seven services, contact info and the current year',
    { tag: '@once' },
    async ({ page }) => {
      await visit(page, '/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText([
        'Home',
        'About Us',
        'Services',
        'Projects',
        'Contact',
      ]);
      await expect(footer.getByRole('region', { name: 'Our Services' }).getByRole('listitem')).toHaveCount(7);
      await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
      await expect(footer.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:/);
    },
  );

  test(
    'opens the privacy policy with five numbered sections and closes it with Escape',
    { tag: '@once' },
    async ({ page }) => {
      await visit(page, '/contact/');
      const trigger = page.getByRole('button', { name: 'Privacy Policy' });
      await trigger.click();
      const modal = page.getByRole('dialog', { name: 'Privacy Policy' });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('heading', { level: 3 })).toHaveText([
        'Information Collection',
        'Use of Information',
        'Information Sharing',
        'Data Security',
        'Updates to Policy',
      ]);
      await expect(modal).toContainText(/questions about this policy.*@/);
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(trigger).toBeFocused();
    },
  );
});

test.describe('back to top', () => {
  /** Opens `path`, made taller than any screen, scrolled to its bottom. */
  async function atTheBottom(page: Page, path: string) {
    await visit(page, path);
    await makePageTall(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  }
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  const backToTop = (page: Page) => page.getByRole('link', { name: 'Back to top' });

  test('appears after 300 px of scroll and brings the visitor back to the top', async ({ page }) => {
    await visit(page, '/');
    await makePageTall(page);
    const button = backToTop(page);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '#top');
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
    // The script scrolls smoothly instead of following the link: the address is left alone.
    expect(new URL(page.url()).hash).toBe('');
  });

  test(
    'from the keyboard: focus goes to the top with the page, and the next Tab reaches the skip link',
    { tag: '@desktop' },
    async ({ page }) => {
      await atTheBottom(page, '/');
      const button = backToTop(page);
      await expect(button).toBeVisible();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(button).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    },
  );

  test(
    'a route change from the bottom of a page lands at the top of the next',
    { tag: '@once' },
    async ({ page }) => {
      await atTheBottom(page, '/services/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact\/$/);
      await expect.poll(() => scrollY(page)).toBe(0);
    },
  );
});

test.describe('pages fade in', () => {
  test('over 0.3 s', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/team/');
    await expect(page.locator('main > div').first()).toHaveCSS('animation-duration', '0.3s');
  });
});

test.describe('page hero', () => {
  // Its text column is narrower than the page's container; the global .container rule once won over
  // it, depending on the order the stylesheets were chunked in (app/globals.css is now in a layer).
  test('keeps its title to a centred column of at most 880 px', { tag: '@desktop' }, async ({ page }) => {
    await visit(page, '/team/');
    const title = await page
      .getByRole('heading', { level: 1, name: pageText.en.team.intro.title })
      .boundingBox();
    const viewport = page.viewportSize();
    expect(title!.width).toBeLessThanOrEqual(880);
    expect(Math.abs(title!.x + title!.width / 2 - viewport!.width / 2)).toBeLessThan(2);
  });
});

test.describe('not found', () => {
  test('an unknown path is a 404 page with a way home', { tag: '@once' }, async ({ page }) => {
    const response = await visit(page, '/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    "an unknown project id says 'Project Not Found' and links back to the projects",
    { tag: '@once' },
    async ({ page }) => {
      const response = await visit(page, '/projects/no-such-project/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
      await page.getByRole('link', { name: 'Back to Projects' }).click();
      await expect(page).toHaveURL(/\/projects\/$/);
    },
  );

  test(
    "on a host with one 404 page for every path, an unknown project still says 'Project Not Found'",
    { tag: '@once' },
    async ({ page }) => {
      // GitHub Pages and S3 answer every unknown path with the root 404.html.
      const rootNotFound = await (await page.request.get('/404.html')).text();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.route('**/projects/no-such-project/', (route) =>
        route.fulfill({ status: 404, contentType: 'text/html', body: rootNotFound }),
      );
      await visit(page, '/projects/no-such-project/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
      await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
      // Hydration keeps what the page's script chose.
      await expect.poll(() => isHydrated(page)).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
      expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
      await page.getByRole('link', { name: 'Back to Projects' }).click();
      await expect(page).toHaveURL(/\/projects\/$/);
    },
  );
});
