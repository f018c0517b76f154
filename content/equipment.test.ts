/**
 * @jest-environment node
 */
import {
  equipment,
  equipmentCategories,
  equipmentCategoryIcons,
  equipmentCategoryLabels,
  equipmentFacts,
  equipmentPage,
  rentPage,
} from './equipment';

// The fleet on the Equipment and Rent pages, its counts, tiles and modal: tests/e2e/equipment.spec.ts
// and rent.spec.ts, which read the names from here.
describe('equipment', () => {
  it("has the spec's twelve units in its seven categories, each category with a unit", () => {
    expect(equipmentFacts).toHaveLength(12);
    expect(Object.values(equipmentCategoryLabels.en)).toEqual([
      'Heavy Equipment',
      'Medium Equipment',
      'Heavy Vehicles',
      'Medium Vehicles',
      'Generators',
      'Road Equipment',
      'Ship',
    ]);
    expect(new Set(equipmentFacts.map((item) => item.category))).toEqual(new Set(equipmentCategories));
    expect(Object.keys(equipmentCategoryIcons)).toEqual([...equipmentCategories]);
  });

  it("has a category of one unit and one of several, so the pages show both 'Equipment Unit' and 'Equipment Units'", () => {
    const sizes = equipmentCategories.map(
      (key) => equipmentFacts.filter((item) => item.category === key).length,
    );
    expect(sizes).toContain(1);
    expect(Math.max(...sizes)).toBeGreaterThan(1);
    expect([1, 3].map(equipmentPage.en.list.units)).toEqual(['1 Equipment Unit', '3 Equipment Units']);
  });

  it('names each unit once, and counts in Bengali digits on the Bangla pages', () => {
    for (const units of [equipment.en, equipment.bn]) {
      const names = units.map((item) => item.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(equipmentPage.bn.list.count(12)).toMatch(/^১২/);
    expect(equipmentPage.bn.list.units(3)).toMatch(/^৩/);
  });

  it('asks about a unit on WhatsApp by its name', () => {
    for (const page of [equipmentPage.en, equipmentPage.bn, rentPage.en, rentPage.bn]) {
      expect(page.enquiry.whatsappMessage('X')).toContain('X');
    }
  });
});
