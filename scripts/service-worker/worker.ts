/**
 * The site's service worker, served as /sw.js (scope /). scripts/service-worker.ts bundles it with
 * esbuild at build time, with this build's version and the precache of the two offline pages.
 *
 * What it keeps, and only from same-origin GETs (a POST or another site's request never reaches
 * a route here, so the browser handles it as if there were no worker):
 * - pages: network first, with a timeout (PAGE_NETWORK_TIMEOUT_SECONDS); the copy kept when the
 *   network fails or hangs; the offline page of the page's language when there is no copy;
 * - build files (/_next/static/: scripts, stylesheets, fonts, named by their content): cache first;
 * - pictures (/img/): cache first, for PICTURE_DAYS at most;
 * - Next's page data for client-side navigation (RSC, *.txt): never kept, network only with the same
 *   timeout, so a client navigation on a hanging connection fails fast and Next loads the page in
 *   full, which this worker answers;
 * - nothing at all from a request sent with `Save-Data: on`, or while the browser's data saver is on.
 *
 * Every cache is named for this build (`unnoti-<kind>-<version>`); the new worker takes over at once
 * and deletes every other cache, so a deploy is never hidden behind an old copy.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import {
  OFFLINE_PATHS,
  keptPageName,
  localeOfPath,
  pageTitle,
  withKeptPages,
  type KeptPage,
  type OfflineLocale,
} from './kept-pages';

declare const self: ServiceWorkerGlobalScope & { navigator: { connection?: { saveData?: boolean } } };
/**
 * This build's version, the offline pages' precache entries and the company's name in each language
 * (which every page title carries): set by scripts/service-worker.ts.
 */
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: { url: string; revision: string }[];
declare const __SW_SITE_NAMES__: Record<OfflineLocale, string>;

/**
 * How long a page waits for the network before the copy kept is shown, and how long Next's page
 * data may take before the client navigation gives up for a full load. 4 s: at slow 3G (400 ms
 * round trips, 400 kbit/s, DevTools' and Lighthouse's profile) our HTML's first byte arrives about
 * 2 s after the request on a fresh connection (DNS, TCP and TLS are three round trips, the request
 * a fourth, the server's own time negligible for a static file), so a slow but working connection
 * still gets the fresh page, with room for a round trip lost; a connection that hangs (one bar, a
 * lift, a dead Wi-Fi) shows the page kept 4 s after the tap instead of never. The timeout runs until
 * the response's headers, not its body.
 */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;
/** How long a picture is kept. Its name does not change with it, but a new deploy empties every cache. */
export const PICTURE_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

const VERSION = __SW_VERSION__;
export const CACHE_NAMES = {
  pages: `unnoti-pages-${VERSION}`,
  assets: `unnoti-assets-${VERSION}`,
  pictures: `unnoti-pictures-${VERSION}`,
} as const;

/** The data saver of the browser, where it says (Chromium); a request's own header is checked too. */
const dataSaverOn = () => self.navigator.connection?.saveData === true;

/**
 * Keeps only a whole, direct answer (200, not a redirect) to a request made without Save-Data, and
 * keys it without its query: a page or a file of a static site is the same whatever the query.
 */
const keepPolicy: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return url.search ? `${url.origin}${url.pathname}` : request;
  },
  cacheWillUpdate: async ({ request, response }) =>
    request.headers.get('Save-Data') === 'on' ||
    dataSaverOn() ||
    response.status !== 200 ||
    response.redirected
      ? null
      : response,
};
// Our responses vary only by encoding, which the cache stores decoded.
const matchOptions = { ignoreVary: true };
const expiration = (maxEntries: number, maxAgeSeconds?: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  matchOptions,
  plugins: [keepPolicy, expiration(60)],
});
const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  matchOptions,
  plugins: [keepPolicy, expiration(200)],
});
const pictures = new CacheFirst({
  cacheName: CACHE_NAMES.pictures,
  matchOptions,
  plugins: [keepPolicy, expiration(80, PICTURE_DAYS * DAY_SECONDS)],
});
const pageData = new NetworkOnly({ networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS });

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPageData = (url: URL, request: Request) =>
  request.headers.get('RSC') === '1' || url.searchParams.has('_rsc') || url.pathname.endsWith('.txt');
