/**
 * The site's service worker, served as /sw.js (scope /). scripts/service-worker.ts bundles it with
 * esbuild at build time, with this build's version and the two offline pages.
 *
 * What it answers, only same-origin GETs (a POST or another site's request never reaches it, so the
 * browser handles it as if there were no worker), and nothing with the data saver on:
 * - a page (every navigation): the network's answer if it comes within PAGE_NETWORK_TIMEOUT_SECONDS,
 *   else the copy kept when it is whole (with every file its HTML names), else the offline page of
 *   the page's language;
 * - a build file (/_next/static/: scripts, stylesheets, fonts, named by their content): the copy
 *   kept, else the network within FILE_NETWORK_TIMEOUT_SECONDS;
 * - a picture (/img/), a stylesheet of public/: the same, a copy being good for PICTURE_DAYS;
 * - Next's page data for a client-side navigation (*.txt, RSC): the network within the page's
 *   timeout, never kept, so on a hanging line Next gives up and loads the page in full, which the
 *   answer above covers.
 *
 * What it keeps, and when (./kept-pages.ts): a page only once the visitor has been shown it, from
 * the page's own message (`keep`, components/layout/DocumentListeners/service-worker.ts), under its
 * one address, with the files it names; the build files and pictures the pages fetched; a newer
 * answer for a kept page that came after its copy was shown. Within KEEP_LIMITS.
 *
 * Every wait has an end: each network request has a deadline for its answer, and the work a request
 * leaves behind (keeping what came late) is given at most BACKGROUND_LIMIT_MS.
 *
 * A deploy: the network's answer is the new site's, so the next page load that gets it in time shows
 * it, and a page whose answer came late is kept as new for the next one. What was kept stays, each
 * page whole with the files it names, until its page is kept again or the limits drop it; only the
 * offline pages are the build's own (`unnoti-offline-<version>`; a worker that keeps its entries in
 * another form must name its caches anew). The new worker takes over once no tab of the site is
 * open, as the platform does by default: taking over at once (skipWaiting, as the Workbox worker
 * did) let Chromium, on a busy machine, stop the old worker in the middle of a load it was
 * answering, and that load never finished (issue 53).
 */
import {
  OFFLINE_PATHS,
  canonicalPagePath,
  entriesToDrop,
  keptPageName,
  localeOfPath,
  namedFiles,
  pageTitle,
  withKeptPages,
  type KeepLimits,
  type KeptEntry,
  type KeptKind,
  type KeptPage,
  type OfflineLocale,
} from './kept-pages';

declare const self: ServiceWorkerGlobalScope & { navigator: { connection?: { saveData?: boolean } } };
/** This build's version and the company's name in each language: set by scripts/service-worker.ts. */
declare const __SW_VERSION__: string;
declare const __SW_SITE_NAMES__: Record<OfflineLocale, string>;

/**
 * How long a page waits for the network before the copy kept (or the offline page) is shown, and
 * how long Next's page data may take before the client navigation gives up for a full load. 4 s: at
 * slow 3G (400 ms round trips, 400 kbit/s, DevTools' and Lighthouse's profile) our HTML's first byte
 * arrives about 2 s after the request on a fresh connection (DNS, TCP and TLS are three round trips,
 * the request a fourth), so a slow but working connection still gets the fresh page, with room for
 * a round trip lost; a connection that hangs (one bar, a lift, a dead Wi-Fi) shows the page kept
 * 4 s after the tap instead of never. The deadline is for the answer's headers, not its body.
 */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;
/**
 * How long a build file or a picture with no copy waits for the network: longer than a page, which
 * has a copy or the offline page to show instead, while a stylesheet that fails costs the page its
 * layout; but not for ever.
 */
export const FILE_NETWORK_TIMEOUT_SECONDS = 10;
/**
 * The most time the worker gives what a request leaves to do once it is answered (a page that came
 * after its copy was shown, kept for the next load); past it the request is cancelled. No work of
 * the worker's goes on without an end.
 */
