// What the service worker (lib/service-worker/) costs and gives a visitor, beside the same visits
// with it blocked: the bytes of a first visit (every answer over the wire, the worker's own too), and
// when a first visit, a repeat visit and one on a line that never answers are first painted (the
// loading screen lifts 2 s after). Every request goes through scripts/lib/proxy.ts (its header says
// why: Chromium's network emulation would slow the page's requests and not the worker's).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startProxy } from '../lib/proxy';
import { fileCost, fileFor, measurePage, viewports } from './bytes';
import { pageScript, root } from './site';
import { CPU_SLOWDOWN, PROFILES } from './tap';

/** The line of the timed visits (the sweep's slowest), and its routes: each language's home, and a page. */
export const WORKER_PROFILE = PROFILES.slow3g;
export const WORKER_ROUTES = ['/', '/bn/', '/about/'];
/** Timed visits per route and case, whose medians are reported; how long a hanging line is watched. */
export const WORKER_RUNS = 3;
export const HANG_WATCH_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the worker waits for the network before it answers a page from its copy, in ms. */
export function workerTimeoutMs() {
  const source = readFileSync(path.join(root, 'lib/service-worker/worker.ts'), 'utf8');
  const seconds = /export const PAGE_NETWORK_TIMEOUT_SECONDS = ([\d.]+)/.exec(source)?.[1];
  if (!seconds) throw new Error('lib/service-worker/worker.ts exports no PAGE_NETWORK_TIMEOUT_SECONDS');
  return Number(seconds) * 1000;
}

/** In the page before its code: its first contentful paint, ms since the navigation started. */
function record() {
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
    if (paint) Object.defineProperty(window, '__paint', { value: Math.round(paint.startTime) });
  }).observe({ type: 'paint', buffered: true });
}

/** Once a worker controls the page and has kept it, so that a repeat visit finds its copy. */
async function kept(page: Page) {
  const isKept = () =>
    page.evaluate(async () => {
      const options = { ignoreSearch: true, ignoreVary: true };
      const copy = await caches.match(location.href.split('#')[0] ?? '', options);
      return Boolean(navigator.serviceWorker?.controller && copy);
    });
  for (const started = Date.now(); !(await isKept()); await sleep(250))
    if (Date.now() - started > 60_000) throw new Error(`${page.url()}: not kept in 60 s`);
}

/**
 * The first visits' bytes and the timed visits of WORKER_ROUTES on `origin` (a server of `dir`), with
 * the worker blocked and allowed, one at a time.
 */
export async function measureWorker(browser: Browser, origin: string, dir: string, progress: () => void) {
  const proxy = await startProxy(origin);
  const outDir = path.join(root, dir);
  /**
   * A first visit's bytes, as the bytes table measures one (but the worker allowed, and waited for
   * until it has kept the page), from every answer over the wire: a 304 and a HEAD carry none.
   */
  const firstVisit = async (route: string, worker: boolean) => {
    const from = proxy.requests.length;
    await measurePage(
      browser,
      { origin: proxy.origin, outDir, route, viewport: 'mobile' },
      worker ? kept : undefined,
    );
    await proxy.quiet(1000);
    const files: Record<string, number> = {};
    for (const { method, path: target, status } of proxy.requests.slice(from)) {
      if (method === 'HEAD' || status === 304) continue;
      const { pathname } = new URL(target, 'http://x');
      const file = status === 200 ? fileFor(outDir, pathname) : null;
      if (!file) throw new Error(`${route}: ${method} ${target} answered ${status}, no file of the export`);
      files[pathname] = (files[pathname] ?? 0) + fileCost(file);
    }
    return files;
  };
  /**
   * A visitor's visits of a route, each in a new tab at 4x CPU on the slow line: a first, then a repeat
   * once the first is over (and kept by the worker), then with `hang` one whose own request is never
   * answered. Each one's first paint, null when none came (a navigation that never commits included).
   */
  const visits = async (route: string, worker: boolean, hang: boolean) => {
    const context = await browser.newContext({
      ...viewports.mobile,
      serviceWorkers: worker ? 'allow' : 'block',
    });
    const loads: { route: string; worker: boolean; visit: string; paint: number | null }[] = [];
    try {
      for (const visit of hang ? ['first', 'repeat', 'hanging'] : ['first', 'repeat']) {
        if (visit === 'hanging') proxy.hang.add(route);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.addInitScript({ content: pageScript(record, undefined) });
        const [started, waitMs] = [Date.now(), visit === 'hanging' ? HANG_WATCH_MS : 60_000];
        let paint: number | null = null;
        proxy.network(WORKER_PROFILE);
        if (await page.goto(proxy.origin + route, { waitUntil: 'commit', timeout: waitMs }).catch(() => null))
          while (paint === null && Date.now() - started < waitMs) {
            await sleep(100);
            paint = await page
              .evaluate(() => (window as { __paint?: number }).__paint ?? null)
              .catch(() => null);
          }
        // Between visits the line is fast: waiting for the worker costs no minutes.
        proxy.network(null);
        loads.push({ route, worker, visit, paint });
        if (visit === 'first' && worker) await kept(page);
        if (visit !== 'hanging') await proxy.quiet(500);
        await page.close();
      }
    } finally {
      proxy.hang.clear();
      proxy.release();
      await context.close();
    }
    return loads;
  };
  try {
    const bytes: Record<string, Record<string, number>[]> = {};
    for (const route of WORKER_ROUTES) {
      bytes[route] = [await firstVisit(route, false), await firstVisit(route, true)];
      progress();
    }
    const loads = [];
    for (let run = 0; run < WORKER_RUNS; run++)
      for (const route of WORKER_ROUTES)
        for (const worker of [false, true]) {
          // Without the worker a hanging line never paints: watched once, not every run.
          loads.push(...(await visits(route, worker, worker || run === 0)));
          progress();
        }
    return { bytes, loads };
  } finally {
    await proxy.close();
  }
}
