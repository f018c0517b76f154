//   npm run bench -- [--no-build] [--dir out-e2e] [--check]
//                    [--quick | --bytes-only | --sweep-only | --worker-only]
//
// What each route costs a first-time visitor beside the framework floor, and whether a tap made as the
// loading screen lifts works (bench/README.md says how to read it), in three parts, each file saying
// what it measures: the bytes (./bench/bytes.ts) and the service worker's files, held to
// bench/budgets.json; the sweep (./bench/tap.ts), the tap at the lift held to `inert` and the feel
// reported; the service worker (./bench/worker.ts), reported.
// --quick (npm test): the bytes, a Bangla page at the phone's size only (at the desktop's it loads its
// twin's scripts and styles); Menu tapped at the lift on three routes at slow 3G, where the scripts
// come well after the lift: a Menu that needed them would leave dead taps.
// --check exits 1 on a breach. A run that is not --quick writes its sections of bench/TABLES.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { findChromium, systemChromiumArgs } from './lib/browser';
import { inParallel } from './lib/in-parallel';
import { startPreview } from './lib/servers';
import * as budgets from './bench/budgets';
import { fileCost, measurePage } from './bench/bytes';
import * as site from './bench/site';
import * as tap from './bench/tap';
import * as sw from './bench/worker';

const { dir, has, label, median, table } = site;
const quick = has('--quick');
const only = ['bytes', 'sweep', 'worker'].find((part) => has(`--${part}-only`));
const runs = (part: string) => (only ? only === part : part !== 'worker' || !quick);
const limitsFile = path.join(site.root, 'bench/budgets.json');
const limits = JSON.parse(readFileSync(limitsFile, 'utf8')) as budgets.Budgets;
const kb = (bytes: number) => (bytes / budgets.KB).toFixed(1);
/** A number, and in brackets its difference from `floor`. */
const versus = (value: number | null, floor: number | null) =>
  value === null || floor === null ? `${value ?? '—'}` : `${value} (${site.signed(value - floor)})`;
const dot = () => process.stdout.write('.');

/** A section, with its budgets' verdict: printed and, but by a --quick run, written to TABLES.md. */
function report(text: string, breaches?: string[]) {
  const over = `Over bench/budgets.json:\n\n- ${breaches?.join('\n- ')}`;
  const verdict = breaches?.length ? over : 'Within bench/budgets.json.';
  const full = breaches ? `${text}\n\n${verdict}` : text;
  console.log(`\n${full}\n`);
  if (!quick) site.writeSection(full);
  return breaches ?? [];
}

/**
 * Every route of an export at both viewports, four pages at a time: sizes come from the disk and each
 * page has its own context, so side by side changes how long it takes, not what it reads.
 */
async function measureExport(browser: Browser, exportDir: string, routes: string[]) {
  const server = await startPreview(exportDir);
  const outDir = path.join(site.root, exportDir);
  const sizes = (url: string): ('mobile' | 'desktop')[] =>
    quick && budgets.twinOf(url) ? ['mobile'] : ['mobile', 'desktop'];
  const views = routes.flatMap((route) => sizes(route).map((viewport) => ({ route, viewport })));
  const measured = await inParallel(views, 4, (view) =>
    measurePage(browser, { origin: server.origin, outDir, ...view }).finally(dot),
  ).finally(server.stop);
  return routes.map((route): budgets.RouteBytes => {
    const mine = views.flatMap((view, i) =>
      view.route === route && measured[i] ? [[view.viewport, measured[i]]] : [],
    );
    const viewports = Object.fromEntries(mine);
    return { route: label(route), html: viewports.mobile?.html ?? 0, viewports };
  });
}

