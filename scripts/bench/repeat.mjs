// What the service worker (scripts/service-worker/) changes for a visitor, beside a first visit and
// the same visits with the worker blocked, measured in one run:
// - a repeat visit at slow 3G and on a connection that hangs: when the page is first painted and
//   when the loading screen lifts;
// - the bytes a first visit fetches, every request over the wire (the worker's own too: /sw.js, the
//   offline pages it installs, what it keeps).
// Every request goes through scripts/lib/proxy.ts, which slows (or holds) the worker's requests as
// much as the page's: Chromium's network emulation slows only the target it is told to, and the
// worker is another target than its page. The pure half (medians, tables): ./repeat-tables.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startProxy } from '../lib/proxy.ts';
import { CPU_SLOWDOWN, PROFILES } from './inert-budgets.mjs';
import { fileCost, fileFor, viewports } from './measure.mjs';
import { root } from './site.mjs';

/** The network of the timed visits: slow 3G, as the inert window's slowest (inert-budgets.mjs). */
export const REPEAT_PROFILE = 'slow3g';
/** The routes measured: the home page in each language, and a page a visitor comes back to. */
export const REPEAT_ROUTES = ['/', '/bn/', '/about/'];
/**
 * A browse of six pages by the site's links (client-side navigations), as issue 53 measured it: what
 * the worker adds to a visit of more than one page.
 */
export const BROWSE = ['/', '/about/', '/services/', '/projects/', '/team/', '/contact/'];
/** How the browse is named in the bytes table. */
export const BROWSE_LABEL = `${BROWSE.length} pages by links`;
/** Loads per route and case; medians are reported. */
export const REPEAT_RUNS = 3;
/** How long a visit on a hanging line is watched for a paint without the worker (it never comes). */
export const HANG_WATCH_MS = 15_000;
const PAGE_WAIT_MS = 60_000;

/**
 * How long the worker waits for the network before it answers a page from its copy, as its source
 * says (lib/service-worker/worker.ts, PAGE_NETWORK_TIMEOUT_SECONDS), in ms.
 */
export function workerTimeoutMs(
  source = readFileSync(path.join(root, 'lib/service-worker/worker.ts'), 'utf8'),
) {
  const seconds = /export const PAGE_NETWORK_TIMEOUT_SECONDS = ([\d.]+)/.exec(source)?.[1];
  if (!seconds) throw new Error('lib/service-worker/worker.ts exports no PAGE_NETWORK_TIMEOUT_SECONDS');
  return Number(seconds) * 1000;
}

/**
 * In the page, before its own code: the first contentful paint and the lift of the loading screen
 * (the end of its fade, on the document's clock: known once the fade has begun, as
 * scripts/bench/inert.mjs reads it), in ms since the navigation started.
 */
function record() {
  const rec = { paint: null, lift: null };
  Object.defineProperty(window, '__repeatBench', { value: rec });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') rec.paint = Math.round(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  const poll = () => {
    const animation = document.querySelector('[data-testid="loading-overlay"]')?.getAnimations()[0];
    const timing = animation?.effect?.getComputedTiming();
    const fading = timing && Number(timing.localTime) >= Number(timing.delay);
    if (animation && animation.startTime !== null && fading && typeof timing.endTime === 'number') {
      rec.lift = Math.round(Number(animation.startTime) + timing.endTime);
      return;
    }
    setTimeout(poll, 20);
  };
  poll();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's record once its loading screen has lifted, or what it has after `waitMs`. */
async function recorded(page, waitMs) {
  const started = Date.now();
  for (;;) {
    const rec = await page.evaluate(() => window.__repeatBench ?? null).catch(() => null);
    if (rec?.lift != null || Date.now() - started > waitMs) return rec ?? { paint: null, lift: null };
    await sleep(100);
  }
}

/**
 * Once a worker controls the page and has kept it (the page is in CacheStorage): a repeat visit
 * finds its copy. With the worker blocked: at once.
 */
