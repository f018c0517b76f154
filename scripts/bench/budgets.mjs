// The budget check of `npm run bench -- --check`, apart from the browser so it can be unit-tested.

export const KB = 1024;

/**
 * What a route is measured on, in bytes, from one entry of bench/results.json's `routes`:
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
 * English twin's, plus what the language adds where budgets.bangla says (issue 34).
 */
export function budgetsFor(route, budgets) {
  const twin = twinOf(route);
  const own = { ...budgets.default, ...budgets.routes?.[twin ?? route] };
  if (twin === null) return own;
  // The first view's own budget moves up with the Bengali font (firstViewOverTwin also holds it
  // within that much of what the twin measures).
  const extra = { mobileTotal: budgets.bangla?.firstViewOverTwin ?? 0, ...budgets.bangla?.over };
  return Object.fromEntries(Object.entries(own).map(([metric, kb]) => [metric, kb + (extra[metric] ?? 0)]));
}

/**
 * How many bytes an English page's first view at the mobile viewport has grown since the English
 * pages of bench/before-bangla.json (issue 34); null for a Bangla page, or one that was not there.
 * @param {{ route: string, viewports: Record<string, { total: number }> }} route
 * @param {{ mobileTotal: Record<string, number> } | undefined} before
 */
export function growthSinceBefore(route, before) {
  const then = before?.mobileTotal[route.route];
  if (twinOf(route.route) !== null || then === undefined) return null;
  return (route.viewports.mobile?.total ?? 0) - then;
}

/**
 * Every budget a route goes over, with a message that says by how much.
 * @param {{ floor: object, routes: { route: string }[] }} results
 * @param {{ default: Record<string, number>, routes?: Record<string, Record<string, number>>, names?: Record<string, string>, english?: { growth: number } }} budgets
 * @param {{ commit: string, mobileTotal: Record<string, number> }} [before] bench/before-bangla.json
 * @returns {{ route: string, metric: string, actual: number, limit: number, message: string }[]}
 */
export function overBudget(results, budgets, before) {
  const breaches = [];
  // An English page over its first view before the Bangla edition: the language switch, mostly.
  const growth = budgets.english?.growth;
  for (const route of results.routes) {
    const actual = growthSinceBefore(route, before);
    if (growth === undefined || actual === null || actual <= growth * KB) continue;
    breaches.push({
      route: route.route,
      metric: 'growth',
      actual,
      limit: growth * KB,
      message: `${route.route}: its first view at the mobile viewport is ${(actual / KB).toFixed(2)} KB over ${before?.commit}'s, more than ${growth} KB`,
    });
  }
  // A Bangla page's first view at the mobile size over its English twin's: the Bengali font, mostly.
  const overTwin = budgets.bangla?.firstViewOverTwin;
  for (const route of results.routes) {
    const twin = results.routes.find((candidate) => candidate.route === twinOf(route.route));
    if (overTwin === undefined || !twin) continue;
    const actual =
      routeMetrics(route, results.floor).mobileTotal - routeMetrics(twin, results.floor).mobileTotal;
    const limit = overTwin * KB;
    if (actual <= limit) continue;
    breaches.push({
      route: route.route,
      metric: 'firstViewOverTwin',
      actual,
      limit,
      message: `${route.route}: its first view at the mobile viewport is ${(actual / KB).toFixed(1)} KB over ${twin.route}'s, more than ${overTwin} KB`,
    });
  }
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
