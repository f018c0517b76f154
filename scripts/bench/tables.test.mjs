/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KB } from './budgets.mjs';
import { root } from './site.mjs';
import {
  SOURCES,
  commandOf,
  currentRun,
  lighthouseFile,
  lighthouseMisses,
  tablesMarkdown,
  writeTables,
} from './tables.mjs';

const run = {
  date: '2026-11-27T09:14:05Z',
  commit: 'abc1234 + changes',
  load: 0.4,
  command: 'npm run bench',
};

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
  measured: { date: '2026-11-26', commit: '8a881e6', load: null, command: 'npm run bench -- --no-build' },
  floor: bytes('floor', { html: 1.8, js: 131.7, total: 133.5 }),
  routes: [
    bytes('/', { html: 23.5, js: 140.8, jsDesktop: 141.2, css: 10.7, total: 248.5 }),
    bytes('404', { html: 9.7, js: 138.4, css: 9, cssDesktop: 10, total: 168 }),
  ],
};

const beforeBangla = { commit: 'dbe3556', mobileTotal: { '/': 246 * KB, 404: 168.5 * KB } };

const budgets = {
  default: { html: 25.5, ourJs: 10, css: 10.5 },
  routes: { '/': { css: 11.5, mobileTotal: 250 } },
  english: { growth: 3 },
  inert: { windowMs: 0, hydratedAfterLiftMs: null, tapToPaintMs: 300, longestFrameMs: 220 },
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
  floorDrift: {
    first: { performance: 99, fcp: 671, tbt: 125 },
    last: { performance: 99, fcp: 671, tbt: 135 },
  },
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

describe('bench/TABLES.md', () => {
  const all = tablesMarkdown({ results, inert, lighthouse, budgets, beforeBangla }, run);

  it('says it is generated, by which run, at which commit and load', () => {
    expect(all).toMatch(/^# Bench tables\n/);
    expect(all).toContain('do not edit');
    expect(all).toContain(
      'Written 2026-11-27 09:14 UTC by `npm run bench`, at abc1234 + changes, load average 0.40 at the start.',
    );
  });

  it('says how each file was measured, or that it was not recorded', () => {
    expect(all).toContain(
      'bench/results.json: `npm run bench -- --no-build` on out/, 2026-11-26, 8a881e6, load average not recorded.',
    );
    expect(all).toContain(
      'bench/inert.json: `npm run bench` on out/, 2026-11-27 08:00 UTC, abc1234, load average 0.56 at the start.',
    );
    expect(all).toContain('bench/lighthouse.json on out/: its run was not recorded.');
  });

  it('has the bytes of each route beside the floor, and the budgets they are within', () => {
    const section = all.slice(all.indexOf('## Bytes'), all.indexOf('## The feel'));
    expect(row(section, 'route')).toEqual([
      'route',
      'HTML',
      'JS, phone',
      'our JS',
      'CSS',
      'all, phone',
      'vs dbe3556',
    ]);
    expect(row(section, 'floor')).toEqual(['floor', '1.8', '131.7', '—', '0.0', '133.5', '']);
    // Our JS from the heavier viewport (141.2 - 131.7), CSS too; the growth since before the Bangla edition.
    expect(row(section, '/')).toEqual(['/', '23.5', '140.8', '9.5', '10.7', '248.5', '+2.50']);
    expect(row(section, '404')).toEqual(['404', '9.7', '138.4', '6.7', '10.0', '168.0', '-0.50']);
    expect(section).toContain('polyfill (38.6 KB)');
    expect(section).toContain('Within bench/budgets.json.');
  });

  it('lists each budget a route is over', () => {
    const tight = { ...budgets, routes: { '/': { html: 20 } }, english: { growth: 2 } };
    const section = tablesMarkdown({ results, budgets: tight, beforeBangla }, run);
    expect(section).toContain(
      "Over bench/budgets.json:\n\n- /: its first view at the mobile viewport is 2.50 KB over dbe3556's, more than 2 KB",
    );
    expect(section).toContain('- /: html is 23.5 KB, over its budget of 20 KB');
    expect(section).toContain('- /: css is 10.7 KB, over its budget of 10.5 KB');
  });

  it("has Menu's feel per route, the 404 page by its name, and the other dialogs", () => {
    const section = all.slice(all.indexOf('## The feel'), all.indexOf('## Lighthouse'));
    expect(section).toContain('At slow 4G and 4x CPU, medians of 1 to 3 loads, ms.');
    expect(section).toContain('(slow 4G, slow 3G)');
    expect(row(section, 'route')).toEqual([
      'route',
      'tap to paint',
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
      '75',
      '2320',
      '3000',
      '0',
      'not: fonts 2/3, pictures 2/3',
    ]);
    expect(row(section, '404')).toEqual(['404', '80', '58', '2300', '2800', 'never', '—']);
    expect(row(section, 'Company Profile')).toEqual(['Company Profile', '/', '152', '82', '0']);
    // The hydration is reported, held to no budget (null); a tap at the lift that never worked is.
    expect(section).toContain(
      'Over bench/budgets.json:\n\n- 404: Menu at slow 3G: no tap opened its dialog\n',
    );
    expect(section).not.toContain('hydrated at');
  });

  it("reads each route's first tap beside the floor's, timed in the same run", () => {
    const section = tablesMarkdown({ inert: withFloor, budgets }, run);
    expect(row(section, 'floor')).toEqual(['floor', '64', '20', '', '', '', '']);
    expect(row(section, '/')?.slice(0, 2)).toEqual(['/', '104 (+40)']);
    expect(section).toContain("Every route's first tap is painted within 120 ms of the floor's (issue 35).");
    // The home page's Menu 100 ms slower: 204, the floor's +140.
    const slower = withFloor.loads.map((l) =>
      l.route === '/' && l.control === 'menu' && l.tapToPaint ? { ...l, tapToPaint: l.tapToPaint + 100 } : l,
    );
    expect(tablesMarkdown({ inert: { ...withFloor, loads: slower }, budgets }, run)).toContain(
      "Over the floor's first tap by more than 120 ms (issue 35): /.",
    );
  });

  it('holds the feel to its budgets', () => {
    const strict = { ...budgets, inert: { ...budgets.inert, tapToPaintMs: 100, longestFrameMs: 100 } };
    const calm = { ...inert, loads: inert.loads.filter((l) => l.window !== null) };
    const section = tablesMarkdown({ inert: calm, budgets: strict }, run);
    expect(section).toContain('- /: Menu at slow 4G: the tap at the lift is painted 104 ms after it');
    expect(section).toContain('- /: Company Profile at slow 4G: the tap at the lift is painted 152 ms');
    expect(section).not.toContain('404: Menu');
  });

  it("has Lighthouse per route beside the floor, each number with the route's difference", () => {
    const section = all.slice(all.indexOf('## Lighthouse'));
    expect(section).toContain('Lighthouse 12.8.2, mobile, simulated throttling, median of 3 runs');
    expect(row(section, 'floor')).toEqual([
      'floor',
      '99',
      '99',
      '',
      '',
      '671',
      '130',
      '130',
      '671',
      '0',
      '100',
      '100',
      '80',
    ]);
    expect(row(section, '/')).toEqual([
      '/',
      '94 (-5)',
      '94–97',
      '',
      '15.5',
      '1224 (+553)',
      '69 (-61)',
      '41–152',
      '3004 (+2333)',
      '0',
      '100',
      '100',
      '100',
    ]);
    expect(row(section, '/bn/about/')?.slice(0, 4)).toEqual(['/bn/about/', '95 (-4)', '95–96', '-3']);
    expect(section).toContain(
      'The floor over the first 3 of its runs: score 99, FCP 671, TBT 125; over the last 3: 99, 671, 135.',
    );
  });

  it('names each way a route misses its targets against the floor and its English twin', () => {
    const misses = lighthouseMisses(lighthouse);
    expect(misses).toEqual([
      "/: score 94, the floor's -5 (target -3)",
      "/: FCP 1224 ms, the floor's +553 (target +250)",
      "/bn/about/: score 95, the floor's -4 (target -3)",
      '/bn/about/: CLS 0.002 (target 0)',
      '/bn/about/: score -3 beside /about/ (target -2)',
    ]);
    const section = all.slice(all.indexOf('## Lighthouse'));
    for (const miss of misses) expect(section).toContain(`- ${miss}`);
  });

  it('leaves out what has not been measured', () => {
    const bytesOnly = tablesMarkdown({ results, budgets }, run);
    expect(bytesOnly).toContain('## Bytes');
    expect(bytesOnly).not.toContain('## The feel');
    expect(bytesOnly).not.toContain('## Lighthouse');
    // An inert run from before the feel was timed has no feel to show.
    const untimed = { ...inert, loads: [load('/', 'menu')] };
    expect(tablesMarkdown({ inert: untimed, budgets }, run)).not.toContain('## The feel');
    expect(tablesMarkdown({ budgets }, run)).toContain('No measurements yet');
  });

  it('is written from the JSON files present, as Prettier would write it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-tables-'));
    try {
      writeFileSync(path.join(dir, 'budgets.json'), JSON.stringify(budgets));
      writeFileSync(path.join(dir, 'results.json'), JSON.stringify(results));
      writeFileSync(path.join(dir, 'lighthouse.json'), JSON.stringify(lighthouse));
      writeFileSync(path.join(dir, 'lighthouse-nginx-bengali-font.json'), JSON.stringify(lighthouse));
      writeFileSync(path.join(dir, 'lighthouse-nginx-other-bengali-font.json'), JSON.stringify(lighthouse));
      const text = writeTables(run, dir);
      expect(readFileSync(path.join(dir, 'TABLES.md'), 'utf8')).toBe(text);
      expect(text).toContain('## Bytes');
      expect(text).not.toContain('## The feel');
      expect(text).toContain('## Lighthouse\n');
      expect(text).not.toContain('## Lighthouse through nginx (HTTPS');
      const phone =
        '## Lighthouse through nginx, with Noto Sans Bengali installed, as on most Android phones';
      const other =
        '## Lighthouse through nginx, with Hind Siliguri installed, as on an iPhone, a Mac or a Windows';
      expect(text).toContain(phone);
      expect(text).toContain(other);
      expect(text.indexOf(phone)).toBeLessThan(text.indexOf(other));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // `npx prettier --check bench` holds the file to the project's format; Prettier runs apart (its
    // own modules do not load under Jest).
    const formatted = execFileSync(
      process.execPath,
      ['node_modules/prettier/bin/prettier.cjs', '--stdin-filepath', 'bench/TABLES.md'],
      { input: all, encoding: 'utf8' },
    );
    expect(formatted).toBe(all);
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

describe("a Lighthouse run's file", () => {
  it('is named from its flags, and the four TABLES.md shows are the files in bench/', () => {
    expect(lighthouseFile()).toBe('lighthouse.json');
    expect(lighthouseFile({ nginx: true, device: 'other' })).toBe('lighthouse-nginx-other-bengali-font.json');
    expect(lighthouseFile({ device: 'phone' })).toBe('lighthouse-bengali-font.json');
    const bench = path.join(root, 'bench');
    for (const key of ['lighthouse', 'lighthouseNginx', 'lighthouseNginxFont', 'lighthouseNginxOtherFont'])
      expect(existsSync(path.join(bench, SOURCES[key]))).toBe(true);
  });
});
