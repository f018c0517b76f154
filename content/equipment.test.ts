/**
 * @jest-environment node
 */
import { locales, type Locale } from '@/lib/i18n';
import {
  equipment,
  equipmentCategories,
  equipmentCategoryIcons,
  equipmentCategoryLabels,
  equipmentFacts,
  equipmentPage,
  rentPage,
} from './equipment';
import { duplicates, slug, strings, withoutPlaceholders } from '@/tests/unit/content-steps';

/** Every word of a page: its strings, and what its functions make of sample counts, or of a sample name (the enquiry's). */
function pageWords(text: object): string[] {
  const sample = (value: unknown, key = ''): unknown => {
    if (typeof value === 'function')
      return key.startsWith('whatsapp') ? String(value('নাম')) : [0, 1, 3, 12].map((n) => String(value(n)));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sample(v, k)]));
    return value;
  };
  return strings(sample(text));
}

describe('equipment', () => {
  it('has twelve units covering all seven categories', () => {
    expect(equipmentFacts).toHaveLength(12);
    expect(equipmentCategories).toHaveLength(7);
    for (const category of equipmentCategories) {
      expect(equipmentFacts.filter((item) => item.category === category).length).toBeGreaterThan(0);
    }
    expect(new Set(equipmentFacts.map((item) => item.category)).size).toBe(7);
    expect(Object.keys(equipmentCategoryIcons)).toEqual([...equipmentCategories]);
  });

  it("exercises both 'Equipment Unit' and 'Equipment Units'", () => {
    const sizes = equipmentCategories.map(
      (category) => equipmentFacts.filter((item) => item.category === category).length,
    );
    expect(sizes).toContain(1);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(3);
  });

  it('has unique slug ids and a picture named after each', () => {
    const ids = equipmentFacts.map((item) => item.id);
    expect(duplicates(ids)).toEqual([]);
    for (const item of equipmentFacts) {
      expect(item.id).toMatch(slug);
      expect(item.image).toBe(`equipment/${item.id}.jpg`);
    }
  });

  it('names every category in both languages, in the same order, each name once', () => {
    for (const locale of locales) {
      expect(Object.keys(equipmentCategoryLabels[locale])).toEqual([...equipmentCategories]);
      expect(duplicates(Object.values(equipmentCategoryLabels[locale]))).toEqual([]);
    }
  });

  it('shows the same units in both languages: ids, order, categories and pictures', () => {
    for (const locale of locales) {
      expect(equipment[locale]).toHaveLength(12);
      expect(equipment[locale].map(({ id, category, image }) => ({ id, category, image }))).toEqual(
        equipmentFacts.map(({ id, category, image }) => ({ id, category, image })),
      );
      for (const item of equipment[locale]) {
        expect(item.categoryName).toBe(equipmentCategoryLabels[locale][item.category]);
      }
    }
  });

  it('gives every unit a name, a type and a capacity in each language, each trimmed and not empty', () => {
    for (const locale of locales) {
      for (const item of equipment[locale]) {
        for (const text of [item.name, item.type, item.capacity, item.categoryName]) {
          expect(text.trim()).toBe(text);
          expect(text).not.toBe('');
        }
      }
      expect(duplicates(equipment[locale].map((item) => item.name))).toEqual([]);
    }
  });

  it('keeps the English fleet as the spec prints it', () => {
    const byId = (id: string) => equipment.en.find((item) => item.id === id);
    expect(byId('komatsu-pc210-excavator')).toMatchObject({
      name: 'Komatsu PC210 Excavator',
      type: 'Hydraulic Excavator',
      categoryName: 'Heavy Equipment',
      capacity: '21 Ton',
    });
    expect(byId('jcb-3dx-backhoe-loader')?.capacity).toBe('1.1 m³ Loader Bucket');
    expect(byId('cummins-500kva-generator')?.capacity).toBe('500 kVA');
    expect(byId('asphalt-paver')?.capacity).toBe('6 m Paving Width');
    expect(byId('bulkhead-cargo-vessel')?.capacity).toBe('1,500 Ton');
  });

  it('writes capacities in Bengali digits on the Bangla pages, and keeps brand and model as printed', () => {
    const byId = (id: string) => equipment.bn.find((item) => item.id === id);
    // A machine's tons are its size class, a truck's or a vessel's what it carries (issue 54).
    expect(byId('komatsu-pc210-excavator')?.capacity).toBe('২১ টন শ্রেণি');
    expect(byId('hino-dump-truck')?.capacity).toBe('বহনক্ষমতা ২০ টন');
    expect(byId('bulkhead-cargo-vessel')?.capacity).toBe('বহনক্ষমতা ১,৫০০ টন');
    expect(byId('jcb-3dx-backhoe-loader')?.capacity).toBe('১.১ ঘনমিটার লোডার বাকেট');
    expect(byId('cummins-500kva-generator')?.capacity).toBe('৫০০ কেভিএ');
    expect(byId('komatsu-pc210-excavator')?.name).toBe('Komatsu PC210 এক্সকাভেটর');
    expect(byId('tata-1613-tipper')?.name).toBe('Tata LPK 1613 টিপার');
    for (const item of equipment.bn) {
      // Every unit's Bangla name says what the machine is in Bangla.
      expect(item.name).toMatch(/[\u0980-\u09FF]/);
      expect(item.name).not.toBe(equipment.en.find((en) => en.id === item.id)?.name);
      for (const text of [item.type, item.capacity, item.categoryName]) {
        expect(text).not.toMatch(/[A-Za-z0-9]/);
      }
    }
  });

  it("keeps the spec's English page words, and counts in Bengali digits on the Bangla pages", () => {
    const en = equipmentPage.en.list;
    expect(en.filterLabel).toBe('Filter equipment by category');
    expect(en.count(12)).toBe('12 Equipment Available');
    expect(en.count(1)).toBe('1 Equipment Available');
    expect(en.count(0)).toBe('0 Equipment Available');
    expect(en.empty).toBe('No equipment found in this category.');
    expect(en.showAll).toBe('Show all equipment');
    expect(en.units(1)).toBe('1 Equipment Unit');
    expect(en.units(3)).toBe('3 Equipment Units');
    expect(equipmentPage.en.details.capacity).toBe('Supply Capacity');
    expect(rentPage.en.card.rentNote).toBe('Available for rent and project deployment');
    expect(rentPage.en.categories.title).toBe('Equipment Categories');
    expect(rentPage.en.enquiry.whatsappMessage('JCB 3DX Backhoe Loader')).toBe(
      'Hello Unnoti Construction, I would like to rent the JCB 3DX Backhoe Loader. Is it available, and what are your rates?',
    );

    const bn = equipmentPage.bn.list;
    expect(bn.count(12)).toBe('১২টি যন্ত্র প্রস্তুত');
    expect(bn.count(0)).toBe('কোনো যন্ত্র নেই');
    expect(bn.units(3)).toBe('৩টি যন্ত্র');
    expect(bn.units(1)).toBe('১টি যন্ত্র');
    expect(rentPage.bn.enquiry.whatsappMessage('JCB 3DX ব্যাকহো লোডার')).toBe(
      'আসসালামু আলাইকুম, উন্নতি কনস্ট্রাকশন। আমি JCB 3DX ব্যাকহো লোডার ভাড়া নিতে চাই। এটি কি এখন পাওয়া যাবে, আর ভাড়া কত?',
    );
  });

  it('writes every word of the Bangla pages in Bangla script, with no Latin letter or English digit', () => {
    for (const page of [equipmentPage.bn, rentPage.bn]) {
      const words = pageWords(page);
      expect(words.length).toBeGreaterThan(20);
      for (const text of words) {
        expect(withoutPlaceholders(text)).not.toMatch(/[A-Za-z0-9]/);
        expect(text.trim()).not.toBe('');
      }
    }
    for (const label of Object.values(equipmentCategoryLabels.bn)) expect(label).not.toMatch(/[A-Za-z0-9]/);
  });

  it('has every word of each page in both languages, and none the same', () => {
    const pages: Record<Locale, object>[] = [equipmentPage, rentPage];
    for (const page of pages) {
      const en = pageWords(page.en);
      const bn = pageWords(page.bn);
      expect(bn).toHaveLength(en.length);
      bn.forEach((text, i) => expect(text).not.toBe(en[i]));
    }
  });
});
