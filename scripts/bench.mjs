#!/usr/bin/env node
// `npm run bench`: what each route costs a first-time visitor, in bytes, beside the framework floor;
// whether a tap made as the loading screen lifts works (the inert window), and how soon it is painted
// (the feel).
//
//   node scripts/bench.mjs [--no-build] [--dir out-e2e] [--check] [--quick]
//                          [--bytes-only | --inert-only | --worker-only] [--profile slow4g] [--trace]
//
// Builds the site (unless --no-build) and bench/baseline/ (a bare page with the site's next config),
// serves each with scripts/start.mjs on a free port, and opens every route in Chromium at 390x844
// (DPR 3) and 1366x900, counting every file fetched until the network is quiet after hydration and the
// lift, prefetches included. Sizes come from the files on disk (gzip -9 for text), so a build always
// reads the same.
//
// Then the sweep (scripts/bench/inert.mjs): each route on a slow phone (three networks, 4x CPU),
// tapping Menu, Privacy Policy and the page's own dialog buttons from the moment the loading screen
// lifts, then watching the frames for 3 s. At slow 4G, five loads where the feel is timed, beside the
// same tap on a page with no script (bench/first-tap/, the first tap's floor).
//
// Raw numbers go to bench/tmp/; a full run on out/ writes its sections of bench/TABLES.md. --check
// exits 1 when a route is over bench/budgets.json.
// --quick (npm test): the bytes, and Menu on every English route (a Bangla page is its twin in other
// words) at slow 3G, three loads at a time: whether the tap at the lift works (the scripts run well
// after the lift there, so a Menu that needed them would fail). Timings are the full sweep's, reported.
// That every other dialog works before the scripts do is an end-to-end test (declarative-dialogs.spec.ts).
// --profile slow4g sweeps one network only; --trace writes a Chrome trace of every load to bench/tmp/traces/.
// The full run then measures the service worker (scripts/bench/repeat.mjs): a repeat visit of a few
// routes at slow 3G and on a hanging line, and the bytes of a first visit, with the worker blocked
// and allowed, in the same run. Its timings are reported, not gated; --quick leaves it out
// (the worker's own bytes are checked from the files on disk: workerOverBudget).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium, systemChromiumArgs } from './lib/browser.ts';
import { overBudget, twinOf, workerOverBudget } from './bench/budgets.mjs';
import {
  CONTROLS,
  LIGHTHOUSE_PROFILE,
  PROFILES,
  inertBreaches,
  inertPlan,
  inertTable,
} from './bench/inert-budgets.mjs';
import { measureInert } from './bench/inert.mjs';
import { fileCost, measurePage, nomoduleScripts, viewports } from './bench/measure.mjs';
import {
  NOT_FOUND_PATH,
  baselineDir,
  buildBaseline,
  buildSite,
  dirArg,
  exportRoutes,
  root,
  routeLabel,
  serve,
} from './bench/site.mjs';
import { HANG_WATCH_MS, REPEAT_PROFILE, measureRepeat, workerTimeoutMs } from './bench/repeat.mjs';
import {
  bytesSection,
  commandOf,
  currentRun,
  feelSection,
  workerSection,
  writeSection,
} from './bench/tables.mjs';

/** This run, recorded in what it writes; the load average is read before it adds its own. */
const run = currentRun(commandOf('scripts/bench.mjs', 'bench'));
const dir = dirArg();
const check = process.argv.includes('--check');
const workerOnly = process.argv.includes('--worker-only');
const bytes = !process.argv.includes('--inert-only') && !workerOnly;
const inert = !process.argv.includes('--bytes-only') && !workerOnly;
const quick = process.argv.includes('--quick');
/** The service worker's repeat visits and first-visit bytes: the full run, or --worker-only. */
const worker =
  workerOnly || (!quick && !process.argv.includes('--bytes-only') && !process.argv.includes('--inert-only'));
/** --profile slow4g: the sweep at one network profile only (scripts/bench/inert-budgets.mjs). */
const profileFlag = process.argv.indexOf('--profile');
const profiles =
  profileFlag > 0 ? { [process.argv[profileFlag + 1]]: PROFILES[process.argv[profileFlag + 1]] } : PROFILES;
