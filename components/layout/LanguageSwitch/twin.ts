import { localePath, otherLocale, splitLocalePath, type Locale } from '@/lib/i18n';

/** The two 404 screens: any unknown page, and an unknown project. */
export type NotFoundKind = 'page' | 'project';

/** The projects list, under which a project's 404 lives (content/navigation.ts names the same route). */
const PROJECTS_PATH = '/projects/';

/**
 * The route of the site-wide 404 (app/(en)/not-found-page, exported to out/404.html, which hosts
 * serve for any unknown address): not /404/, a route Next keeps for its own default page.
 */
export const SITE_NOT_FOUND_PATH = '/not-found-page/';

/** The 404 pages' own addresses: /404/, /projects/404/, the site-wide one, in either language. */
const NOT_FOUND_PAGE = /(?:^|\/)(?:404|_not-found|not-found-page)\/?$/;

/** The kind of 404 a site path (without its language prefix) asks for: a project under /projects/. */
export function notFoundKindOf(path: string): NotFoundKind {
  return path.startsWith(PROJECTS_PATH) ? 'project' : 'page';
}

/** Where the switch leads from a 404 screen: the other language's home, or its projects list. */
export function notFoundTarget(locale: Locale, kind: NotFoundKind): string {
  return localePath(otherLocale(locale), kind === 'project' ? PROJECTS_PATH : '/');
}

/**
 * The address of the same page in the other language: ('en', '/projects/x/') -> '/bn/projects/x/',
 * ('bn', '/bn/about/') -> '/about/'. A 404 page has no twin: it leads to the other language's home,
 * or its projects list from the projects' 404.
 */
export function twinPath(locale: Locale, pathname: string): string {
  const { path } = splitLocalePath(pathname);
  if (NOT_FOUND_PAGE.test(path)) return notFoundTarget(locale, notFoundKindOf(path));
  return localePath(otherLocale(locale), path);
}

/** The page's address from its route's segments (useSelectedLayoutSegments): route groups left out. */
export function pathOfSegments(segments: readonly string[]): string {
  const parts = segments.filter((segment) => !segment.startsWith('('));
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}
