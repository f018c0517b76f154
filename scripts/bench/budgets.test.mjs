/** @jest-environment node */
import { KB, budgetsFor, overBudget, routeMetrics, twinOf, workerOverBudget } from './budgets.mjs';

const floor = { viewports: { mobile: { js: 130 * KB }, desktop: { js: 130 * KB } } };

/** A measured route: HTML bytes, and JS and total bytes per viewport. */
function route(
  name,
  {
    html = 10 * KB,
    jsMobile = 140 * KB,
    jsDesktop = 140 * KB,
    cssMobile = 6 * KB,
    cssDesktop = 6 * KB,
    totalMobile = 200 * KB,
  } = {},
) {
  return {
    route: name,
    html,
    viewports: {
      mobile: { js: jsMobile, css: cssMobile, total: totalMobile },
      desktop: { js: jsDesktop, css: cssDesktop, total: 999 * KB },
    },
  };
}

const budgets = {
  names: { ourJs: 'our JavaScript' },
  default: { html: 30, ourJs: 20, css: 8 },
  routes: { '/': { mobileTotal: 350 }, '/contact/': { ourJs: 40 } },
};

describe('bench budgets', () => {
  it("takes our share of JavaScript from the heavier viewport, after the floor's", () => {
    expect(routeMetrics(route('/a/', { jsMobile: 140 * KB, jsDesktop: 155 * KB }), floor)).toEqual({
      html: 10 * KB,
      ourJs: 25 * KB,
      css: 6 * KB,
      mobileTotal: 200 * KB,
    });
  });

  it('takes the stylesheets of the heavier viewport', () => {
    expect(routeMetrics(route('/a/', { cssMobile: 7 * KB, cssDesktop: 9 * KB }), floor).css).toBe(9 * KB);
  });

  it("lets a route's own entry override the defaults and add budgets", () => {
    expect(budgetsFor('/contact/', budgets)).toEqual({ html: 30, ourJs: 40, css: 8 });
    expect(budgetsFor('/', budgets)).toEqual({ html: 30, ourJs: 20, css: 8, mobileTotal: 350 });
    expect(budgetsFor('/about/', budgets)).toEqual({ html: 30, ourJs: 20, css: 8 });
  });

  it('passes routes at or under every budget', () => {
    const results = {
      floor,
      routes: [
        route('/', { jsDesktop: 150 * KB, totalMobile: 350 * KB }),
        route('/contact/', { jsMobile: 170 * KB }),
      ],
    };
    expect(overBudget(results, budgets)).toEqual([]);
  });

  it('names each route and budget that is over, and by how much', () => {
    const results = {
      floor,
      routes: [
        route('/', { jsMobile: 151 * KB, totalMobile: 351 * KB }),
        route('/about/', { html: 30 * KB + 1, cssDesktop: 8.5 * KB }),
        route('/contact/', { jsDesktop: 170 * KB + 512 }),
      ],
    };
    expect(overBudget(results, budgets).map((breach) => breach.message)).toEqual([
      '/: our JavaScript is 21.0 KB, over its budget of 20 KB by 1.0 KB',
      '/: mobileTotal is 351.0 KB, over its budget of 350 KB by 1.0 KB',
      '/about/: html is 30.0 KB, over its budget of 30 KB by 0.0 KB',
      '/about/: css is 8.5 KB, over its budget of 8 KB by 0.5 KB',
      '/contact/: our JavaScript is 40.5 KB, over its budget of 40 KB by 0.5 KB',
    ]);
  });

  it('refuses a budget it cannot measure, rather than ignoring it', () => {
    expect(() => overBudget({ floor, routes: [route('/')] }, { default: { fonts: 10 } })).toThrow(
      'unknown budget "fonts"',
    );
  });

  describe('a Bangla page', () => {
    const bilingual = { ...budgets, bangla: { over: { html: 4, mobileTotal: 100 } } };

    it("has its English twin's budgets, plus what the language adds", () => {
      expect(twinOf('/bn/contact/')).toBe('/contact/');
      expect(twinOf('/bn/')).toBe('/');
      expect(twinOf('/contact/')).toBeNull();
      expect(budgetsFor('/bn/contact/', bilingual)).toEqual({ html: 34, ourJs: 40, css: 8 });
      expect(budgetsFor('/bn/', bilingual)).toEqual({ html: 34, ourJs: 20, css: 8, mobileTotal: 450 });
      // Unless its own entry says otherwise.
      const heavier = { ...bilingual, routes: { ...bilingual.routes, '/bn/contact/': { html: 36 } } };
      expect(budgetsFor('/bn/contact/', heavier)).toEqual({ html: 36, ourJs: 40, css: 8 });
    });

    it("keeps its first view within its twin's budget plus the language's", () => {
      const results = (bangla) => ({ floor, routes: [route('/bn/', { totalMobile: bangla })] });
      expect(overBudget(results(450 * KB), bilingual)).toEqual([]);
      expect(overBudget(results(450 * KB + 103), bilingual).map((breach) => breach.message)).toEqual([
        '/bn/: mobileTotal is 450.1 KB, over its budget of 450 KB by 0.1 KB',
      ]);
    });
  });

  describe('the service worker', () => {
    const budget = { sw: 10, offlinePage: 2 };
    const sizes = (worker, bangla) => ({
      worker,
      offlinePages: { '/offline/': 1.5 * KB, '/bn/offline/': bangla },
    });

    it('passes a worker and offline pages at or under their budgets', () => {
      expect(workerOverBudget(sizes(10 * KB, 2 * KB), budget)).toEqual([]);
    });

    it('names the worker or the offline page that is over, and by how much', () => {
      expect(
        workerOverBudget(sizes(10 * KB + 103, 2 * KB + 512), budget).map((breach) => breach.message),
      ).toEqual([
        "/sw.js: the service worker's script is 10.1 KB gzip, over its budget of 10 KB by 0.1 KB",
        "/bn/offline/: the service worker's offline page is 2.5 KB gzip, over its budget of 2 KB by 0.5 KB",
      ]);
    });

    it('refuses to run without its budgets, rather than passing', () => {
      expect(() => workerOverBudget(sizes(1, 1), undefined)).toThrow('"sw" and "offlinePage"');
    });
  });
});