if (Object.values(profiles).includes(undefined)) {
  console.error(`--profile takes one of ${Object.keys(PROFILES).join(', ')}.`);
  process.exit(2);
}
/** --trace: a Chrome trace of every inert load, in bench/tmp/traces/. */
const traces = process.argv.includes('--trace') ? path.join(root, 'bench/tmp/traces') : null;
if (traces) mkdirSync(traces, { recursive: true });
const controls = quick ? { menu: CONTROLS.menu } : CONTROLS;
/** Pages measured at once by the byte pass. */
const BYTES_CONCURRENCY = 4;
/**
 * Pages loaded at once by --quick's slow-3G window, which asks only whether a tap at the lift works
 * (a busier CPU only makes that harder). Every timed load (the sweep, the feel) runs alone: two
 * slowed-down pages side by side on a small machine would time each other.
 */
const QUICK_WINDOW_CONCURRENCY = 3;
const KINDS = ['html', 'js', 'css', 'font', 'img', 'data', 'other'];

if (!process.argv.includes('--no-build')) buildSite(dir);
// The baseline is cheap to build (a few seconds) and must match the installed Next, so always build it.
if (bytes) buildBaseline();

const found = findChromium();
if (!found) {
  console.error('No Chromium found: run `node scripts/ensure-browser.ts` first.');
  process.exit(1);
}
// Offline, as in tests/e2e/fixtures.ts: no host name but the local server's resolves.
const offline = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';
const browser = await chromium.launch({
  ...(found.source === 'playwright'
    ? { args: [offline] }
    : { executablePath: found.executablePath, args: [...systemChromiumArgs, offline] }),
});
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
/** A run's raw numbers go to bench/tmp/ (git-ignored); bench/TABLES.md is the record. */
const write = (name, data) => {
  const file = path.join(root, 'bench/tmp', `${name}-${dir.replaceAll('/', '-')}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(root, file);
};
/** The full runs on out/ write their section of bench/TABLES.md; a quick run or another export does not. */
const record = dir === 'out' && !quick;

/** `measure` of each item, at most `concurrency` at a time, in the items' order. */
async function inParallel(items, concurrency, measure) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await measure(items[index]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** Measures every route of an export at both viewports. */
async function measureExport(exportDir, routes) {
  const outDir = path.join(root, exportDir);
  const server = await serve(exportDir);
  try {
    const measureView = async ([url, viewport]) => {
      const { files } = await measurePage(browser, {
        origin: server.origin,
        outDir,
        route: url,
        viewport,
        notFound: url === NOT_FOUND_PATH,
      });
      const missing = files.filter((file) => file.kind === 'missing');
      if (missing.length > 0) {
        throw new Error(
          `${url} (${viewport}) fetched what the export lacks: ${missing.map((f) => f.path).join(', ')}`,
        );
      }
      const totals = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
      for (const file of files) totals[file.kind] += file.bytes;
      totals.total = KINDS.reduce((sum, kind) => sum + totals[kind], 0);
      process.stdout.write('.');
      return { ...totals, files: Object.fromEntries(files.map((file) => [file.path, file.bytes])) };
    };
    // Sizes come from disk and each page has its own context and cache, so running pages side by
    // side changes how long the bench takes, not what it reports.
    // --quick: a Bangla page at the phone size only, where its budgets differ from its twin's (the
    // Bengali font, its HTML); at the desktop size it loads its twin's scripts and styles.
    const viewportsOf = (url) => (quick && twinOf(url) !== null ? ['mobile'] : Object.keys(viewports));
    const views = routes.flatMap((url) => viewportsOf(url).map((viewport) => [url, viewport]));
    const measured = await inParallel(views, BYTES_CONCURRENCY, measureView);
    return routes.map((url) => {
      const entry = { route: routeLabel(url), url, html: 0, polyfill: 0, viewports: {} };
      views.forEach(([viewUrl, viewport], index) => {
        if (viewUrl === url) entry.viewports[viewport] = measured[index];
      });
      entry.html = entry.viewports.mobile.html;
      // Modern browsers skip `nomodule` scripts, so the polyfill is sized from the HTML, not the network.
      const htmlFile = url === NOT_FOUND_PATH ? '404.html' : path.join(url, 'index.html');
      const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
      entry.polyfill = nomoduleScripts(html).reduce(
        (sum, src) => sum + fileCost(path.join(outDir, new URL(src, 'http://x').pathname)),
        0,
      );
      return entry;
    });
  } finally {
    await server.close();
  }
}

/** The bytes of every route; returns the budgets they go over. */
async function benchBytes() {
  const [floor] = await measureExport(baselineDir, ['/']);
  const routes = await measureExport(dir, exportRoutes(dir));
  process.stdout.write('\n');
  const results = {
    about:
      'Bytes fetched on first view by `npm run bench` (scripts/bench.mjs): text files gzip -9, images and fonts as stored. ' +
      "floor = a bare Next.js page with the site's config (bench/baseline/). polyfill = the nomodule script, not fetched by modern browsers. " +
      'measured = the run: its start, commit, load average at the start, command.',
    dir,
    measured: run,
    floor: { ...floor, route: 'floor' },
    routes,
  };
  const section = bytesSection(results, budgets);
  if (record) writeSection(section);
  // The table TABLES.md shows, under its heading and the run's line.
  console.log(`\n${section.slice(4).join('\n')}\nWritten to ${write('results', results)}.`);
  return [...overBudget(results, budgets), ...benchWorker()];
}

/**
 * The service worker and its offline pages, from the export on disk (gzip -9): what a first visit
 * downloads beyond the page, once the page has loaded (scripts/service-worker.ts). The routes above
 * are measured as they load; the worker registers after, so it is not in their bytes.
 */
function benchWorker() {
  const exportDir = path.join(root, dir);
  const sizes = {
    worker: fileCost(path.join(exportDir, 'sw.js')),
    offlinePages: Object.fromEntries(
      ['/offline/', '/bn/offline/'].map((route) => [
        route,
        fileCost(path.join(exportDir, route, 'index.html')),
      ]),
    ),
  };
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Service worker: /sw.js ${kb(sizes.worker)} gzip (budget ${budgets.worker?.sw} KB); offline pages ${Object.entries(
      sizes.offlinePages,
    )
      .map(([route, bytes]) => `${route} ${kb(bytes)}`)
      .join(', ')} (budget ${budgets.worker?.offlinePage} KB each).`,
  );
  return workerOverBudget(sizes, budgets.worker);
}

