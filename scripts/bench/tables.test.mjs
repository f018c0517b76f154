/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KB } from './budgets.mjs';
import {
  HEADINGS,
  bytesSection,
  commandOf,
  currentRun,
  feelSection,
  lighthouseSection,
  withSection,
  writeSection,
} from './tables.mjs';

/** A route of bench/results.json: HTML, and JS, CSS and total per viewport, in KB. */
function bytes(route, { html, js, css = 0, total, jsDesktop = js, cssDesktop = css }) {
  return {
    route,
    url: route === 'floor' ? '/' : route,
    html: html * KB,
    polyfill: 38.6 * KB,
    viewports: {
      mobile: { html: html * KB, js: js * KB, css: css * KB, total: total * KB },
      desktop: { html: html * KB, js: jsDesktop * KB, css: cssDesktop * KB, total: (total + 50) * KB },
    },
  };
}

const results = {
  dir: 'out',
  measured: {
    date: '2026-11-26T20:23:10Z',
    commit: '8a881e6',
    load: 1.7,
    command: 'npm run bench -- --no-build',
  },
  floor: bytes('floor', { html: 1.8, js: 131.7, total: 133.5 }),
  routes: [
    bytes('/', { html: 23.5, js: 140.8, jsDesktop: 141.2, css: 10.7, total: 248.5 }),
    bytes('404', { html: 9.7, js: 138.4, css: 9, cssDesktop: 10, total: 168 }),
  ],
};

const budgets = {
  default: { html: 25.5, ourJs: 10, css: 10.5 },
  routes: { '/': { css: 11.5, mobileTotal: 250 } },
  inert: { windowMs: 0 },
};

/** One page load of bench/inert.json. */
function load(
  route,
  control,
  { profile = 'slow4g', lift = 2300, hydrated = null, window = 0, ...feel } = {},
) {
  return { route, control, profile, lift, hydrated, window, ...feel };
}

/** What a load found as the loading screen lifted (scripts/bench/inert.mjs). */
const ready = { fonts: true, fontsAfter: 0, pictures: 2, picturesComplete: 2, hydrated: true };

const inert = {
  dir: 'out',
  measured: { date: '2026-11-27T08:00:00Z', commit: 'abc1234', load: 0.56, command: 'npm run bench' },
  loads: [
    load('/', 'menu', { lift: 2310, hydrated: 2900, tapToPaint: 104, longestFrame: 75, atLift: ready }),
    load('/', 'menu', {
      lift: 2330,
      hydrated: 3100,
      tapToPaint: 120,
      longestFrame: 90,
      atLift: { ...ready, fontsAfter: 1, picturesComplete: 1 },
    }),
    load('/', 'menu', { lift: 2320, hydrated: 3000, tapToPaint: 96, longestFrame: 60, atLift: ready }),
    load('/', 'menu', { profile: 'slow3g', lift: 2400, hydrated: 9000, window: 0 }),
    load('/', 'profile', { tapToPaint: 152, longestFrame: 82 }),
    load('/bench-no-such-page/', 'menu', { hydrated: 2800, tapToPaint: 80, longestFrame: 58 }),
    load('/bench-no-such-page/', 'menu', { profile: 'slow3g', window: null }),
  ],
};

/** The same, with the first tap's floor timed beside the routes (the full sweep). */
const withFloor = {
  ...inert,
  floor: [60, 64, 70].map((tapToPaint) => load('/', 'menu', { tapToPaint, longestFrame: 20 })),
};

/** Lighthouse's numbers of one page: the median, its runs' scores and their TBT (the median's by default). */
function audited(route, median, scores, tbts = scores.map(() => median.tbt)) {
  const base = { accessibility: 100, bestPractices: 100, seo: 100, cls: 0, speedIndex: 0 };
  return {
    route,
    url: route,
    median: { ...base, ...median },
    runs: scores.map((performance, i) => ({ ...base, ...median, performance, tbt: tbts[i] })),
  };
}

