// The budget check of `npm run bench -- --check`, apart from the browser so it can be unit-tested.

export const KB = 1024;

/**
 * What a route is measured on, in bytes, from one of scripts/bench.mjs's measured routes:
 * - html: the page's HTML, gzip;
 * - ourJs: JavaScript fetched on first view beyond the framework floor, the larger of the two viewports;
 * - css: the stylesheets of the first view, gzip, each file on its own, the larger of the two viewports;
 * - mobileTotal: every byte of the first view at the mobile viewport.
 * @param {{ html: number, viewports: Record<string, { js: number, css: number, total: number }> }} route
 * @param {{ viewports: Record<string, { js: number }> }} floor
 */
export function routeMetrics(route, floor) {
  const ourJs = Math.max(
    ...Object.entries(route.viewports).map(
      ([name, measured]) => measured.js - (floor.viewports[name]?.js ?? 0),
    ),
  );
  const css = Math.max(...Object.values(route.viewports).map((measured) => measured.css));
  return { html: route.html, ourJs, css, mobileTotal: route.viewports.mobile?.total ?? 0 };
}

/** The English page a Bangla one translates ('/bn/about/' -> '/about/'), or null for an English page. */
export function twinOf(route) {
  return route.startsWith('/bn/') ? route.slice('/bn'.length) : null;
}

/**
 * Budgets (in KB) for a route: the defaults, overridden by its own entry. A Bangla page has its
 * English twin's, plus what the language adds (`bangla.over`, issue 34), unless its own entry says
 * otherwise (a page whose Bangla weighs more than the language's usual).
 */
export function budgetsFor(route, budgets) {
  const twin = twinOf(route);
  const own = { ...budgets.default, ...budgets.routes?.[twin ?? route] };
  if (twin === null) return own;
  const over = budgets.bangla?.over ?? {};
  const twins = Object.fromEntries(
    Object.entries(own).map(([metric, kb]) => [metric, kb + (over[metric] ?? 0)]),
  );
  return { ...twins, ...budgets.routes?.[route] };
}

/**
 * Every budget a route goes over, with a message that says by how much.
 * @param {{ floor: object, routes: { route: string }[] }} results
 * @param {{ default: Record<string, number>, routes?: Record<string, Record<string, number>>, names?: Record<string, string>, bangla?: { over: Record<string, number> } }} budgets
 * @returns {{ route: string, metric: string, actual: number, limit: number, message: string }[]}
 */
export function overBudget(results, budgets) {
  const breaches = [];
  for (const route of results.routes) {
    const metrics = routeMetrics(route, results.floor);
    for (const [metric, limitKb] of Object.entries(budgetsFor(route.route, budgets))) {
      const actual = metrics[metric];
      if (actual === undefined)
        throw new Error(`bench/budgets.json: unknown budget "${metric}" for ${route.route}`);
      const limit = limitKb * KB;
      if (actual <= limit) continue;
      const name = budgets.names?.[metric] ?? metric;
      breaches.push({
        route: route.route,
        metric,
        actual,
        limit,
        message: `${route.route}: ${name} is ${(actual / KB).toFixed(1)} KB, over its budget of ${limitKb} KB by ${((actual - limit) / KB).toFixed(1)} KB`,
      });
    }
  }
  return breaches;
}

/**
 * The service worker's budgets (bench/budgets.json `worker`, KB gzip): its script, /sw.js, and each
 * offline page it precaches, what a first visit downloads beyond the page itself (issue 48).
 * @param {{ worker: number, offlinePages: Record<string, number> }} sizes bytes gzip, from the export on disk
 * @param {{ sw: number, offlinePage: number }} budget
 * @returns {{ route: string, metric: string, actual: number, limit: number, message: string }[]}
 */
export function workerOverBudget(sizes, budget) {
  if (budget?.sw === undefined || budget.offlinePage === undefined)
    throw new Error('bench/budgets.json: the worker needs its budgets "sw" and "offlinePage"');
  const checks = [
    { route: '/sw.js', metric: 'sw', actual: sizes.worker, limitKb: budget.sw },
    ...Object.entries(sizes.offlinePages).map(([route, actual]) => ({
      route,
      metric: 'offlinePage',
      actual,
      limitKb: budget.offlinePage,
    })),
  ];
  return checks
    .filter(({ actual, limitKb }) => actual > limitKb * KB)
    .map(({ route, metric, actual, limitKb }) => ({
      route,
      metric,
      actual,
      limit: limitKb * KB,
      message: `${route}: the service worker's ${metric === 'sw' ? 'script' : 'offline page'} is ${(actual / KB).toFixed(1)} KB gzip, over its budget of ${limitKb} KB by ${((actual - limitKb * KB) / KB).toFixed(1)} KB`,
    }));
}