async function keptByWorker(page) {
  const started = Date.now();
  const kept = () =>
    page.evaluate(
      async () =>
        Boolean(navigator.serviceWorker?.controller) &&
        Boolean(await caches.match(location.href.split('#')[0], { ignoreSearch: true, ignoreVary: true })),
    );
  while (!(await kept())) {
    if (Date.now() - started > PAGE_WAIT_MS) throw new Error(`${page.url()}: not kept in ${PAGE_WAIT_MS} ms`);
    await sleep(250);
  }
}

/**
 * A context as a phone visitor's, the worker allowed or blocked. Nothing leaves the machine by the
 * browser's own rule (scripts/bench.mjs launches it resolving no other host), not by a route: a
 * route of the context turns the HTTP cache off in its worker too (Playwright's interception), and
 * the worker keeps what the first page loaded from that cache.
 */
async function newVisitor(browser, worker, options = {}) {
  return browser.newContext({
    ...viewports.mobile,
    serviceWorkers: worker ? 'allow' : 'block',
    ...options,
  });
}

/** One timed visit of `url` in a new tab at 4x CPU: its paint and lift (null: none in `waitMs`). */
async function timedVisit(context, url, waitMs) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(record);
    // A navigation that never commits (the line hangs, no worker) is what is measured: no paint, no
    // lift, not an error.
    const committed = await page.goto(url, { waitUntil: 'commit', timeout: waitMs }).then(
      () => true,
      () => false,
    );
    if (!committed) return { page, paint: null, lift: null };
    return { page, ...(await recorded(page, waitMs)) };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/**
 * The timed visits of one route, with the worker or without: a first visit, then a repeat visit at
 * slow 3G once the first is over (and its page kept), then, on `hang`, one on a line that holds the
 * page's request. Between visits the line is fast, so waiting for the worker costs no minutes.
 */
async function visitsOf(browser, proxy, route, worker, hang) {
  const context = await newVisitor(browser, worker);
  const url = proxy.origin + route;
  const loads = [];
  const slow = () => proxy.network(PROFILES[REPEAT_PROFILE]);
  try {
    slow();
    const first = await timedVisit(context, url, PAGE_WAIT_MS);
    loads.push({ visit: 'first', paint: first.paint, lift: first.lift });
    proxy.network(null);
    if (worker) await keptByWorker(first.page);
    await proxy.quiet(500);
    await first.page.close();

    slow();
    const repeat = await timedVisit(context, url, PAGE_WAIT_MS);
    loads.push({ visit: 'repeat', paint: repeat.paint, lift: repeat.lift });
    proxy.network(null);
    await proxy.quiet(500);
    await repeat.page.close();

    if (hang) {
      slow();
      proxy.hang.add(route);
      const hung = await timedVisit(context, url, HANG_WATCH_MS);
      loads.push({ visit: 'hanging', paint: hung.paint, lift: hung.lift });
      await hung.page.close();
      proxy.hang.delete(route);
      proxy.release();
      proxy.network(null);
    }
  } finally {
    proxy.hang.clear();
    proxy.release();
    proxy.network(null);
    await context.close();
  }
  return loads.map((load) => ({ route, worker, ...load }));
}