const isPagePath = (url: URL) => url.pathname.endsWith('/') || url.pathname.endsWith('.html');
const isOfflinePath = (pathname: string) =>
  Object.values(OFFLINE_PATHS).some((path) => pathname === path || pathname === `${path}index.html`);

/** The strategy for a same-origin URL the visitor's page fetched, or null for what is not kept. */
function strategyFor(url: URL, request: Request): Strategy | null {
  if (!sameOrigin(url) || isPageData(url, request)) return null;
  if (url.pathname.startsWith('/_next/static/')) return assets;
  if (url.pathname.startsWith('/img/')) return pictures;
  return null;
}

/** The pages kept of one language, each named by its title, for the offline page's list. */
async function keptPages(locale: OfflineLocale): Promise<KeptPage[]> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const kept: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (localeOfPath(pathname) !== locale || isOfflinePath(pathname)) continue;
    const response = await cache.match(request, matchOptions);
    if (!response) continue;
    const title = pageTitle(await response.text());
    kept.push({ path: pathname, title: title ? keptPageName(title, __SW_SITE_NAMES__[locale]) : pathname });
  }
  return kept;
}

/** The offline page of the URL's language, with the pages kept of that language listed. */
async function offlinePage(url: URL): Promise<Response> {
  const locale = localeOfPath(url.pathname);
  const page = await matchPrecache(OFFLINE_PATHS[locale]);
  if (!page) return Response.error();
  const html = withKeptPages(await page.text(), await keptPages(locale));
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

async function answerPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await pages.handle(options);
    if (response) return response;
  } catch {
    // No network and no copy: below.
  }
  return offlinePage(options.url);
}

// A new worker takes over at once, and the pages open in other tabs with it: the next page load
// after a deploy is the new site's.
self.skipWaiting();
clientsClaim();
// Workbox's precache (the two offline pages) is `unnoti-precache-v2-<scope>-<version>`.
setCacheNameDetails({ prefix: 'unnoti', suffix: VERSION });
precacheAndRoute(__SW_PRECACHE__);

// A page: every navigation within the site (the browser's, or Next's full load after a failed client navigation).
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url), answerPage);
registerRoute(({ request, url }) => sameOrigin(url) && isPageData(url, request), pageData);
registerRoute(({ request, url }) => strategyFor(url, request) === assets, assets);
registerRoute(({ request, url }) => strategyFor(url, request) === pictures, pictures);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The network answers a navigation while this worker starts, on a slow phone a second saved.
      await self.registration.navigationPreload?.enable();
      // Every cache of this build ends in its version; any other is an earlier build's.
      for (const name of await caches.keys()) if (!name.endsWith(`-${VERSION}`)) await caches.delete(name);
    })(),
  );
});

/**
 * `{ type: 'keep', urls }` from our page script (lib/service-worker.ts): the page the visitor is on
 * and the files it loaded before this worker controlled it, kept as if fetched through it. The
 * files come from the browser's HTTP cache (a build file without a request, a page or a picture
 * with a revalidation); only a page reached by a client-side navigation, whose HTML was never
 * fetched, is fetched in full, so that it too opens offline.
 */
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (event.origin !== self.location.origin || dataSaverOn()) return;
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== 'keep') return;
  const urls = 'urls' in data && Array.isArray(data.urls) ? data.urls : [];
  const keep = async (href: unknown) => {
    if (typeof href !== 'string') return;
    const url = new URL(href, self.location.origin);
    url.hash = '';
    if (!sameOrigin(url)) return;
    const request = new Request(url.href, { credentials: 'same-origin' });
    const strategy = isPagePath(url) && !isPageData(url, request) ? pages : strategyFor(url, request);
    if (!strategy || isOfflinePath(url.pathname)) return;
    // A page kept already was fetched through this worker, network first: fresh enough.
    if (
      strategy === pages &&
      (await caches.match(url.origin + url.pathname, { ...matchOptions, cacheName: CACHE_NAMES.pages }))
    )
      return;
    await strategy.handle({ request, event }).catch(() => undefined);
  };
  event.waitUntil(Promise.all(urls.map(keep)));
});
