/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { company } from './company';
import { projects as bnText } from './bn/projects';
import { projects as enText } from './en/projects';
import { projectCategories, projectFacts, projects, projectsPage } from './projects';
import { duplicates, labelledStrings, slug } from '@/tests/unit/content-steps';

/** The words that must be filled: a project's client and location may be empty. */
const mayBeEmpty = /^items\.[^.]+\.(client|location)$/;

describe('projects', () => {
  it('has two building construction projects', () => {
    expect(projectFacts).toHaveLength(2);
    for (const project of projectFacts) expect(project.category).toBe('building-construction');
  });

  it('leaves client and location empty on the first project, which has one image, in both languages', () => {
    for (const locale of locales) {
      const [first, second] = projects[locale];
      expect(first?.client).toBe('');
      expect(first?.location).toBe('');
      expect(first?.images).toHaveLength(1);
      expect(second?.client).not.toBe('');
      expect(second?.location).not.toBe('');
      expect(second?.images.length).toBeGreaterThan(1);
    }
  });

  it('uses the first image as thumbnail and a whole-number year', () => {
    for (const project of projectFacts) {
      expect(project.images).toContain(project.thumbnail);
      expect(project.thumbnail).toBe(project.images[0]);
      expect(new Set(project.images).size).toBe(project.images.length);
      expect(Number.isInteger(project.year)).toBe(true);
      expect(project.year).toBeGreaterThanOrEqual(company.foundedYear);
    }
  });

  it('has unique slug ids, the same projects in the same order in both languages', () => {
    const ids = projectFacts.map((project) => project.id);
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).toMatch(slug);
    for (const locale of locales) {
      expect(projects[locale].map((project) => project.id)).toEqual(ids);
      expect(projects[locale].map(({ category, year, images }) => ({ category, year, images }))).toEqual(
        projectFacts.map(({ category, year, images }) => ({ category, year, images })),
      );
    }
  });

  it('names every category in both languages, in the same order, each name once', () => {
    for (const locale of locales) {
      const names = projectsPage[locale].categories;
      expect(Object.keys(names)).toEqual([...projectCategories]);
      expect(duplicates(Object.values(names))).toEqual([]);
      expect(projectsPage[locale].detail.categories).toBe(names);
    }
  });

  it('has the same words in both languages, none empty but an unnamed client or place', () => {
    const en = labelledStrings(enText);
    const bn = labelledStrings(bnText);
    expect(bn.map(([key]) => key)).toEqual(en.map(([key]) => key));
    for (const [key, value] of [...en, ...bn]) {
      if (mayBeEmpty.test(key)) continue;
      expect([key, value.trim()]).not.toEqual([key, '']);
    }
    // A client or place is named in both languages or in neither.
    const bangla = new Map(bn);
    for (const [key, value] of en)
      if (mayBeEmpty.test(key)) expect([key, bangla.get(key) === '']).toEqual([key, value === '']);
  });

  it('writes the Bangla in Bangla, with Bengali digits in what it counts', () => {
    for (const project of projects.bn) {
      expect(project.title).toMatch(/[\u0980-\u09FF]/);
      expect(project.description).not.toMatch(/[0-9]/);
    }
    expect(projectsPage.bn.browser.count(12)).toBe('১২টি প্রকল্প পাওয়া গেছে');
    expect(projectsPage.bn.detail.gallery.counter(2, 4)).toBe('২ / ৪');
    expect(projectsPage.en.browser.count(1)).toBe('1 Project Found');
    expect(projectsPage.en.browser.count(0)).toBe('0 Projects Found');
    expect(projectsPage.en.shareAlt('X')).toBe('X, built by Unnoti Construction');
  });
});
