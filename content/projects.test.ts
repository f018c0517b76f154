/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { company, companyText } from './company';
import { projectCategories, projectFacts, projects, projectsPage } from './projects';

// The list, its filter and empty state, and a project's page: tests/e2e/projects.spec.ts,
// project-gallery.spec.ts, which read the projects from here.
describe('projects', () => {
  it("has the spec's two projects, both Building Construction, the first with no client or location and one picture", () => {
    expect(projectFacts.map((project) => project.category)).toEqual([
      'building-construction',
      'building-construction',
    ]);
    for (const locale of locales) {
      const [first, second] = projects[locale];
      expect([first?.client, first?.location, first?.images.length]).toEqual(['', '', 1]);
      expect(second?.client && second.location && second.images.length > 2).toBeTruthy();
    }
  });

  it('dates each project to a whole year since the founding', () => {
    for (const { year } of projectFacts) {
      expect(Number.isInteger(year)).toBe(true);
      expect(year).toBeGreaterThanOrEqual(company.foundedYear);
    }
  });

  it('offers categories with no project, for the empty state', () => {
    expect(projectCategories.length).toBeGreaterThan(new Set(projectFacts.map((p) => p.category)).size);
  });

  it("counts 'N Project(s) Found' as the spec does, in Bengali digits on the Bangla page", () => {
    expect([0, 1, 2].map(projectsPage.en.browser.count)).toEqual([
      '0 Projects Found',
      '1 Project Found',
      '2 Projects Found',
    ]);
    expect(projectsPage.bn.browser.count(12)).toMatch(/^১২/);
    expect(projectsPage.en.shareAlt('X')).toBe(`X, built by ${companyText.en.name}`);
  });
});
