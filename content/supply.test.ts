/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import {
  supplyMaterialFacts,
  supplyMaterials,
  supplyPage,
  testimonialFacts,
  testimonials,
  whyChooseUs,
  whyChooseUsFacts,
} from './supply';
import { fillNamedWords } from './types';
import { duplicates, slug, strings, withoutPlaceholders } from '@/tests/unit/content-steps';

describe('supply', () => {
  it('has nine materials with monthly capacities from 800 to 2000 tons', () => {
    expect(supplyMaterialFacts).toHaveLength(9);
    const capacities = supplyMaterialFacts.map((m) => m.capacityTonsPerMonth);
    for (const capacity of capacities) {
      expect(capacity).toBeGreaterThanOrEqual(800);
      expect(capacity).toBeLessThanOrEqual(2000);
    }
    expect(Math.min(...capacities)).toBe(800);
    expect(Math.max(...capacities)).toBe(2000);
  });

  it('has three why-choose-us cards and three testimonials', () => {
    expect(whyChooseUsFacts).toHaveLength(3);
    expect(testimonialFacts).toHaveLength(3);
    for (const locale of locales) {
      expect(whyChooseUs[locale]).toHaveLength(3);
      expect(testimonials[locale]).toHaveLength(3);
    }
  });

  it('has unique slug ids, and pictures named after them', () => {
    for (const ids of [
      supplyMaterialFacts.map((x) => x.id),
      whyChooseUsFacts.map((x) => x.id),
      testimonialFacts.map((x) => x.id),
    ]) {
      expect(duplicates(ids)).toEqual([]);
      for (const id of ids) expect(id).toMatch(slug);
    }
    for (const m of supplyMaterialFacts) expect(m.image).toBe(`supply/${m.id}.jpg`);
    for (const t of testimonialFacts) expect(t.photo).toBe(`testimonials/${t.id}.jpg`);
  });

  it("keeps the spec's English names, in order", () => {
    expect(supplyMaterials.en.map((m) => m.name)).toEqual([
      'Sylhet Sand',
      'Local Sand',
      'Stone Chips',
      'Brick Chips',
      'First-Class Bricks',
      'Cement',
      'MS Rod',
      'Bitumen',
      'Boulders',
    ]);
    expect(whyChooseUs.en.map((card) => card.title)).toEqual([
      'Checked Quality',
      'On-Time Delivery',
      'Fair, Transparent Pricing',
    ]);
    expect(testimonials.en.map((t) => t.name)).toEqual(['Rashed Khan', 'Tasnim Ara', 'Mohammad Sohrab']);
  });

  it('shows the same items in both languages: ids, order, pictures, icons and capacities', () => {
    for (const locale of locales) {
      expect(
        supplyMaterials[locale].map(({ id, image, capacityTonsPerMonth, unit }) => ({
          id,
          image,
          capacityTonsPerMonth,
          unit,
        })),
      ).toEqual(supplyMaterialFacts.map((facts) => ({ ...facts })));
      expect(whyChooseUs[locale].map(({ id, icon }) => ({ id, icon }))).toEqual(
        whyChooseUsFacts.map((facts) => ({ ...facts })),
      );
      expect(testimonials[locale].map(({ id, photo }) => ({ id, photo }))).toEqual(
        testimonialFacts.map((facts) => ({ ...facts })),
      );
    }
  });

  it('gives every item its words in each language, and different ones in each', () => {
    const words = (locale: 'en' | 'bn') => [
      ...supplyMaterials[locale].flatMap((m) => [m.name, m.description]),
      ...whyChooseUs[locale].flatMap((card) => [card.title, card.description]),
      ...testimonials[locale].flatMap((t) => [t.name, t.company, t.quote]),
    ];
    for (const locale of locales) {
      expect(words(locale)).toHaveLength(9 * 2 + 3 * 2 + 3 * 3);
      for (const text of words(locale)) {
        expect(text).not.toBe('');
        expect(text.trim()).toBe(text);
      }
      expect(duplicates(supplyMaterials[locale].map((m) => m.name))).toEqual([]);
    }
    words('bn').forEach((text, i) => expect(text).not.toBe(words('en')[i]));
  });

  it('writes the Bangla page in Bangla script, people and companies included: no Latin letter or English digit', () => {
    const bangla = strings([
      supplyMaterials.bn.map(({ name, description }) => [name, description]),
      whyChooseUs.bn.map(({ title, description }) => [title, description]),
      testimonials.bn.map(({ name, company, quote }) => [name, company, quote]),
      supplyPage.bn,
    ]);
    expect(bangla.length).toBeGreaterThan(50);
    for (const text of bangla) expect(withoutPlaceholders(text)).not.toMatch(/[A-Za-z0-9]/);
    expect(testimonials.bn.map((t) => t.name)).toEqual(['রাশেদ খান', 'তাসনিম আরা', 'মোহাম্মদ সোহরাব']);
    expect(supplyMaterials.bn[0]?.name).toBe('সিলেট বালু');
  });

  it("has every word of the page in both languages, and none the same but the counter's template", () => {
    const words = (locale: 'en' | 'bn') => {
      const { slider, materialCard, ...rest } = supplyPage[locale];
      const { counter, ...sliderWords } = slider;
      expect(counter).toBe('{position} / {count}');
      // The quote button's hidden words may be a function of the name (a Bangla case ending): filled with '{name}'.
      const { shown, hiddenBefore, hiddenAfter } = materialCard.requestQuote;
      const hidden = [hiddenBefore, hiddenAfter].flatMap((w) => (w ? [fillNamedWords(w, '{name}')] : []));
      return strings([rest, materialCard.dialogEyebrow, shown, hidden, sliderWords]);
    };
    expect(words('bn')).toHaveLength(words('en').length);
    words('bn').forEach((text, i) => expect(text).not.toBe(words('en')[i]));
    for (const text of words('bn')) {
      expect(text).not.toBe('');
      expect(text.trim()).toBe(text);
    }
    expect(supplyPage.en.quote.action).toBe('Request Quote');
    expect(supplyPage.en.materialCard.requestQuote).toEqual({
      shown: 'Request Quote',
      hiddenAfter: 'for {name}',
    });
    // Each button names its material, with the ending Bangla gives it (বালুর, never a hyphen after a Bangla word).
    const named = (locale: 'en' | 'bn', name: string) => {
      const { hiddenBefore, hiddenAfter } = supplyPage[locale].materialCard.requestQuote;
      return [hiddenBefore, hiddenAfter].flatMap((w) => (w ? [fillNamedWords(w, name)] : [])).join(' ');
    };
    expect(named('en', 'Sylhet Sand')).toBe('for Sylhet Sand');
    expect(supplyMaterials.bn.map((m) => named('bn', m.name))).toEqual([
      'সিলেট বালুর',
      'লোকাল বালুর',
      'স্টোন চিপসের',
      'ইটের খোয়ার',
      'এক নম্বর ইটের',
      'সিমেন্টের',
      'এমএস রডের',
      'বিটুমিনের',
      'বোল্ডার পাথরের',
    ]);
  });
});
