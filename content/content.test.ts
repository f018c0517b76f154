/**
 * @jest-environment node
 *
 * What holds across the content: the menu, ids, pictures and copy in both languages. Each area's
 * counts and words are checked beside it (content/<area>.test.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { localeInfo, locales, type PerLocale } from '@/lib/i18n';
import { aboutStats, missionVisionValues, orgChart, proprietor, story, timeline } from './about';
import { companyText } from './company';
import { contactFormText, contactMethods, contactPage, offices } from './contact';
import { equipment, equipmentFacts, equipmentPage, rentPage } from './equipment';
import { achievements, heroSlideFacts, heroSlides, homeAbout, homeHighlights, homeSections } from './home';
import { referencedImages } from './imageRefs';
import { privacyPolicy } from './legal';
import {
  bankAccountFacts,
  bankAccounts,
  compliance,
  licenseDocumentFacts,
  licenseDocuments,
} from './licenses';
import { navigation, pageText, quickLinkRoutes, routes } from './navigation';
import { projectFacts, projects, projectsPage } from './projects';
import { serviceFacts, services, servicesPage } from './services';
import { shellText } from './shell';
import {
  supplyMaterialFacts,
  supplyMaterials,
  supplyPage,
  testimonialFacts,
  testimonials,
  whyChooseUs,
} from './supply';
import { team, teamFacts, teamPage } from './team';
import type { ImageFolder, ImagePath } from './types';
import { duplicates, slug, strings } from '@/tests/unit/content-steps';

describe('navigation', () => {
  it('lists the ten routes of the spec, numbered 01 to 10, in order', () => {
    expect(navigation.en.map(({ name, path, number }) => [number, name, path])).toEqual([
      ['01', 'Home', '/'],
      ['02', 'About', '/about/'],
      ['03', 'Services', '/services/'],
      ['04', 'Projects', '/projects/'],
      ['05', 'Team', '/team/'],
      ['06', 'Equipment', '/equipment/'],
      ['07', 'Rent', '/rent/'],
      ['08', 'Supply', '/supply/'],
      ['09', 'Licenses', '/licenses/'],
      ['10', 'Contact', '/contact/'],
    ]);
  });

  it('has the same ten routes in Bangla, under /bn/, numbered in Bengali digits, each named in Bangla', () => {
    expect(navigation.bn.map((item) => item.id)).toEqual(navigation.en.map((item) => item.id));
    for (const [index, item] of navigation.bn.entries()) {
      expect(item.path).toBe(`/bn${routes[index]?.path}`);
      expect(item.name).toMatch(/^[\u0980-\u09ff ]+$/);
    }
    expect(navigation.bn.map((item) => item.number).join(' ')).toBe('০১ ০২ ০৩ ০৪ ০৫ ০৬ ০৭ ০৮ ০৯ ১০');
  });

  it('has the footer quick links of the spec, each a navigation route', () => {
    expect(quickLinkRoutes).toEqual(['home', 'about', 'services', 'projects', 'contact']);
  });

  it('names About one way in Bangla: its menu name begins its title and is its footer link', () => {
    const name = pageText.bn.about.menu;
    expect(pageText.bn.about.title.startsWith(`${name} — `)).toBe(true);
    expect(shellText.bn.footer.quickLinkNames.about).toBe(name);
  });

  it('gives every page of each language its own title and introduction', () => {
    for (const locale of locales) {
      const titles = routes.map((route) => pageText[locale][route.id].title);
      const leads = routes.map((route) => pageText[locale][route.id].intro.lead);
      expect(duplicates(titles)).toEqual([]);
      expect(duplicates(leads)).toEqual([]);
    }
  });
});

describe('ids', () => {
  const lists: [string, readonly { id: string }[]][] = [
    ['heroSlides', heroSlideFacts],
    ['services', serviceFacts],
    ['projects', projectFacts],
    ['team', teamFacts],
    ['equipment', equipmentFacts],
    ['supplyMaterials', supplyMaterialFacts],
    ['testimonials', testimonialFacts],
    ['licenseDocuments', licenseDocumentFacts],
  ];

  it.each(lists)('%s ids are unique URL slugs', (_name, items) => {
    const ids = items.map((item) => item.id);
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).toMatch(slug);
  });

  it('lists the same items in the same order in both languages', () => {
    const pairs = [
      heroSlides,
      services,
      projects,
      team,
      equipment,
      supplyMaterials,
      testimonials,
      licenseDocuments,
    ];
    for (const list of pairs) {
      expect(list.bn.map((item) => item.id)).toEqual(list.en.map((item) => item.id));
    }
  });
});

describe('images', () => {
  const byList: [string, ImageFolder, ImagePath[]][] = [
    ['heroSlides', 'hero', heroSlideFacts.map((x) => x.image)],
    ['services', 'services', serviceFacts.map((x) => x.image)],
    ['projects', 'projects', projectFacts.flatMap((x) => [x.thumbnail, ...x.images])],
    ['team', 'team', teamFacts.map((x) => x.image)],
    ['equipment', 'equipment', equipmentFacts.map((x) => x.image)],
    ['supplyMaterials', 'supply', supplyMaterialFacts.map((x) => x.image)],
    ['testimonials', 'testimonials', testimonialFacts.map((x) => x.photo)],
    ['licenseDocuments', 'licenses', licenseDocumentFacts.map((x) => x.fileUrl)],
    ['bankAccounts', 'banks', bankAccountFacts.map((x) => x.image)],
  ];

  it.each(byList)('%s images live in content/images/%s/', (_name, folder, paths) => {
    for (const image of paths) expect(image.startsWith(`${folder}/`)).toBe(true);
  });

  it('names each image after the id of its item', () => {
    const expected: [ImagePath, string][] = [
      ...heroSlideFacts.map((x): [ImagePath, string] => [x.image, `hero/${x.id}.jpg`]),
      ...serviceFacts.map((x): [ImagePath, string] => [x.image, `services/${x.id}.jpg`]),
      ...teamFacts.map((x): [ImagePath, string] => [x.image, `team/${x.id}.jpg`]),
      ...equipmentFacts.map((x): [ImagePath, string] => [x.image, `equipment/${x.id}.jpg`]),
      ...supplyMaterialFacts.map((x): [ImagePath, string] => [x.image, `supply/${x.id}.jpg`]),
      ...testimonialFacts.map((x): [ImagePath, string] => [x.photo, `testimonials/${x.id}.jpg`]),
      ...licenseDocumentFacts.map((x): [ImagePath, string] => [x.fileUrl, `licenses/${x.id}.jpg`]),
      ...projectFacts.flatMap((p) =>
        p.images.map((x, i): [ImagePath, string] => [x, `projects/${p.id}-${i + 1}.jpg`]),
      ),
    ];
    for (const [actual, wanted] of expected) expect(actual).toBe(wanted);
  });

  it('collects every referenced image once', () => {
    const all = byList.flatMap(([, , paths]) => paths);
    expect(referencedImages().sort()).toEqual([...new Set(all)].sort());
  });

  // Fails until the artwork for content/images/ has been generated (npm run artwork).
  it('has a source file under content/images/ for every referenced image', () => {
    const missing = referencedImages().filter((image) => !existsSync(path.join(__dirname, 'images', image)));
    expect(missing).toEqual([]);
  });
});

describe('copy', () => {
  const everything: PerLocale<unknown>[] = [
    companyText,
    pageText,
    shellText,
    heroSlides,
    homeAbout,
    homeHighlights,
    homeSections,
    achievements,
    story,
    aboutStats,
    orgChart,
    missionVisionValues,
    proprietor,
    timeline,
    services,
    servicesPage,
    projects,
    projectsPage,
    team,
    teamPage,
    equipment,
    equipmentPage,
    rentPage,
    supplyMaterials,
    supplyPage,
    whyChooseUs,
    testimonials,
    licenseDocuments,
    bankAccounts,
    compliance,
    offices,
    contactMethods,
    contactPage,
    contactFormText,
    privacyPolicy,
  ];

  it('contains no placeholder text, in either language', () => {
    const all = strings(everything);
    expect(all.length).toBeGreaterThan(1500);
    for (const text of all) {
      expect(text).not.toMatch(/lorem|ipsum|\bTO[D]O\b|\bTBD\b|coming\ssoon|placeholder/i);
      expect(text.trim()).toBe(text);
    }
  });

  it('writes the Bangla in Bangla: no English sentence left in place', () => {
    const english = new Set(strings(everything.map((area) => area.en)));
    const bangla = strings(everything.map((area) => area.bn));
    expect(bangla.length).toBeGreaterThan(english.size * 0.9);
    // An English text on a Bangla page is one left untranslated, bar what is printed as it is
    // (the registered name, model names, e-mails): those have no three English words in a row.
    const untranslated = bangla.filter(
      (text) => english.has(text) && /[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}/.test(text),
    );
    expect(untranslated).toEqual([]);
    expect(localeInfo.bn.name).toBe('বাংলা');
  });
});