export const BACKGROUND_LIMIT_MS = 20_000;
/** How long a copy of a file whose name does not change with its content (a picture) is used. */
export const PICTURE_DAYS = 30;
/**
 * At most 40 pages (the site has 27 in both languages), 150 build files (a build has about 60) and
 * 80 pictures; at most 10 MB in all. Every page of both languages, with its files and the pictures
 * a phone is sent, measured 5.3 MB decoded at this build (4.5 MB of it HTML, which the cache keeps
 * decoded): twice that leaves the site room to grow and still binds a store that somehow fills, at
 * a size a cheap phone does not notice (a minute of a WhatsApp video).
 */
export const KEEP_LIMITS: KeepLimits = {
  entries: { pages: 40, files: 150, pictures: 80 },
  bytes: 10 * 1024 * 1024,
};

const VERSION = __SW_VERSION__;
export const CACHE_NAMES: Record<KeptKind | 'offline', string> = {
  offline: `unnoti-offline-${VERSION}`,
  pages: 'unnoti-pages',
  files: 'unnoti-files',
  pictures: 'unnoti-pictures',
};
/** Headers of a kept answer: its size, when it was kept, and for a page the build files it names. */
const BYTES = 'X-Kept-Bytes';
const KEPT_AT = 'X-Kept-At';
const FILES = 'X-Kept-Files';
const DAY_MS = 24 * 60 * 60 * 1000;

const origin = self.location.origin;
/** The data saver of the browser, where it says (Chromium), or a request's own header. */
const dataSaverOn = (request?: Request) =>
  self.navigator.connection?.saveData === true || request?.headers.get('Save-Data') === 'on';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** `promise`, or undefined once `ms` have passed. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, wait(ms).then(() => undefined)]);
/** Lets the event's worker live for `work`, at most BACKGROUND_LIMIT_MS. */
const inBackground = (event: ExtendableEvent, work: Promise<unknown>) =>
  event.waitUntil(
    within(
      work.catch(() => undefined),
      BACKGROUND_LIMIT_MS,
    ),
  );

/**
 * A request to the network that `abort` can end: `answer`, its answer whenever it comes, and
 * `inTime`, the same but rejected once `deadlineMs` pass without one.
 */
function fromNetwork(url: string, deadlineMs: number, abort: AbortController, init: RequestInit = {}) {
  const answer = fetch(url, { credentials: 'same-origin', signal: abort.signal, ...init });
  answer.catch(() => undefined);
  const inTime = Promise.race([
    answer,
    wait(deadlineMs).then(() => Promise.reject(new Error(`no answer in ${deadlineMs} ms`))),
  ]);
  return { answer, inTime };
}

/** A whole, direct answer to keep: 200, not a redirect, not a partial one. */
const keepable = (response: Response) =>
  response.status === 200 && !response.redirected && response.type === 'basic';

/** A page of the site: HTML, whole and direct. */
const isPage = (response: Response) =>
  keepable(response) && response.headers.get('Content-Type')?.startsWith('text/html') === true;

const isPageData = (url: URL, request: Request) =>
  request.headers.get('RSC') === '1' || url.searchParams.has('_rsc') || url.pathname.endsWith('.txt');
/** A build file or a picture, by its address; null for anything else, which is never kept. */
function fileKind(url: URL): Exclude<KeptKind, 'pages'> | null {
  if (url.origin !== origin) return null;
  // The build's files, and a stylesheet of public/ a page links (details-without-script.css).
  if (url.pathname.startsWith('/_next/static/') || url.pathname.endsWith('.css')) return 'files';
  if (url.pathname.startsWith('/img/')) return 'pictures';
  return null;
}

/** `body` as a kept answer: the original's type, with its size and the time it was kept. */
function keptAnswer(body: ArrayBuffer | string, contentType: string, extra: Record<string, string> = {}) {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : body.byteLength;
  return new Response(body, {
    headers: { 'Content-Type': contentType, [BYTES]: String(bytes), [KEPT_AT]: String(Date.now()), ...extra },
  });
}

