/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import {
  supplyMaterialFacts,
  supplyMaterials,
  supplyPage,
  testimonialFacts,
  whyChooseUsFacts,
} from './supply';
import { fillNamedWords } from './types';

// The nine cards, their modal, the reasons and the hidden slider on the page: tests/e2e/supply.spec.ts.
describe('supply', () => {
  it('has the nine materials of the spec, with monthly capacities from 800 to 2000 tons', () => {
    expect(supplyMaterialFacts).toHaveLength(9);
    const capacities = supplyMaterialFacts.map((material) => material.capacityTonsPerMonth);
    expect([Math.min(...capacities), Math.max(...capacities)]).toEqual([800, 2000]);
  });

  it('has three why-choose-us cards and three sample testimonials', () => {
    expect(whyChooseUsFacts).toHaveLength(3);
    expect(testimonialFacts).toHaveLength(3);
  });

  it("names each material in its quote button, with the case ending Bangla gives it ('সিলেট বালুর')", () => {
    for (const locale of locales) {
      const { hiddenBefore, hiddenAfter } = supplyPage[locale].materialCard.requestQuote;
      for (const { name } of supplyMaterials[locale]) {
        const named = [hiddenBefore, hiddenAfter]
          .map((words) => (words ? fillNamedWords(words, name) : ''))
          .join(' ');
        expect(named).toContain(name);
        expect(named).not.toMatch(/[\u0980-\u09ff]-/);
      }
    }
  });
});
