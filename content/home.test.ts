/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { home as bnText } from './bn/home';
import { home as enText } from './en/home';
import {
  achievementFacts,
  achievements,
  heroSlideFacts,
  heroSlides,
  heroText,
  highlightFacts,
  homeAbout,
  homeHighlights,
  homeSections,
  type HomeText,
} from './home';
import { keys, slug, strings } from '@/tests/unit/content-steps';

describe('home', () => {
  it('has three hero slides, four highlights and four achievements, in both languages', () => {
    for (const locale of locales) {
      expect(heroSlides[locale]).toHaveLength(3);
      expect(homeHighlights[locale]).toHaveLength(4);
      expect(achievements[locale]).toHaveLength(4);
    }
  });

  it('names its slides, highlights and figures by unique URL slugs, the same in both languages', () => {
    for (const facts of [heroSlideFacts, highlightFacts, achievementFacts]) {
      const ids = facts.map((fact) => fact.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(slug);
    }
    for (const locale of locales) {
      expect(heroSlides[locale].map((slide) => slide.id)).toEqual(heroSlideFacts.map((slide) => slide.id));
      expect(achievements[locale].map((stat) => stat.id)).toEqual(achievementFacts.map((stat) => stat.id));
      expect(homeHighlights[locale].map((item) => item.id)).toEqual(highlightFacts.map((item) => item.id));
    }
  });

  it('names each hero picture after its slide', () => {
    for (const slide of heroSlideFacts) expect(slide.image).toBe(`hero/${slide.id}.jpg`);
  });

  it('shows the four achievement figures of the spec, in order', () => {
    expect(achievements.en.map((stat) => stat.value)).toEqual(['5+', '50+', '25+', '100+']);
    expect(achievements.en.map((stat) => stat.label)).toEqual([
      'Years of Experience',
      'Projects Completed',
      'Equipment Fleet',
      'Team Members',
    ]);
  });

  it('shows the same figures in Bengali digits on the Bangla page', () => {
    expect(achievements.bn.map((stat) => stat.value)).toEqual(['৫+', '৫০+', '২৫+', '১০০+']);
  });

  it("shows '50+ projects completed' in the About block, the achievements band's own figure", () => {
    expect(homeAbout.en.badge).toEqual({ value: '50+', label: 'Projects Completed' });
    expect(homeAbout.bn.badge).toEqual({ value: '৫০+', label: 'সম্পন্ন প্রকল্প' });
    for (const locale of locales) {
      const { value, label } = achievements[locale].find((stat) => stat.id === 'projects-completed') ?? {};
      expect(homeAbout[locale].badge).toEqual({ value, label });
      expect(homeAbout[locale].image).toBe(homeAbout.en.image);
    }
  });

  it('has the same texts in both languages, none empty or untrimmed', () => {
    // A link's hidden words go before or after the shown ones, as each language's word order needs.
    const shared = (text: HomeText) => keys(text).filter((key) => !key.startsWith('hero.learnMore.hidden'));
    expect(shared(bnText).sort()).toEqual(shared(enText).sort());
    for (const { learnMore } of [enText.hero, bnText.hero] as HomeText['hero'][]) {
      expect(learnMore.hiddenBefore ?? learnMore.hiddenAfter).toBeTruthy();
    }
    const texts: HomeText[] = [enText, bnText];
    for (const text of texts) {
      for (const value of strings(text)) {
        expect(value.trim()).not.toBe('');
        expect(value).not.toMatch(/lorem|ipsum|\bTO[D]O\b|\bTBD\b|coming\ssoon|placeholder/i);
      }
    }
    // A link's hidden words keep the space that parts them from the shown ones.
    for (const text of texts) {
      const trimmable = strings(text).filter(
        (value) => value !== text.hero.learnMore.hiddenBefore && value !== text.hero.learnMore.hiddenAfter,
      );
      for (const value of trimmable) expect(value.trim()).toBe(value);
    }
  });

  it('writes the Bangla in Bangla, with no Latin digits', () => {
    for (const value of strings(bnText)) {
      expect(value).toMatch(/[\u0980-\u09FF]/);
      expect(value).not.toMatch(/[0-9]/);
    }
  });

  it('names each dot by a template with its number and its slide', () => {
    for (const locale of locales) {
      expect(heroText[locale].slideName).toContain('{number}');
      expect(heroText[locale].slideName).toContain('{name}');
    }
  });

  it('heads each home section in both languages', () => {
    for (const locale of locales) {
      const sections = homeSections[locale];
      for (const intro of [sections.services.intro, sections.featuredWork.intro, sections.achievements]) {
        expect(intro.title).not.toBe('');
        expect(intro.eyebrow).not.toBe('');
      }
    }
  });
});