/** Drops what is over KEEP_LIMITS, oldest first (./kept-pages.ts, entriesToDrop). */
async function trim() {
  const entries: KeptEntry[] = [];
  const open: Partial<Record<KeptKind, Cache>> = {};
  for (const kind of ['pages', 'files', 'pictures'] as const) {
    const cache = (open[kind] = await caches.open(CACHE_NAMES[kind]));
    for (const request of await cache.keys()) {
      const kept = await cache.match(request);
      entries.push({
        kind,
        url: request.url,
        bytes: Number(kept?.headers.get(BYTES) ?? 0),
        // By address, as the files' own entries are keyed.
        files: kept?.headers
          .get(FILES)
          ?.split(' ')
          .filter(Boolean)
          .map((path) => `${origin}${path}`),
      });
    }
  }
  const drop = entriesToDrop(entries, KEEP_LIMITS);
  for (const entry of entries) if (drop.has(entry.url)) await open[entry.kind]?.delete(entry.url);
}

/** Drops the build files that no kept page names. */
async function dropUnnamedFiles() {
  const named = new Set<string>();
  const pages = await caches.open(CACHE_NAMES.pages);
  for (const request of await pages.keys())
    for (const path of (await pages.match(request))?.headers.get(FILES)?.split(' ') ?? [])
      named.add(`${origin}${path}`);
  const files = await caches.open(CACHE_NAMES.files);
  for (const request of await files.keys()) if (!named.has(request.url)) await files.delete(request);
}

let trimming: Promise<void> | null = null;
let trimAgain = false;
/** trim(), once for a burst of keeps: one running at a time, and once more if asked while it ran. */
function trimSoon(): Promise<void> {
  if (trimming) {
    trimAgain = true;
    return trimming;
  }
  trimming = (async () => {
    do {
      trimAgain = false;
      await trim();
    } while (trimAgain);
  })().finally(() => {
    trimming = null;
  });
  return trimming;
}

/**
 * A build file or picture from its copy, or from the network within `deadlineMs`; what the network
 * gave is kept (not with the data saver on). Undefined when neither has it in time.
 */
async function file(
  url: string,
  kind: Exclude<KeptKind, 'pages'>,
  deadlineMs: number,
  event: ExtendableEvent,
) {
  const cache = await caches.open(CACHE_NAMES[kind]);
  const copy = await cache.match(url, { ignoreSearch: true });
  const age = Date.now() - Number(copy?.headers.get(KEPT_AT) ?? 0);
  // A build file's name changes with its content; any other's (a picture, a stylesheet of public/) does not.
  const named = new URL(url).pathname.startsWith('/_next/static/');
  if (copy && (named || age < PICTURE_DAYS * DAY_MS)) return copy;
  // No answer in time: the request ends there. An answer that came streams on to the page.
  const abort = new AbortController();
  const answer = await fromNetwork(url, deadlineMs, abort).inTime.catch(() => {
    abort.abort();
    return undefined;
  });
  if (answer && keepable(answer) && !dataSaverOn()) {
    const body = answer.clone();
    inBackground(
      event,
      body.arrayBuffer().then(async (bytes) => {
        await cache.put(
          url.split('?', 1)[0]!,
          keptAnswer(bytes, body.headers.get('Content-Type') ?? 'application/octet-stream'),
        );
        await trimSoon();
      }),
    );
  }
  return answer;
}

/** Keeps a file for a page, as file() does; whether it could be had. No page reads the answer. */
async function keepFile(url: URL, event: ExtendableEvent) {
  const answer = await file(url.href, fileKind(url) ?? 'files', FILE_NETWORK_TIMEOUT_SECONDS * 1000, event);
  // Only the copy being kept reads it: the other is let go, so the copy is not held back for it.
  void answer?.body?.cancel().catch(() => undefined);
  return answer?.ok === true;
}

/**
 * Keeps `html` as the page at `pageUrl` once every build file it names is kept too (from the copy,
 * else the browser's HTTP cache, else the network): a page and its files are one unit. False, and
 * nothing kept, when a file could not be had.
 */
