// bench/TABLES.md: the tables of the latest measurements, written from whichever of
// bench/results.json, bench/inert.json and bench/lighthouse.json are present, by `npm run bench` and
// `npm run lighthouse` after they write theirs (or by `node scripts/bench/tables.mjs`, which measures
// nothing). The numbers live there and in the JSON files; bench/README.md says how to read them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB, growthSinceBefore, overBudget, routeMetrics, twinOf } from './budgets.mjs';
import { DEVICE_FONTS } from './device-font.mjs';
import {
  CONTROLS,
  LIGHTHOUSE_PROFILE,
  PROFILES,
  feelBreaches,
  feelOf,
  inertBreaches,
  markdownTable,
  median,
} from './inert-budgets.mjs';
import { root, routeLabel } from './site.mjs';

/** The files TABLES.md is written from, in bench/. */
export const SOURCES = {
  results: 'results.json',
  inert: 'inert.json',
  lighthouse: lighthouseFile(),
  lighthouseNginx: lighthouseFile({ nginx: true }),
  lighthouseNginxFont: lighthouseFile({ nginx: true, device: 'phone' }),
  lighthouseNginxOtherFont: lighthouseFile({ nginx: true, device: 'other' }),
};

/**
 * The file a Lighthouse run writes, from how it served the pages (`--nginx`) and the Bengali font it
 * gave Chromium (`--bengali-font[=other]`: a key of DEVICE_FONTS): lighthouse-nginx-bengali-font.json.
 */
export function lighthouseFile({ nginx = false, device = null } = {}) {
  const name = ['lighthouse', nginx && 'nginx', device === 'other' && 'other', device && 'bengali-font'];
  return `${name.filter(Boolean).join('-')}.json`;
}

/** Each Lighthouse file's heading in TABLES.md (its sections come in SOURCES' order): how the pages were served, and to what device. */
const deviceTitle = ({ name, device, pages }) =>
  `## Lighthouse through nginx, with ${name} installed, as on ${device} (${pages})`;
const LIGHTHOUSE_TITLES = {
  [SOURCES.lighthouse]: '## Lighthouse',
  [SOURCES.lighthouseNginx]: '## Lighthouse through nginx (HTTPS, HTTP/2, brotli: how hosts serve)',
  [SOURCES.lighthouseNginxFont]: deviceTitle(DEVICE_FONTS.phone),
  [SOURCES.lighthouseNginxOtherFont]: deviceTitle(DEVICE_FONTS.other),
};

/**
 * Issue 35's targets, each against the floor measured in the same run (score at least the floor's
 * minus 3, FCP at most its plus 250 ms, TBT its plus 70 ms), issue 26's CLS 0, and issue 34's: a
 * Bangla page's score within 2 of its English twin's.
 */
export const LIGHTHOUSE_TARGETS = { performance: -3, fcp: 250, tbt: 70, cls: 0, twin: -2 };

/**
 * Issue 35's first tap: Menu tapped as the loading screen lifts, painted within this many ms of the
 * same tap on a page with no script at all (bench/first-tap/), timed in the same run.
 */
export const FIRST_TAP_OVER_FLOOR_MS = 120;

/**
 * Whether a route's loads were ready as the loading screen lifted (issue 35): 'yes', or what was
 * not, in how many of its loads (its fonts loaded, and none arriving after; the first view's
 * pictures complete; the header hydrated).
 */
export function readyAtLift(loads) {
  const measured = loads.filter((load) => load.atLift);
  if (measured.length === 0) return '—';
  const missing = [
    ['fonts', (a) => a.fonts && a.fontsAfter === 0],
    ['pictures', (a) => a.picturesComplete === a.pictures],
    ['hydrated', (a) => a.hydrated],
  ]
    .map(([what, ready]) => [what, measured.filter((load) => ready(load.atLift)).length])
    .filter(([, ready]) => ready < measured.length)
    .map(([what, ready]) => `${what} ${ready}/${measured.length}`);
  return missing.length === 0 ? 'yes' : `not: ${missing.join(', ')}`;
}

