import { navigation, pageText } from '../../content/navigation';
import { projects } from '../../content/projects';
import { shellText } from '../../content/shell';
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

// What does not depend on the width runs once, at desktop (@once); the menu, whose look does, at both
// sizes; the profile viewer on a desktop and its download on a phone.

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

test.describe('loading overlay', { tag: '@once' }, () => {
  test('covers the screen with the gradient, spinner, logo and ..LOADING.., and lifts at its 2000 ms by CSS, whether or not the page’s scripts have run', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const overlay = page.getByTestId('loading-overlay');
    // What covers the screen, by its style, not caught on screen first: on a busy machine its 2 s
    // may be up by then.
    await expect(overlay).toBeAttached();
    await expect(overlay).toHaveCSS('position', 'fixed');
    await expect(overlay).toHaveCSS('inset', '0px');
    await expect(overlay).toHaveCSS('background-image', /linear-gradient\(.*rgb\(76, 29, 149\)/);
    await expect(overlay).toHaveCSS('animation-fill-mode', 'forwards');
    await expect(overlay.locator('p')).toHaveText(shellText.en.loading);
    await expect(overlay.locator('p')).toHaveCSS('text-transform', 'uppercase');
    await expect(overlay.locator('span').first()).toHaveCSS('animation-name', /spin/);
    await expect(overlay.locator('svg')).toHaveAttribute('width', '72');
    await expect(overlay.locator('svg path').first()).toHaveCSS('fill', 'rgb(255, 255, 255)');
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
  });

  test('does not come back on client-side navigation, to a route prefetched while its link was in view', async ({
    page,
  }) => {
    const [project] = projects.en;
    const payloads: string[] = [];
    page.on('request', (request) => payloads.push(new URL(request.url()).pathname));
    await visit(page, '/projects/');
    // A project card comes into view.
    const link = page.locator(`main a[href="/projects/${project?.id}/"]`).first();
    await link.scrollIntoViewIfNeeded();
    await expect
      .poll(() => payloads)
      .toContain(`/projects/${project?.id}/__next.!KGVuKQ.projects.$d$id.__PAGE__.txt`);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project?.id}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project?.title ?? '');
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    expect(await page.evaluate(() => 'samePage' in window), 'the page was not reloaded').toBe(true);
  });
});

test(
  'header: the top bar links, white and blurred after 20 px of scroll, the logo home; footer: quick links, seven services, contact info, the year, and the privacy policy',
  { tag: '@once' },
  async ({ page }) => {
    await visit(page, '/about/');
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await test.step('the top bar', async () => {
      await expect(header.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+\?text=.*discuss%20a%20project/,
      );
      await expect(header.getByRole('link', { name: /info@|Email us/ })).toHaveAttribute('href', /^mailto:/);
    });

    await test.step('white and blurred after 20 px of scroll', async () => {
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      expect(await wheelScroll(page, 400)).toBeGreaterThan(0);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(header).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.92)');
      await expect(header).toHaveCSS('backdrop-filter', /blur/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
    });

    await test.step('the footer', async () => {
      await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText([
        'Home',
        'About Us',
        'Services',
        'Projects',
        'Contact',
      ]);
      await expect(
        footer.getByRole('region', { name: shellText.en.footer.services }).getByRole('listitem'),
      ).toHaveCount(7);
      await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
      await expect(footer.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:/);
    });

    await test.step('the privacy policy: five numbered sections, closed with Escape', async () => {
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
    });

    await header.getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

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
    const download = menu.getByRole('link', { name: shellText.en.menu.download });
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
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.equipment.intro.title);
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
        page.getByRole('link', { name: shellText.en.menu.download }).click(),
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

test(
  'back to top appears after 300 px of scroll and brings the visitor, or the keyboard’s focus, back to the top; a route change from the bottom of a page lands at the top of the next',
  { tag: '@once' },
  async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('link', { name: shellText.en.backToTop });
    await visit(page, '/');
    await makePageTall(page);
    await expect(button).toBeHidden();
    await toBottom();
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '#top');
    await button.click();
    await expect.poll(scrollY).toBe(0);
    await expect(button).toBeHidden();
    // The script scrolls smoothly instead of following the link: the address is left alone.
    expect(new URL(page.url()).hash).toBe('');

    await test.step('from the keyboard: focus goes to the top with the page, the next Tab reaches the skip link', async () => {
      await toBottom();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(scrollY).toBe(0);
      await expect(button).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: shellText.en.skipLink })).toBeFocused();
    });

    await test.step('a route change from the bottom of a page', async () => {
      await toBottom();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact\/$/);
      await expect.poll(scrollY).toBe(0);
    });
  },
);

// Its text column is narrower than the page's container; the global .container rule once won over
// it, depending on the order the stylesheets were chunked in (app/globals.css is now in a layer).
test(
  'pages fade in over 0.3 s; the page hero keeps its title to a centred column of at most 880 px',
  { tag: '@desktop' },
  async ({ page }) => {
    await visit(page, '/team/');
    await expect(page.locator('main > div').first()).toHaveCSS('animation-duration', '0.3s');
    const title = await page
      .getByRole('heading', { level: 1, name: pageText.en.team.intro.title })
      .boundingBox();
    const viewport = page.viewportSize();
    expect(title!.width).toBeLessThanOrEqual(880);
    expect(Math.abs(title!.x + title!.width / 2 - viewport!.width / 2)).toBeLessThan(2);
  },
);

// The export's own 404 page of an unknown project, in its HTML: no-javascript.spec.ts.
test(
  "an unknown path is a 404 page with a way home; on a host with one 404 page for every path, an unknown project still says 'Project Not Found'",
  { tag: '@once' },
  async ({ page }) => {
    const { page: missing, project } = shellText.en.notFound;
    const response = await visit(page, '/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(missing.title);
    await page.getByRole('link', { name: missing.back }).click();
    await expect(page).toHaveURL(/\/$/);

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByRole('link', { name: shellText.en.notFound.contact })).toBeVisible();
    // Hydration keeps what the page's script chose.
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
    await page.getByRole('link', { name: project.back }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
  },
);