async function keepPage(pageUrl: string, html: string, event: ExtendableEvent): Promise<boolean> {
  if (!pageTitle(html)) return false;
  const files = namedFiles(html);
  const had = await Promise.all(files.map((path) => keepFile(new URL(`${origin}${path}`), event)));
  if (had.includes(false)) return false;
  const cache = await caches.open(CACHE_NAMES.pages);
  await cache.put(pageUrl, keptAnswer(html, 'text/html; charset=utf-8', { [FILES]: files.join(' ') }));
  await trimSoon();
  return true;
}

/** The copy kept of the page at `pageUrl` when it is whole (every file it names kept), else null. */
async function wholeCopy(pageUrl: string): Promise<string | null> {
  const copy = await caches.match(pageUrl, { cacheName: CACHE_NAMES.pages });
  if (!copy) return null;
  const files = await caches.open(CACHE_NAMES.files);
  for (const path of copy.headers.get(FILES)?.split(' ').filter(Boolean) ?? [])
    if (!(await files.match(`${origin}${path}`))) return null;
  return copy.text();
}

/** The pages kept of one language, whole, each by its name, for the offline page's list. */
async function keptPages(locale: OfflineLocale): Promise<KeptPage[]> {
  const kept: KeptPage[] = [];
  for (const request of await (await caches.open(CACHE_NAMES.pages)).keys()) {
    const { pathname } = new URL(request.url);
    if (localeOfPath(pathname) !== locale) continue;
    const title = pageTitle((await wholeCopy(request.url)) ?? '');
    if (title) kept.push({ path: pathname, title: keptPageName(title, __SW_SITE_NAMES__[locale]) });
  }
  return kept;
}

/** The offline page of the path's language, with the pages kept of that language listed. */
async function offlinePage(pathname: string): Promise<Response> {
  const locale = localeOfPath(pathname);
  const page = await caches.match(`${origin}${OFFLINE_PATHS[locale]}`, { cacheName: CACHE_NAMES.offline });
  if (!page) return Response.error();
  return new Response(withKeptPages(await page.text(), await keptPages(locale)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * A navigation: the network's answer within the page's timeout; else (no network, or none in time)
 * the copy kept when whole, else the offline page. A page whose answer comes after the copy or the
 * offline page was shown is kept for the next load (a deploy seen on a slow line), within
 * BACKGROUND_LIMIT_MS.
 */
async function answerPage(event: FetchEvent, url: URL): Promise<Response> {
  const pagePath = canonicalPagePath(url.pathname);
  const abort = new AbortController();
  const { answer, inTime } = fromNetwork(url.href, PAGE_NETWORK_TIMEOUT_SECONDS * 1000, abort, {
    redirect: 'manual',
    cache: event.request.cache === 'only-if-cached' ? 'default' : event.request.cache,
  });
  try {
    return await inTime;
  } catch {
    // No network, or no answer in time: below.
  }
  setTimeout(() => abort.abort(), BACKGROUND_LIMIT_MS);
  if (pagePath)
    inBackground(
      event,
      answer.then(async (late) => {
        if (isPage(late)) await keepPage(`${origin}${pagePath}`, await late.text(), event);
      }),
    );
  const copy = pagePath ? await wholeCopy(`${origin}${pagePath}`) : null;
  if (copy !== null) return new Response(copy, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  return offlinePage(url.pathname);
}

self.addEventListener('install', (event) => {
  // The two offline pages, from this build, before it takes over.
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAMES.offline);
      for (const path of Object.values(OFFLINE_PATHS)) {
        const { inTime } = fromNetwork(`${origin}${path}`, BACKGROUND_LIMIT_MS, new AbortController(), {
          cache: 'reload',
        });
        const answer = await inTime;
        if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
        await cache.put(`${origin}${path}`, answer);
      }
    })(),
  );
});