/** The English twin of a Bangla route, or undefined. */
const englishTwin = (route, routes) => {
  const twin = twinOf(route);
  return twin === null ? undefined : routes.find((other) => other.route === twin);
};

/**
 * Each way a route misses LIGHTHOUSE_TARGETS, as a sentence ('/contact/: TBT 212 ms, the floor's
 * + 82 (target + 70)').
 * @param {{ floor: { median: object }, routes: { route: string, median: object }[] }} lighthouse
 */
export function lighthouseMisses({ floor, routes }) {
  const t = LIGHTHOUSE_TARGETS;
  const f = floor.median;
  return routes.flatMap(({ route, median: m }) => {
    const misses = [];
    if (m.performance - f.performance < t.performance)
      misses.push(
        `score ${m.performance}, the floor's ${signed(m.performance - f.performance)} (target ${t.performance})`,
      );
    if (m.fcp - f.fcp > t.fcp)
      misses.push(`FCP ${m.fcp} ms, the floor's ${signed(m.fcp - f.fcp)} (target +${t.fcp})`);
    if (m.tbt - f.tbt > t.tbt)
      misses.push(`TBT ${m.tbt} ms, the floor's ${signed(m.tbt - f.tbt)} (target +${t.tbt})`);
    if (m.cls > t.cls) misses.push(`CLS ${m.cls} (target ${t.cls})`);
    const twin = englishTwin(route, routes);
    if (twin && m.performance - twin.median.performance < t.twin)
      misses.push(
        `score ${signed(m.performance - twin.median.performance)} beside ${twin.route} (target ${t.twin})`,
      );
    return misses.map((miss) => `${route}: ${miss}`);
  });
}

/** Files a run writes, left out when it asks whether the tree it measures has changes. */
const OUTPUTS = [...Object.values(SOURCES), 'TABLES.md'].map((file) => `:(exclude)bench/${file}`);

const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();

/**
 * What a measurement was taken on, recorded at its start (the load average then: a busy machine
 * slows the timings): the time, the commit (with "+ changes" when the tree differs from it, the
 * bench's own output files apart), the 1-minute load average and the command.
 * @returns {{ date: string, commit: string, load: number, command: string }}
 */
export function currentRun(command) {
  let commit;
  try {
    commit = git(['rev-parse', '--short', 'HEAD']);
    // Untracked files (a copy of another export to compare with) change nothing that is measured.
    if (git(['status', '--porcelain', '--untracked-files=no', '--', '.', ...OUTPUTS]) !== '')
      commit += ' + changes';
  } catch {
    commit = 'unknown (no git)';
  }
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit,
    load: Number((loadavg()[0] ?? 0).toFixed(2)),
    command,
  };
}

/** How a script was started, as its JSON files and TABLES.md name it: `npm run bench -- --quick`. */
export function commandOf(script, npmScript, args = process.argv.slice(2)) {
  const named = process.env.npm_lifecycle_event === npmScript;
  const base = named ? `npm run ${npmScript}` : `node ${script}`;
  if (args.length === 0) return base;
  return `${base}${named ? ' --' : ''} ${args.join(' ')}`;
}

/** "2026-11-27 09:14 UTC" from an ISO time; a bare date as it is. */
const when = (date) => (date.includes('T') ? `${date.slice(0, 16).replace('T', ' ')} UTC` : date);

