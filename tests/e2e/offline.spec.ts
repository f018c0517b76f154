import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { company, companyText } from '../../content/company';
import { contactFormText } from '../../content/contact';
import { enquiryText } from '../../content/enquiry';
import { enquiryCatalog } from '../../content/enquiry-catalog';
import { shellText } from '../../content/shell';
import { inlineScripts, scriptHash } from '../../scripts/lib/csp';
import { startProxy } from '../../scripts/lib/proxy';
import { canonicalPagePath } from '../../lib/service-worker/kept-pages';
import { startPreview } from '../../scripts/lib/servers';
import { hydrated, offSite, overlayLifted } from './fixtures';
import { exportDir } from './servers';
import { expectNoViolations } from './axe-steps';
import {
  SEND_URL,
  expectCallAndWhatsApp,
  expectFormHydrated,
  failureMessage,
  fields,
  fill,
  sendButton,
  stallSend,
  valid,
} from './contact-steps';

// The service worker (lib/service-worker/), as a visitor on a patchy line meets it: a page seen
// before opens without the network, or on a connection that hangs, as it was; a page never seen opens
// the offline page of its language, with the ways to reach the company and the pages kept, within the
// same wait; a deploy shows on the next load that gets an answer, on a slow line too, and no page is
// ever shown without its files; only what the visitor opened is kept, under one address; the data
// saver and a browser without JavaScript get no worker at all. A line that is slow or hangs is
// scripts/lib/proxy.ts, in front of the export or a copy of it that a test deploys to.
// Each test opens its own browser context with service workers allowed (a worker answers what
// page.route() would have seen, so the other specs may block them), and goes offline with
// context.setOffline(), which Playwright applies to the worker too. Every error a page or the worker
// logs fails the test (CSP violations are logged as errors too), but the prefetches an offline visit
// fails on purpose (expectedOffline below).

const root = path.resolve(__dirname, '..', '..');
type Locale = keyof typeof companyText;

/**
 * How long the worker waits for the network before it answers a page from its copy, read from the
 * worker's source (a worker module cannot be imported here: it runs as it loads).
 */
const PAGE_TIMEOUT_MS = (() => {
  const source = readFileSync(path.join(root, 'lib/service-worker/worker.ts'), 'utf8');
  const seconds = /export const PAGE_NETWORK_TIMEOUT_SECONDS = ([\d.]+)/.exec(source)?.[1];
  if (!seconds) throw new Error('lib/service-worker/worker.ts exports no PAGE_NETWORK_TIMEOUT_SECONDS');
  return Number(seconds) * 1000;
})();

interface Logged {
  text: string;
  url: string;
  /** Whether the line was down (offline, or a request held) when it was logged. */
  lineDown: boolean;
}

/**
 * The one error an offline visit logs on purpose: Chromium's line for a load that failed for want of
 * a network, for a prefetch of another page. Once the loading screen is gone, the site prefetches
 * the links in view (components/layout/SiteLink/routing.ts): Next asks for the page by HEAD and for
 * its data (*.txt), and the worker keeps neither (only GETs, and never Next's data), so offline they
 * fail, as they would without a worker; the link itself still opens its page, kept or offline.
 * Anything else, or this online, fails the test.
 */
