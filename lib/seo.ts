import type { Metadata, Viewport } from 'next';
import { company, companyText } from '@/content/company';
import { pageText, routePath, routes, type RouteId } from '@/content/navigation';
import { projectFacts, projects, projectsPage } from '@/content/projects';
import type { Project } from '@/content/types';
import { defaultLocale, localeInfo, localePath, locales, otherLocale, type Locale } from '@/lib/i18n';
import { siteIconFiles } from '@/lib/icons';
import { projectPath } from '@/lib/projects';
import { absoluteUrl, siteUrl } from '@/lib/site';

/** Share images are 1200x630, the size Facebook, WhatsApp, LinkedIn and X all crop well. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The most a card may weigh (scripts/share-images.ts fails past it): a third under WhatsApp's ~300 KB, past which it shows no preview. */
export const SHARE_IMAGE_MAX_BYTES = 200 * 1024;

/** A page with a share card of its own: one of the menu routes, or a project. */
export type SharePage = { route: RouteId } | { project: Pick<Project, 'id'> };

/** Every page's card, in menu order then the projects': what scripts/share-images.ts draws in each language. */
export const sharePages: readonly SharePage[] = [
  ...routes.map((route) => ({ route: route.id })),
  ...projectFacts.map((project) => ({ project })),
];

/**
 * Where a page's share card is, under public/ (a real .jpg, not an extensionless route), in a
 * language: /og/about.jpg and /og/bn/about.jpg, /og/projects/<id>.jpg and /og/bn/projects/<id>.jpg.
 * scripts/share-images.ts writes each card here, and the page's metadata and JSON-LD name it from
 * here: one function, so they cannot drift apart.
 */
export function shareImagePath(locale: Locale, page: SharePage): string {
  const folder = locale === defaultLocale ? '/og' : `/og/${locale}`;
  return 'route' in page ? `${folder}/${page.route}.jpg` : `${folder}/projects/${page.project.id}.jpg`;
}

/**
 * A page's card and its alt text, in the page's language: what the card says, the company first
 * (the motto on the home card, the hero's title on a route's, the project's own on a project's).
 */
export function shareImage(locale: Locale, page: SharePage): { path: string; alt: string } {
  const { motto, shareCard } = companyText[locale];
  const path = shareImagePath(locale, page);
  if ('project' in page) {
    const project = projects[locale].find((candidate) => candidate.id === page.project.id);
    if (!project) throw new Error(`No project ${page.project.id} in ${locale}`);
    return { path, alt: projectsPage[locale].shareAlt(project.title) };
  }
  return {
    path,
    alt: shareCard.alt(page.route === 'home' ? motto : pageText[locale][page.route].intro.title),
  };
}

/** Defaults of every page of a language (its root layout); each page's own come from pageMetadata. */
export function rootMetadata(locale: Locale): Metadata {
  const text = companyText[locale];
  return {
    metadataBase: siteUrl,
    title: { default: `${text.name} | ${text.motto}`, template: `%s | ${text.name}` },
    description: text.about,
    applicationName: text.name,
    icons: {
      icon: [
        { url: siteIconFiles.favicon, sizes: '48x48' },
        { url: siteIconFiles.svg, type: 'image/svg+xml' },
      ],
      apple: { url: siteIconFiles.appleTouch, sizes: '180x180' },
    },
  };
}

export const rootViewport: Viewport = {
  themeColor: company.brandColor,
  width: 'device-width',
  initialScale: 1,
};

export interface PageMetadataInput {
  locale: Locale;
  /** The page's own title, without the company name: 'About Us'. */
  title: string;
  description: string;
  /** The route in English, with its trailing slash: '/about/' (the Bangla address is derived). */
  path: string;
  /** The page whose share card (in this language) the page points at. */
  card: SharePage;
}

/**
 * The title as it appears in the tab and in a search result: 'About Us | Unnoti Construction', and
 * the brand first on the home page. Written out in full: the root layout's title template does not
 * reach the home page, which shares its segment.
 */
export function fullTitle(locale: Locale, title: string, path: string): string {
  const { name } = companyText[locale];
  return path === '/' ? `${name} | ${title}` : `${title} | ${name}`;
}

/** Both addresses of a page, for hreflang: English is also x-default (no language chosen for the visitor). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      locales.map((locale) => [localeInfo[locale].lang, absoluteUrl(localePath(locale, path))]),
    ),
    'x-default': absoluteUrl(path),
  };
}

/**
 * The metadata of one page: title, description, canonical URL, both language versions, Open Graph
 * and Twitter card, all absolute, from one configured site URL (lib/site.ts). Every page's metadata
 * comes from here.
 */
export function pageMetadata({ locale, title, description, path, card }: PageMetadataInput): Metadata {
  const url = absoluteUrl(localePath(locale, path));
  const documentTitle = fullTitle(locale, title, path);
  const text = companyText[locale];
  const image = shareImage(locale, card);
  const images = [{ url: absoluteUrl(image.path), ...SHARE_IMAGE, alt: image.alt, type: 'image/jpeg' }];
  return {
    title: { absolute: documentTitle },
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: text.name,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: [localeInfo[otherLocale(locale)].ogLocale],
      url,
      title: documentTitle,
      description,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: documentTitle,
      description,
      images,
    },
  };
}

/** Metadata of one of the ten menu routes: its title from content/<locale>/pages.ts, its page lead as description. */
export function routeMetadata(locale: Locale, id: RouteId): Metadata {
  const page = pageText[locale][id];
  return pageMetadata({
    locale,
    title: page.title,
    description: page.intro.lead,
    path: routePath('en', id),
    card: { route: id },
  });
}

/** A search snippet: the first sentence(s) of the text, cut at a word under 160 characters (। ends a Bangla sentence). */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const sentences = flat.match(/[^.!?।]+[.!?।]+/g) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  if (out) return out.trim();
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Metadata of a project page, from the same content lookup as its static params. */
export function projectMetadata(locale: Locale, project: Project): Metadata {
  return pageMetadata({
    locale,
    title: project.title,
    description: snippet(project.description),
    path: projectPath('en', project),
    card: { project },
  });
}
