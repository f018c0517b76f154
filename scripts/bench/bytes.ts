// One page opened in Chromium as a first-time visitor, and what it fetched, each file sized from the
// export on disk (gzip -9 for text, what any static host can send; other files as stored): one build
// always reads the same, whatever the server, the network or the machine's pace.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page, devices } from '@playwright/test';
import { NOT_FOUND_PATH } from './site';

/** The two viewports the site is designed for, as in playwright.config.ts. */
export const viewports = {
  mobile: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
};

const costs = new Map<string, number>();
/** What a file of the export costs on the wire: gzip -9 for text, as stored otherwise. */
export function fileCost(file: string) {
  const text = /\.(html|js|css|txt|svg|json|xml|webmanifest)$/.test(file);
  const cost =
    costs.get(file) ?? (text ? gzipSync(readFileSync(file), { level: 9 }).length : statSync(file).size);
  costs.set(file, cost);
  return cost;
}

/** The file of the export that answers a URL path, as the preview server resolves it. */
export function fileFor(outDir: string, pathname: string) {
  const local = path.join(outDir, decodeURIComponent(pathname));
  const candidates = pathname.endsWith('/') ? [path.join(local, 'index.html')] : [local, `${local}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * The root layout's RSC segment, written into every route's folder: `__next._index.txt` (the floor's
 * one root layout) or `__next.!<group>.txt` (each language's). Next fetches it once, from whichever
 * prefetch runs first: counted as the root's copy, the race stays out of the numbers.
 */
const ROOT_SEGMENT = /^__next\.(?:_index|![\w-]+)\.txt$/;

/**
 * Loads `route` in a fresh context (an empty cache; the service worker blocked, so these are the
 * page's own bytes, unless `worker` is what to wait for of it), waits for React to own the page and the
 * loading screen to lift (the prefetches of the links in view wait for both:
 * components/layout/SiteLink/routing.ts), then for the network (a second with no request) and the main
 * thread to be idle together. Returns the bytes of its HTML, scripts, stylesheets and all.
 */
export async function measurePage(
  browser: Browser,
  options: { origin: string; outDir: string; route: string; viewport: 'mobile' | 'desktop' },
  worker?: (page: Page) => Promise<unknown>,
) {
  const { origin, outDir, route, viewport } = options;
  // Reduced motion keeps the hero carousel on its first slide, which would otherwise fetch the second
  // slide's picture 8 s in, inside the wait on a slow machine and outside it on a fast one.
  const serviceWorkers = worker ? 'allow' : 'block';
  const context = await browser.newContext({
    ...viewports[viewport],
    reducedMotion: 'reduce',
    serviceWorkers,
  });
  try {
    const page = await context.newPage();
    const [inFlight, files, missing] = [new Set<unknown>(), new Map<string, string>(), [] as string[]];
    let [last, requests] = [Date.now(), 0];
    page.on('request', (request) => inFlight.add(request) && (requests += 1));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('requestfinished', async (request) => {
      const url = new URL(request.url());
      const status = (await request.response())?.status() ?? 0;
      inFlight.delete(request);
      last = Date.now();
      // Next's prefetch asks for a route's HTML with HEAD, to see a host's redirects: no body.
      if (url.origin !== origin || request.method() === 'HEAD') return;
      const document = request.resourceType() === 'document';
      const notFound = document && route === NOT_FOUND_PATH;
      const file = notFound ? path.join(outDir, '404.html') : fileFor(outDir, url.pathname);
      const base = path.posix.basename(url.pathname);
      const name = ROOT_SEGMENT.test(base) ? `/${base}` : url.pathname;
      if (!file || (status >= 400 && !document)) missing.push(name);
      else files.set(name, file);
    });
    await page.goto(origin + route, { waitUntil: 'load' });
    // The loading screen's fade is a CSS animation 2 s in; the floor has none.
    const ready = () =>
      [...document.body.querySelectorAll('*')].some((el) =>
        Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
      ) &&
      (document.getElementById('loading-screen')?.getAnimations() ?? []).every(
        (a) => a.playState === 'finished',
      );
    await page.waitForFunction(ready, undefined, { timeout: 30_000, polling: 100 });
    await worker?.(page);
    const started = (last = Math.max(last, Date.now()));
    for (let before = -1; before !== requests || inFlight.size > 0;) {
      while (inFlight.size > 0 || Date.now() - last < 1000) {
        if (Date.now() - started > 30_000) throw new Error(`${route} (${viewport}) did not settle`);
        await page.waitForTimeout(100);
      }
      before = requests;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForTimeout(200);
    }
    if (missing.length > 0)
      throw new Error(`${route} (${viewport}) fetched what the export lacks: ${missing.join(', ')}`);
    const bytes = { html: 0, js: 0, css: 0, total: 0 };
    for (const file of files.values()) {
      const kind = path.extname(file).slice(1);
      if (kind === 'html' || kind === 'js' || kind === 'css') bytes[kind] += fileCost(file);
      bytes.total += fileCost(file);
    }
    return { ...bytes, files: Object.fromEntries([...files].map(([name, file]) => [name, fileCost(file)])) };
  } finally {
    // However the load ends: an open context would keep its connections to the server.
    await context.close();
  }
}
