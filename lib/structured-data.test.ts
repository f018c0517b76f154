/** @jest-environment node */
import { company, companyText } from '@/content/company';
import { offices } from '@/content/contact';
import { routes } from '@/content/navigation';
import { projects, projectsPage } from '@/content/projects';
import type { Office } from '@/content/types';
import { siteUrl } from '@/lib/site';
import {
  ORGANIZATION_ID,
  breadcrumbJsonLd,
  organizationJsonLd,
  projectBreadcrumbs,
  projectJsonLd,
  routeBreadcrumbs,
  routeJsonLd,
  webPageJsonLd,
} from './structured-data';

const origin = siteUrl.origin;
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'];

describe('the company as a schema.org GeneralContractor', () => {
  const org = organizationJsonLd('en');

  it('names the company with its logo, founding year and contact channels', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GeneralContractor',
      '@id': `${origin}/#organization`,
      name: companyText.en.name,
      legalName: company.legalName,
      slogan: companyText.en.motto,
      url: `${origin}/`,
      logo: `${origin}/icons/icon-512.png`,
      image: `${origin}/og/home.jpg`,
      foundingDate: '2019',
      telephone: company.phone.e164,
      email: company.email,
    });
  });

  it('places each office at its address, with its hours: the head office as the company, the branch as its department', () => {
    const [head, branch] = offices.en;
    const place = ({ street, area, city, postalCode }: Office['postalAddress']) => ({
      '@type': 'PostalAddress',
      streetAddress: `${street}, ${area}`,
      addressLocality: city,
      postalCode,
      addressCountry: 'BD',
    });
    const hours = (opens: string, closes: string) => [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens, closes },
    ];
    expect(org.address).toEqual(place(head!.postalAddress));
    expect(org.geo).toEqual({ '@type': 'GeoCoordinates', ...company.geo });
    expect(org.openingHoursSpecification).toEqual(hours('09:00', '18:00'));
    expect(org.department).toEqual([
      {
        '@type': 'GeneralContractor',
        name: `${companyText.en.name}, ${branch!.type}`,
        telephone: branch!.phoneE164,
        email: branch!.email,
        address: place(branch!.postalAddress),
        openingHoursSpecification: hours('08:00', '17:00'),
      },
    ]);
  });

  it('links its public profiles in sameAs: the WhatsApp chat while the social icons have no targets', () => {
    expect(company.social.every((link) => link.href === null)).toBe(true);
    expect(org.sameAs).toEqual(['https://wa.me/8801755201920']);
  });

  it('describes the same company in Bangla on the Bangla pages: one node, its other name alongside', () => {
    const bangla = organizationJsonLd('bn');
    expect(bangla).toMatchObject({
      '@id': ORGANIZATION_ID,
      name: companyText.bn.name,
      alternateName: [companyText.en.name],
      legalName: company.legalName,
      url: `${origin}/bn/`,
      // The company's card in Bangla, as the Bangla pages' og:image.
      image: `${origin}/og/bn/home.jpg`,
      telephone: org.telephone,
      address: { addressLocality: companyText.bn.address.city, postalCode: '1230', addressCountry: 'BD' },
    });
    expect(org.alternateName).toEqual([companyText.bn.name]);
  });
});

describe('breadcrumbs', () => {
  it('runs Home > page for a menu route, with absolute URLs and positions from 1', () => {
    expect(breadcrumbJsonLd(routeBreadcrumbs('en', 'team'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Team', item: `${origin}/team/` },
      ],
    });
  });

  it("runs Home > Projects > project for a project page, in the page's language", () => {
    const project = projects.en[0]!;
    expect(projectBreadcrumbs('en', project)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Projects', path: '/projects/' },
      { name: project.title, path: `/projects/${project.id}/` },
    ]);
    const bangla = projects.bn[0]!;
    expect(projectBreadcrumbs('bn', bangla)).toEqual([
      { name: 'হোম', path: '/bn/' },
      { name: 'প্রকল্প', path: '/bn/projects/' },
      { name: bangla.title, path: `/bn/projects/${bangla.id}/` },
    ]);
  });

  it('puts the page on every route, its breadcrumbs on every inner page, the company on home and contact', () => {
    for (const { id } of routes) {
      const things = routeJsonLd('en', id);
      expect(things.map((thing) => thing['@type'])).toEqual([
        'WebPage',
        ...(id === 'home' || id === 'contact' ? ['GeneralContractor'] : []),
      ]);
      expect(things[0]?.breadcrumb).toEqual(
        id === 'home' ? undefined : { '@type': 'BreadcrumbList', itemListElement: expect.any(Array) },
      );
    }
  });
});

describe('a page', () => {
  it('says which language it is in, with its trail', () => {
    expect(webPageJsonLd('bn', 'আমাদের দল', '/team/', routeBreadcrumbs('bn', 'team'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: `${origin}/bn/team/`,
      name: 'আমাদের দল',
      inLanguage: 'bn',
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'হোম', item: `${origin}/bn/` },
          { '@type': 'ListItem', position: 2, name: 'আমাদের দল', item: `${origin}/bn/team/` },
        ],
      },
    });
    expect(routeJsonLd('en', 'about')[0]).toMatchObject({ inLanguage: 'en', url: `${origin}/about/` });
    expect(routeJsonLd('en', 'home')[0]).not.toHaveProperty('breadcrumb');
  });
});

describe('a project', () => {
  it('is a creative work of the company, with its pictures, category, client and place', () => {
    const project = projects.en[1]!;
    const url = `${origin}/projects/${project.id}/`;
    const thing = projectJsonLd('en', project);
    expect(thing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': `${url}#project`,
      name: project.title,
      url,
      inLanguage: 'en',
      genre: projectsPage.en.categories[project.category],
      creator: { '@id': ORGANIZATION_ID },
      sourceOrganization: { '@type': 'Organization', name: project.client },
      locationCreated: { '@type': 'Place', name: project.location, address: project.location },
    });
    expect(thing.image).toEqual(
      project.images.map((image) => `${origin}/img/${image.replace('.jpg', '')}-1600.webp`),
    );
    expect(thing.description).not.toMatch(/\n/);
  });

  it('leaves out the client and place when the project names neither', () => {
    const thing = projectJsonLd('en', projects.en[0]!);
    expect(thing).not.toHaveProperty('sourceOrganization');
    expect(thing).not.toHaveProperty('locationCreated');
  });
});
