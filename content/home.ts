import { formatFigure, perLocale, type PerLocale } from '@/lib/i18n';
import { home as bn } from './bn/home';
import { home as en } from './en/home';
import type {
  ActionWords,
  HeroSlide,
  Highlight,
  HomeAbout,
  IconName,
  ImagePath,
  SectionIntro,
  Stat,
} from './types';

/** The three slides of the home page carousel, in the order they rotate: their ids and pictures. */
export const heroSlideFacts = [
  { id: 'building-bangladesh', image: 'hero/building-bangladesh.jpg' },
  { id: 'equipment-rental', image: 'hero/equipment-rental.jpg' },
  { id: 'material-supply', image: 'hero/material-supply.jpg' },
] as const satisfies readonly { id: string; image: ImagePath }[];

export type HeroSlideId = (typeof heroSlideFacts)[number]['id'];

/** The four reasons to choose the company, in display order. */
export const highlightFacts = [
  { id: 'qualified-engineers', icon: 'hardHat' },
  { id: 'own-equipment-fleet', icon: 'crane' },
  { id: 'direct-material-sourcing', icon: 'truck' },
  { id: 'safety-on-every-site', icon: 'shield' },
] as const satisfies readonly { id: string; icon: IconName }[];

export type HighlightId = (typeof highlightFacts)[number]['id'];

/**
 * The four figures of the achievements band, in display order. 'projects-completed' is also the
 * About block's badge, so the two never disagree.
 */
export const achievementFacts = [
  { id: 'years-of-experience', value: '5+', icon: 'calendar' },
  { id: 'projects-completed', value: '50+', icon: 'building' },
  { id: 'equipment-fleet', value: '25+', icon: 'truck' },
  { id: 'team-members', value: '100+', icon: 'users' },
] as const satisfies readonly { id: string; value: string; icon: IconName }[];

export type AchievementId = (typeof achievementFacts)[number]['id'];

/** The About block's picture. */
export const homeAboutImage = 'projects/uttara-commercial-building-3.jpg' satisfies ImagePath;

/** The hero carousel's own words (its slides' are in HomeText['slides']). */
export interface HeroText {
  /** Names the carousel for assistive technology. */
  label: string;
  /** A dot's name: 'Slide {number}: {name}', the name being the slide's subtitle. */
  slideName: string;
  /** The slide's first button, to the About page. */
  learnMore: ActionWords;
  /** The slide's second button, to the Contact page. */
  contact: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** Names the radio group of dots. */
  picker: string;
}

/** A section of the home page: its heading block and the words of the link under it. */
export interface HomeSectionText {
  intro: SectionIntro;
  more: string;
}

/** The home page's words in one language: content/en/home.ts and content/bn/home.ts. */
export interface HomeText {
  hero: HeroText;
  slides: Record<HeroSlideId, Pick<HeroSlide, 'title' | 'subtitle' | 'description'>>;
  services: HomeSectionText;
  about: Pick<HomeAbout, 'heading' | 'body' | 'imageAlt'> & { eyebrow: string; more: string };
  highlights: Record<HighlightId, Pick<Highlight, 'title' | 'description'>>;
  featuredWork: HomeSectionText;
  achievements: SectionIntro;
  /** Each figure's label. */
  stats: Record<AchievementId, string>;
}

const text: PerLocale<HomeText> = { en, bn };

export type HomeHighlight = Highlight & { id: HighlightId };
export type HomeStat = Stat & { id: AchievementId };

/** The slides, in the order they rotate. */
export const heroSlides = perLocale((locale): HeroSlide[] =>
  heroSlideFacts.map((slide) => ({ ...slide, ...text[locale].slides[slide.id] })),
);

export const heroText = perLocale((locale): HeroText => text[locale].hero);

/** The four figures, their digits in the language's own ('50+', '৫০+'). */
export const achievements = perLocale((locale): HomeStat[] =>
  achievementFacts.map((stat) => ({
    ...stat,
    value: formatFigure(locale, stat.value),
    label: text[locale].stats[stat.id],
  })),
);

function achievement(stats: readonly HomeStat[], id: AchievementId): HomeStat {
  const stat = stats.find((candidate) => candidate.id === id);
  if (!stat) throw new Error(`No achievement ${id}`);
  return stat;
}

export const homeAbout = perLocale((locale): HomeAbout => {
  const { heading, body, imageAlt } = text[locale].about;
  const { value, label } = achievement(achievements[locale], 'projects-completed');
  return { heading, body, badge: { value, label }, image: homeAboutImage, imageAlt };
});

export const homeHighlights = perLocale((locale): HomeHighlight[] =>
  highlightFacts.map((highlight) => ({ ...highlight, ...text[locale].highlights[highlight.id] })),
);

/** The headings of the home page's sections and the words of their links. */
export const homeSections = perLocale((locale) => {
  const { services, about, featuredWork, achievements: stats } = text[locale];
  return {
    services,
    about: { eyebrow: about.eyebrow, more: about.more },
    featuredWork,
    achievements: stats,
  };
});
