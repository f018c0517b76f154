// The pure half of the inert-window bench (scripts/bench/inert.mjs drives the browser): what is
// measured where, how a list of taps becomes a window, the check of `npm run bench -- --check` and
// the tables. Apart from the browser so it can be unit-tested.

/**
 * The network profiles, all with Chrome's 4x CPU slowdown. Slow 4G is Lighthouse's mobile
 * simulation (lighthouse/core/config/constants.js: 150 ms, 1.6 * 1024 kbps down, 750 up); 3G and
 * slow 3G are the issue's (780 kbps and 400 kbps down, 300 and 400 ms). Applied per request with
 * CDP's Network.emulateNetworkConditions: `latency` is the round trip, throughput in bytes per second
 * as Lighthouse converts kbps (x 1024 / 8).
 */
export const PROFILES = {
  slow4g: { label: 'slow 4G', rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750 },
  '3g': { label: '3G', rttMs: 300, downKbps: 780, upKbps: 330 },
  slow3g: { label: 'slow 3G', rttMs: 400, downKbps: 400, upKbps: 400 },
};

/** Lighthouse's mobile profile: the one the hydration budget is held to. */
export const LIGHTHOUSE_PROFILE = 'slow4g';

export const CPU_SLOWDOWN = 4;

/**
 * The controls tapped, each the first button of its kind (by role and accessible name, as a visitor
 * reads it) inside `within`, at the viewport where it shows. `routes`: where it is measured; absent,
 * every route (the header and footer are on every page, the 404 page too), the Bangla ones too: a
 * control on every route is named in both languages (content/en/shell.ts, content/bn/shell.ts).
 */
export const CONTROLS = {
  menu: { label: 'Menu', viewport: 'mobile', within: 'banner', name: '^(Menu|মেনু)$' },
  privacy: {
    label: 'Privacy Policy',
    viewport: 'mobile',
    within: 'contentinfo',
    name: '^(Privacy Policy|গোপনীয়তা নীতি)$',
  },
  // Desktop only (the header shows it from 1024 px). Its header is the one Menu's numbers already
  // cover on every route, so it is measured on the home page, where a visitor meets it first.
  profile: {
    label: 'Company Profile',
    viewport: 'desktop',
    within: 'banner',
    name: 'Company Profile',
    exact: true,
    routes: ['/'],
  },
  service: {
    label: 'service Learn More',
    viewport: 'mobile',
    within: 'main',
    name: '^Learn More about ',
    routes: ['/services/'],
  },
  equipment: {
    label: 'equipment card',
    viewport: 'mobile',
    within: 'main',
    name: '^View Details of ',
    routes: ['/equipment/'],
  },
  rent: {
    label: 'rent card',
    viewport: 'mobile',
    within: 'main',
    name: '^View Details of ',
    routes: ['/rent/'],
  },
  supply: {
    label: 'supply card',
    viewport: 'mobile',
    within: 'main',
    name: '^View Details of ',
    routes: ['/supply/'],
  },
  licence: {
    label: 'licence View',
    viewport: 'mobile',
    within: 'main',
    name: '^View ',
    routes: ['/licenses/'],
  },
};

/** Loads per (route, control) whose tap-to-paint and longest frame are the median (issue 26: five). */
export const FEEL_LOADS = 5;

/**
 * Whether a (route, control) is timed for feel at Lighthouse's profile: Menu on every route, each
 * dialog kind on its own page, Privacy Policy (the same footer on every page) on the home page.
 */
export function timesFeel(route, control) {
  return control === 'menu' || (control === 'privacy' ? route === '/' : true);
}

/**
 * Every page load of the bench, in order: per route, each control measured there, at each profile.
 * One load per (route, control, profile): a tap that works opens a dialog, which ends the load; at
 * Lighthouse's profile `feelLoads` for the pairs timed for feel, whose median is their figure.
 * @param {string[]} routes URL paths, as scripts/bench/site.mjs's exportRoutes lists them
 * @returns {{ route: string, control: string, profile: string }[]}
 */
export function inertPlan(routes, controls = CONTROLS, profiles = PROFILES, feelLoads = FEEL_LOADS) {
  const plan = [];
  for (const route of routes) {
    for (const [control, spec] of Object.entries(controls)) {
      if (spec.routes && !spec.routes.includes(route)) continue;
      for (const profile of Object.keys(profiles)) {
        const loads = profile === LIGHTHOUSE_PROFILE && timesFeel(route, control) ? feelLoads : 1;
        for (let i = 0; i < loads; i++) plan.push({ route, control, profile });
      }
    }
  }
  return plan;
}