function expectedOffline({ text, url, lineDown }: Logged, origin: string) {
  if (!lineDown || text !== 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED') return false;
  if (!url.startsWith(`${origin}/`)) return false;
  const { pathname } = new URL(url);
  return pathname.endsWith('/') || pathname.endsWith('.txt');
}

interface Visitor {
  context: BrowserContext;
  /** A new tab, nothing leaving the site. */
  newPage(): Promise<Page>;
  origin: string;
  errors: Logged[];
  setOffline(offline: boolean): Promise<void>;
  /** The errors logged that an offline visit does not explain. */
  unexpectedErrors(): Logged[];
}

/**
 * A visitor to `origin`, at the project's screen: a context with service workers allowed, every error
 * its pages and its worker log, and tabs from which nothing leaves the site (as tests/e2e/fixtures.ts:
 * a regular expression, matched in the browser). Routed per page, not for the context: a context's
 * route reaches its worker, and turns the worker's HTTP cache off (Playwright's interception), from
 * which the worker keeps what the first page loaded.
 */
async function newVisitor(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions = {},
): Promise<Visitor> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL: origin,
    serviceWorkers: 'allow',
    ...options,
  });
  const errors: Logged[] = [];
  let lineDown = false;
  context.on('console', (message) => {
    if (message.type() === 'error')
      errors.push({ text: message.text(), url: message.location().url, lineDown });
  });
  context.on('weberror', (error) => {
    errors.push({ text: String(error.error()), url: error.page()?.url() ?? '', lineDown });
  });
  return {
    context,
    async newPage() {
      const page = await context.newPage();
      await page.route(offSite(origin), (route) => route.abort('blockedbyclient'));
      return page;
    },
    origin,
    errors,
    async setOffline(offline) {
      lineDown = offline;
      await context.setOffline(offline);
    },
    unexpectedErrors: () => errors.filter((logged) => !expectedOffline(logged, origin)),
  };
}

/** Code the page had not loaded online, failing to load offline. */
const chunkMissedOffline = ({ text, url, lineDown }: Logged) =>
  lineDown && text.startsWith('Failed to load resource') && url.includes('/_next/static/chunks/');

/** Opens `pathname` and waits for the loading screen to lift (the worker registers after it). */
async function open(page: Page, pathname: string) {
  await page.goto(pathname);
  await overlayLifted(page);
}

/**
 * Waits until a worker controls the page and has kept it: the page (under its one address) and the scripts, stylesheets and
 * fonts it loaded are in CacheStorage. The worker keeps the first page from a message the page sends
 * once the worker is active, a moment after it takes control: a visitor who loses the line in that
 * moment has no copy yet, which is not what these tests are about.
 */
async function kept(page: Page) {
  const address = canonicalPagePath(new URL(page.url()).pathname);
  await expect
    .poll(
      () =>
        page.evaluate(async (at) => {
          if (!navigator.serviceWorker.controller) return 'no worker controls the page';
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
          const missing: string[] = [];
          for (const file of [`${location.origin}${at}`, ...files]) {
            if (!(await caches.match(file, { ignoreSearch: true, ignoreVary: true }))) missing.push(file);
          }
          return missing.length === 0 ? 'kept' : `not kept: ${missing.join(', ')}`;
        }, address),
      { timeout: 10_000, intervals: [100, 250], message: 'the worker keeps the page' },
    )
    .toBe('kept');
}

/** What a visitor reads first: the page's language, title and heading. */
function readPage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    h1: document.querySelector('h1')?.textContent?.trim() ?? '',
  }));
}

/** The menu opens from its button's markup (an invoker command): it needs no script and no network. */
async function menuOpens(page: Page, locale: Locale) {
  const words = shellText[locale].menu;
  await page.getByRole('banner').getByRole('button', { name: words.open, exact: true }).click();
  await expect(page.getByRole('dialog', { name: words.title })).toBeVisible();
}

const localeOf = (pathname: string): Locale => (pathname.startsWith('/bn/') ? 'bn' : 'en');

/** Visits each page in turn, online, until the worker has kept it; what each showed, by its path. */
async function see(page: Page, pathnames: readonly string[]) {
  const seen = new Map<string, Awaited<ReturnType<typeof readPage>>>();
  for (const pathname of pathnames) {
    await open(page, pathname);
    await kept(page);
    seen.set(pathname, await readPage(page));
  }
  return seen;
}

