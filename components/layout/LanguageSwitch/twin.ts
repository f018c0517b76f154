import { localePath, otherLocale, splitLocalePath, type Locale } from '@/lib/i18n';
import { isNotFoundRoute, notFoundFolder, notFoundKindOf } from '@/lib/not-found';

/**
 * The address of the same page in the other language: ('en', '/projects/x/') -> '/bn/projects/x/',
 * ('bn', '/bn/about/') -> '/about/'. A 404 page has no twin: it leads to the other language's home,
 * or its projects list from the projects' 404.
 */
export function twinPath(locale: Locale, pathname: string): string {
  if (isNotFoundRoute(pathname)) return notFoundFolder(otherLocale(locale), notFoundKindOf(pathname));
  return localePath(otherLocale(locale), splitLocalePath(pathname).path);
}

/** The page's address from its route's segments (useSelectedLayoutSegments): route groups left out. */
export function pathOfSegments(segments: readonly string[]): string {
  const parts = segments.filter((segment) => !segment.startsWith('('));
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}