/** The median of `values` (the lower middle of an even count); null for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * What a visitor feels after the lift, per route and control at Lighthouse's profile: the median over
 * its loads of the time from the tap made at the lift to the paint that showed its dialog, and of the
 * longest animation frame in the 3 s after the lift.
 * @param {{ route: string, control: string, profile: string, tapToPaint?: number, longestFrame?: number }[]} loads
 * @returns {{ route: string, control: string, loads: number, tapToPaint: number | null, longestFrame: number | null }[]}
 */
export function feelOf(loads) {
  const groups = new Map();
  for (const load of loads) {
    if (load.profile !== LIGHTHOUSE_PROFILE || !timesFeel(load.route, load.control)) continue;
    const key = `${load.route} ${load.control}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(load);
  }
  return [...groups.values()].map((group) => ({
    route: group[0].route,
    control: group[0].control,
    loads: group.length,
    tapToPaint: median(group.map((load) => load.tapToPaint)),
    longestFrame: median(group.map((load) => load.longestFrame)),
  }));
}

/**
 * The inert window of one page load, in ms: 0 when the first tap, made as the loading screen
 * lifted, opened its dialog; else from the lift to the first tap that did; null when none did.
 * @param {number} start when the loading screen was gone (ms since the navigation started), or
 *   when the control came if later (a footer still loading): the first tap is made then
 * @param {{ ts: number, works: boolean }[]} taps in order; ts: when the tap was made, same clock
 */
export function inertWindow(start, taps) {
  const first = taps.findIndex((tap) => tap.works);
  if (first < 0) return null;
  if (first === 0) return 0;
  return Math.max(0, Math.round((taps[first]?.ts ?? 0) - start));
}

/**
 * Every load whose tap at the lift did not open its dialog (bench/budgets.json's `inert.windowMs`: 0).
 * What the sweep times (the feel, the hydration) is reported, never held to a budget here.
 * @param {{ route: string, control: string, profile: string, window: number | null }[]} loads
 * @param {{ windowMs: number }} budget
 * @returns {{ route: string, control: string, profile: string, message: string }[]}
 */
export function inertBreaches(loads, budget) {
  const breaches = [];
  for (const load of loads) {
    const control = CONTROLS[load.control]?.label ?? load.control;
    const profile = PROFILES[load.profile]?.label ?? load.profile;
    const where = `${load.route}: ${control} at ${profile}`;
    if (load.window === null) {
      breaches.push({ ...pick(load), message: `${where}: no tap opened its dialog` });
    } else if (load.window > budget.windowMs) {
      breaches.push({
        ...pick(load),
        message: `${where}: the first tap that works comes ${load.window} ms after the loading screen lifts (budget ${budget.windowMs} ms)`,
      });
    }
  }
  return breaches;
}

const pick = ({ route, control, profile }) => ({ route, control, profile });

const seconds = (ms) => (ms / 1000).toFixed(2);

/**
 * The inert table of the bench's output: one row per route and control, and per profile when the
 * loading screen lifted, when the header hydrated and the inert window.
 * @param {{ route: string, control: string, profile: string, lift: number, hydrated: number | null, window: number | null }[]} loads
 * @param {(route: string) => string} label how a route is named in the table
 */
export function inertTable(loads, label = (route) => route) {
  const profiles = Object.keys(PROFILES).filter((profile) => loads.some((load) => load.profile === profile));
  const rows = [];
  const seen = new Set();
  for (const load of loads) {
    const key = `${load.route} ${load.control}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const cells = [label(load.route), CONTROLS[load.control]?.label ?? load.control];
    for (const profile of profiles) {
      const at = loads.find(
        (l) => l.route === load.route && l.control === load.control && l.profile === profile,
      );
      cells.push(
        at ? `${seconds(at.lift)} s` : '',
        at && at.hydrated !== null ? `${seconds(at.hydrated)} s` : at ? '—' : '',
        at ? inertCell(at) : '',
      );
    }
    rows.push(cells);
  }
  const header = ['route', 'control'];
  for (const profile of profiles) {
    const name = PROFILES[profile]?.label ?? profile;
    header.push(`${name}: lift`, 'hydrated', 'inert (wait)');
  }
  return markdownTable(header, rows);
}

/**
 * The inert window in ms, and in brackets how long the tap that worked waited for a busy page
 * before its dialog opened (a tap queued behind a long task is not dead, but it is not quick).
 */
function inertCell({ window, response }) {
  if (window === null) return 'never';
  return response === null || response === undefined ? `${window}` : `${window} (${response})`;
}

/** A Markdown table, columns padded; the first two columns left-aligned, the rest right-aligned. */
export function markdownTable(header, rows, leftColumns = 2) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(3, ...all.map((row) => (row[i] ?? '').length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (i < leftColumns ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
