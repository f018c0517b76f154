#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse on every route of the export, as a phone on a slow network sees it,
// beside the framework floor. Reported, not gated: its timings are the machine's as much as the page's.
//
//   node scripts/lighthouse.mjs [--no-build] [--dir out-e2e] [--routes /,/bn/]
//
// Lighthouse's defaults: mobile, simulated throttling (slow 4G, 4x CPU slowdown). The pages are served
// as hosts serve them: nginx with deploy/nginx.conf, over HTTPS and HTTP/2, with the build's brotli
// copies (scripts/lib/servers.ts). Three rounds; in each, the floor (the bare Next.js page of
// bench/baseline/) and then every route, so the floor's runs span the same minutes as the routes'.
// Each number is the median of its three runs. Writes bench/tmp/lighthouse-<dir>.json and, for out/,
// its section of bench/TABLES.md (scripts/bench/tables.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, systemChromiumArgs } from './lib/browser.ts';
import { startNginx } from './lib/servers.ts';
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
} from './bench/site.mjs';
import { commandOf, currentRun, lighthouseSection, writeSection } from './bench/tables.mjs';

/** This run, recorded in what it writes; the load average is read before it adds its own. */
const run = currentRun(commandOf('scripts/lighthouse.mjs', 'lighthouse'));
const dir = dirArg();
const ROUNDS = 3;
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
buildBaseline();

const found = findChromium();
if (!found) {
  console.error('No Chromium found: run `node scripts/ensure-browser.ts` first.');
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
    // The page's HTML as it came over the wire, headers too: past about 14 KB (TCP's first window)
    // it needs a second round trip, which the simulation adds to FCP.
    html: lhr.audits['network-requests']?.details?.items?.find((item) => item.resourceType === 'Document')
      ?.transferSize,
  };
}

const site = await startNginx(path.join(root, dir));
const floorSite = await startNginx(path.join(root, baselineDir));
const chrome = await chromeLauncher.launch({
  chromePath,
  // nginx's certificate is a throwaway self-signed one.
  chromeFlags: ['--headless=new', ...systemChromiumArgs, '--ignore-certificate-errors'],
});
let lighthouseVersion = '';

/** One audit's numbers. Chromium now and then loses a trace (NO_NAVSTART, NO_FCP); Lighthouse says to run again. */
async function audit(origin, url) {
  for (let retries = MAX_RETRIES; ; retries--) {
    const result = await lighthouse(origin + (url === NOT_FOUND_PATH ? NOT_FOUND_COPY : url), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) {
      lighthouseVersion = result.lhr.lighthouseVersion;
      return summary(result.lhr);
    }
    if (retries <= 0) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

/** The median of each number of some runs. */
const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0] ?? {}).map((key) => [key, median(runs.map((r) => r[key]))]));

const urls = exportRoutes(dir).filter((route) => !only || only.has(route));
const pages = [
  { route: 'floor', url: '/', origin: floorSite.origin, runs: [] },
  ...urls.map((url) => ({ route: routeLabel(url), url, origin: site.origin, runs: [] })),
];
try {
  // One audit that counts for nothing first: a fresh Chromium's first page load pays one-time costs
  // (its own code, the machine's file cache) that would land on whichever page came first.
  await audit(site.origin, '/');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of pages) {
      const m = await audit(page.origin, page.url);
      page.runs.push(m);
      console.log(
        `${page.route}, run ${round}: performance ${m.performance}, FCP ${m.fcp} ms, TBT ${m.tbt} ms, CLS ${m.cls}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await site.stop();
  await floorSite.stop();
}

const [floor, ...routes] = pages.map(({ route, url, runs }) => ({ route, url, median: medians(runs), runs }));
const result = { dir, lighthouseVersion, measured: run, floor, routes };
const resultFile = path.join(root, 'bench/tmp', `lighthouse-${dir.replaceAll('/', '-')}.json`);
mkdirSync(path.dirname(resultFile), { recursive: true });
writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
const section = lighthouseSection(result);
console.log(`\n${section.slice(4).join('\n')}\nWritten to ${path.relative(root, resultFile)}.`);
if (dir === 'out') {
  writeSection(section);
  console.log('Its section of bench/TABLES.md is written.');
}
