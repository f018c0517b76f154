/**
 * @jest-environment node
 *
 * What holds across the content: the menu, ids and pictures, and the words of both languages, area
 * by area (content/en/<area>.ts beside content/bn/<area>.ts). Each area's counts are the spec's,
 * checked beside it (content/<area>.test.ts); what the pages show is the e2e specs'.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { localeInfo, type Locale } from '@/lib/i18n';
import { bankAccountFacts, licenseDocumentFacts } from './licenses';
import { equipmentFacts } from './equipment';
import { heroSlideFacts } from './home';
import { referencedImages } from './imageRefs';
import { navigation, pageText, quickLinkRoutes, routes } from './navigation';
import { projectFacts } from './projects';
import { serviceFacts } from './services';
import { shellText } from './shell';
import { supplyMaterialFacts, testimonialFacts } from './supply';
import { teamFacts } from './team';
import type { ImagePath } from './types';
import { duplicates, keys, labelledStrings, slug } from '@/tests/unit/content-steps';

describe('navigation', () => {
  it('lists the ten routes of the spec, numbered 01 to 10 in each language’s digits, the Bangla under /bn/', () => {
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
    expect(navigation.bn.map((item) => item.path)).toEqual(routes.map((route) => `/bn${route.path}`));
    expect(navigation.bn.map((item) => item.number).join(' ')).toBe('০১ ০২ ০৩ ০৪ ০৫ ০৬ ০৭ ০৮ ০৯ ১০');
  });

  it('has the footer quick links of the spec, About named one way in Bangla', () => {
    expect(quickLinkRoutes).toEqual(['home', 'about', 'services', 'projects', 'contact']);
    const name = pageText.bn.about.menu;
    expect(pageText.bn.about.title.startsWith(`${name} — `)).toBe(true);
    expect(shellText.bn.footer.quickLinkNames.about).toBe(name);
  });

  it.each<Locale>(['en', 'bn'])('gives every page its own title and introduction (%s)', (locale) => {
    expect(duplicates(routes.map((route) => pageText[locale][route.id].title))).toEqual([]);
    expect(duplicates(routes.map((route) => pageText[locale][route.id].intro.lead))).toEqual([]);
  });
});

describe('ids and pictures', () => {
  const lists: [string, string, readonly { id: string; image?: ImagePath }[]][] = [
    ['hero', 'image', heroSlideFacts],
    ['services', 'image', serviceFacts],
    ['projects', '', projectFacts],
    ['team', 'image', teamFacts],
    ['equipment', 'image', equipmentFacts],
    ['supply', 'image', supplyMaterialFacts],
    ['testimonials', 'photo', testimonialFacts],
    ['licenses', 'fileUrl', licenseDocumentFacts],
    ['banks', 'image', bankAccountFacts],
  ];

  it.each(lists)('%s: unique URL slugs, each picture named after its item', (folder, field, items) => {
    const ids = items.map((item) => item.id);
    expect(duplicates(ids)).toEqual([]);
    for (const item of items) {
      expect(item.id).toMatch(slug);
      if (field) expect(Reflect.get(item, field)).toBe(`${folder}/${item.id}.jpg`);
    }
  });

  it("names a project's pictures after it, in order, the first its thumbnail", () => {
    for (const { id, images, thumbnail } of projectFacts) {
      expect(images).toEqual(images.map((_, i) => `projects/${id}-${i + 1}.jpg`));
      expect(thumbnail).toBe(images[0]);
    }
  });

  // Fails until the artwork for content/images/ has been generated (npm run artwork).
  it('has a source file under content/images/ for every referenced image, each referenced once', () => {
    const images = referencedImages();
    expect(duplicates(images)).toEqual([]);
    expect(images.filter((image) => !existsSync(path.join(__dirname, 'images', image)))).toEqual([]);
  });
});

/** The areas of words: content/en/<area>.ts and content/bn/<area>.ts, each exporting one object. */
const areas = readdirSync(path.join(__dirname, 'en')).map((file) => file.replace(/\.ts$/, ''));

/** An area's words in a language: its object, and its strings with their paths ('items.piling.title'). */
function words(locale: Locale, area: string): [unknown, [string, string][]] {
  const text = Object.values(jest.requireActual<Record<string, unknown>>(`./${locale}/${area}`))[0];
  return [text, labelledStrings(text)];
}

/** A control's hidden words go where its language puts them: before in Bangla, after in English. */
const side = (key: string) => key.replace(/\.hidden(?:Before|After)$/, '.hidden');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(areas)('the words of %s', (area) => {
  const [enText, en] = words('en', area);
  const [bnText, bn] = words('bn', area);
  const english = new Map(en.map(([key, text]) => [side(key), text]));

  it('are in both languages: the same texts, placeholders and empty places', () => {
    // Texts, functions (a count, a name's case ending) and nulls alike; the English legal name is the registered one (company.ts).
    const paths = (text: unknown) =>
      keys(text)
        .map(side)
        .filter((key) => key !== 'legalName')
        .sort();
    expect(paths(bnText)).toEqual(paths(enText));
    for (const [key, text] of bn) {
      const twin = english.get(side(key));
      if (twin !== undefined)
        expect([key, placeholders(text), text === '']).toEqual([key, placeholders(twin), twin === '']);
    }
  });

  it('hold no placeholder copy, and no space at either end but where hidden words meet the shown', () => {
    for (const [key, text] of [...en, ...bn]) {
      expect([key, text]).not.toEqual([
        key,
        expect.stringMatching(/lorem|ipsum|\bTO[D]O\b|\bTBD\b|coming\ssoon/i),
      ]);
      if (!/\.hidden(?:Before|After)$/.test(key)) expect([key, text.trim()]).toEqual([key, text]);
    }
  });

  it('write the Bangla with Bengali digits (the makers’ model names aside) and leave no English sentence in it', () => {
    for (const [key, text] of bn) {
      const modelName = area === 'equipment' && /^items\.[^.]+\.name$/.test(key);
      if (!modelName) expect([key, text]).not.toEqual([key, expect.stringMatching(/[0-9]/)]);
      // What is printed as it is (the registered name, model names, e-mails) has no three English words in a row.
      if (text === english.get(side(key)))
        expect([key, text]).not.toEqual([
          key,
          expect.stringMatching(/[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}/),
        ]);
    }
  });
});

it("names the language switch's Bangla in Bangla", () => {
  expect(localeInfo.bn.name).toBe('বাংলা');
});
