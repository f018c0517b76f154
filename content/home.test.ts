/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { achievements, heroSlides, heroText, homeAbout, homeHighlights } from './home';

// The hero, the sections and their links as a visitor meets them: tests/e2e/hero.spec.ts, home.spec.ts.
describe('home', () => {
  it('has three hero slides, four highlights and the four achievement figures of the spec', () => {
    expect(heroSlides.en).toHaveLength(3);
    expect(homeHighlights.en).toHaveLength(4);
    expect(achievements.en.map((stat) => stat.value)).toEqual(['5+', '50+', '25+', '100+']);
  });

  it("shows in its About block the achievements band's own '50+ projects completed', in each language", () => {
    for (const locale of locales) {
      const { value, label } = achievements[locale].find((stat) => stat.id === 'projects-completed') ?? {};
      expect(homeAbout[locale].badge).toEqual({ value, label });
    }
    expect(homeAbout.en.badge.value).toBe('50+');
  });

  it('names each dot by its number and its slide', () => {
    for (const locale of locales)
      expect(heroText[locale].slideName).toMatch(/(?=.*\{number\})(?=.*\{name\})/);
  });
});