test.describe('the service worker', { tag: '@once' }, () => {
  test('offline, a page seen before opens as it was, in both languages, its menu working; a page never seen opens the offline page of its language, with the company’s numbers and the pages kept', async ({
    browser,
    baseURL,
  }) => {
    const visitor = await newVisitor(browser, baseURL ?? '');
    try {
      const page = await visitor.newPage();
      // The first page is kept from the page's message; the second, fetched through the worker.
      const seen = await see(page, ['/about/', '/bn/about/']);
      expect(seen.get('/about/')?.lang).toBe('en');
      expect(seen.get('/bn/about/')?.lang).toBe('bn');

      await visitor.setOffline(true);
      await test.step('the pages seen: the Bangla one by a reload, the English one from the address bar', async () => {
        await page.reload();
        await overlayLifted(page);
        expect(await readPage(page)).toEqual(seen.get('/bn/about/'));
        await menuOpens(page, 'bn');

        await open(page, '/about/');
        expect(await readPage(page)).toEqual(seen.get('/about/'));
        await menuOpens(page, 'en');
      });

      for (const [pathname, seenPath] of [
        ['/rent/', '/about/'],
        ['/bn/rent/', '/bn/about/'],
      ] as const) {
        await test.step(`${pathname}, never seen: the offline page`, async () => {
          const locale = localeOf(pathname);
          await page.goto(pathname);
          // Answered where it was asked for: the address stays the visitor's.
          expect(new URL(page.url()).pathname).toBe(pathname);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellText[locale].offline.title);
          await expect(page.getByRole('banner')).toContainText(companyText[locale].name);
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
          await expect(page.locator(`a[href="tel:${company.phone.e164}"]`).first()).toBeVisible();
          await expect(page.locator('a[href^="https://wa.me/"]').first()).toHaveAttribute(
            'href',
            new RegExp(`^https://wa\\.me/${company.whatsapp.e164.replace('+', '')}`),
          );
          await expect(page.locator(`a[href^="mailto:${company.email}"]`).first()).toBeVisible();
          // The pages kept, of this language only: the one seen, not the other language's, not this one.
          const list = page.locator('ul[data-kept-pages] a');
          await expect(list).toHaveCount(1);
          await expectNoViolations(page, `${pathname} offline`);
          await expect(list).toHaveAttribute('href', seenPath);
          // Named by its title, without the company's name every title ends with.
          const title = seen.get(seenPath)?.title ?? '';
          expect(title).toMatch(new RegExp(`^.+ \\| ${companyText[locale].name}$`));
          await expect(list).toHaveText(title.replace(` | ${companyText[locale].name}`, ''));
          // And the page it names opens, from the copy kept.
          await list.click();
          await expect(page).toHaveURL(new RegExp(`${seenPath}$`));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get(seenPath)?.h1 ?? '');
        });
      }
      expect(visitor.unexpectedErrors()).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test('the contact form from its kept copy, offline: a send fails with the other ways to reach us, keeps what was typed, and sends nothing', async ({
    browser,
    baseURL,
  }) => {
    const visitor = await newVisitor(browser, baseURL ?? '');
    try {
      const page = await visitor.newPage();
      await see(page, ['/contact/']);
      await visitor.setOffline(true);
      await page.reload();
      await overlayLifted(page);
      await expectFormHydrated(page);
      const sends: string[] = [];
      visitor.context.on('request', (request) => {
        if (request.url().startsWith(SEND_URL)) sends.push(request.method());
      });

      await fill(page, valid);
      await sendButton(page).click();
      const failure = failureMessage(page);
      await expect(failure).toBeVisible();
      await expectCallAndWhatsApp(failure);
      await expect(
        failure.getByRole('link', { name: contactFormText.en.failure.emailInstead }),
      ).toHaveAttribute('href', new RegExp(`^mailto:${company.email}`));
      await expect(sendButton(page)).toBeEnabled();
      // What was typed stays in the form, and in the draft a reload brings back, still offline.
      for (const [field, value] of Object.entries(valid) as [keyof typeof valid, string][])
        await expect(fields(page)[field]).toHaveValue(value);
      await page.reload();
      await overlayLifted(page);
      await expectFormHydrated(page);
      for (const [field, value] of Object.entries(valid) as [keyof typeof valid, string][])
        await expect(fields(page)[field]).toHaveValue(value);
      // Nothing was sent: the form's send code, loaded on a first Send, was never loaded online, so
      // it is not kept and the failure comes before any request.
      expect(sends).toEqual([]);
      // The form logs its failure; the code it had not loaded online (the e-mail SDK, the toasts)
      // cannot load now. Anything else fails the test.
      expect(
        visitor
          .unexpectedErrors()
          .filter(
            ({ text, url, lineDown }) =>
              !(
                lineDown &&
                (text.startsWith('Failed to send message.') ||
                  text.startsWith('The notifications could not be loaded.') ||
                  chunkMissedOffline({ text, url, lineDown }))
              ),
          ),
      ).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test('an enquiry survives going offline and coming back: kept, said so where its list was, then listed again', async ({
    browser,
    baseURL,
  }) => {
    const visitor = await newVisitor(browser, baseURL ?? '');
    const words = enquiryText.en;
    const name = enquiryCatalog.en.machine['komatsu-pc210-excavator']!.name;
    try {
      const page = await visitor.newPage();
      // The contact page seen before there was an enquiry: its copy holds none of the list's code.
      await see(page, ['/contact/', '/rent/']);
      await hydrated(page);
      await page
        .getByRole('button', { name: `${words.add.shown} ${name}` })
        .first()
        .click();
      await visitor.setOffline(true);
      await open(page, '/contact/');
      await expectFormHydrated(page);
      await expect(page.getByText(contactFormText.en.enquiryOffline)).toBeVisible();
      await expect(page.getByRole('link', { name: words.count.label.replace('{count}', '1') })).toBeVisible();

      await visitor.setOffline(false);
      const enquiry = page.getByRole('group', { name: words.section.title });
      await expect(enquiry.getByText(name)).toBeVisible();
      await expect(page.getByText(contactFormText.en.enquiryOffline)).toBeHidden();
      // Only the list's code is missing from the log: offline, and as the line comes back (the
      // browser's 'online' may come a moment before its requests go through).
      expect(
        visitor.unexpectedErrors().filter((logged) => !chunkMissedOffline({ ...logged, lineDown: true })),
      ).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test('a deploy is seen on the next load, and the new worker takes over once no tab is open', async ({
    browser,
  }) => {
    await onServedCopy(browser, async (site, visitor) => {
      let page = await visitor.newPage();
      await open(page, '/about/');
      await kept(page);
      const before = await readPage(page);
      const builds = await page.evaluate(() => caches.keys());

      const changed = await deploy(site.copy, page, before.h1);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
      // The new build's worker is installed, and waits while a tab of the site is open.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found?.update()));
      await expect
        .poll(() => workers(page), { message: 'the new worker waits' })
        .toEqual({
          installing: null,
          waiting: 'installed',
          active: 'activated',
        });

      // No tab open: it takes over; the earlier build's offline pages go, the page kept stays.
      await page.close();
      page = await visitor.newPage();
      await open(page, '/about/');
      await expect
        .poll(() => workers(page), { message: 'the new worker takes over' })
        .toEqual({
          installing: null,
          waiting: null,
          active: 'activated',
        });
      await expect
        .poll(() => page.evaluate(() => caches.keys()), { message: 'only the new build’s offline pages' })
        .not.toContain(builds.find((name) => name.startsWith('unnoti-offline-')));
      // The copy kept is the page as now shown, once the page has settled and sent it.
      await expect
        .poll(() => keptText(page, '/about/'), { timeout: 10_000, message: 'the new page is kept' })
        .toContain(changed);
      expect(visitor.unexpectedErrors()).toEqual([]);
    });
  });

  test('a deploy on a slow line: every load ends within the timeout, the copy first, then the new page', async ({
    browser,
  }) => {
    await onServedCopy(browser, async (site, visitor) => {
      const page = await visitor.newPage();
      await open(page, '/about/');
      await kept(page);
      const before = await readPage(page);

      const changed = await deploy(site.copy, page, before.h1);
      // The page's answer comes, but 2 s after the worker stops waiting for it.
      site.proxy.delay.set('/about/', PAGE_TIMEOUT_MS + 2_000);
      const bound = { timeout: PAGE_TIMEOUT_MS + 5_000 };
      await page.reload(bound);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.h1);
      // The answer that came late is kept for the next load, which shows the new page from it.
      await expect
        .poll(() => keptText(page, '/about/'), { timeout: 20_000, message: 'the late answer is kept' })
        .toContain(changed);
      await page.reload(bound);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
      await page.reload(bound);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
      expect(visitor.unexpectedErrors()).toEqual([]);
    });
  });

  test('two tabs across a deploy that renames a stylesheet: offline, each page opens whole, with its layout', async ({
    browser,
  }) => {
    await onServedCopy(browser, async (site, visitor) => {
      const first = await visitor.newPage();
      await open(first, '/about/');
      await kept(first);
      const before = await readPage(first);

      const renamed = renameStylesheet(site.copy, '/about/');
      const changed = await deploy(site.copy, first, before.h1);
      const second = await visitor.newPage();
      await open(second, '/about/');
      expect(await stylesheets(second)).toContain(renamed.to);
      await kept(second);
      // The first tab, still the earlier build, goes on to another page by a link.
      await first.getByRole('contentinfo').getByRole('link', { name: 'Projects', exact: true }).click();
      await expect(first).toHaveURL(/\/projects\/$/);
      await kept(first);

      await visitor.setOffline(true);
      for (const [page, pathname, h1] of [
        [first, '/projects/', null],
        [first, '/about/', changed],
        [second, '/about/', changed],
      ] as const) {
        await open(page, pathname);
        if (h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expectWhole(page);
      }
      expect(await stylesheets(second)).not.toContain(renamed.from);
      expect(visitor.unexpectedErrors()).toEqual([]);
    });
  });

  test('only what was opened is kept: a page reached by a link from what it fetched, no page only prefetched', async ({
    browser,
    baseURL,
  }) => {
    // Over a proxy, for the requests the page makes.
    const proxy = await startProxy(new URL(baseURL ?? '').origin.replace('localhost', '127.0.0.1'));
    const visitor = await newVisitor(browser, proxy.origin);
    try {
      const page = await visitor.newPage();
      await open(page, '/');
      await kept(page);
      // The links in view are prefetched (Next asks for their pages by HEAD and for their data).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(() => proxy.requests.filter(({ path: at }) => /\.txt(\?|$)|[?&]_rsc=/.test(at)).length, {
          message: 'the links in view are prefetched',
        })
        .toBeGreaterThan(0);
      const from = proxy.requests.length;
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
      await expect(page).toHaveURL(/\/about\/$/);
      await kept(page);
      const about = await readPage(page);
      // Kept from the page itself: its HTML was not fetched again.
      expect(proxy.requests.slice(from).map(({ method, path: at }) => `${method} ${at}`)).not.toContain(
        'GET /about/',
      );
      expect(await keptPaths(page)).toEqual(['/', '/about/']);

      await visitor.setOffline(true);
      await open(page, '/about/');
      expect(await readPage(page)).toEqual(about);
      await expectWhole(page);
      await menuOpens(page, 'en');
      expect(visitor.unexpectedErrors()).toEqual([]);
    } finally {
      await visitor.context.close();
      await proxy.close();
    }
  });

  test('a page is kept once, under its one address; a file opened is not a page', async ({
    browser,
    baseURL,
  }) => {
    const visitor = await newVisitor(browser, baseURL ?? '');
    try {
      const page = await visitor.newPage();
      for (const address of ['/about/', '/about//', '/about///', '/about/index.html']) {
        await open(page, address);
        await kept(page);
      }
      for (const file of ['/robots.txt', '/about/index.txt', '/manifest.webmanifest', '/sw.js'])
        await page.goto(file);
      // A PDF is downloaded here, not shown.
      await page.goto('/company-profile.pdf').catch(() => undefined);
      await open(page, '/bn/');
      await kept(page);
      expect(await keptPaths(page)).toEqual(['/about/', '/bn/']);

      await visitor.setOffline(true);
      await page.goto('/rent/');
      const list = page.locator('ul[data-kept-pages] a');
      await expect(list).toHaveCount(1);
      await expect(list).toHaveAttribute('href', '/about/');
      expect(visitor.unexpectedErrors()).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test('with the data saver on, or JavaScript off, no worker: nothing kept, nothing fetched ahead, the page as ever', async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    // The same page opened at the same time by a visitor without either, whose worker registers and
    // whose links are prefetched: once it has both, the other two would have had them too.
    const control = await newVisitor(browser, origin);
    const saver = await newVisitor(browser, origin, { extraHTTPHeaders: { 'Save-Data': 'on' } });
    const noScript = await newVisitor(browser, origin, { javaScriptEnabled: false });
    const visitors = [control, saver, noScript];
    try {
      const pages = await Promise.all(visitors.map((visitor) => visitor.newPage()));
      const [controlPage, saverPage, noScriptPage] = pages as [Page, Page, Page];
      // Chromium's data saver as the page reads it (navigator.connection.saveData); the header is on
      // every request the context sends.
      const cdp = await saver.context.newCDPSession(saverPage);
      await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      /** Requests for another page or its data: a prefetch (Next's payload, or the HTML by HEAD). */
      const ahead = new Map<Page, string[]>(pages.map((page) => [page, []]));
      for (const page of pages) {
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname === '/' || request.isNavigationRequest()) return;
          const headers = request.headers();
          if (
            url.pathname.endsWith('.txt') ||
            url.searchParams.has('_rsc') ||
            headers.rsc === '1' ||
            (url.pathname.endsWith('/') && !url.pathname.startsWith('/_next/'))
          )
            ahead.get(page)?.push(`${request.method()} ${url.pathname}${url.search}`);
        });
      }
      // Each opens the home page and scrolls to its end, past links to every page (the footer's): the
      // links that come into view are prefetched, as the control shows, but with the data saver.
      await Promise.all(pages.map((page) => open(page, '/')));
      await Promise.all(
        pages.map((page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))),
      );
      const dataSaver = () =>
        (navigator as unknown as { connection?: { saveData?: boolean } }).connection?.saveData;
      expect(await saverPage.evaluate(dataSaver)).toBe(true);

      await kept(controlPage);
      await expect
        .poll(() => ahead.get(controlPage)?.length, { message: 'the control prefetches' })
        .toBeGreaterThan(0);
      // The other two as far on as the control was when it prefetched: past the lift, and (with
      // scripts) hydrated and idle, so any prefetch their links in view would start has started.
      await overlayLifted(saverPage);
      await hydrated(saverPage);
      await saverPage.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await overlayLifted(noScriptPage);

      for (const [visitor, page, who] of [
        [saver, saverPage, 'with the data saver'],
        [noScript, noScriptPage, 'without JavaScript'],
      ] as const) {
        expect(visitor.context.serviceWorkers(), who).toEqual([]);
        expect(
          await page.evaluate(() =>
            navigator.serviceWorker.getRegistration().then((found) => found?.scope ?? null),
          ),
          who,
        ).toBeNull();
        expect(await page.evaluate(() => caches.keys()), who).toEqual([]);
        expect(ahead.get(page), who).toEqual([]);
        // The page as ever: its heading, and its menu from the markup.
        await expect(page.getByRole('heading', { level: 1 }), who).toBeVisible();
        await menuOpens(page, 'en');
      }
      for (const visitor of visitors) expect(visitor.unexpectedErrors()).toEqual([]);
    } finally {
      await Promise.all(visitors.map(({ context }) => context.close()));
    }
  });

  test('on a connection that hangs: a page seen opens from its copy once the worker stops waiting, a page never seen opens the offline page, and the contact form’s send that never answers fails as without a worker', async ({
    browser,
    baseURL,
  }) => {
    // Three waits for the worker's timeout and one for the form's (8 s in the test build).
    test.slow();
    // Every request over a proxy, which answers everything but holds the requests of the paths in `hang` forever.
    const proxy = await startProxy(new URL(baseURL ?? '').origin.replace('localhost', '127.0.0.1'));
    const visitor = await newVisitor(browser, proxy.origin);
    // Within the timeout a seen page gets its copy in, and a margin for a loaded machine.
    const bound = { timeout: PAGE_TIMEOUT_MS + 5_000 };
    try {
      const page = await visitor.newPage();
      const seen = await see(page, ['/bn/about/', '/about/']);

      await test.step('a page seen', async () => {
        proxy.hang.add('/about/');
        const from = proxy.requests.length;
        const started = Date.now();
        await page.reload({ ...bound, waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get('/about/')?.h1 ?? '');
        const opened = Date.now() - started;
        test.info().annotations.push({ description: `${opened} ms`, type: 'opened on a hung line' });
        // The worker asked the network (the request is held, unanswered), and stopped waiting: the
        // page opened long before the request would ever have answered, within the worker's timeout
        // and a margin for a loaded machine.
        const held = proxy.requests.slice(from).filter((request) => request.held);
        expect(held.map(({ method, path: target }) => `${method} ${target}`)).toContain('GET /about/');
        expect(opened).toBeLessThan(bound.timeout);
        expect(await readPage(page)).toEqual(seen.get('/about/'));
        await menuOpens(page, 'en');
      });

      for (const pathname of ['/rent/', '/bn/rent/']) {
        await test.step(`${pathname}, never seen`, async () => {
          const locale = localeOf(pathname);
          proxy.hang.add(pathname);
          await page.goto(pathname, bound);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellText[locale].offline.title);
          await expect(page.locator('ul[data-kept-pages] a')).toHaveAttribute(
            'href',
            locale === 'bn' ? '/bn/about/' : '/about/',
          );
          expect(proxy.requests.some((request) => request.held && request.path === pathname)).toBe(true);
        });
      }
      // Not even those of a line that is down: the held requests are cut with the proxy, after the page closed.
      expect(visitor.errors).toEqual([]);

      await test.step('the contact form, and a send that never answers', async () => {
        await see(page, ['/contact/']);
        // The page and the e-mail service both hold: the line connects and says nothing.
        proxy.hang.add('/contact/');
        const { requests } = await stallSend(page);
        await page.reload(bound);
        await overlayLifted(page);
        await expectFormHydrated(page);
        await fill(page, valid);
        await sendButton(page).click();
        await expect.poll(() => requests.length).toBe(1);
        // The form's own timeout (8 s in the test build) ends the wait.
        const failure = failureMessage(page);
        await expect(failure).toBeVisible({ timeout: 15_000 });
        await expectCallAndWhatsApp(failure);
        for (const [field, value] of Object.entries(valid) as [keyof typeof valid, string][])
          await expect(fields(page)[field]).toHaveValue(value);
        await expect(sendButton(page)).toBeEnabled();
      });
    } finally {
      await visitor.context.close();
      await proxy.close();
    }
  });
});

/**
 * A copy of the export served by `npm start` behind a proxy (scripts/lib/proxy.ts), changed on disk
 * between loads as a deploy changes it.
 */
async function servedCopy() {
  const copy = test.info().outputPath('export');
  cpSync(exportDir, copy, { recursive: true });
  const server = await startPreview(path.relative(root, copy));
  const proxy = await startProxy(server.origin);
  return {
    copy,
    proxy,
    origin: proxy.origin,
    async close() {
      await proxy.close();
      await server.stop();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

/** `visit` as a visitor of a served copy of the export (servedCopy); both closed after. */
async function onServedCopy(
  browser: Browser,
  visit: (site: Awaited<ReturnType<typeof servedCopy>>, visitor: Visitor) => Promise<void>,
) {
  const site = await servedCopy();
  const visitor = await newVisitor(browser, site.origin);
  try {
    await visit(site, visitor);
  } finally {
    await visitor.context.close();
    await site.close();
  }
}

/** Rewrites a file of the export copy, as a deploy does: a new file, without the build's stale .br and .gz. */
function rewrite(dir: string, file: string, change: (text: string) => string) {
  const target = path.join(dir, file);
  const text = change(readFileSync(target, 'utf8'));
  for (const stale of [target, `${target}.br`, `${target}.gz`]) rmSync(stale, { force: true });
  writeFileSync(target, text);
}

/** `changed` with its page policy's script hashes for the inline scripts it changed (scripts/csp.ts). */
function withScriptHashes(original: string, changed: string) {
  const [before, after] = [inlineScripts(original), inlineScripts(changed)];
  let html = changed;
  before.forEach((code, index) => {
    const now = after[index] ?? '';
    if (now !== code) html = html.replace(scriptHash(code), scriptHash(now));
  });
  return html;
}

/**
 * A deploy of the copy: /about/'s heading `h1` is changed, and so is the worker (its version, read
 * from the cache of offline pages it gave `page`). Returns the new heading.
 */
async function deploy(dir: string, page: Page, h1: string) {
  const changed = `${h1} (deployed again)`;
  rewrite(dir, 'about/index.html', (html) => withScriptHashes(html, html.replaceAll(h1, changed)));
  const offline = (await page.evaluate(() => caches.keys())).find((name) =>
    name.startsWith('unnoti-offline-'),
  );
  const version = offline?.slice('unnoti-offline-'.length) ?? '';
  rewrite(dir, 'sw.js', (code) => {
    expect(code, `sw.js names its offline pages' cache by its version, ${version}`).toContain(`"${version}"`);
    return code.replaceAll(version, [...version].reverse().join(''));
  });
  return changed;
}

/**
 * Renames the first stylesheet the page at `pathname` names, in the copy, as a deploy that changes
 * it does (the build names each file by its content): the file, and every page and page data that
 * names it.
 */
function renameStylesheet(dir: string, pathname: string) {
  const html = readFileSync(path.join(dir, pathname, 'index.html'), 'utf8');
  const from = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1] ?? '';
  expect(from, `${pathname} names a stylesheet`).toMatch(/^\/_next\/static\//);
  const to = from.replace(/\.css$/, '-renamed.css');
  cpSync(path.join(dir, from), path.join(dir, to));
  rmSync(path.join(dir, from));
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|txt)$/.test(entry.name)) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (!readFileSync(path.join(dir, file), 'utf8').includes(from)) continue;
    rewrite(dir, file, (text) =>
      file.endsWith('.html') ? withScriptHashes(text, text.replaceAll(from, to)) : text.replaceAll(from, to),
    );
  }
  return { from, to };
}

/** The states of the site's workers: the one installing, the one waiting, the active one. */
function workers(page: Page) {
  return page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return {
      installing: found?.installing?.state ?? null,
      waiting: found?.waiting?.state ?? null,
      active: found?.active?.state ?? null,
    };
  });
}

/** The addresses of the pages kept, sorted. */
function keptPaths(page: Page) {
  return page.evaluate(async () =>
    (await (await caches.open('unnoti-pages')).keys()).map((request) => new URL(request.url).pathname).sort(),
  );
}

/** The copy kept of the page at `pathname`, as text ('' when there is none). */
function keptText(page: Page, pathname: string) {
  return page.evaluate(async (at) => (await caches.match(at))?.text() ?? '', pathname);
}

/** The stylesheets the page names. */
function stylesheets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
}

/** The page is whole: every stylesheet it names has loaded, and the site's layout is applied (the container's width). */
async function expectWhole(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .filter((link) => link.sheet === null)
          .map((link) => link.href),
      ),
    )
    .toEqual([]);
  const container = await page
    .locator('.container')
    .first()
    .evaluate((element) => getComputedStyle(element).maxWidth);
  expect(container, 'the site’s container has its maximum width').not.toBe('none');
}