/**
 * The inert window and the feel of every route. The sweep: every control at every profile, one load
 * at a time, five at slow 4G where the feel is timed. --quick: Menu at slow 3G, three at a time.
 */
async function benchInert() {
  const started = Date.now();
  const server = await serve(dir);
  // A Bangla page has its English twin's markup and scripts in other words: the quick run taps the
  // English pages' Menu, the sweep both.
  const routes = exportRoutes(dir).filter((route) => !quick || twinOf(route) === null);
  const measure = async (job) => {
    const trace =
      traces &&
      path.join(
        traces,
        `${routeLabel(job.route).replace(/\W+/g, '-')}-${job.control}-${job.profile}-${Date.now()}.json`,
      );
    const load = await measureInert(browser, { origin: server.origin, ...job, trace, timed: !quick });
    process.stdout.write('.');
    return load;
  };
  let loads;
  // The first tap's floor (issue 35): Menu on a page with no script (bench/first-tap/), timed as
  // the routes are and in the same run; the full sweep only.
  let floor = [];
  try {
    if (!quick) {
      const floorServer = await serve('bench/first-tap');
      try {
        const plan = inertPlan(
          ['/'],
          { menu: CONTROLS.menu },
          { [LIGHTHOUSE_PROFILE]: PROFILES[LIGHTHOUSE_PROFILE] },
        );
        floor = await inParallel(plan, 1, (job) =>
          measureInert(browser, { origin: floorServer.origin, ...job, hydrates: false }),
        );
      } finally {
        await floorServer.close();
      }
    }
    if (quick) {
      const slow3g = { slow3g: PROFILES.slow3g };
      loads = await inParallel(inertPlan(routes, controls, slow3g), QUICK_WINDOW_CONCURRENCY, measure);
    } else {
      loads = await inParallel(inertPlan(routes, controls, profiles), 1, measure);
    }
  } finally {
    await server.close();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const inertData = {
    about:
      'The inert window of `npm run bench` (scripts/bench/inert.mjs), one page load per route, control and network, 4x CPU slowdown, 390x844 (Company Profile 1366x900). ' +
      'ms since the navigation started: lift = the loading screen is gone; hydrated = React owns the header Menu button (null: not waited for); ' +
      'window = from the lift to the first tap that opens its dialog (0: the tap at the lift did; null: none in 30 s); firstTap = its delay after the lift; ' +
      'response = from that tap to its dialog; taps = taps made; scripts = when the first chunk was requested and the last arrived; ' +
      'tapToPaint = from the tap at the lift to the paint of its dialog (Event Timing; 16: under its floor); longestFrame = the longest animation frame in the 3 s after the lift. ' +
      "atLift = as the loading screen began to lift: fonts loaded, fontsAfter = font faces loaded after, the first view's pictures and how many were complete, the header hydrated. " +
      'floor = the same Menu loads on bench/first-tap/, a page with no script (the full sweep only). ' +
      'measured = the run: its start, commit, load average at the start, command.',
    dir,
    measured: run,
    ...(floor.length > 0 ? { floor } : {}),
    loads,
  };
  const inertFile = write(quick ? 'inert-quick' : 'inert', inertData);
  console.log(
    `\nThe inert window, ${dir}/ (${loads.length} page loads in ${minutes} min): when the loading screen lifts, when the header's controls are hydrated, and how long after the lift a tap first opens the dialog:`,
  );
  if (quick) {
    console.log(
      `(slow 3G: ${QUICK_WINDOW_CONCURRENCY} loads at a time; its times are slower than one load alone would read.)`,
    );
  }
  console.log(inertTable(loads, routeLabel));
  if (!quick) {
    const section = feelSection(inertData, budgets);
    if (record) writeSection(section);
    console.log(`\n${section.slice(4).join('\n')}`);
  }
  console.log(`Written to ${inertFile}.`);
  return inertBreaches(loads, budgets.inert);
}

/**
 * The service worker beside no worker (scripts/bench/repeat.mjs): repeat visits at slow 3G and on a
 * hanging line, and the bytes of a first visit. Reported, not gated: its timings are the machine's
 * as much as the page's, and the worker's own bytes are held to their budgets from the disk.
 */
async function benchRepeat() {
  const started = Date.now();
  const server = await serve(dir);
  let measured;
  try {
    measured = await measureRepeat(browser, {
      origin: server.origin,
      outDir: dir,
      progress: () => process.stdout.write('.'),
    });
  } finally {
    await server.close();
  }
  const data = {
    about:
      'Repeat visits and first-visit bytes with the service worker blocked and allowed (scripts/bench/repeat.mjs), 390x844, through a proxy carrying the page’s and the worker’s requests alike. ' +
      'loads: paint = first contentful paint, lift = the loading screen gone, ms since the navigation started (null: none in hangWatchMs); visit: first, repeat (a new tab once the first is over and kept), hanging (the page’s request never answered); ' +
      `at ${REPEAT_PROFILE}, 4x CPU. bytes: every answer over the wire, sized from disk (gzip -9 for text); revalidated: 304s. ` +
      'measured = the run: its start, commit, load average at the start, command.',
    dir,
    measured: run,
    profile: REPEAT_PROFILE,
    timeoutMs: workerTimeoutMs(),
    hangWatchMs: HANG_WATCH_MS,
    routes: [...new Set(measured.loads.map((load) => load.route))],
    ...measured,
  };
  const file = write('repeat', data);
  const section = workerSection(data);
  if (record) writeSection(section);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n(${minutes} min)\n${section.slice(4).join('\n')}\nWritten to ${file}.`);
}

const breaches = [];
try {
  if (bytes) breaches.push(...(await benchBytes()));
  if (inert) breaches.push(...(await benchInert()));
  if (worker) await benchRepeat();
} finally {
  await browser.close();
}
if (record) console.log('Its sections of bench/TABLES.md are written.');

if (check) {
  if (breaches.length > 0) {
    console.error(`\nOver budget (bench/budgets.json):\n${breaches.map((b) => `  ${b.message}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Every route is within bench/budgets.json.');
}
