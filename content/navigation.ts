import { formatNumber, localePath, perLocale, type Locale } from '@/lib/i18n';
import { pages as bn } from './bn/pages';
import { pages as en } from './en/pages';
import type { NavItem, PageText } from './types';

/**
 * The ten routes of the site, in menu order: an id (what content and code call the page) and its
 * address in English; the Bangla one is the same under /bn/ (lib/i18n.ts). Routes, the sitemap and
 * the menu all read this list; each page's words are in content/en/pages.ts and content/bn/pages.ts.
 */
export const routes = [
  { id: 'home', path: '/' },
  { id: 'about', path: '/about/' },
  { id: 'services', path: '/services/' },
  { id: 'projects', path: '/projects/' },
  { id: 'team', path: '/team/' },
  { id: 'equipment', path: '/equipment/' },
  { id: 'rent', path: '/rent/' },
  { id: 'supply', path: '/supply/' },
  { id: 'licenses', path: '/licenses/' },
  { id: 'contact', path: '/contact/' },
] as const;

export type RouteId = (typeof routes)[number]['id'];

/** Every page's words in one language: its menu name, its search title and its hero. */
export type PagesText = Record<RouteId, PageText>;

export const pageText = { en, bn } satisfies Record<Locale, PagesText>;

/** A route's address in a language: ('bn', 'about') -> '/bn/about/'. */
export function routePath(locale: Locale, id: RouteId): string {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return localePath(locale, route.path);
}

/** The menu of each language: names, addresses and the numbers 01 to 10 in the language's digits. */
export const navigation = perLocale((locale): NavItem[] =>
  routes.map((route, index) => ({
    id: route.id,
    name: pageText[locale][route.id].menu,
    path: localePath(locale, route.path),
    number: formatNumber(locale, index + 1, { minimumIntegerDigits: 2 }),
  })),
);

/** Footer Quick Links, as the spec names them (the names are in each language's shell text). */
export const quickLinkRoutes = [
  'home',
  'about',
  'services',
  'projects',
  'contact',
] as const satisfies readonly RouteId[];
