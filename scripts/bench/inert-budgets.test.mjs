/** @jest-environment node */
import { readFileSync } from 'node:fs';
import {
  CONTROLS,
  FEEL_LOADS,
  PROFILES,
  feelOf,
  inertBreaches,
  inertPlan,
  inertTable,
  inertWindow,
  median,
} from './inert-budgets.mjs';

const budget = { windowMs: 0 };

/** One page load's result, as scripts/bench/inert.mjs returns it. */
function load(route, control, profile, { lift = 3400, hydrated = 3000, window = 0, response = 20 } = {}) {
  return { route, control, profile, lift, hydrated, window, response };
}

describe('inert-window plan', () => {
  it('measures Menu and Privacy Policy on every route, and each dialog kind on its own page, at each profile', () => {
    const plan = inertPlan(['/', '/about/', '/services/', '/bench-no-such-page/']);
    const kinds = (route) => [
      ...new Set(plan.filter((job) => job.route === route).map((job) => job.control)),
    ];
    expect(kinds('/')).toEqual(['menu', 'privacy', 'profile']);
    expect(kinds('/about/')).toEqual(['menu', 'privacy']);
    expect(kinds('/services/')).toEqual(['menu', 'privacy', 'service']);
    expect(kinds('/bench-no-such-page/')).toEqual(['menu', 'privacy']);
    const profiles = (route, control) =>
      plan.filter((job) => job.route === route && job.control === control).map((job) => job.profile);
    // Five loads at slow 4G where the feel is timed: Menu everywhere, each dialog kind on its page,
    // Privacy Policy on the home page.
    const feel = [...Array(FEEL_LOADS).fill('slow4g'), '3g', 'slow3g'];
    expect(profiles('/about/', 'menu')).toEqual(feel);
    expect(profiles('/services/', 'service')).toEqual(feel);
    expect(profiles('/', 'privacy')).toEqual(feel);
    expect(profiles('/about/', 'privacy')).toEqual(['slow4g', '3g', 'slow3g']);
    // Menu 4 routes, privacy 1, profile 1, service 1 at five loads, privacy 3 at one; plus 3G and slow 3G.
    expect(plan).toHaveLength(7 * (FEEL_LOADS + 2) + 3 * 3);
  });

  it('has a page for every dialog kind of the issue, and the profiles it names', () => {
    expect(Object.values(CONTROLS).map((control) => control.label)).toEqual([
      'Menu',
      'Privacy Policy',
      'Company Profile',
      'service Learn More',
      'equipment card',
      'rent card',
      'supply card',
      'licence View',
    ]);
    expect(CONTROLS.profile?.viewport).toBe('desktop');
    expect(PROFILES.slow4g).toMatchObject({ rttMs: 150, downKbps: 1638.4, upKbps: 750 });
    expect(PROFILES['3g']).toMatchObject({ rttMs: 300, downKbps: 780 });
    expect(PROFILES.slow3g).toMatchObject({ rttMs: 400, downKbps: 400 });
  });
});

describe('inert window', () => {
  it('is 0 when the tap at the lift works, even if it was made a little after it', () => {
    expect(inertWindow(3400, [{ ts: 3412, works: true }])).toBe(0);
  });

  it('runs from the lift to the first tap that works, not to a later one', () => {
    const taps = [
      { ts: 3410, works: false },
      { ts: 3460, works: false },
      { ts: 4180.6, works: true },
      { ts: 4230, works: true },
    ];
    expect(inertWindow(3400, taps)).toBe(781);
  });

  it('is null when no tap works', () => {
    expect(inertWindow(3400, [{ ts: 3410, works: false }])).toBeNull();
    expect(inertWindow(3400, [])).toBeNull();
  });
});

