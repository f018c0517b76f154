// `npm run lighthouse -- [--no-build] [--dir out-e2e]`: Lighthouse on every route as a phone on a slow
// network sees it, beside the framework floor; reported, not gated. Lighthouse's defaults: mobile,
// simulated throttling (slow 4G, 4x CPU). Served as hosts serve: nginx with deploy/nginx.conf, HTTPS,
// HTTP/2, the build's brotli copies (scripts/lib/servers.ts). Three rounds, each the floor
// (bench/baseline/) and then every route, so the floor's audits span the same minutes as the routes';
// medians of three. Writes its section of bench/TABLES.md.
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium, systemChromiumArgs } from './lib/browser';
import { startNginx } from './lib/servers';
import * as site from './bench/site';

/** The columns: the first four beside the floor's. */
const COLUMNS = ['score', 'FCP', 'TBT', 'LCP', 'CLS', 'A11y', 'BP', 'SEO', 'HTML'];

async function main() {
  // Imported, not required: tsx's require hook would name the functions Lighthouse runs in the page
  // with a helper of its own (`__name`), which the page lacks.
  const { default: lighthouse } = await import('lighthouse');
  const write = site.section('Lighthouse through nginx', 'npm run lighthouse');
  if (!site.has('--no-build')) site.buildSite(site.dir);
  site.buildFloor();
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: run `npx tsx scripts/ensure-browser.ts` first.');
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const routes = await startNginx(path.join(site.root, site.dir));
    stops.push(routes.stop);
    const floor = await startNginx(path.join(site.root, site.FLOOR_DIR));
    stops.push(floor.stop);
    const chrome = await chromeLauncher.launch({
      chromePath: found.executablePath ?? chromium.executablePath(),
      // nginx's certificate is a throwaway self-signed one.
      chromeFlags: ['--headless=new', ...systemChromiumArgs, '--ignore-certificate-errors'],
    });
    stops.push(async () => chrome.kill());
    let version = '';
    /** An audit; Chromium now and then loses a trace (NO_FCP, NO_NAVSTART): Lighthouse says run it again. */
    const audit = async (origin: string, url: string, retries = 2): Promise<number[]> => {
      // Lighthouse refuses a page answered 404: the 404 page is audited at Next's copy, answered 200.
      const page = origin + (url === site.NOT_FOUND_PATH ? '/404/' : url);
      const onlyCategories = ['performance', 'accessibility', 'best-practices', 'seo'];
      const lhr = (await lighthouse(page, { port: chrome.port, logLevel: 'error', onlyCategories }))?.lhr;
      if ((!lhr || lhr.runtimeError) && retries > 0) return audit(origin, url, retries - 1);
      if (!lhr || lhr.runtimeError) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'no report'}`);
      version = lhr.lighthouseVersion;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      // The document as it came over the wire: past TCP's first window (about 14 KB) it needs a second
      // round trip, which the simulation adds to FCP.
      const requests = lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] };
      const html = Number(requests?.items?.find((item) => item.resourceType === 'Document')?.transferSize);
      const cls = Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3));
      const times = ['first-contentful-paint', 'total-blocking-time', 'largest-contentful-paint'].map(ms);
      return [
        score('performance'),
        ...times,
        cls,
        ...onlyCategories.slice(1).map(score),
        Math.round(html / 102.4) / 10,
      ];
    };
    const pages = [{ route: 'floor', url: '/', origin: floor.origin }].concat(
      site.exportRoutes(site.dir).map((url) => ({ route: site.label(url), url, origin: routes.origin })),
    );
    const runs = pages.map((): number[][] => []);
    // One audit that counts for nothing: a fresh Chromium's first load pays one-time costs.
    await audit(routes.origin, '/');
    for (let round = 1; round <= 3; round++)
      for (const [i, { route, url, origin }] of pages.entries()) {
        runs[i]?.push(await audit(origin, url));
        console.log(
          `${route}, round ${round}: ${COLUMNS.map((c, k) => `${c} ${runs[i]?.at(-1)?.[k]}`).join(', ')}`,
        );
      }
    const medians = runs.map((audits) =>
      COLUMNS.map((_, k) => site.median(audits.map((a) => a[k])) ?? Number.NaN),
    );
    const rows = pages.map(({ route }, i) => {
      const cells = medians[i]?.map((value, k) => {
        const change = Math.round((value - (medians[0]?.[k] ?? 0)) * 1000) / 1000;
        const shown = k === 8 ? value.toFixed(1) : `${value}`;
        return i === 0 || k > 3 ? shown : `${shown} (${site.signed(change)})`;
      });
      const tbt = runs[i]?.map((audit) => audit[2] ?? 0) ?? [];
      return [
        route,
        ...(cells?.slice(0, 3) ?? []),
        `${Math.min(...tbt)}–${Math.max(...tbt)}`,
        ...(cells?.slice(3) ?? []),
      ];
    });
    const text = write([
      `Lighthouse ${version}, mobile, simulated throttling, medians of 3 runs, ms; in brackets, the route ` +
        'minus the floor, audited in the same rounds. TBT runs: the lowest and highest; a difference ' +
        "inside them is the machine's. HTML: the document as it came over the wire, KB, headers included.",
      '',
      site.table(['route', ...COLUMNS.slice(0, 3), 'TBT runs', ...COLUMNS.slice(3)], rows),
    ]);
    console.log(`\n${text}\n`);
    site.writeSection(text);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