/** The bytes of every route and of the worker's files; returns the budgets they go over. */
async function bytes(browser: Browser) {
  const write = site.section('Bytes', 'npm run bench');
  site.buildFloor();
  const [floor] = await measureExport(browser, site.FLOOR_DIR, ['/']);
  if (!floor) throw new Error('The floor was not measured');
  floor.route = 'floor';
  const routes = await measureExport(browser, dir, site.exportRoutes(dir));
  // The worker registers once the page has loaded: its files are not in the routes' bytes.
  const files = ['sw.js', 'offline/index.html', 'bn/offline/index.html'];
  const worker = Object.fromEntries(
    files.map((file) => [`/${file}`.replace('index.html', ''), fileCost(path.join(site.root, dir, file))]),
  );
  const row = (entry: budgets.RouteBytes) => {
    const { ourJs, css, mobileTotal } = budgets.routeMetrics(entry, floor);
    const js = entry === floor ? '—' : kb(ourJs);
    return [entry.route, kb(entry.html), kb(entry.viewports.mobile?.js ?? 0), js, kb(css), kb(mobileTotal)];
  };
  const workerFiles = Object.entries(worker).map(([file, size]) => `${file} ${kb(size)}`);
  const text = write([
    table(['route', 'HTML', 'JS, phone', 'our JS', 'CSS', 'all, phone'], [floor, ...routes].map(row)),
    '',
    'KB: text gzip -9, images and fonts as stored. The service worker, fetched once the page has loaded: ' +
      `${workerFiles.join(', ')}.`,
  ]);
  // What each route fetched, file by file: what a breach asks.
  const listed = path.join(site.root, 'bench/tmp', `bytes-${dir.replaceAll('/', '-')}.json`);
  writeFileSync(listed, `${JSON.stringify([floor, ...routes], null, 1)}\n`);
  console.log(`\nEvery route's files: ${path.relative(site.root, listed)}.`);
  const breaches = budgets.overBudget(routes, floor, limits);
  return report(text, breaches.concat(budgets.workerOverBudget(worker, limits.worker)));
}

/**
 * npm test's check: Menu tapped at the lift at slow 3G, on the three routes whose scripts come last
 * (the most HTML and script: the home page, the team and the contact form), side by side. Every route
 * shares the header's one Menu: the sweep taps it on each.
 */
const QUICK_TAP_ROUTES = ['/', '/team/', '/contact/'];
async function quickTap(browser: Browser) {
  const server = await startPreview(dir);
  const jobs = QUICK_TAP_ROUTES.map((route): tap.Job => ({ route, control: 'menu', profile: 'slow3g' }));
  const measure = (job: tap.Job) =>
    tap.measureTap(browser, { origin: server.origin, ...job, timed: false }).finally(dot);
  const loads = await inParallel(jobs, jobs.length, measure).finally(server.stop);
  const rows = loads.map((load) => [label(load.route), `${load.lift}`, `${load.window ?? 'never'}`]);
  console.log(
    '\nMenu tapped as the loading screen lifts, slow 3G, side by side (inert: ms to a tap that works):',
  );
  console.log(table(['route', 'lift', 'inert'], rows));
  return budgets.inertBreaches(loads, limits.inert);
}

/** The sweep: every route and dialog at every network, one load at a time, beside the first tap's floor. */
async function sweep(browser: Browser) {
  const write = site.section('The feel', 'npm run bench');
  const timed = async (exportDir: string, jobs: tap.Job[], hydrates = true) => {
    const server = await startPreview(exportDir);
    const measure = (job: tap.Job) =>
      tap.measureTap(browser, { ...job, origin: server.origin, timed: true, hydrates }).finally(dot);
    return inParallel(jobs, 1, measure).finally(server.stop);
  };
  const floorJobs = Array<tap.Job>(5).fill({ route: '/', control: 'menu', profile: 'slow4g' });
  const floor = await timed('bench/first-tap', floorJobs, false);
  const loads = await timed(dir, tap.sweepPlan(site.exportRoutes(dir)));
  const floorTap = median(floor.map((load) => load.tapToPaint));
  const row = (route: string, control: string, group: tap.Tap[]) => {
    const feel = group.filter((load) => load.profile === tap.FEEL_PROFILE);
    const of = (key: 'tapToPaint' | 'longestFrame' | 'lift' | 'hydrated') => median(feel.map((l) => l[key]));
    const taps = feel.flatMap((load) => load.tapToPaint ?? []);
    const spread = taps.length > 0 ? `${Math.min(...taps)}–${Math.max(...taps)}` : '—';
    const windows = group.map((load) => load.window ?? Infinity);
    const inert = `${Math.max(...windows)}`.replace('Infinity', 'never');
    const name = tap.CONTROLS[control]?.label ?? control;
    const times = [of('longestFrame'), of('lift'), of('hydrated')].map((value) => `${value ?? '—'}`);
    return [route, name, versus(of('tapToPaint'), floorTap), spread, ...times, inert];
  };
  const pairs = [...new Map(loads.map((load) => [`${load.route} ${load.control}`, load])).values()];
  const group = (route: string, control: string) =>
    loads.filter((l) => l.route === route && l.control === control);
  const timedPairs = pairs.filter(({ route, control }) => tap.timesFeel(route, control));
  const rows = timedPairs.map(({ route, control }) => row(label(route), control, group(route, control)));
  const text = write([
    'At slow 4G and 4x CPU, medians of 5 loads, ms. tap to paint: from the tap made as the loading ' +
      'screen lifts to the paint of its dialog; in brackets, the difference from the floor, the same tap ' +
      'on a page with no script (bench/first-tap/). tap runs: the lowest and highest of its loads; a ' +
      "difference inside them is the machine's. lift and hydrated (the header's Menu): since the " +
      'navigation started. inert: the longest inert window of its loads at any network (slow 4G, 3G, ' +
      'slow 3G).',
    '',
    table(
      ['route', 'control', 'tap to paint', 'tap runs', 'longest frame', 'lift', 'hydrated', 'inert'],
      [row('floor', 'menu', floor), ...rows],
    ),
  ]);
  return report(text, budgets.inertBreaches(loads, limits.inert));
}