/** Until the page has hydrated and its loading screen has lifted. */
function settledFirstView(page) {
  return page.waitForFunction(
    () =>
      [...document.body.querySelectorAll('header button')].some((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ) &&
      (document.getElementById('loading-screen')?.getAnimations() ?? []).every(
        (animation) => animation.playState === 'finished',
      ),
    undefined,
    { timeout: PAGE_WAIT_MS, polling: 100 },
  );
}

/** Until the page is kept (with the worker) and nothing has gone over the line for a second, idle. */
async function quietAfter(page, proxy, worker) {
  if (worker) await keptByWorker(page);
  for (;;) {
    await proxy.quiet(1000);
    const before = proxy.requests.length;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
    await sleep(200);
    if (proxy.requests.length === before) break;
  }
}

/**
 * Every request of `requests` that went over the wire, each answer sized from the file on disk
 * (gzip -9 for text, as the bytes table); a 304 (a revalidation from the browser's cache) and a HEAD
 * cost no body.
 */
function sized(requests, outDir, label) {
  const files = {};
  let revalidated = 0;
  for (const { method, path: target, status } of requests) {
    const pathname = decodeURIComponent(new URL(target, 'http://x').pathname);
    if (method === 'HEAD') continue;
    if (status === 304) {
      revalidated += 1;
      continue;
    }
    const file = status === 200 ? fileFor(outDir, pathname) : null;
    if (!file) throw new Error(`${label}: ${method} ${target} answered ${status}, no file of the export`);
    files[pathname] = (files[pathname] ?? 0) + fileCost(file);
  }
  return { files, revalidated };
}

/**
 * The bytes of a first visit of `route`, every request that went over the wire until the page has
 * hydrated, the loading screen has lifted and, with the worker, the page is kept and the network
 * quiet.
 */
async function firstVisitBytes(browser, proxy, outDir, route, worker) {
  // Reduced motion, as the bytes table: the carousel's second slide would come in or not by timing.
  const context = await newVisitor(browser, worker, { reducedMotion: 'reduce' });
  const from = proxy.requests.length;
  try {
    const page = await context.newPage();
    await page.goto(proxy.origin + route, { waitUntil: 'load' });
    await settledFirstView(page);
    await quietAfter(page, proxy, worker);
  } finally {
    await context.close();
  }
  return { route, worker, ...sized(proxy.requests.slice(from), outDir, route) };
}

/**
 * The bytes of BROWSE: its first page, then each next by a click on a link to it (the site's
 * client-side navigation), each page settled (kept, with the worker) before the next.
 */
async function browseBytes(browser, proxy, outDir, worker) {
  const context = await newVisitor(browser, worker, { reducedMotion: 'reduce' });
  const from = proxy.requests.length;
  try {
    const page = await context.newPage();
    await page.goto(proxy.origin + BROWSE[0], { waitUntil: 'load' });
    await settledFirstView(page);
    await quietAfter(page, proxy, worker);
    for (const next of BROWSE.slice(1)) {
      // A link to it, in the menu or the footer: clicked as a visitor's tap is, by the page's script.
      await page.evaluate((href) => document.querySelector(`a[href="${href}"]`)?.click(), next);
      await page.waitForURL((url) => url.pathname === next, { timeout: PAGE_WAIT_MS });
      await page.waitForFunction(() => document.querySelector('h1') !== null, undefined, {
        timeout: PAGE_WAIT_MS,
      });
      await quietAfter(page, proxy, worker);
    }
  } finally {
    await context.close();
  }
  return { route: BROWSE_LABEL, worker, ...sized(proxy.requests.slice(from), outDir, BROWSE_LABEL) };
}

/**
 * Measures the repeat visits and the first visit's bytes of `routes` on `origin` (a server of the
 * export in `outDir`), with the worker blocked and allowed. Timed loads run one at a time.
 */
export async function measureRepeat(
  browser,
  { origin, outDir, routes = REPEAT_ROUTES, runs = REPEAT_RUNS, progress = () => {} },
) {
  const proxy = await startProxy(origin);
  try {
    const bytes = [];
    for (const route of routes) {
      for (const worker of [false, true]) {
        bytes.push(await firstVisitBytes(browser, proxy, path.resolve(root, outDir), route, worker));
        progress();
      }
    }
    for (const worker of [false, true])
      bytes.push(await browseBytes(browser, proxy, path.resolve(root, outDir), worker));
    const loads = [];
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        // Without the worker a hanging line never paints: watched once, not every run.
        for (const worker of [false, true]) {
          loads.push(...(await visitsOf(browser, proxy, route, worker, worker || run === 0)));
          progress();
        }
      }
    }
    return { bytes, loads };
  } finally {
    await proxy.close();
  }
}
