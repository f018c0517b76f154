import { defaultLocale, localePath, splitLocalePath, type Locale } from './i18n';

/**
 * The site's two 404 screens (spec section 8): an unknown page, and an unknown project. Each is a
 * page in each language, exported from its route and moved to the 404.html of its folder
 * (scripts/not-found-pages.ts), which hosts answer for any unknown address below that folder: their
 * files are written from notFoundFolder (scripts/lib/hosts.ts).
 */
export const notFoundKinds = ['page', 'project'] as const;
export type NotFoundKind = (typeof notFoundKinds)[number];

/**
 * The folder of each kind in a language's part of the site. The projects list's address is
 * content/navigation.ts's too (lib/not-found.test.ts keeps them equal): imported from there, it
 * would bring every page's words into the client components that read this.
 */
const FOLDERS = { page: '/', project: '/projects/' } as const satisfies Record<NotFoundKind, string>;

/**
 * The route of the site-wide 404 (app/(en)/not-found-page, exported to out/404.html, which hosts
 * serve for any unknown address): not /404/, a route Next keeps for its own default page.
 */
export const SITE_NOT_FOUND_ROUTE = '/not-found-page/';

/** The kind of 404 an address of the site asks for, in either language: 'project' below the projects list. */
export function notFoundKindOf(address: string): NotFoundKind {
  return splitLocalePath(address).path.startsWith(FOLDERS.project) ? 'project' : 'page';
}

/**
 * The folder a kind of 404 answers for in a language ('/', '/projects/', '/bn/', '/bn/projects/'):
 * its 404.html lies there, and its screen leads back to the folder's page (home, the projects list).
 */
export function notFoundFolder(locale: Locale, kind: NotFoundKind): string {
  return localePath(locale, FOLDERS[kind]);
}

/** The route a 404 page is exported from: its folder's 404/, but for the site-wide one. */
export function notFoundRoute(locale: Locale, kind: NotFoundKind): string {
  return locale === defaultLocale && kind === 'page'
    ? SITE_NOT_FOUND_ROUTE
    : `${notFoundFolder(locale, kind)}404/`;
}

/** Whether a route is a 404 page's, in either language (its kind is then notFoundKindOf's). */
export function isNotFoundRoute(route: string): boolean {
  const { locale } = splitLocalePath(route);
  return notFoundKinds.some((kind) => notFoundRoute(locale, kind) === route);
}
