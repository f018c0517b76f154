/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Budgets,
  KB,
  type RouteBytes,
  budgetsFor,
  inertBreaches,
  inertWindow,
  overBudget,
  routeMetrics,
  twinOf,
  workerOverBudget,
} from './budgets';

const floor: RouteBytes = { route: 'floor', html: 0, viewports: { mobile: view(130), desktop: view(130) } };

function view(jsKb: number, cssKb = 6, totalKb = 200) {
  return { js: jsKb * KB, css: cssKb * KB, total: totalKb * KB };
}

/** A measured route: its HTML, and its scripts, stylesheets and whole first view per viewport, in KB. */
function route(name: string, { html = 10, js = [140, 140], css = [6, 6], total = 200 } = {}): RouteBytes {
  const viewports = { mobile: view(js[0] ?? 0, css[0], total), desktop: view(js[1] ?? 0, css[1], 999) };
  return { route: name, html: html * KB, viewports };
}

const budgets: Budgets = {
  names: { ourJs: 'our JavaScript' },
  default: { html: 30, ourJs: 20, css: 8 },
  routes: { '/': { mobileTotal: 350 }, '/contact/': { ourJs: 40 } },
  bangla: { over: { html: 4, mobileTotal: 100 } },
  worker: { sw: 10, offlinePage: 2 },
  inert: { windowMs: 0 },
};

describe('the byte budgets', () => {
  it('takes our JavaScript beyond the floor and the stylesheets at the heavier viewport', () => {
    expect(routeMetrics(route('/a/', { js: [140, 155], css: [7, 9] }), floor)).toEqual({
      html: 10 * KB,
      ourJs: 25 * KB,
      css: 9 * KB,
      mobileTotal: 200 * KB,
    });
  });

  it("lets a route's own entry override the defaults and add budgets", () => {
    expect(budgetsFor('/contact/', budgets)).toEqual({ html: 30, ourJs: 40, css: 8 });
    expect(budgetsFor('/', budgets)).toEqual({ html: 30, ourJs: 20, css: 8, mobileTotal: 350 });
  });

  it("gives a Bangla page its twin's budgets plus the language's, unless its own says otherwise", () => {
    expect([twinOf('/bn/contact/'), twinOf('/bn/'), twinOf('/contact/')]).toEqual(['/contact/', '/', null]);
    expect(budgetsFor('/bn/', budgets)).toEqual({ html: 34, ourJs: 20, css: 8, mobileTotal: 450 });
    const own = { ...budgets, routes: { '/bn/contact/': { html: 36 } } };
    expect(budgetsFor('/bn/contact/', own)).toEqual({ html: 36, ourJs: 20, css: 8 });
  });

  it('passes routes at their budgets, and names each route and budget that is over, and by how much', () => {
    const within = [route('/', { js: [140, 150], total: 350 }), route('/bn/', { total: 450 })];
    expect(overBudget(within, floor, budgets)).toEqual([]);
    const over = [
      route('/', { js: [151, 140], total: 351 }),
      route('/about/', { html: 30 + 1 / KB, css: [6, 8.5] }),
      route('/bn/', { total: 450 + 0.1 }),
    ];
    expect(overBudget(over, floor, budgets)).toEqual([
      '/: our JavaScript is 21.0 KB, over its budget of 20 KB by 1.0 KB',
      '/: mobileTotal is 351.0 KB, over its budget of 350 KB by 1.0 KB',
      '/about/: html is 30.0 KB, over its budget of 30 KB by 0.0 KB',
      '/about/: css is 8.5 KB, over its budget of 8 KB by 0.5 KB',
      '/bn/: mobileTotal is 450.1 KB, over its budget of 450 KB by 0.1 KB',
    ]);
  });

  it('refuses a budget it cannot measure, rather than ignoring it', () => {
    const unknown = { ...budgets, default: { fonts: 10 } } as unknown as Budgets;
    expect(() => overBudget([route('/a/')], floor, unknown)).toThrow('unknown budget "fonts"');
  });

  it("holds the worker's script and each offline page to theirs, and refuses to run without them", () => {
    const files = (sw: number, bangla: number) => ({
      '/sw.js': sw,
      '/offline/': 1.5 * KB,
      '/bn/offline/': bangla,
    });
    expect(workerOverBudget(files(10 * KB, 2 * KB), budgets.worker)).toEqual([]);
    expect(workerOverBudget(files(10 * KB + 103, 2 * KB + 512), budgets.worker)).toEqual([
      "/sw.js: the service worker's script is 10.1 KB, over its budget of 10 KB by 0.1 KB",
      "/bn/offline/: the service worker's offline page is 2.5 KB, over its budget of 2 KB by 0.5 KB",
    ]);
    expect(() => workerOverBudget(files(1, 1), undefined)).toThrow('"sw" and "offlinePage"');
  });

  it('knows every budget bench/budgets.json names', () => {
    const shipped = JSON.parse(readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8'));
    const routes = Object.keys(shipped.routes).map((name) => route(name));
    expect(() => overBudget(routes, floor, shipped)).not.toThrow();
  });
});

describe('the tap at the lift', () => {
  it('is 0 when the first tap works, even a little after the lift; else runs to the first that works', () => {
    expect(inertWindow(3400, [{ ts: 3412, works: true }])).toBe(0);
    const taps = [
      { ts: 3410 },
      { ts: 3460, works: false },
      { ts: 4180.6, works: true },
      { ts: 4230, works: true },
    ];
    expect(inertWindow(3400, taps)).toBe(781);
    expect(inertWindow(3400, [{ ts: 3410, works: false }])).toBeNull();
    expect(inertWindow(3400, [])).toBeNull();
  });

  it('fails each load whose tap at the lift did not work, and one where none did', () => {
    const loads = [
      { where: '/: Menu at slow 4G', window: 0 },
      { where: '/: Menu at 3G', window: 1200 },
      { where: '/services/: service Learn More at slow 3G', window: null },
    ];
    expect(inertBreaches(loads, budgets.inert)).toEqual([
      '/: Menu at 3G: the first tap that works comes 1200 ms after the loading screen lifts (budget 0 ms)',
      '/services/: service Learn More at slow 3G: no tap opened its dialog',
    ]);
  });
});
