/**
 * What the service worker (./worker.ts) does with text: which language a page is in, its title, and
 * the offline page with the list of kept pages filled in. Plain string functions, no worker API, so
 * they are unit-tested here (kept-pages.test.ts) and bundled into the worker as they are.
 */

/** The offline page's list of kept pages, as scripts/service-worker.ts writes it: empty. */
export const KEPT_LIST = '<ul data-kept-pages></ul>';
/** The line the offline page shows in place of an empty list; the worker removes it when it fills the list. */
export const NONE_KEPT_ATTRIBUTE = 'data-kept-none';

/** The offline page of each language: the worker's precache holds both. */
export const OFFLINE_PATHS = { en: '/offline/', bn: '/bn/offline/' } as const;
export type OfflineLocale = keyof typeof OFFLINE_PATHS;

/** The language of a path of the site: Bangla under /bn/, English elsewhere. */
export function localeOfPath(pathname: string): OfflineLocale {
  return pathname === '/bn' || pathname.startsWith('/bn/') ? 'bn' : 'en';
}

/** Text or an attribute's value, safe inside HTML. */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const decodeText = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The text of a page's <title>, decoded, or null. Our pages' titles are React's: no markup inside. */
export function pageTitle(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = match?.[1] ? decodeText(match[1]).trim() : '';
  return title || null;
}

/**
 * A kept page's name in the offline page's list: its title without the company's name, which every
 * title carries (after the page's own words, ' | Unnoti Construction'; first on the home page,
 * which the name alone then names).
 */
export function keptPageName(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  if (title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length);
  if (title.startsWith(`${siteName} | `)) return siteName;
  return title;
}

export interface KeptPage {
  path: string;
  title: string;
}

/**
 * The offline page with its list filled with a link to each kept page, by its name (sorted by
 * path), and the "none kept yet" line removed; with no pages, the page as it is. Built as data: the
 * page is cut at the list and put together again, each name and path escaped, so nothing in an
 * address or a title (`$&`, `</main>`, quotes) can reach the markup as anything but text.
 */
export function withKeptPages(offlineHtml: string, pages: readonly KeptPage[]): string {
  const at = offlineHtml.indexOf(KEPT_LIST);
  if (pages.length === 0 || at < 0) return offlineHtml;
  const items = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`)
    .join('');
  const after = offlineHtml.slice(at + KEPT_LIST.length);
  const none = new RegExp(`<p ${NONE_KEPT_ATTRIBUTE}[^>]*>[^<]*</p>`).exec(after);
  const rest = none ? after.slice(0, none.index) + after.slice(none.index + none[0].length) : after;
  return `${offlineHtml.slice(0, at)}<ul data-kept-pages>${items}</ul>${rest}`;
}

/**
 * The one address a page of the site is kept under, or null for what is not a page: repeated
 * slashes are one, `index.html` is its folder, and a last segment without a dot is a folder (the
 * server sends /about to /about/). `/about//` and `/about/index.html` are `/about/`; the PDF, a
 * `.txt`, robots, the worker and the manifest are files, not pages.
 */
export function canonicalPagePath(pathname: string): string | null {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '/');
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last === '') return path;
  return last.includes('.') ? null : `${path}/`;
}

/**
 * The files a page's HTML names, which it needs to look and work as it did: its stylesheets, its
 * scripts and what it preloads (fonts among them), by path, each once, in the order named. Only the
 * site's own: the build's files (/_next/static/, named by their content) and its stylesheets; not
 * the polyfills for browsers without modules, which have no service workers either.
 */
export function namedFiles(html: string): string[] {
  const files = new Set<string>();
  for (const [tag, name] of html.matchAll(/<(link|script)\b[^>]*>/gi)) {
    const attributes = new Map<string, string>();
    for (const [, key, ...values] of tag.matchAll(/\s([a-z-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi))
      attributes.set(key!.toLowerCase(), decodeText(values.find((value) => value !== undefined) ?? ''));
    const rel = attributes.get('rel')?.toLowerCase().split(/\s+/) ?? [];
    const url =
      name!.toLowerCase() === 'script'
        ? // A `nomodule` script runs only where modules, and so service workers, do not.
          attributes.has('nomodule')
          ? undefined
          : attributes.get('src')
        : rel.includes('stylesheet') || rel.includes('preload')
          ? attributes.get('href')
          : undefined;
    const path = url?.split(/[?#]/, 1)[0];
    if (
      path &&
      (path.startsWith('/_next/static/') ||
        (path.startsWith('/') && path.endsWith('.css') && !path.startsWith('//')))
    )
      files.add(path);
  }
  return [...files];
}

/** What the worker keeps, by kind: a page, a build file, a picture. */
export type KeptKind = 'pages' | 'files' | 'pictures';

export interface KeptEntry {
  kind: KeptKind;
  /** Its address (the cache's key). */
  url: string;
  /** Its size as kept. */
  bytes: number;
  /** A page's: the build files it names (namedFiles), as addresses. */
  files?: readonly string[];
}

export interface KeepLimits {
  /** At most this many of each kind. */
  entries: Record<KeptKind, number>;
  /** At most this many bytes in all. */
  bytes: number;
}

/**
 * What to drop, oldest first, so that what is kept stays within `limits`; `entries` in the order
 * they were kept, oldest first. A page and the files it names are one unit: a file is dropped only
 * when no page left names it, and the files of a dropped page that no other page names go with it.
 * Over the byte bound, pictures go first (a page reads without them), then pages. Files no page
 * names (a script a page loaded later) go first of all when there are too many files.
 */
export function entriesToDrop(entries: readonly KeptEntry[], limits: KeepLimits): Set<string> {
  const drop = new Set<string>();
  const left = (kind: KeptKind) => entries.filter((entry) => entry.kind === kind && !drop.has(entry.url));
  const named = () => new Set(left('pages').flatMap((page) => page.files ?? []));
  const dropPage = (page: KeptEntry) => {
    drop.add(page.url);
    const stillNamed = named();
    for (const file of page.files ?? []) if (!stillNamed.has(file)) drop.add(file);
  };
  const total = () => entries.reduce((sum, entry) => sum + (drop.has(entry.url) ? 0 : entry.bytes), 0);

  for (const page of left('pages').slice(0, Math.max(0, left('pages').length - limits.entries.pages)))
    dropPage(page);
  for (const picture of left('pictures').slice(
    0,
    Math.max(0, left('pictures').length - limits.entries.pictures),
  ))
    drop.add(picture.url);
  const unnamed = () => left('files').filter((file) => !named().has(file.url));
  while (left('files').length > limits.entries.files && unnamed().length > 0) drop.add(unnamed()[0]!.url);
  while (total() > limits.bytes) {
    const next = left('pictures')[0] ?? unnamed()[0];
    if (next) drop.add(next.url);
    else if (left('pages')[0]) dropPage(left('pages')[0]!);
    else break;
  }
  return drop;
}
