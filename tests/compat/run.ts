/*
 * `npm run test:compat`: the end-to-end build in each older engine this machine can run: what it
 * checks, why these engines, its flags and its times are in ./README.md.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sitePaths } from '@/lib/routes';
import { startPreview } from '../../scripts/lib/servers';
import {
  cardDetails,
  contactErrors,
  dialogOpensAndCloses,
  everyPage,
  filteredList,
  gallerySlides,
  headerReadable,
  heroSlides,
  lifted,
} from './checks';
import {
  chromium103,
  chromium121,
  firefoxEsr,
  missingEngines,
  webkit,
  type Engine,
  type Tab,
} from './engines';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const LISTS = ['/projects/', '/team/', '/equipment/', '/rent/'];
/** A flag's value: `--engine <part of a name>` runs only the engines so named ('webkit', '103'), `--route /bn/` only that route. */
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? '') : '';
};
const only = flag('--engine');
/** `--shots`: screenshots of the list pages at 390 and 1366 px, to look at (not needed by the checks). */
const shoot = process.argv.includes('--shots');
/**
 * Each page kind once in English, and the Bangla pages with their own checks (the lists, the form),
 * Bengali drawn in each: every route (the same templates again) cost Chromium 103's two passes 61 s
 * against 33, and found nothing the sample had not.
 */
const project = sitePaths.find((route) => /^\/projects\/.+/.test(route));
const SAMPLE = sitePaths.filter(
  (route) =>
    (!route.startsWith('/bn/') && (!/^\/projects\/.+/.test(route) || route === project)) ||
    ['/bn/', '/bn/team/', '/bn/contact/'].includes(route),
);
const routes = flag('--route') ? [flag('--route')] : SAMPLE;
/** `--dir <export>` checks another export (an earlier build, to compare): its screenshots go beside. */
const dir = flag('--dir') || 'out-e2e';
// Not under test-results/, which Playwright empties when it starts.
const shots = path.join(
  process.cwd(),
  'tests',
  'compat',
  dir === 'out-e2e' ? 'shots' : `shots-${path.basename(dir)}`,
);

type Check = (tab: Tab, route: string) => Promise<string | void>;

/** What is checked on a route beyond every page's checks, with and without JavaScript. */
function checksOf(route: string, javaScript: boolean): [string, Check][] {
  const page = route.replace(/^\/bn\//, '/');
  const locale = route.startsWith('/bn/') ? 'bn' : 'en';
  const checks: [string, Check][] = [];
  if (LISTS.includes(page)) checks.push(['list', (tab) => filteredList(tab)]);
  if (page === '/') {
    checks.push(['hero', heroSlides], ['menu', (tab) => dialogOpensAndCloses(tab, 'site-menu', true)]);
    checks.push(['privacy', (tab) => dialogOpensAndCloses(tab, 'privacy-policy')]);
  }
  if (page.startsWith('/projects/') && page !== '/projects/') checks.push(['gallery', gallerySlides]);
  // A Learn More, a card's details, a licence: the first of the page's modals.
  if (['/services/', '/equipment/', '/licenses/'].includes(page))
    checks.push(['modal', (tab) => cardDetails(tab, javaScript)]);
  if (page === '/contact/' && javaScript) checks.push(['form', (tab) => contactErrors(tab, locale)]);
  if (page === '/about/' && !javaScript) checks.push(['header', headerReadable]);
  return checks;
}

interface Row {
  engine: string;
  route: string;
  check: string;
  result: string;
  ok: boolean;
}

async function runEngine(engine: Engine, base: string, javaScript: boolean, rows: Row[]) {
  const name = javaScript ? engine.name : `${engine.name}, no JavaScript`;
  const folder = path.join(shots, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
  if (shoot) mkdirSync(folder, { recursive: true });
  for (const route of routes) {
    const record = (check: string, result: string, ok: boolean) =>
      rows.push({ engine: name, route, check, result, ok });
    let tab: Tab | undefined;
    try {
      tab = await engine.open(base + route, { viewport: PHONE, javaScript });
      await everyPage(tab, route, javaScript);
      record('page', 'ok', true);
      if (shoot && LISTS.includes(route.replace(/^\/bn\//, '/')))
        await tab.screenshot(path.join(folder, `${route.replace(/\//g, '_')}-390.png`));
      for (const [check, run] of checksOf(route, javaScript)) {
        try {
          record(check, (await run(tab, route)) || 'ok', true);
        } catch (error) {
          record(check, (error as Error).message, false);
        }
      }
    } catch (error) {
      record('page', (error as Error).message, false);
    } finally {
      await tab?.close().catch(() => {});
    }
  }
  for (const route of shoot ? LISTS.filter((list) => routes.includes(list)) : []) {
    const tab = await engine.open(base + route, { viewport: DESKTOP, javaScript });
    await lifted(tab);
    await tab.screenshot(path.join(folder, `${route.replace(/\//g, '_')}-1366.png`));
    await tab.close();
  }
}

async function main() {
  const missing = missingEngines();
  if (missing.length > 0)
    throw new Error(
      `the older engines need Debian's ${missing.join(', ')}: apt-get install ${missing.join(' ')} (.ci/run does)`,
    );
  const server = await startPreview(dir);
  const base = server.origin;
  const rows: Row[] = [];
  const times: string[] = [];
  try {
    // One engine at a time: side by side they took as long in all (2 cores), and raced more.
    for (const start of [chromium103, chromium121, firefoxEsr, webkit]) {
      if (only && !start.name.toLowerCase().includes(only.toLowerCase().replace(/\W/g, ''))) continue;
      const started = Date.now();
      const engine = await start();
      try {
        await runEngine(engine, base, true, rows);
        if (engine.canDisableScripts && start === chromium103) await runEngine(engine, base, false, rows);
      } finally {
        await engine.quit();
      }
      times.push(`${engine.name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await server.stop();
  }

  const engines = [...new Set(rows.map((row) => row.engine))];
  console.log(
    `\nThe site in the older engines (${routes.length} routes, at ${PHONE.width} px): ${times.join(', ')}`,
  );
  for (const engine of engines) {
    const own = rows.filter((row) => row.engine === engine);
    const failed = own.filter((row) => !row.ok);
    const checks = [...new Set(own.map((row) => row.check))];
    const summary = checks
      .map(
        (check) =>
          `${check} ${own.filter((row) => row.check === check && row.ok).length}/${own.filter((row) => row.check === check).length}`,
      )
      .join(', ');
    console.log(`  ${engine.padEnd(32)} ${failed.length === 0 ? 'ok  ' : 'FAIL'} ${summary}`);
    for (const row of own.filter(
      (r) => r.check !== 'page' && r.ok && r.route.startsWith('/') && !r.route.startsWith('/bn/'),
    ))
      console.log(`      ${row.route} ${row.check}: ${row.result}`);
    for (const row of failed) console.log(`    ✗ ${row.route} ${row.check}: ${row.result}`);
  }
  if (shoot) console.log(`Screenshots: ${path.relative(process.cwd(), shots)}/`);
  if (rows.some((row) => !row.ok)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
