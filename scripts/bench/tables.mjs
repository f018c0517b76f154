// bench/TABLES.md, the record of the latest measurements: one section per kind of run (bytes, the
// feel, Lighthouse), each written by the run that measured it (`npm run bench`, `npm run lighthouse`)
// in place of its last one. The runs' raw JSON stays in bench/tmp/ (git-ignored); bench/README.md
// says how to read the tables.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { KB, overBudget, routeMetrics } from './budgets.mjs';
import {
  CONTROLS,
  LIGHTHOUSE_PROFILE,
  PROFILES,
  feelOf,
  inertBreaches,
  markdownTable,
  median,
} from './inert-budgets.mjs';
import { root, routeLabel } from './site.mjs';
import { BROWSE, BROWSE_LABEL } from './repeat.mjs';

export const TABLES_FILE = path.join(root, 'bench/TABLES.md');

/** The sections' headings, in the order TABLES.md keeps them. */
export const HEADINGS = {
  bytes: '## Bytes',
  feel: '## The feel',
  worker: '## Repeat visits and the service worker',
  lighthouse: '## Lighthouse through nginx (HTTPS, HTTP/2, brotli: how hosts serve)',
};

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

const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();

/**
 * What a measurement was taken on, recorded at its start (the load average then: a busy machine
 * slows the timings): the time, the commit (with "+ changes" when the tree differs from it,
 * TABLES.md apart), the 1-minute load average and the command.
 * @returns {{ date: string, commit: string, load: number, command: string }}
 */
