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
 * The offline page with its list filled with a link to each kept page (by title, then path), and
 * the "none kept yet" line removed; with no pages, the page as it is.
 */
export function withKeptPages(offlineHtml: string, pages: readonly KeptPage[]): string {
  if (pages.length === 0) return offlineHtml;
  const items = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`)
    .join('');
  return offlineHtml
    .replace(KEPT_LIST, `<ul data-kept-pages>${items}</ul>`)
    .replace(new RegExp(`<p ${NONE_KEPT_ATTRIBUTE}[^>]*>[^<]*</p>`), '');
}
