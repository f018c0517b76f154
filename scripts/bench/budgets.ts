// What `npm run bench -- --check` fails on, apart from the browser so it is unit-tested: each route's
// bytes and the service worker's files against bench/budgets.json, and the tap made as the loading
// screen lifts.
export const KB = 1024;

type Metric = 'html' | 'ourJs' | 'css' | 'mobileTotal';
type Limits = Partial<Record<Metric, number>>;
export interface Budgets {
  names?: Record<string, string>;
  default: Limits;
  routes?: Record<string, Limits>;
  bangla?: { over: Limits };
  worker: { sw: number; offlinePage: number };
  inert: { windowMs: number };
}
/** A route as measured: its HTML (gzip) and, per viewport, its scripts, stylesheets and whole first view. */
export interface RouteBytes {
  route: string;
  html: number;
  viewports: Record<string, { js: number; css: number; total: number }>;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const over = (actual: number, limit: number) =>
  `is ${kb(actual)} KB, over its budget of ${limit} KB by ${kb(actual - limit * KB)} KB`;

/**
 * What a route is held to, in bytes: its HTML; its JavaScript beyond the floor's and its stylesheets,
 * each at the heavier viewport; its whole first view at the phone's.
 */
export function routeMetrics(route: RouteBytes, floor: RouteBytes): Record<Metric, number> {
  const views = Object.entries(route.viewports);
  return {
    html: route.html,
    ourJs: Math.max(...views.map(([name, view]) => view.js - (floor.viewports[name]?.js ?? 0))),
    css: Math.max(...views.map(([, view]) => view.css)),
    mobileTotal: route.viewports.mobile?.total ?? 0,
  };
}

/** The English page a Bangla one translates ('/bn/about/' -> '/about/'), or null for an English page. */
export const twinOf = (route: string) => (route.startsWith('/bn/') ? route.slice('/bn'.length) : null);

/**
 * A route's budgets in KB: the defaults, overridden by its own entry. A Bangla page has its English
 * twin's plus what the language adds (`bangla.over`, issue 34), unless its own entry says otherwise.
 */
export function budgetsFor(route: string, budgets: Budgets): Limits {
  const twin = twinOf(route);
  const own: Limits = { ...budgets.default, ...budgets.routes?.[twin ?? route] };
  if (twin === null) return own;
  const plus = Object.entries(own).map(([metric, kb]) => [
    metric,
    kb + (budgets.bangla?.over[metric as Metric] ?? 0),
  ]);
  return { ...Object.fromEntries(plus), ...budgets.routes?.[route] };
}

export function overBudget(routes: RouteBytes[], floor: RouteBytes, budgets: Budgets) {
  return routes.flatMap((route) => {
    const metrics = routeMetrics(route, floor);
    return Object.entries(budgetsFor(route.route, budgets)).flatMap(([metric, limit]) => {
      const actual = metrics[metric as Metric];
      if (actual === undefined) throw new Error(`bench/budgets.json: unknown budget "${metric}"`);
      return actual > limit * KB
        ? [`${route.route}: ${budgets.names?.[metric] ?? metric} ${over(actual, limit)}`]
        : [];
    });
  });
}

/**
 * The service worker's script (/sw.js) and each offline page it installs, bytes gzip, against
 * `worker`: what a first visit downloads beyond the page, once it has loaded (issue 48).
 */
export function workerOverBudget(files: Record<string, number>, budget: Budgets['worker'] | undefined) {
  if (budget?.sw === undefined || budget.offlinePage === undefined)
    throw new Error('bench/budgets.json: the worker needs its budgets "sw" and "offlinePage"');
  return Object.entries(files).flatMap(([file, actual]) => {
    const [what, limit] = file === '/sw.js' ? ['script', budget.sw] : ['offline page', budget.offlinePage];
    return actual > limit * KB ? [`${file}: the service worker's ${what} ${over(actual, limit)}`] : [];
  });
}

/**
 * The inert window of one load, in ms: 0 when the first tap, made as the loading screen lifted,
 * opened its dialog; else from `start` (the lift) to the first tap that did; null when none did.
 */
export function inertWindow(start: number, taps: { ts: number; works?: boolean }[]) {
  const first = taps.findIndex((tap) => tap.works);
  if (first <= 0) return first === 0 ? 0 : null;
  return Math.max(0, Math.round((taps[first]?.ts ?? start) - start));
}

/** Each load whose tap at the lift did not open its dialog within `windowMs`, 0: the tap at the lift must. */
export function inertBreaches(
  loads: { where: string; window: number | null }[],
  { windowMs }: Budgets['inert'],
) {
  return loads.flatMap(({ where, window }) => {
    if (window === null) return [`${where}: no tap opened its dialog`];
    const late = `${where}: the first tap that works comes ${window} ms after the loading screen lifts`;
    return window > windowMs ? [`${late} (budget ${windowMs} ms)`] : [];
  });
}