/** One line on how a file's numbers were taken, from its `measured` record. */
function provenance(file, data) {
  const run = data.measured;
  const where = data.dir ? ` on ${data.dir}/` : '';
  if (!run) return `bench/${file}${where}: its run was not recorded.`;
  const load = typeof run.load === 'number' ? `${run.load.toFixed(2)} at the start` : 'not recorded';
  return `bench/${file}: \`${run.command}\`${where}, ${when(run.date)}, ${run.commit}, load average ${load}.`;
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
const cell = (value) => (value === null || value === undefined ? '—' : String(value));

/** A list of breaches, or that there are none. */
function budgetLine(breaches) {
  if (breaches.length === 0) return 'Within bench/budgets.json.';
  return ['Over bench/budgets.json:', '', ...breaches.map((b) => `- ${b.message}`)].join('\n');
}

function bytesSection(results, budgets, before) {
  const { floor } = results;
  const row = (entry) => {
    const metrics = routeMetrics(entry, floor);
    const growth = growthSinceBefore(entry, before);
    return [
      entry.route,
      kb(entry.html),
      kb(entry.viewports.mobile?.js ?? 0),
      kb(metrics.ourJs),
      kb(metrics.css),
      kb(metrics.mobileTotal),
      growth === null ? '' : `${growth < 0 ? '' : '+'}${(growth / KB).toFixed(2)}`,
    ];
  };
  const floorRow = row(floor);
  floorRow[3] = '—';
  return [
    '## Bytes',
    '',
    provenance(SOURCES.results, results),
    '',
    markdownTable(
      ['route', 'HTML', 'JS, phone', 'our JS', 'CSS', 'all, phone', `vs ${before?.commit ?? 'before'}`],
      [floorRow, ...results.routes.map(row)],
      1,
    ),
    '',
    `KB: text gzip -9, images and fonts as stored. The \`nomodule\` polyfill (${kb(floor.polyfill ?? 0)} KB), which no modern browser fetches, is not counted. vs ${before?.commit ?? 'before'}: an English page's first view at the phone size over its size before the Bangla edition (bench/before-bangla.json).`,
    '',
    budgetLine(overBudget(results, budgets, before)),
  ];
}

/** The longest inert window of a route and control's loads: 'never' if a load had none. */
function worstWindow(loads) {
  if (loads.some((load) => load.window === null)) return 'never';
  return String(Math.max(...loads.map((load) => load.window)));
}

function feelSection(inert, budgets) {
  // inert.json names the 404 page by the URL it was opened at.
  const loads = inert.loads.map((load) => ({ ...load, route: routeLabel(load.route) }));
  const feel = feelOf(loads);
  const of = (route, control) => loads.filter((load) => load.route === route && load.control === control);
  const atProfile = (route, control) => of(route, control).filter((l) => l.profile === LIGHTHOUSE_PROFILE);
  const menu = feel.filter((entry) => entry.control === 'menu');
  // The first tap's floor (bench/first-tap/, a page with no script), timed in the same run.
  const [floor] = feelOf((inert.floor ?? []).map((load) => ({ ...load, route: 'floor' })));
  const versusFloor = (value) =>
    floor?.tapToPaint == null || value == null
      ? cell(value)
      : `${value} (${signed(value - floor.tapToPaint)})`;
  const slowTaps = floor
    ? menu.filter(
        (entry) => entry.tapToPaint === null || entry.tapToPaint - floor.tapToPaint > FIRST_TAP_OVER_FLOOR_MS,
      )
    : [];
  const others = feel.filter((entry) => entry.control !== 'menu');
  const counts = feel.map((entry) => entry.loads);
  const [fewest, most] = [Math.min(...counts), Math.max(...counts)];
  const profiles = Object.keys(PROFILES)
    .filter((profile) => loads.some((load) => load.profile === profile))
    .map((profile) => PROFILES[profile]?.label ?? profile);
  const lines = [
    '## The feel',
    '',
    provenance(SOURCES.inert, inert),
    '',
    `At ${PROFILES[LIGHTHOUSE_PROFILE].label} and 4x CPU, medians of ${fewest === most ? most : `${fewest} to ${most}`} load${most === 1 ? '' : 's'}, ms. ` +
      `lift and hydrated: since the navigation started. inert: the longest inert window of its loads (${profiles.join(', ')}). ` +
      (floor
        ? `floor: the same tap on a page with no script (bench/first-tap/), in brackets each route's difference. `
        : '') +
      'ready at the lift: fonts loaded (none swapped in after), the first view’s pictures complete, the header hydrated, in every load.',
    '',
    'Menu, on every route:',
    '',
    markdownTable(
      ['route', 'tap to paint', 'longest frame', 'lift', 'hydrated', 'inert', 'ready at the lift'],
      [
        ...(floor ? [['floor', cell(floor.tapToPaint), cell(floor.longestFrame), '', '', '', '']] : []),
        ...menu.map((entry) => {
          const timed = atProfile(entry.route, 'menu');
          return [
            entry.route,
            versusFloor(entry.tapToPaint),
            cell(entry.longestFrame),
            cell(median(timed.map((load) => load.lift))),
            cell(median(timed.map((load) => load.hydrated))),
            worstWindow(of(entry.route, 'menu')),
            readyAtLift(timed),
          ];
        }),
      ],
      1,
    ),
  ];
  if (floor) {
    lines.push(
      '',
      slowTaps.length === 0
        ? `Every route's first tap is painted within ${FIRST_TAP_OVER_FLOOR_MS} ms of the floor's (issue 35).`
        : `Over the floor's first tap by more than ${FIRST_TAP_OVER_FLOOR_MS} ms (issue 35): ${slowTaps.map((entry) => entry.route).join(', ')}.`,
    );
  }
  if (others.length > 0) {
    lines.push(
      '',
      'The other dialogs, each on its page:',
      '',
      markdownTable(
        ['dialog', 'on', 'tap to paint', 'longest frame', 'inert'],
        others.map((entry) => [
          CONTROLS[entry.control]?.label ?? entry.control,
          entry.route,
          cell(entry.tapToPaint),
          cell(entry.longestFrame),
          worstWindow(of(entry.route, entry.control)),
        ]),
      ),
    );
  }
  const breaches = [...inertBreaches(loads, budgets.inert), ...feelBreaches(feel, budgets.inert)];
  lines.push('', budgetLine(breaches));
  return lines;
}

/**
 * Lighthouse through `npm start` (plain HTTP/1.1) or through nginx (HTTPS, HTTP/2: `--nginx`), on
 * this machine, or with a device's own Bengali font installed (`--bengali-font[=other]`).
 */
function lighthouseSection(lighthouse, source) {
  const { floor, routes, floorDrift } = lighthouse;
  const f = floor.median;
  const runCount = routes[0]?.runs.length ?? floor.runs.length;
  const versus = (m, key) => (m === f ? `${m[key]}` : `${m[key]} (${signed(m[key] - f[key])})`);
  /** The lowest and highest of a metric over a page's runs: a difference inside it is the machine's. */
  const spread = (runs, key) => {
    const values = runs.map((run) => run[key]);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? `${low}` : `${low}–${high}`;
  };
  const row = ({ route, median: m, runs }) => {
    const twin = englishTwin(route, routes);
    return [
      route,
      versus(m, 'performance'),
      spread(runs, 'performance'),
      twin ? signed(m.performance - twin.median.performance) : '',
      m.html === undefined ? '' : kb(m.html),
      versus(m, 'fcp'),
      versus(m, 'tbt'),
      spread(runs, 'tbt'),
      versus(m, 'lcp'),
      String(m.cls),
      String(m.accessibility),
      String(m.bestPractices),
      String(m.seo),
    ];
  };
  const t = LIGHTHOUSE_TARGETS;
  const misses = lighthouseMisses(lighthouse);
  const version = lighthouse.lighthouseVersion ? `Lighthouse ${lighthouse.lighthouseVersion}, ` : '';
  const drift = floorDrift
    ? [
        '',
        `The floor over the first ${runCount} of its runs: score ${floorDrift.first.performance}, FCP ${floorDrift.first.fcp}, TBT ${floorDrift.first.tbt}; over the last ${runCount}: ${floorDrift.last.performance}, ${floorDrift.last.fcp}, ${floorDrift.last.tbt}. Its row is the median of all ${floor.runs.length}, taken twice a round and once after the last.`,
      ]
    : [];
  return [
    LIGHTHOUSE_TITLES[source],
    '',
    provenance(source, lighthouse),
    '',
    `${version}mobile, simulated throttling, median of ${runCount} runs, ms; in brackets, the route minus the floor. runs and TBT runs: the lowest and highest score and TBT of its runs; a difference inside them is the machine's, not the page's. vs EN: a Bangla page's score minus its English twin's. HTML: the page's document as it came over the wire, KB, headers included; one over TCP's first window (10 packets, about 14 KB) takes a second round trip, which the simulation adds to FCP.`,
    '',
    markdownTable(
      [
        'route',
        'score',
        'runs',
        'vs EN',
        'HTML',
        'FCP',
        'TBT',
        'TBT runs',
        'LCP',
        'CLS',
        'A11y',
        'BP',
        'SEO',
      ],
      [floor, ...routes].map(row),
      1,
    ),
    ...drift,
    '',
    misses.length === 0
      ? `Every route meets the targets: score at least the floor's ${t.performance}, FCP at most its +${t.fcp} ms, TBT at most its +${t.tbt} ms (issue 35), CLS ${t.cls}, a Bangla page within ${-t.twin} of its twin (issue 34).`
      : [
          `Under the targets (score at least the floor's ${t.performance}, FCP at most its +${t.fcp} ms, TBT at most its +${t.tbt} ms: issue 35; CLS ${t.cls}; a Bangla page's score within ${-t.twin} of its twin's: issue 34):`,
          '',
          ...misses.map((miss) => `- ${miss}`),
        ].join('\n'),
  ];
}

/**
 * TABLES.md's text from the parsed JSON files (any of them may be absent) and the run writing it.
 * @param {{ results?: object, inert?: object, lighthouse?: object, lighthouseNginx?: object, lighthouseNginxFont?: object, lighthouseNginxOtherFont?: object, budgets: object, beforeBangla?: object }} data
 * @param {ReturnType<typeof currentRun>} run
 */
export function tablesMarkdown(data, run) {
  const { results, inert, budgets, beforeBangla } = data;
  const sections = [];
  if (results) sections.push(bytesSection(results, budgets, beforeBangla));
  if (inert?.loads?.some((load) => 'tapToPaint' in load)) sections.push(feelSection(inert, budgets));
  for (const [key, file] of Object.entries(SOURCES)) {
    if (file in LIGHTHOUSE_TITLES && data[key]) sections.push(lighthouseSection(data[key], file));
  }
  const header = [
    '# Bench tables',
    '',
    `Generated by \`npm run bench\` / \`npm run lighthouse\` from the JSON files beside it: do not edit. How to read it: [README.md](README.md).`,
    '',
    `Written ${when(run.date)} by \`${run.command}\`, at ${run.commit}, load average ${run.load.toFixed(2)} at the start.`,
  ];
  if (sections.length === 0) header.push('', 'No measurements yet: run `npm run bench`.');
  return `${[header, ...sections].map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/**
 * Writes bench/TABLES.md from the JSON files present in `benchDir`; returns its text.
 * @param {ReturnType<typeof currentRun>} run
 */
export function writeTables(run, benchDir = path.join(root, 'bench')) {
  const read = (file) => {
    const full = path.join(benchDir, file);
    return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
  };
  const text = tablesMarkdown(
    {
      ...Object.fromEntries(Object.entries(SOURCES).map(([key, file]) => [key, read(file)])),
      budgets: read('budgets.json'),
      beforeBangla: read('before-bangla.json'),
    },
    run,
  );
  writeFileSync(path.join(benchDir, 'TABLES.md'), text);
  return text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeTables(currentRun('node scripts/bench/tables.mjs'));
  console.log('Written to bench/TABLES.md.');
}
