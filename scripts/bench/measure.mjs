// Opens one page in Chromium as a first-time visitor and lists what it fetched, sized from disk so
// the numbers do not depend on timing, compression settings of the server, or the network.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices } from '@playwright/test';

/** The two viewports the site is designed for, as in playwright.config.ts. */
export const viewports = {
  mobile: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
};

/** "Network idle": this long with no request in flight. */
const QUIET_MS = 1000;
const MAX_WAIT_MS = 30_000;

/**
 * The loading screen's fade is over (components/layout/LoadingOverlay: a CSS animation at
 * LOADING_MS, lib/constants.ts, read here from the page rather than written twice). True on a page
 * without one, as the framework floor.
 */
const LIFTED = () =>
  (document.getElementById('loading-screen')?.getAnimations() ?? []).every(
    (animation) => animation.playState === 'finished',
  );

/** React has hydrated once the page's elements carry its fiber keys. */
const HYDRATED = () =>
  [...document.body.querySelectorAll('*')].some((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );

const TEXT = new Set(['.html', '.js', '.css', '.txt', '.svg', '.json', '.xml', '.webmanifest']);
const KINDS = {
  '.html': 'html',
  '.js': 'js',
  '.css': 'css',
  '.woff2': 'font',
  '.woff': 'font',
  '.ttf': 'font',
  '.otf': 'font',
  '.webp': 'img',
  '.avif': 'img',
  '.avif': 'img',
  '.jpg': 'img',
  '.jpeg': 'img',
  '.png': 'img',
  '.gif': 'img',
  '.svg': 'img',
  '.ico': 'img',
  // The RSC payloads of the page and of the routes Next prefetches.
  '.txt': 'data',
};

/**
 * The root layout's RSC segment, as Next writes it into each route's folder of the export:
 * `__next._index.txt` for a single root layout (the baseline), `__next.!<group>.txt` for each
 * language's (its route group, base64url: !KGVuKQ is '(en)').
 */
const ROOT_SEGMENT = /^__next\.(?:_index|![\w-]+)\.txt$/;

const sizeCache = new Map();

/**
 * The bytes a file costs on the wire: gzip level 9 for text (what any static host can send), the
 * file's own bytes for formats that are already compressed (WebP, WOFF2, ...).
 */
export function fileCost(file) {
  let size = sizeCache.get(file);
  if (size === undefined) {
    size = TEXT.has(path.extname(file))
      ? gzipSync(readFileSync(file), { level: 9 }).length
      : statSync(file).size;
    sizeCache.set(file, size);
  }
  return size;
}

/** The file of the export that answers a URL path, as scripts/start.mjs resolves it. */
export function fileFor(outDir, pathname) {
  const local = path.join(outDir, decodeURIComponent(pathname));
  const candidates = pathname.endsWith('/') ? [path.join(local, 'index.html')] : [local, `${local}.html`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The `nomodule` scripts of a page: modern browsers skip them, so they are reported apart. */
export function nomoduleScripts(html) {
  return [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*\bnoModule=""/gi)].map((match) => match[1] ?? '');
}

/**
 * Loads `route` in a fresh context (empty cache) at `viewport`, waits for the overlay to lift and the
 * network to go quiet, and returns every same-origin file fetched, with its kind and cost.
 */
export async function measurePage(browser, { origin, outDir, route, viewport, notFound }) {
  // Reduced motion keeps the hero carousel on its first slide: it would otherwise fetch the second
  // slide's picture 8 s in, inside the window on a slow machine and outside it on a fast one.
  // The worker blocked: these are the page's own bytes. The worker registers after the lift, and what
  // it adds to a first visit (itself, the offline pages, what it keeps) is scripts/bench/repeat.mjs's.
  const context = await browser.newContext({
    ...viewports[viewport],
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  // Closed however the load ends: a context left open would hold its connections to the server.
  try {
    const page = await context.newPage();
    // Offline, as in tests/e2e/fixtures.ts: nothing leaves the machine. A regex, not a function: a
    // function would pass every request through this process and turn the HTTP cache off.
    const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.route(new RegExp(`^(?!${escaped}[/?#]|${escaped}$)https?://`), (routeHandle) =>
      routeHandle.abort('blockedbyclient'),
    );
    const inFlight = new Set();
    let lastActivity = Date.now();
    const fetched = new Map();
    let requestCount = 0;
    page.on('request', (request) => {
      requestCount += 1;
      inFlight.add(request);
      lastActivity = Date.now();
    });
    const settle = (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfailed', settle);
    page.on('requestfinished', async (request) => {
      settle(request);
      const url = new URL(request.url());
      // Next's prefetch asks for a route's HTML with HEAD (to see a host's redirects): no body comes.
      if (url.origin !== origin || request.method() === 'HEAD') return;
      const response = await request.response();
      const status = response?.status() ?? 0;
      const isDocument = request.resourceType() === 'document';
      // The root layout's segment is written into every route's folder, and Next fetches it once,
      // from whichever prefetch runs first; counting it as the root's copy keeps the race out.
      const base = path.posix.basename(url.pathname);
      const pathname = ROOT_SEGMENT.test(base) ? `/${base}` : url.pathname;
      const file = isDocument && notFound ? path.join(outDir, '404.html') : fileFor(outDir, url.pathname);
      if (!file || (status >= 400 && !isDocument)) {
        fetched.set(pathname, { path: pathname, kind: 'missing', bytes: 0, status });
        return;
      }
      const kind = KINDS[path.extname(file)] ?? 'other';
      fetched.set(pathname, { path: pathname, kind, bytes: fileCost(file) });
    });

    const started = Date.now();
    const timedOut = () => {
      if (Date.now() - started > MAX_WAIT_MS)
        throw new Error(`${route} (${viewport}) did not settle in ${MAX_WAIT_MS} ms`);
    };
    const quiet = async () => {
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        timedOut();
        await page.waitForTimeout(100);
      }
    };
    await page.goto(origin + route, { waitUntil: 'load' });
    // A quiet network is not enough on a busy machine: hydration can take longer than the quiet
    // window, and the prefetches of visible links only start after it. So wait for React to own the
    // page, then for the main thread and the network to be idle together.
    await page.waitForFunction(HYDRATED, undefined, { timeout: MAX_WAIT_MS, polling: 100 });
    // The loading screen lifts by CSS, hydrated or not, and the prefetches of the links in view wait
    // for it to be gone (components/layout/SiteLink/routing.ts, installed by
    // components/layout/DocumentListeners): the quiet window starts when both have happened.
    await page.waitForFunction(LIFTED, undefined, { timeout: MAX_WAIT_MS, polling: 100 });
    lastActivity = Math.max(lastActivity, Date.now());
    for (;;) {
      await quiet();
      const before = requestCount;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
      await page.waitForTimeout(200);
      if (requestCount === before && inFlight.size === 0) break;
    }
    const html = await page.content();
    return { files: [...fetched.values()].sort((a, b) => a.path.localeCompare(b.path)), html };
  } finally {
    await context.close();
  }
}
