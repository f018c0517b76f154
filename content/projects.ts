import { perLocale, type Locale, type PerLocale } from '@/lib/i18n';
import { projects as bn } from './bn/projects';
import { projects as en } from './en/projects';
import type { ImagePath, SectionIntro } from './types';

/**
 * The Projects pages: the completed projects and the kinds of work they are filed under. The facts
 * (ids, category, year, pictures, order) are here, once; each project's title, description, client
 * and place, the categories' names and the pages' words are in content/en/projects.ts and
 * content/bn/projects.ts (README: "Two languages").
 */

/**
 * The kinds of project the company takes on, in the filter's order, by key. The Projects filter
 * offers all of them, so a visitor sees the empty state for a kind with no project published yet. A
 * key is the kind's id, which names its filter radio and views (lib/list-views.ts) and stays when a
 * name changes; what a visitor reads is `projectsPage[locale].categories`.
 */
export const projectCategories = [
  'building-construction',
  'road-construction',
  'piling-foundation',
  'earthwork',
] as const;
export type ProjectCategoryKey = (typeof projectCategories)[number];

/** What is true of a project in every language. */
export interface ProjectFacts {
  id: string;
  category: ProjectCategoryKey;
  /** The year of handover (not shown on the site: the detail's Completion Year is '-', as the spec has it). */
  year: number;
  images: readonly [ImagePath, ...ImagePath[]];
  thumbnail: ImagePath;
}

/** Completed projects, in the order the site lists them. The first has no named client or location. */
export const projectFacts = [
  {
    id: 'residential-apartment-building',
    category: 'building-construction',
    year: 2022,
    images: ['projects/residential-apartment-building-1.jpg'],
    thumbnail: 'projects/residential-apartment-building-1.jpg',
  },
  {
    id: 'uttara-commercial-building',
    category: 'building-construction',
    year: 2024,
    images: [
      'projects/uttara-commercial-building-1.jpg',
      'projects/uttara-commercial-building-2.jpg',
      'projects/uttara-commercial-building-3.jpg',
      'projects/uttara-commercial-building-4.jpg',
    ],
    thumbnail: 'projects/uttara-commercial-building-1.jpg',
  },
] as const satisfies readonly ProjectFacts[];

export type ProjectId = (typeof projectFacts)[number]['id'];

/** A project's words in one language. */
export interface ProjectText {
  title: string;
  /** Paragraphs separated by a blank line; the first is the card's summary. */
  description: string;
  /** Empty when the client is not named. */
  client: string;
  /** Empty when the location is not named. */
  location: string;
}

/** A project as the site shows it in one language. */
export interface Project extends ProjectText {
  id: string;
  category: ProjectCategoryKey;
  year: number;
  images: readonly [ImagePath, ...ImagePath[]];
  thumbnail: ImagePath;
}

/** The words of a project's gallery (components/sections/projects/ProjectGallery); numbers arrive formatted. */
export interface ProjectGalleryText {
  /** Names the carousel: 'Eight-Storey Commercial Building, Uttara pictures'. */
  label: (title: string) => string;
  /** A picture's alt text: '<title>, picture 2 of 4'. */
  picture: (title: string, number: number, count: number) => string;
  /** Names a dot's radio: 'Show picture 2 of 4'. */
  show: (number: number, count: number) => string;
  /** The visible counter: '2 / 4'. */
  counter: (number: number, count: number) => string;
  /** The arrows' titles. */
  previous: string;
  next: string;
  /** Names the radio group of dots. */
  picker: string;
}

/** The words of a project's page (components/sections/projects/ProjectDetail). */
export interface ProjectDetailText {
  back: string;
  /** Names the list of place and client under the title. */
  where: string;
  overview: string;
  info: string;
  /** The labels of the facts panel. */
  facts: { client: string; location: string; category: string; completionYear: string; status: string };
  /** Shown for a fact the spec leaves blank or a project leaves empty. */
  none: string;
  cta: { title: string; body: string; button: string };
  gallery: ProjectGalleryText;
  /** Each category's name by key (the badge and the Category fact). */
  categories: Readonly<Record<ProjectCategoryKey, string>>;
}

/** The words of the Projects page's list (components/sections/projects/ProjectsBrowser). */
export interface ProjectsBrowserText {
  /** The section around the list. */
  intro: SectionIntro;
  /** Names the category filter (and heads its dropdown on phones). */
  filterLabel: string;
  /** The count line of a category: '2 Projects Found'. */
  count: (count: number) => string;
  /** Shown in a category with no project. */
  empty: string;
  /** The link under the empty message, to the Contact page. */
  emptyAction: string;
}

/** The Projects pages' words in one language: content/en/projects.ts and content/bn/projects.ts. */
export interface ProjectsText {
  items: Record<ProjectId, ProjectText>;
  categories: Record<ProjectCategoryKey, string>;
  page: {
    browser: ProjectsBrowserText;
    detail: Omit<ProjectDetailText, 'categories'>;
    /** The section of other projects under a project's page. */
    more: { eyebrow: string; title: string };
    /** The alt text of a project's share image. */
    shareAlt: (title: string) => string;
  };
}

/** Every word of the Projects pages besides the projects' own, in one language. */
export interface ProjectsPageText {
  browser: ProjectsBrowserText;
  detail: ProjectDetailText;
  more: { eyebrow: string; title: string };
  shareAlt: (title: string) => string;
  categories: Readonly<Record<ProjectCategoryKey, string>>;
}

const text = { en, bn } satisfies Record<Locale, ProjectsText>;

/** The projects in each language: the same ids, order, categories, years and pictures. */
export const projects: PerLocale<Project[]> = perLocale((locale) =>
  projectFacts.map((facts) => ({ ...facts, ...text[locale].items[facts.id] })),
);

/** The Projects pages' words in each language, with each category's name by key. */
export const projectsPage: PerLocale<ProjectsPageText> = perLocale((locale) => {
  const { page, categories } = text[locale];
  return { ...page, categories, detail: { ...page.detail, categories } };
});
