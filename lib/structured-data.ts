/**
 * schema.org JSON-LD for search engines, built from content/ as typed objects: the company (a
 * GeneralContractor with both offices), breadcrumbs for inner pages, and each project.
 * components/ui/JsonLd writes them into the page.
 * https://developers.google.com/search/docs/appearance/structured-data/local-business
 */
import { company } from '@/content/company';
import { offices } from '@/content/contact';
import { navigation } from '@/content/navigation';
import type { Office, PostalAddress, Project } from '@/content/types';
import type { appIcons } from '@/lib/icons';
import { largestVariantUrl } from '@/lib/images';
import { whatsappHref } from '@/lib/links';
import { projectPath } from '@/lib/projects';
import { shareImagePaths } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';

const CONTEXT = 'https://schema.org';
/** The company's node id: other objects point at it instead of repeating it. */
export const ORGANIZATION_ID = absoluteUrl('/#organization');

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

/** The company, with the head office's address and hours, and the branch office as a department. */
export function organizationJsonLd(): Thing {
  const [headOffice, ...branches] = offices;
  const profiles = company.social.flatMap((link) => (link.href ? [link.href] : []));
  return {
    '@context': CONTEXT,
    '@type': 'GeneralContractor',
    '@id': ORGANIZATION_ID,
    name: company.name,
    legalName: company.legalName,
    slogan: company.motto,
    description: company.about,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl(shareImagePaths.site),
    foundingDate: String(company.foundedYear),
    telephone: company.phone.e164,
    email: company.email,
    address: postalAddress(company.address),
    geo: { '@type': 'GeoCoordinates', ...company.geo },
    hasMap: company.map.linkUrl,
    areaServed: { '@type': 'Country', name: company.address.country },
    ...(headOffice && { openingHoursSpecification: openingHours(headOffice) }),
    department: branches.map((office) => ({
      '@type': 'GeneralContractor',
      name: `${company.name}, ${office.type}`,
      telephone: office.phoneE164,
      email: office.email,
      address: postalAddress(office.postalAddress),
      openingHoursSpecification: openingHours(office),
    })),
    // The footer's social icons have no targets yet (spec); the WhatsApp chat is the one public profile.
    sameAs: [whatsappHref().split('?')[0], ...profiles],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home > … > this page, as a BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

const home = navigation[0];

/** The trail of one of the menu routes: Home > About. */
export function routeBreadcrumbs(path: (typeof navigation)[number]['path']): Crumb[] {
  const crumb = ({ name, path }: Crumb): Crumb => ({ name, path });
  const page = navigation.find((item) => item.path === path);
  return page && page !== home ? [crumb(home), crumb(page)] : [crumb(home)];
}

/** The trail of a project page: Home > Projects > the project. */
export function projectBreadcrumbs(project: Project): Crumb[] {
  return [...routeBreadcrumbs('/projects/'), { name: project.title, path: projectPath(project) }];
}

/** A completed project, as the creative work of the company, with its pictures and place. */
export function projectJsonLd(project: Project): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    '@id': `${absoluteUrl(projectPath(project))}#project`,
    name: project.title,
    description: project.description.replace(/\s+/g, ' ').trim(),
    url: absoluteUrl(projectPath(project)),
    genre: project.category,
    image: project.images.map((image) => absoluteUrl(largestVariantUrl(image))),
    creator: { '@id': ORGANIZATION_ID },
    ...(project.client && { sourceOrganization: { '@type': 'Organization', name: project.client } }),
    ...(project.location && {
      locationCreated: { '@type': 'Place', name: project.location, address: project.location },
    }),
  };
}

/** A menu route's structured data: the company on home and contact, breadcrumbs on every inner page. */
export function routeJsonLd(path: (typeof navigation)[number]['path']): Thing[] {
  const withCompany = path === '/' || path === '/contact/';
  return [
    ...(withCompany ? [organizationJsonLd()] : []),
    ...(path === '/' ? [] : [breadcrumbJsonLd(routeBreadcrumbs(path))]),
  ];
}