/** The service worker beside no worker: a first visit's bytes, and first, repeat and hanging-line visits. */
async function worker(browser: Browser) {
  const write = site.section('Repeat visits and the service worker', 'npm run bench');
  const server = await startPreview(dir);
  const { bytes: costsOf, loads } = await sw
    .measureWorker(browser, server.origin, dir, dot)
    .finally(server.stop);
  const cell = (route: string, visit: string, worker: boolean) => {
    const of = (visit: string, worker: boolean) =>
      loads.filter((l) => l.route === route && l.visit === visit && l.worker === worker).map((l) => l.paint);
    const [value, first, none] = [median(of(visit, worker)), median(of('first', false)), of(visit, worker)];
    const missing = none.includes(null)
      ? `, ${none.filter((v) => v === null).length}/${none.length} none`
      : '';
    if (value === null) return `none in ${sw.HANG_WATCH_MS / 1000} s`;
    return `${versus(value, visit === 'first' && !worker ? null : first)}${missing}`;
  };
  const row = (r: string, v: string) => [`${r} ${v}`, cell(r, v, false), cell(r, v, true)];
  const visits = ['first', 'repeat', 'hanging'];
  const visitRows = sw.WORKER_ROUTES.flatMap((route) => visits.map((visit) => row(route, visit)));
  const total = (files: Record<string, number>) => Object.values(files).reduce((sum, size) => sum + size, 0);
  const costs = sw.WORKER_ROUTES.map((route) => {
    const [without = {}, kept = {}] = costsOf[route] ?? [];
    const added = Object.entries(kept).flatMap(([file, size]) => {
      const more = size - (without[file] ?? 0);
      return more > 0 ? `${file} ${kb(more)}` : [];
    });
    const [before, after] = [total(without), total(kept)];
    return [route, kb(before), kb(after), `+${kb(after - before)}`, added.join(', ')];
  });
  const text = write([
    `First contentful paint at ${sw.WORKER_PROFILE.label} and 4x CPU, 390x844, over a proxy that carries ` +
      `the worker's requests as the page's: medians of ${sw.WORKER_RUNS} loads, ms since the navigation ` +
      'started; in brackets, the difference from the first visit without the worker. first: an empty ' +
      'browser. repeat: the page again in a new tab once the first visit is over (and the worker has kept ' +
      "it); without the worker, the HTTP cache alone. hanging: the page's own request is never answered, " +
      `everything else is; the worker's floor: it waits ${sw.workerTimeoutMs()} ms for the network before ` +
      'it answers from its copy.',
    '',
    table(['visit', 'no worker', 'worker'], visitRows),
    '',
    "A first visit's data cost, KB (as the bytes table): every answer over the wire until the page has " +
      'hydrated, its loading screen lifted and the worker kept it:',
    '',
    table(['route', 'no worker', 'worker', 'added', 'what the worker adds'], costs),
  ]);
  report(text);
}

async function main() {
  if (!has('--no-build')) site.buildSite(dir);
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: run `npx tsx scripts/ensure-browser.ts` first.');
  // Offline, as the end-to-end tests: no host name resolves but the local servers'.
  const args = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
  const system = { executablePath: found.executablePath, args: [...systemChromiumArgs, ...args] };
  const browser = await chromium.launch(found.source === 'playwright' ? { args } : system);
  const breaches: string[] = [];
  try {
    if (runs('bytes')) breaches.push(...(await bytes(browser)));
    if (runs('sweep')) breaches.push(...(await (quick ? quickTap : sweep)(browser)));
    if (runs('worker')) await worker(browser);
  } finally {
    await browser.close();
  }
  if (!has('--check')) return;
  if (breaches.length === 0) return console.log('\nEvery route is within bench/budgets.json.');
  console.error(`\nOver budget (bench/budgets.json):\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
