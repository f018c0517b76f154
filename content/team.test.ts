/**
 * @jest-environment node
 */
import { proprietorId, teamCategories, teamCategoryLabels, teamFacts, teamPage } from './team';
import { duplicates } from '@/tests/unit/content-steps';

// The directory's pages, filter, tiles and cards: tests/e2e/team.spec.ts, which reads the people from here.
describe('team', () => {
  it("has the spec's 46 members in its twelve categories, each category with someone", () => {
    expect(teamFacts).toHaveLength(46);
    expect(Object.values(teamCategoryLabels.en)).toEqual([
      'Admin',
      'Engineering',
      'Executive Officer',
      'Piling',
      'Source Manager',
      'Base/Wall',
      'Excavator',
      'Paint Section',
      'Plumbing',
      'Carpentry',
      'Tiles Fitting',
      'Truck',
    ]);
    expect(new Set(teamFacts.map((member) => member.category))).toEqual(new Set(teamCategories));
  });

  it('starts with the proprietor, whose message the About page shows', () => {
    expect(teamFacts[0]?.id).toBe(proprietorId);
  });

  it('gives each member a placeholder e-mail and an E.164 phone of their own', () => {
    for (const { email, phone } of teamFacts) {
      expect(email).toMatch(/^[a-z]+\.[a-z]+@unnoticonstruction\.com\.bd$/);
      expect(phone).toMatch(/^\+8801\d{9}$/);
    }
    expect(duplicates(teamFacts.flatMap((member) => [member.email, member.phone]))).toEqual([]);
  });

  it("counts 'N person found' and 'Professional(s)' as the spec does, in Bengali digits on the Bangla page", () => {
    expect([0, 1, 46].map(teamPage.en.count)).toEqual([
      '0 person found',
      '1 person found',
      '46 person found',
    ]);
    expect([1, 7].map(teamPage.en.units)).toEqual(['1 Professional', '7 Professionals']);
    expect(teamPage.bn.count(46)).toMatch(/^৪৬/);
  });
});
