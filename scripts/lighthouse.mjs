#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse on every route of the export, as a phone on a slow network sees it.
//
//   node scripts/lighthouse.mjs [--no-build] [--dir out-e2e] [--runs 5] [--routes /,/bn/] [--nginx]
//                               [--bengali-font[=other]]
//
// Lighthouse's defaults: mobile form factor, simulated throttling (slow 4G, 4x CPU slowdown). Each
// route runs five times, once a round, beside its twin in the other language, and each number is the
// median of its runs, taken metric by metric. The framework floor, the bare Next.js page `npm run
// bench` builds (bench/baseline/), runs twice a round and once after the last (the order:
// scripts/bench/lighthouse-rounds.mjs): its row is the median of those, and each route is held to
// targets against it (issue 35; a Bangla page also against its English twin, issue 34). Served by
// `npm start` over plain HTTP/1.1, or with --nginx through deploy/nginx.conf over HTTPS and HTTP/2
// with the build's brotli copies, as hosts serve it (scripts/lib/servers.cjs). This machine has no
// Bengali font; --bengali-font gives Chromium a device's own (scripts/bench/device-font.mjs): Noto
// Sans Bengali, as on most Android phones in Bangladesh, or with =other another one, as on an
// iPhone, a Mac or a Windows computer. Writes bench/lighthouse.json, lighthouse-nginx.json,
// lighthouse-nginx-bengali-font.json or lighthouse-nginx-other-bengali-font.json (bench/tmp/ for
// another export), with the run (date, commit, load average at the start, command), prints a table
// and, for out/, writes bench/TABLES.md from bench/'s JSON files (scripts/bench/tables.mjs). Not
// part of npm test: it takes minutes, and its timings depend on the machine; the byte budgets of
// `npm run bench` are what CI checks.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, systemChromiumArgs } from './browser.mjs';
import { startNginx } from './lib/servers.cjs';
import { DEVICE_FONTS, bengaliFontConfig } from './bench/device-font.mjs';
import { FLOOR, auditOrder } from './bench/lighthouse-rounds.mjs';
import { median } from './bench/inert-budgets.mjs';
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
import { commandOf, currentRun, lighthouseFile, lighthouseMisses, writeTables } from './bench/tables.mjs';

/** This run, recorded in what it writes; the load average is read before it adds its own. */
const run = currentRun(commandOf('scripts/lighthouse.mjs', 'lighthouse'));
const dir = dirArg();
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5;
/** --routes /,/bn/: only these routes (a page beside its twin, say), not every route of the export. */
const routesFlag = process.argv.indexOf('--routes');
const only = routesFlag > 0 ? new Set((process.argv[routesFlag + 1] ?? '').split(',')) : null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Lighthouse refuses a page answered with status 404, so the 404 page is audited at Next's copy of
 * it, out/404/index.html (the same file as 404.html), served with status 200.
 */
const NOT_FOUND_COPY = '/404/';
/** Times one audit may fail with a Lighthouse runtime error before the script gives up. */
const MAX_RETRIES = 2;

if (!process.argv.includes('--no-build')) buildSite(dir);
// The floor, as in `npm run bench`: a bare Next.js page with the site's config and post-build steps.
buildBaseline();

const found = findChromium();
if (!found) {
  console.error('No Chromium found: run `node scripts/ensure-browser.mjs` first.');
  process.exit(1);
}
const chromePath = found.executablePath ?? (await import('@playwright/test')).chromium.executablePath();

/** The numbers kept from one Lighthouse report. */
function summary(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: Math.round(metric('first-contentful-paint')),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    speedIndex: Math.round(metric('speed-index')),
    // The page's HTML as it came over the wire (headers too): past about 14 KB, TCP's first window,
    // it needs a second round trip, which the simulation adds to FCP.
    html: lhr.audits['network-requests']?.details?.items?.find((item) => item.resourceType === 'Document')
      ?.transferSize,
  };
}

const viaNginx = process.argv.includes('--nginx');
/** --bengali-font: the device's own Bengali font, 'phone' (Noto Sans Bengali) or, with =other, 'other'. */
const fontFlag = process.argv.find((arg) => arg === '--bengali-font' || arg.startsWith('--bengali-font='));
const deviceFont = fontFlag ? (fontFlag.split('=')[1] ?? 'phone') : null;
if (deviceFont && !Object.hasOwn(DEVICE_FONTS, deviceFont)) {
  console.error(`--bengali-font=${deviceFont}: not one of ${Object.keys(DEVICE_FONTS).join(', ')}.`);
  process.exit(2);
}
/** The export served as --nginx says: by nginx over HTTPS and HTTP/2, or by `npm start`. */
async function serveExport(exportDir) {
  if (!viaNginx) return serve(exportDir);
  const nginx = await startNginx(path.join(root, exportDir));
  return { origin: nginx.origin, close: nginx.stop };
}
const server = await serveExport(dir);
const floorServer = await serveExport(baselineDir);
const chrome = await chromeLauncher.launch({
  chromePath,
  // nginx's certificate is a throwaway self-signed one.
  chromeFlags: [
    '--headless=new',
    ...systemChromiumArgs,
    ...(viaNginx ? ['--ignore-certificate-errors'] : []),
  ],
  envVars: deviceFont
    ? { ...process.env, FONTCONFIG_FILE: await bengaliFontConfig(deviceFont) }
    : process.env,
});
let lighthouseVersion = '';
const audit = (origin, url) =>
  lighthouse(origin + (url === NOT_FOUND_PATH ? NOT_FOUND_COPY : url), {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });

