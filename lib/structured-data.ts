/**
 * schema.org JSON-LD for search engines, built from content/ as typed objects: the company (a
 * GeneralContractor with both offices), breadcrumbs for inner pages, and each project.
 * components/ui/JsonLd writes them into the page.
 * https://developers.google.com/search/docs/appearance/structured-data/local-business
 */
import { company, companyText } from '@/content/company';
import { offices } from '@/content/contact';
import { navigation, pageText, routePath, type RouteId } from '@/content/navigation';
import { projectsPage } from '@/content/projects';
import type { Office, PostalAddress, Project } from '@/content/types';
import { localeInfo, localePath, locales, type Locale } from '@/lib/i18n';
import type { appIcons } from '@/lib/icons';
import { largestVariantUrl } from '@/lib/images';
import { whatsappHref } from '@/lib/links';
import { projectPath } from '@/lib/projects';
import { shareImagePath } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';

const CONTEXT = 'https://schema.org';
/** The company's node id: other objects point at it instead of repeating it. */
export const ORGANIZATION_ID = absoluteUrl('/#organization');
/** The site's node id: every page says it is part of it. */

/** A square raster logo (scripts/icons.ts), as search engines ask for one. */
const LOGO_PATH = '/icons/icon-512.png' satisfies (typeof appIcons)[number]['path'];

export interface Thing {
  '@context'?: typeof CONTEXT;
  '@type': string;
  [property: string]: unknown;
}

function postalAddress(address: PostalAddress) {
  return {
    '@type': 'PostalAddress',
    streetAddress: `${address.street}, ${address.area}`,
    addressLocality: address.city,
    postalCode: address.postalCode,
    addressCountry: company.address.countryCode,
  };
}

function openingHours(office: Office) {
  const { days, opens, closes } = office.openingHours;
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }];
}

/**
 * The company in the page's language, with the head office's address and hours, and the branch
 * office as a department. Its @id is one node whichever language describes it.
 */
export function organizationJsonLd(locale: Locale): Thing {
  const [headOffice, ...branches] = offices[locale];
  const text = companyText[locale];
  const profiles = company.social.flatMap((link) => (link.href ? [link.href] : []));
  return {
    '@context': CONTEXT,
    '@type': 'GeneralContractor',
    '@id': ORGANIZATION_ID,
    name: text.name,
    alternateName: locales.filter((other) => other !== locale).map((other) => companyText[other].name),
    legalName: company.legalName,
    slogan: text.motto,
    description: text.about,
    url: absoluteUrl(localePath(locale, '/')),
    logo: absoluteUrl(LOGO_PATH),
    // The company's card (the home page's, with the motto) in the page's language, as its og:image.
    image: absoluteUrl(shareImagePath(locale, { route: 'home' })),
    foundingDate: String(company.foundedYear),
    telephone: company.phone.e164,
    email: company.email,
    address: postalAddress({ ...text.address, postalCode: company.address.postalCode }),
    geo: { '@type': 'GeoCoordinates', ...company.geo },
    hasMap: company.map.linkUrl,
    areaServed: { '@type': 'Country', name: text.address.country },
    ...(headOffice && { openingHoursSpecification: openingHours(headOffice) }),
    department: branches.map((office) => ({
      '@type': 'GeneralContractor',
      name: `${text.name}, ${office.type}`,
      telephone: office.phoneE164,
      email: office.email,
      address: postalAddress(office.postalAddress),
      openingHoursSpecification: openingHours(office),
    })),
    // The footer's social icons have no targets yet (spec); the WhatsApp chat is the one public profile.
    sameAs: [whatsappHref('').split('?')[0], ...profiles],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home > … > this page, as a BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): Thing {
  return { '@context': CONTEXT, ...breadcrumbList(trail) };
}

/** The BreadcrumbList itself, to stand alone (breadcrumbJsonLd) or as a WebPage's `breadcrumb`. */
function breadcrumbList(trail: readonly Crumb[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The trail of one of the menu routes in the page's language: Home > About. */
export function routeBreadcrumbs(locale: Locale, id: RouteId): Crumb[] {
  const crumb = ({ name, path }: Crumb): Crumb => ({ name, path });
  const [home, ...others] = navigation[locale];
  const page = others.find((item) => item.id === id);
  if (!home) throw new Error('The menu has no home page');
  return page ? [crumb(home), crumb(page)] : [crumb(home)];
}

/** The trail of a project page: Home > Projects > the project. */
export function projectBreadcrumbs(locale: Locale, project: Project): Crumb[] {
  return [
    ...routeBreadcrumbs(locale, 'projects'),
    { name: project.title, path: projectPath(locale, project) },
  ];
}

/** A completed project, as the creative work of the company, with its pictures and place, in the page's language. */
export function projectJsonLd(locale: Locale, project: Project): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    '@id': `${absoluteUrl(projectPath(locale, project))}#project`,
    name: project.title,
    description: project.description.replace(/\s+/g, ' ').trim(),
    url: absoluteUrl(projectPath(locale, project)),
    inLanguage: localeInfo[locale].lang,
    genre: projectsPage[locale].categories[project.category],
    image: project.images.map((image) => absoluteUrl(largestVariantUrl(image))),
    creator: { '@id': ORGANIZATION_ID },
    ...(project.client && { sourceOrganization: { '@type': 'Organization', name: project.client } }),
    ...(project.location && {
      locationCreated: { '@type': 'Place', name: project.location, address: project.location },
    }),
  };
}

/**
 * The page itself, in its language: what tells a search engine which language a page is written
 * in, beside <html lang> and hreflang. Its trail, if any, as its `breadcrumb`. Every page's HTML
 * carries this twice (the tag and the payload that hydrates it), so it says no more than that.
 */
export function webPageJsonLd(
  locale: Locale,
  name: string,
  path: string,
  trail: readonly Crumb[] = [],
): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    url: absoluteUrl(localePath(locale, path)),
    name,
    inLanguage: localeInfo[locale].lang,
    ...(trail.length > 0 && { breadcrumb: breadcrumbList(trail) }),
  };
}

/** A menu route's structured data: the page (with its breadcrumbs on every inner page), the company on home and contact. */
export function routeJsonLd(locale: Locale, id: RouteId): Thing[] {
  const withCompany = id === 'home' || id === 'contact';
  const trail = id === 'home' ? [] : routeBreadcrumbs(locale, id);
  return [
    webPageJsonLd(locale, pageText[locale][id].title, routePath('en', id), trail),
    ...(withCompany ? [organizationJsonLd(locale)] : []),
  ];
}