export function currentRun(command) {
  let commit;
  try {
    commit = git(['rev-parse', '--short', 'HEAD']);
    // Untracked files (a copy of another export to compare with) change nothing that is measured.
    if (git(['status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)bench/TABLES.md']) !== '')
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

/** How a script was started, as TABLES.md names it: `npm run bench -- --quick`. */
export function commandOf(script, npmScript, args = process.argv.slice(2)) {
  const named = process.env.npm_lifecycle_event === npmScript;
  const base = named ? `npm run ${npmScript}` : `node ${script}`;
  if (args.length === 0) return base;
  return `${base}${named ? ' --' : ''} ${args.join(' ')}`;
}

/** One line on how a section's numbers were taken, from its run's `measured` record. */
function provenance({ measured: run, dir }) {
  const date = `${run.date.slice(0, 16).replace('T', ' ')} UTC`;
  return `\`${run.command}\` on ${dir}/, ${date}, at ${run.commit}, load average ${run.load.toFixed(2)} at the start.`;
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
const cell = (value) => (value === null || value === undefined ? '—' : String(value));

/** A list of breaches, or that there are none. */
function budgetLine(breaches) {
  if (breaches.length === 0) return 'Within bench/budgets.json.';
  return ['Over bench/budgets.json:', '', ...breaches.map((b) => `- ${b.message}`)].join('\n');
}

/** The bytes of every route beside the floor's, from scripts/bench.mjs's results. */
export function bytesSection(results, budgets) {
  const { floor } = results;
  const row = (entry) => {
    const metrics = routeMetrics(entry, floor);
    return [
      entry.route,
      kb(entry.html),
      kb(entry.viewports.mobile?.js ?? 0),
      entry === floor ? '—' : kb(metrics.ourJs),
      kb(metrics.css),
      kb(metrics.mobileTotal),
    ];
  };
  return [
    HEADINGS.bytes,
    '',
    provenance(results),
    '',
    markdownTable(
      ['route', 'HTML', 'JS, phone', 'our JS', 'CSS', 'all, phone'],
      [row(floor), ...results.routes.map(row)],
      1,
    ),
    '',
    `KB: text gzip -9, images and fonts as stored. The \`nomodule\` polyfill (${kb(floor.polyfill ?? 0)} KB), which no modern browser fetches, is not counted.`,
    '',
    budgetLine(overBudget(results, budgets)),
  ];
}

/** The longest inert window of a route and control's loads: 'never' if a load had none. */
function worstWindow(loads) {
  if (loads.some((load) => load.window === null)) return 'never';
  return String(Math.max(...loads.map((load) => load.window)));
}

/** The feel of every route and dialog, beside the first tap's floor, from scripts/bench.mjs's sweep. */
export function feelSection(inert, budgets) {
  // The 404 page is opened at a URL no route has.
  const loads = inert.loads.map((load) => ({ ...load, route: routeLabel(load.route) }));
  const feel = feelOf(loads);
  const of = (route, control) => loads.filter((load) => load.route === route && load.control === control);
  const atProfile = (route, control) => of(route, control).filter((l) => l.profile === LIGHTHOUSE_PROFILE);
  const menu = feel.filter((entry) => entry.control === 'menu');
  const [floor] = feelOf((inert.floor ?? []).map((load) => ({ ...load, route: 'floor' })));
  const versusFloor = (value) =>
    floor?.tapToPaint == null || value == null
      ? cell(value)
      : `${value} (${signed(value - floor.tapToPaint)})`;
  /** The lowest and highest tap-to-paint of some loads: a difference inside it is the machine's. */
  const tapRuns = (timed) => {
    const values = timed.map((load) => load.tapToPaint).filter((value) => typeof value === 'number');
    if (values.length === 0) return '—';
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? `${low}` : `${low}–${high}`;
  };
  const others = feel.filter((entry) => entry.control !== 'menu');
  const counts = feel.map((entry) => entry.loads);
  const [fewest, most] = [Math.min(...counts), Math.max(...counts)];
  const profiles = Object.keys(PROFILES)
    .filter((profile) => loads.some((load) => load.profile === profile))
    .map((profile) => PROFILES[profile]?.label ?? profile);
  const lines = [
    HEADINGS.feel,
    '',
    provenance(inert),
    '',
    `At ${PROFILES[LIGHTHOUSE_PROFILE].label} and 4x CPU, medians of ${fewest === most ? most : `${fewest} to ${most}`} load${most === 1 ? '' : 's'}, ms. ` +
      `lift and hydrated: since the navigation started. inert: the longest inert window of its loads (${profiles.join(', ')}). ` +
      (floor
        ? `floor: the same tap on a page with no script (bench/first-tap/), in brackets each route's difference. tap runs: the lowest and highest of its loads; a difference inside them is the machine's. `
        : '') +
      'ready at the lift: fonts loaded (none swapped in after), the first view’s pictures complete, the header hydrated, in every load.',
    '',
    'Menu, on every route:',
    '',
    markdownTable(
      [
        'route',
        'tap to paint',
        'tap runs',
        'longest frame',
        'lift',
        'hydrated',
        'inert',
        'ready at the lift',
      ],
      [
        ...(floor
          ? [
              [
                'floor',
                cell(floor.tapToPaint),
                tapRuns(inert.floor),
                cell(floor.longestFrame),
                '',
                '',
                '',
                '',
              ],
            ]
          : []),
        ...menu.map((entry) => {
          const timed = atProfile(entry.route, 'menu');
          return [
            entry.route,
            versusFloor(entry.tapToPaint),
            tapRuns(timed),
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
  lines.push('', budgetLine(inertBreaches(loads, budgets.inert)));
  return lines;
}

/** The cases of a repeat-visit run (scripts/bench/repeat.mjs): a visit, with the worker or without. */
const REPEAT_CASES = [
  ['first', false, 'first visit'],
  ['first', true, 'first, worker'],
  ['repeat', false, 'repeat, no worker'],
  ['repeat', true, 'repeat, worker'],
  ['hanging', false, 'hanging, no worker'],
  ['hanging', true, 'hanging, worker'],
];

/**
 * A cell of the repeat-visit tables: the median of `metric` over a case's loads, and in brackets its
 * difference from the first visit without the worker (`floor`); `none in N s` when no load had it
 * (a page that never painted), and how many had none when some did not.
 */
export function repeatCell(loads, metric, floor, watchMs) {
  if (loads.length === 0) return '—';
  const values = loads.map((load) => load[metric]);
  const value = median(values);
  if (value === null) return `none in ${Math.round(watchMs / 1000)} s`;
  const missing = values.filter((v) => typeof v !== 'number').length;
  const versus = floor === null || floor === undefined ? '' : ` (${signed(value - floor)})`;
  return `${value}${versus}${missing > 0 ? `, ${missing}/${values.length} none` : ''}`;
}

/** KB of a first visit's files; the files the worker adds, beyond the same visit without it. */
export function workerBytes(bytes, route) {
  const of = (worker) => bytes.find((entry) => entry.route === route && entry.worker === worker);
  const [without, withWorker] = [of(false), of(true)];
  if (!without || !withWorker) return null;
  const total = (entry) => Object.values(entry.files).reduce((sum, n) => sum + n, 0);
  const added = Object.entries(withWorker.files)
    .map(([file, size]) => [file, size - (without.files[file] ?? 0)])
    .filter(([, size]) => size > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    without: total(without),
    withWorker: total(withWorker),
    added,
    revalidated: withWorker.revalidated - without.revalidated,
  };
}

/**
 * Repeat visits with and without the service worker beside a first visit, and the bytes a first
 * visit fetches with it, from scripts/bench/repeat.mjs.
 */
export function workerSection(data) {
  const { loads, bytes, routes, timeoutMs, hangWatchMs, profile } = data;
  const label = PROFILES[profile]?.label ?? profile;
  const of = (route, visit, worker) =>
    loads.filter((load) => load.route === route && load.visit === visit && load.worker === worker);
  const runs = Math.max(...routes.map((route) => of(route, 'repeat', true).length));
  const timingTable = (metric) =>
    markdownTable(
      ['route', ...REPEAT_CASES.map(([, , name]) => name)],
      [
        ['floor', '', '', '', '', '', String(timeoutMs)],
        ...routes.map((route) => {
          const floor = median(of(route, 'first', false).map((load) => load[metric]));
          return [
            route,
            ...REPEAT_CASES.map(([visit, worker]) =>
              visit === 'first' && !worker
                ? (floor?.toString() ?? '—')
                : repeatCell(of(route, visit, worker), metric, floor, hangWatchMs),
            ),
          ];
        }),
      ],
      1,
    );
  const byRoute = [...routes, BROWSE_LABEL].map((route) => [route, workerBytes(bytes, route)]);
  const [firstRoute, firstBytes] = byRoute[0] ?? [];
  return [
    HEADINGS.worker,
    '',
    provenance(data),
    '',
    `At ${label} and 4x CPU, over a proxy that carries the worker's requests as it does the page's, at 390x844; medians of ${runs} load${runs === 1 ? '' : 's'}, ms since the navigation started; in brackets, the difference from the first visit. ` +
      'first: an empty browser. repeat: the same page again in a new tab, once the first visit is over and the worker has kept the page; without the worker, the browser’s HTTP cache alone. ' +
      'hanging: the page’s own request is never answered, everything else is. floor: the worker’s wait for the network before it answers from its copy (lib/service-worker/worker.ts).',
    '',
    'First paint (first contentful paint):',
    '',
    timingTable('paint'),
    '',
    'The loading screen lifted:',
    '',
    timingTable('lift'),
    '',
    `The bytes of a first visit, KB (as the bytes table: text gzip -9, images and fonts as stored), every request over the wire until the page has hydrated, the loading screen has lifted and the worker has kept the page; ${BROWSE_LABEL}: ${BROWSE.join(' → ')}, each reached by its link from the one before. added: beyond the visit without the worker; revalidated: the worker’s requests answered 304, with no body:`,
    '',
    markdownTable(
      ['route', 'no worker', 'worker', 'added', 'revalidated'],
      byRoute.map(([route, entry]) =>
        entry
          ? [
              route,
              kb(entry.without),
              kb(entry.withWorker),
              `+${kb(entry.withWorker - entry.without)}`,
              String(entry.revalidated),
            ]
          : [route, '—', '—', '—', '—'],
      ),
      1,
    ),
    ...(firstBytes
      ? [
          '',
          `What the worker adds to the first visit of ${firstRoute}:`,
          '',
          markdownTable(
            ['file', 'KB'],
            firstBytes.added.map(([file, size]) => [file, kb(size)]),
            1,
          ),
        ]
      : []),
  ];
}

/** Lighthouse's medians per route beside the floor's, from scripts/lighthouse.mjs. Reported, not held to targets. */
export function lighthouseSection(lighthouse) {
  const { floor, routes } = lighthouse;
  const f = floor.median;
  const runCount = routes[0]?.runs.length ?? floor.runs.length;
  const versus = (m, key) => (m === f ? `${m[key]}` : `${m[key]} (${signed(m[key] - f[key])})`);
  /** The lowest and highest TBT over a page's runs: a difference inside it is the machine's. */
  const tbtRuns = (runs) => {
    const values = runs.map((run) => run.tbt);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? `${low}` : `${low}–${high}`;
  };
  const row = ({ route, median: m, runs }) => [
    route,
    versus(m, 'performance'),
    versus(m, 'fcp'),
    versus(m, 'tbt'),
    tbtRuns(runs),
    versus(m, 'lcp'),
    String(m.cls),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    m.html === undefined ? '' : kb(m.html),
  ];
  return [
    HEADINGS.lighthouse,
    '',
    provenance(lighthouse),
    '',
    `Lighthouse ${lighthouse.lighthouseVersion}, mobile, simulated throttling, median of ${runCount} runs, ms; in brackets, the route minus the floor, audited in the same rounds. TBT runs: the lowest and highest of its runs; a difference inside them is the machine's. HTML: the document as it came over the wire, KB, headers included.`,
    '',
    markdownTable(
      ['route', 'score', 'FCP', 'TBT', 'TBT runs', 'LCP', 'CLS', 'A11y', 'BP', 'SEO', 'HTML'],
      [floor, ...routes].map(row),
      1,
    ),
  ];
}

/**
 * TABLES.md's text with `section` (its lines, the first its heading) in place of the section of the
 * same heading, or added where HEADINGS puts it; the other sections as they were.
 */
export function withSection(markdown, section) {
  const order = Object.values(HEADINGS);
  const [heading] = section;
  if (!order.includes(heading)) throw new Error(`TABLES.md has no section ${heading}`);
  // Its first part is the title and the line under it, which stay as written here.
  const [, ...parts] = markdown.split(/\n(?=## )/);
  const sections = new Map(parts.map((part) => [part.split('\n', 1)[0], part.trimEnd()]));
  sections.set(heading, section.join('\n'));
  const kept = order.filter((h) => sections.has(h)).map((h) => sections.get(h));
  const header = [
    '# Bench tables',
    '',
    'Each section is written by the run it names (`npm run bench`, `npm run lighthouse`), in place of the last: do not edit. How to read them: [README.md](README.md).',
  ].join('\n');
  return `${[header, ...kept].join('\n\n')}\n`;
}

/** Writes `section` into bench/TABLES.md (scripts/bench.mjs and scripts/lighthouse.mjs, on out/). */
export function writeSection(section, file = TABLES_FILE) {
  const text = withSection(existsSync(file) ? readFileSync(file, 'utf8') : '', section);
  writeFileSync(file, text);
  return text;
}
