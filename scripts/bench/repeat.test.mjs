/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { HEADINGS, repeatCell, withSection, workerBytes, workerSection } from './tables.mjs';
import { workerTimeoutMs } from './repeat.mjs';

/** One timed visit of scripts/bench/repeat.mjs. */
const visit = (route, visitKind, worker, paint, lift) => ({ route, visit: visitKind, worker, paint, lift });

const loads = [
  // The home page: three runs with the worker, the hanging line watched once without it.
  ...[
    [2100, 4200],
    [2000, 4100],
    [2200, 4300],
  ].flatMap(([paint, lift], run) => [
    visit('/', 'first', false, paint, lift),
    visit('/', 'first', true, paint + 10, lift + 10),
    visit('/', 'repeat', false, paint - 600, lift - 600),
    visit('/', 'repeat', true, paint - 900, lift - 900),
    ...(run === 0 ? [visit('/', 'hanging', false, null, null)] : []),
    visit('/', 'hanging', true, 4300 + run * 100, run === 2 ? null : 6400),
  ]),
];

const bytes = [
  { route: '/', worker: false, files: { '/': 23000, '/_next/static/a.js': 100000 }, revalidated: 0 },
  {
    route: '/',
    worker: true,
    files: {
      '/': 23000,
      '/_next/static/a.js': 100000,
      '/sw.js': 9000,
      '/offline/': 1500,
      '/bn/offline/': 1800,
    },
    revalidated: 3,
  },
];

const data = {
  dir: 'out',
  measured: {
    date: '2026-11-29T10:00:00Z',
    commit: 'abc1234',
    load: 0.5,
    command: 'npm run bench -- --worker-only',
  },
  profile: 'slow3g',
  timeoutMs: 4000,
  hangWatchMs: 15000,
  routes: ['/'],
  loads,
  bytes,
};

/** The cells of a Markdown table's row that starts with `first`, in the part of `text` after `after`. */
function row(text, first, after = '') {
  const line = text
    .slice(text.indexOf(after))
    .split('\n')
    .find((l) => l.startsWith(`| ${first} `));
  return line
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

describe('the service worker in bench/TABLES.md', () => {
  it('reads a median beside the first visit, a page that never painted as such, and a few that did not', () => {
    const of = (...values) => values.map((paint) => ({ paint }));
    expect(repeatCell(of(1500, 1400, 1600), 'paint', 2000, 15000)).toBe('1500 (-500)');
    expect(repeatCell(of(2500), 'paint', 2000, 15000)).toBe('2500 (+500)');
    expect(repeatCell(of(null), 'paint', 2000, 15000)).toBe('none in 15 s');
    expect(repeatCell(of(4300, null, 4500), 'paint', 2000, 15000)).toBe('4300 (+2300), 1/3 none');
    expect(repeatCell([], 'paint', 2000, 15000)).toBe('—');
  });

  it('adds up a first visit with the worker and without, and lists what the worker adds', () => {
    expect(workerBytes(bytes, '/')).toEqual({
      without: 123000,
      withWorker: 135300,
      added: [
        ['/sw.js', 9000],
        ['/bn/offline/', 1800],
        ['/offline/', 1500],
      ],
      revalidated: 3,
    });
    expect(workerBytes(bytes, '/about/')).toBeNull();
  });

  it('has paint and lift per route and case beside the first visit and the worker’s wait, and the bytes', () => {
    const text = workerSection(data).join('\n');
    expect(text.startsWith(HEADINGS.worker)).toBe(true);
    expect(text).toContain('`npm run bench -- --worker-only` on out/, 2026-11-29 10:00 UTC, at abc1234');
    expect(text).toContain('At slow 3G and 4x CPU');
    expect(text).toContain('medians of 3 loads');
    const paint = 'First paint';
    expect(row(text, 'route', paint)).toEqual([
      'route',
      'first visit',
      'first, worker',
      'repeat, no worker',
      'repeat, worker',
      'hanging, no worker',
      'hanging, worker',
    ]);
    expect(row(text, 'floor', paint)).toEqual(['floor', '', '', '', '', '', '4000']);
    expect(row(text, '/', paint)).toEqual([
      '/',
      '2100',
      '2110 (+10)',
      '1500 (-600)',
      '1200 (-900)',
      'none in 15 s',
      '4400 (+2300)',
    ]);
    expect(row(text, '/', 'The loading screen lifted')).toEqual([
      '/',
      '4200',
      '4210 (+10)',
      '3600 (-600)',
      '3300 (-900)',
      'none in 15 s',
      '6400 (+2200), 1/3 none',
    ]);
    expect(row(text, '/', 'The bytes')).toEqual(['/', '120.1', '132.1', '+12.0', '3']);
    expect(row(text, '/sw.js', 'What the worker adds')).toEqual(['/sw.js', '8.8']);
  });

  it('goes between the feel and Lighthouse, as Prettier writes it', () => {
    const all = withSection(withSection('', [HEADINGS.lighthouse, '', 'x']), workerSection(data));
    const headings = all.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([HEADINGS.worker, HEADINGS.lighthouse]);
    const formatted = execFileSync(
      process.execPath,
      ['node_modules/prettier/bin/prettier.cjs', '--stdin-filepath', 'bench/TABLES.md'],
      { input: all, encoding: 'utf8' },
    );
    expect(formatted).toBe(all);
  });

  it("reads the worker's wait for the network from its source", () => {
    expect(workerTimeoutMs('export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;')).toBe(4000);
    expect(workerTimeoutMs('export const PAGE_NETWORK_TIMEOUT_SECONDS = 2.5;')).toBe(2500);
    expect(() => workerTimeoutMs('const timeout = 4;')).toThrow('PAGE_NETWORK_TIMEOUT_SECONDS');
    // The worker as it is.
    expect(workerTimeoutMs()).toBeGreaterThan(0);
  });
});