const lighthouse = {
  dir: 'out',
  lighthouseVersion: '12.8.2',
  floor: audited('floor', { performance: 99, fcp: 671, lcp: 671, tbt: 130, seo: 80 }, [99, 99, 99]),
  measured: { date: '2026-11-27T21:00:00Z', commit: 'def5678', load: 0.9, command: 'npm run lighthouse' },
  routes: [
    audited(
      '/',
      { performance: 94, fcp: 1224, lcp: 3004, tbt: 69, html: 15.5 * KB },
      [94, 97, 94],
      [69, 41, 152],
    ),
    audited('/about/', { performance: 98, fcp: 900, lcp: 1800, tbt: 190 }, [97, 98, 99]),
    audited('/bn/about/', { performance: 95, fcp: 910, lcp: 1900, tbt: 150, cls: 0.002 }, [95, 95, 96]),
  ],
};

/** The cells of a Markdown table's row that starts with `first`. */
function row(markdown, first) {
  const line = markdown.split('\n').find((l) => l.startsWith(`| ${first} `));
  return line
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

/** A section's text. */
const text = (lines) => lines.join('\n');

describe('bench/TABLES.md', () => {
  it('says how each section was measured: command, export, time, commit and load', () => {
    expect(text(bytesSection(results, budgets))).toContain(
      '`npm run bench -- --no-build` on out/, 2026-11-26 20:23 UTC, at 8a881e6, load average 1.70 at the start.',
    );
    expect(text(feelSection(inert, budgets))).toContain(
      '`npm run bench` on out/, 2026-11-27 08:00 UTC, at abc1234, load average 0.56 at the start.',
    );
  });

  it('has the bytes of each route beside the floor, and the budgets they are within', () => {
    const section = text(bytesSection(results, budgets));
    expect(section.startsWith(HEADINGS.bytes)).toBe(true);
    expect(row(section, 'route')).toEqual(['route', 'HTML', 'JS, phone', 'our JS', 'CSS', 'all, phone']);
    expect(row(section, 'floor')).toEqual(['floor', '1.8', '131.7', '—', '0.0', '133.5']);
    // Our JS from the heavier viewport (141.2 - 131.7), CSS too.
    expect(row(section, '/')).toEqual(['/', '23.5', '140.8', '9.5', '10.7', '248.5']);
    expect(row(section, '404')).toEqual(['404', '9.7', '138.4', '6.7', '10.0', '168.0']);
    expect(section).toContain('polyfill (38.6 KB)');
    expect(section).toContain('Within bench/budgets.json.');
  });

  it('lists each budget a route is over', () => {
    const tight = { ...budgets, routes: { '/': { html: 20, mobileTotal: 248 } } };
    const section = text(bytesSection(results, tight));
    expect(section).toContain('Over bench/budgets.json:\n\n- /: html is 23.5 KB, over its budget of 20 KB');
    expect(section).toContain('- /: mobileTotal is 248.5 KB, over its budget of 248 KB');
    expect(section).toContain('- /: css is 10.7 KB, over its budget of 10.5 KB');
  });

  it("has Menu's feel per route, the 404 page by its name, and the other dialogs", () => {
    const section = text(feelSection(inert, budgets));
    expect(section.startsWith(HEADINGS.feel)).toBe(true);
    expect(section).toContain('At slow 4G and 4x CPU, medians of 1 to 3 loads, ms.');
    expect(section).toContain('(slow 4G, slow 3G)');
    expect(row(section, 'route')).toEqual([
      'route',
      'tap to paint',
      'tap runs',
      'longest frame',
      'lift',
      'hydrated',
      'inert',
      'ready at the lift',
    ]);
    // Medians at slow 4G only; the inert window the worst of every profile.
    expect(row(section, '/')).toEqual([
      '/',
      '104',
      '96–120',
      '75',
      '2320',
      '3000',
      '0',
      'not: fonts 2/3, pictures 2/3',
    ]);
    expect(row(section, '404')).toEqual(['404', '80', '80', '58', '2300', '2800', 'never', '—']);
    expect(row(section, 'Company Profile')).toEqual(['Company Profile', '/', '152', '82', '0']);
    // The hydration is reported, held to no budget (null); a tap at the lift that never worked is.
    expect(section).toContain('Over bench/budgets.json:\n\n- 404: Menu at slow 3G: no tap opened its dialog');
    expect(section).not.toContain('hydrated at');
  });

  it("reads each route's first tap beside the floor's, timed in the same run, with its loads' spread and no verdict", () => {
    const section = text(feelSection(withFloor, budgets));
    expect(row(section, 'floor')).toEqual(['floor', '64', '60–70', '20', '', '', '', '']);
    expect(row(section, '/')?.slice(0, 3)).toEqual(['/', '104 (+40)', '96–120']);
    // A difference from the floor is reported, never held to a line: it moves between runs.
    expect(section).not.toMatch(/within \d+ ms|more than \d+ ms/);
  });

  it('reports the feel, holding only the tap at the lift to a budget', () => {
    const calm = { ...inert, loads: inert.loads.filter((l) => l.window !== null) };
    expect(text(feelSection(calm, budgets))).toContain('Within bench/budgets.json.');
  });

  it("has Lighthouse per route beside the floor, each number with the route's difference", () => {
    const section = text(lighthouseSection(lighthouse));
    expect(section.startsWith(HEADINGS.lighthouse)).toBe(true);
    expect(section).toContain('Lighthouse 12.8.2, mobile, simulated throttling, median of 3 runs');
    expect(row(section, 'floor')).toEqual([
      'floor',
      '99',
      '671',
      '130',
      '130',
      '671',
      '0',
      '100',
      '100',
      '80',
      '',
    ]);
    expect(row(section, '/')).toEqual([
      '/',
      '94 (-5)',
      '1224 (+553)',
      '69 (-61)',
      '41–152',
      '3004 (+2333)',
      '0',
      '100',
      '100',
      '100',
      '15.5',
    ]);
    // Reported, not held to a target.
    expect(section).not.toMatch(/target/i);
  });

  it('puts a section in place of its last run, keeps the others, in one order, as Prettier writes it', () => {
    const feel = feelSection(inert, budgets);
    const once = withSection('', feel);
    expect(once).toMatch(/^# Bench tables\n/);
    expect(once).toContain('do not edit');
    const all = withSection(withSection(once, lighthouseSection(lighthouse)), bytesSection(results, budgets));
    const headings = all.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([HEADINGS.bytes, HEADINGS.feel, HEADINGS.lighthouse]);
    // A new bytes run replaces the old one and leaves the feel and Lighthouse as they were.
    const later = { ...results, measured: { ...results.measured, commit: 'fff0000' } };
    const again = withSection(all, bytesSection(later, budgets));
    expect(again).toContain('at fff0000');
    expect(again).not.toContain('at 8a881e6');
    expect(again.split(HEADINGS.bytes)).toHaveLength(2);
    expect(again).toContain(text(feel));
    expect(again).toContain(text(lighthouseSection(lighthouse)));
    expect(() => withSection(all, ['## Something else'])).toThrow('no section');
    // `npx prettier --check bench` holds the file to the project's format; Prettier runs apart (its
    // own modules do not load under Jest).
    const formatted = execFileSync(
      process.execPath,
      ['node_modules/prettier/bin/prettier.cjs', '--stdin-filepath', 'bench/TABLES.md'],
      { input: again, encoding: 'utf8' },
    );
    expect(formatted).toBe(again);
  });

  it('writes the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-tables-'));
    try {
      const file = path.join(dir, 'TABLES.md');
      const written = writeSection(bytesSection(results, budgets), file);
      expect(readFileSync(file, 'utf8')).toBe(written);
      expect(writeSection(feelSection(inert, budgets), file)).toContain(HEADINGS.bytes);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the run a measurement records', () => {
  it('has the commit, the load average and the time', () => {
    const recorded = currentRun('npm run lighthouse');
    expect(recorded.command).toBe('npm run lighthouse');
    expect(recorded.commit).toMatch(/^([0-9a-f]{7,}( \+ changes)?|unknown \(no git\))$/);
    expect(typeof recorded.load).toBe('number');
    expect(recorded.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('names the command as it was started', () => {
    const before = process.env.npm_lifecycle_event;
    try {
      process.env.npm_lifecycle_event = 'bench';
      expect(commandOf('scripts/bench.mjs', 'bench', [])).toBe('npm run bench');
      expect(commandOf('scripts/bench.mjs', 'bench', ['--no-build', '--quick'])).toBe(
        'npm run bench -- --no-build --quick',
      );
      process.env.npm_lifecycle_event = 'test';
      expect(commandOf('scripts/bench.mjs', 'bench', ['--no-build'])).toBe(
        'node scripts/bench.mjs --no-build',
      );
    } finally {
      if (before === undefined) delete process.env.npm_lifecycle_event;
      else process.env.npm_lifecycle_event = before;
    }
  });
});