/** The median of each number of some runs. */
const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0] ?? {}).map((key) => [key, median(runs.map((run) => run[key]))]));

/**
 * One audit's numbers. Chromium now and then loses a trace (NO_NAVSTART, NO_FCP); Lighthouse itself
 * says to run again.
 */
async function auditOnce(origin, url) {
  for (let retries = MAX_RETRIES; ; retries--) {
    const result = await audit(origin, url);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) {
      lighthouseVersion = result.lhr.lighthouseVersion;
      return summary(result.lhr);
    }
    if (retries <= 0) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

/** One audit's line, as the run goes. */
const report = (label, m) =>
  console.log(`${label}: performance ${m.performance}, FCP ${m.fcp} ms, TBT ${m.tbt} ms, CLS ${m.cls}`);

let floor;
let floorDrift;
let routes;
try {
  // One run that counts for nothing first: a fresh Chromium's first page load pays one-time costs
  // (its own code, the machine's file cache) that no visitor's second page does, and that otherwise
  // land on whichever route comes first (TBT 500 ms on / in one run, 60-110 in the next ones).
  await audit(server.origin, '/');
  const urls = exportRoutes(dir).filter((route) => !only || only.has(route));
  const floorRuns = [];
  const runs = new Map(urls.map((url) => [url, []]));
  for (const entry of auditOrder(urls, RUNS)) {
    const isFloor = entry === FLOOR;
    const result = await auditOnce(isFloor ? floorServer.origin : server.origin, isFloor ? '/' : entry);
    const itsRuns = isFloor ? floorRuns : runs.get(entry);
    itsRuns.push(result);
    report(`${isFloor ? 'floor' : routeLabel(entry)}, run ${itsRuns.length}`, result);
  }
  floor = { route: 'floor', url: '/', median: medians(floorRuns), runs: floorRuns };
  floorDrift = { first: medians(floorRuns.slice(0, RUNS)), last: medians(floorRuns.slice(-RUNS)) };
  routes = urls.map((url) => ({
    route: routeLabel(url),
    url,
    median: medians(runs.get(url)),
    runs: runs.get(url),
  }));
} finally {
  await chrome.kill();
  await server.close();
  await floorServer.close();
}

/** bench/lighthouse.json for out/ (what bench/TABLES.md shows), bench/tmp/ for another export. */
const resultName = lighthouseFile({ nginx: viaNginx, device: deviceFont });
const resultFile =
  dir === 'out'
    ? `bench/${resultName}`
    : `bench/tmp/${path.basename(resultName, '.json')}-${dir.replaceAll('/', '-')}.json`;
mkdirSync(path.dirname(path.join(root, resultFile)), { recursive: true });
writeFileSync(
  path.join(root, resultFile),
  `${JSON.stringify(
    {
      about: `npm run lighthouse (scripts/lighthouse.mjs): Lighthouse ${lighthouseVersion}, mobile, simulated throttling, served by ${viaNginx ? 'nginx (deploy/nginx.conf) over HTTPS and HTTP/2' : 'npm start over HTTP/1.1'}${deviceFont ? `, Chromium with ${DEVICE_FONTS[deviceFont].name} installed, as on ${DEVICE_FONTS[deviceFont].device} (${DEVICE_FONTS[deviceFont].pages})` : ''}, median of ${RUNS} runs per number, every page once a round, an English page and its Bangla twin one after the other; times in ms. floor = a bare Next.js page with the site's config (bench/baseline/), twice a round and once after the last round, its median over all (floorDrift: the medians of its first ${RUNS} runs and of its last ${RUNS}). measured = the run: its start, commit, load average at the start, command.`,
      dir,
      lighthouseVersion,
      measured: run,
      floor,
      floorDrift,
      routes,
    },
    null,
    2,
  )}\n`,
);

const header = ['route', 'Perf', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'A11y', 'BP', 'SEO'];
const rows = [
  header,
  ...[floor, ...routes].map(({ route, median: m }) =>
    [
      route,
      m.performance,
      m.fcp,
      m.lcp,
      m.tbt,
      m.cls,
      m.speedIndex,
      m.accessibility,
      m.bestPractices,
      m.seo,
    ].map(String),
  ),
];
const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
console.log(`\nLighthouse, mobile, simulated throttling, median of ${RUNS} runs (times in ms), ${dir}/:`);
for (const r of rows)
  console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
const misses = lighthouseMisses({ floor, routes });
console.log(
  misses.length === 0
    ? 'Every route meets its targets against the floor (and its English twin).'
    : `Under target:\n${misses.map((miss) => `  ${miss}`).join('\n')}`,
);
console.log(`Written to ${resultFile}.`);
if (dir === 'out') {
  writeTables(run);
  console.log('Tables written to bench/TABLES.md.');
}