describe('inert budgets', () => {
  it('passes when every tap at the lift works, however late the header hydrates', () => {
    const loads = [
      load('/', 'menu', 'slow4g', { lift: 3400, hydrated: 3400 }),
      load('/', 'menu', 'slow3g', { lift: 4000, hydrated: 7400 }),
      load('/', 'privacy', 'slow4g', { hydrated: null }),
    ];
    expect(inertBreaches(loads, budget)).toEqual([]);
  });

  it('holds, with bench/budgets.json, the tap at the lift', () => {
    const shipped = JSON.parse(readFileSync('bench/budgets.json', 'utf8')).inert;
    const late = load('/', 'menu', 'slow4g', { lift: 2300, hydrated: 4000 });
    expect(inertBreaches([late], shipped)).toEqual([]);
    expect(inertBreaches([{ ...late, window: 700 }], shipped)).toHaveLength(1);
  });

  it('names each control and profile with a window, and each tap that never worked', () => {
    const loads = [
      load('/', 'menu', 'slow4g', { window: 600 }),
      load('/', 'menu', '3g', { window: 1200 }),
      load('/services/', 'service', 'slow3g', { window: null }),
    ];
    expect(inertBreaches(loads, budget).map((breach) => breach.message)).toEqual([
      '/: Menu at slow 4G: the first tap that works comes 600 ms after the loading screen lifts (budget 0 ms)',
      '/: Menu at 3G: the first tap that works comes 1200 ms after the loading screen lifts (budget 0 ms)',
      '/services/: service Learn More at slow 3G: no tap opened its dialog',
    ]);
  });
});

describe('inert table', () => {
  it('has a row per route and control, and lift, hydration and window per profile', () => {
    const loads = [
      load('/', 'menu', 'slow4g', { lift: 3412, hydrated: 3987, window: 0, response: 15 }),
      load('/', 'menu', '3g', { lift: 3790, hydrated: 5020, window: 1240, response: 310 }),
      load('/', 'menu', 'slow3g', { lift: 4010, hydrated: 7380, window: null, response: null }),
      load('/bench-no-such-page/', 'privacy', 'slow4g', { lift: 3300, hydrated: null, window: 150 }),
    ];
    const table = inertTable(loads, (route) => (route === '/bench-no-such-page/' ? '404' : route)).split(
      '\n',
    );
    expect(table).toHaveLength(4);
    const cells = (line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    expect(cells(table[0] ?? '')).toEqual([
      'route',
      'control',
      'slow 4G: lift',
      'hydrated',
      'inert (wait)',
      '3G: lift',
      'hydrated',
      'inert (wait)',
      'slow 3G: lift',
      'hydrated',
      'inert (wait)',
    ]);
    expect(table[1]).toMatch(/^\| -+ \| -+ \| -+: \|/);
    expect(cells(table[2] ?? '')).toEqual([
      '/',
      'Menu',
      '3.41 s',
      '3.99 s',
      '0 (15)',
      '3.79 s',
      '5.02 s',
      '1240 (310)',
      '4.01 s',
      '7.38 s',
      'never',
    ]);
    expect(cells(table[3] ?? '')).toEqual([
      '404',
      'Privacy Policy',
      '3.30 s',
      '—',
      '150 (20)',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('the feel after the lift', () => {
  const timed = (route, control, tapToPaint, longestFrame, profile = 'slow4g') => ({
    ...load(route, control, profile),
    tapToPaint,
    longestFrame,
  });

  it('takes the median of the loads at slow 4G, per route and control', () => {
    expect(median([120, 400, 136, 88, 152])).toBe(136);
    expect(median([120, 136])).toBe(120);
    expect(median([])).toBeNull();
    const feel = feelOf([
      timed('/', 'menu', 120, 90),
      timed('/', 'menu', 400, 300),
      timed('/', 'menu', 136, 80),
      timed('/', 'menu', 136, 2000, 'slow3g'),
      timed('/about/', 'privacy', 500, 500),
    ]);
    expect(feel).toEqual([{ route: '/', control: 'menu', loads: 3, tapToPaint: 136, longestFrame: 90 }]);
  });
});