/** Every cache of the site's workers that this one does not use: an earlier build's offline pages, Workbox's. */
const obsolete = (name: string) => name.startsWith('unnoti-') && !Object.values(CACHE_NAMES).includes(name);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    within(
      (async () => {
        // An earlier worker asked for navigation preload; this one does not use it (its request
        // could not be given a deadline), and the browser would send it for nothing.
        await self.registration.navigationPreload?.disable();
        for (const name of await caches.keys()) if (obsolete(name)) await caches.delete(name);
        // The Workbox worker's record of what it kept when.
        indexedDB.deleteDatabase('workbox-expiration');
        // The build files no kept page names (an earlier build's, a script loaded later) go.
        await dropUnnamedFiles();
        // The pages open in other tabs too: their next load is answered by this worker.
        await self.clients.claim();
      })(),
      BACKGROUND_LIMIT_MS,
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || dataSaverOn(request)) return;
  const url = new URL(request.url);
  if (url.origin !== origin) return;
  if (request.mode === 'navigate') event.respondWith(answerPage(event, url));
  else if (isPageData(url, request)) {
    const abort = new AbortController();
    event.respondWith(
      fromNetwork(request.url, PAGE_NETWORK_TIMEOUT_SECONDS * 1000, abort, {
        headers: request.headers,
      }).inTime.catch(() => {
        abort.abort();
        return Response.error();
      }),
    );
  } else {
    const kind = fileKind(url);
    if (kind)
      event.respondWith(
        file(request.url, kind, FILE_NETWORK_TIMEOUT_SECONDS * 1000, event).then(
          (answer) => answer ?? Response.error(),
        ),
      );
  }
});

/**
 * `{ type: 'keep', url, html, files }` from our page script (components/layout/DocumentListeners/
 * service-worker.ts), once the page at `url` has been shown: `html`, the page as shown (its document,
 * without scripts), and `files`, the build files and pictures it loaded, which this worker may not
 * have seen (the page came before it did). Kept: the page's own HTML, which keeps its scripts,
 * when the copy kept or the browser's HTTP cache (no request) has one of the page shown (its
 * stylesheets are the document's); else the page as shown, unless a copy of it is kept already. Never anything but the site's pages under their one
 * address (canonicalPagePath) and its build files and pictures: another page the list names (a
 * link's prefetch) is not one the visitor opened.
 */
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (event.origin !== origin || typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type !== 'keep' || dataSaverOn()) return;
  const { url, html, files } = data as { url?: unknown; html?: unknown; files?: unknown };
  if (typeof url !== 'string' || typeof html !== 'string') return;
  const address = new URL(url, origin);
  const pagePath = address.origin === origin ? canonicalPagePath(address.pathname) : null;
  if (!pagePath || Object.values(OFFLINE_PATHS).some((path) => path === pagePath)) return;
  const loaded = (Array.isArray(files) ? files : [])
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, origin))
    .filter((file) => fileKind(file) !== null);
  inBackground(
    event,
    (async () => {
      for (const loadedFile of loaded) await keepFile(loadedFile, event);
      const pageUrl = `${origin}${pagePath}`;
      const stylesheets = (page: string) => namedFiles(page).filter((path) => path.endsWith('.css'));
      const shown = new Set(stylesheets(html));
      const asShown = (page: string | null): page is string =>
        page !== null && stylesheets(page).every((path) => shown.has(path));
      const kept = await caches
        .match(pageUrl, { cacheName: CACHE_NAMES.pages })
        .then((answer) => answer?.text() ?? null);
      const cached = await fetch(pageUrl, { cache: 'only-if-cached', mode: 'same-origin' })
        .then((answer) => (isPage(answer) ? answer.text() : null))
        .catch(() => null);
      // The page's own HTML, scripts and all, where there is one of the page shown: the browser's
      // (the latest it fetched), else the copy; else the page as shown.
      const whole = [cached, kept].filter(asShown).find((page) => /<script\b/i.test(page));
      if (whole !== undefined) {
        if (whole !== kept) await keepPage(pageUrl, whole, event);
      } else if (!asShown(kept)) await keepPage(pageUrl, html, event);
    })(),
  );
});
