import { formatFigure, perLocale, type PerLocale } from '@/lib/i18n';
import { about as bn } from './bn/about';
import { about as en } from './en/about';
import { proprietorId, team } from './team';
import type {
  IconName,
  ImagePath,
  InfoCard,
  OrgNode,
  Proprietor,
  SectionIntro,
  Stat,
  Story,
  TimelineEntry,
} from './types';

/**
 * The About page. The facts (the story's picture, the stats' figures, the shape of the
 * organisation chart, the years of the timeline, the order of everything) are here, once; the words
 * are in content/en/about.ts and content/bn/about.ts, keyed by the ids below (README: "Two
 * languages"). The proprietor's name, title and portrait are the Team page's (content/team.ts).
 */

/** The picture beside the company story. */
export const storyImage = 'projects/uttara-commercial-building-1.jpg' satisfies ImagePath;

/**
 * The About page's stats pair, in display order. Its team figure differs from the home page's;
 * the spec shows both. The ids and labels are the home page's achievements' ones.
 */
export const aboutStatFacts = [
  { id: 'years-of-experience', value: '5+', icon: 'calendar' },
  { id: 'team-members', value: '45+', icon: 'users' },
] as const satisfies readonly { id: string; value: string; icon: IconName }[];

export type AboutStatId = (typeof aboutStatFacts)[number]['id'];

/** The roles of the organisation chart: each is a card with a heading. */
export const orgRoles = [
  'managing-director',
  'operations-manager',
  'site-supervisors',
  'workers',
  'finance-admin-manager',
  'business-development-manager',
] as const;
export type OrgRoleId = (typeof orgRoles)[number];

/** The staff listed as plain text under a role. */
export const orgStaff = [
  'project-engineers',
  'source-manager',
  'equipment-fleet-in-charge',
  'store-keeper',
  'piling-foreman',
  'head-mason',
  'head-carpenter',
  'masons',
  'piling-crew',
  'rod-binders',
  'carpenters',
  'equipment-operators',
  'painters',
  'plumbers',
  'tile-fitters',
  'truck-drivers',
  'accounts-officer',
  'hr-admin-officer',
  'office-assistant',
  'executive-officer-client-relations',
  'tender-estimation-officer',
  'rental-desk-officer',
] as const;
export type OrgStaffId = (typeof orgStaff)[number];

/** A role of the chart by id: the staff under it, and the roles that report to it. */
export interface OrgNodeFacts {
  role: OrgRoleId;
  staff?: readonly OrgStaffId[];
  children?: readonly OrgNodeFacts[];
}

/** The organisation chart of the spec: the Managing Director at the top, three managers under them. */
export const orgChartFacts: OrgNodeFacts = {
  role: 'managing-director',
  children: [
    {
      role: 'operations-manager',
      staff: ['project-engineers', 'source-manager', 'equipment-fleet-in-charge', 'store-keeper'],
      children: [
        {
          role: 'site-supervisors',
          staff: ['piling-foreman', 'head-mason', 'head-carpenter'],
          children: [
            {
              role: 'workers',
              staff: [
                'masons',
                'piling-crew',
                'rod-binders',
                'carpenters',
                'equipment-operators',
                'painters',
                'plumbers',
                'tile-fitters',
                'truck-drivers',
              ],
            },
          ],
        },
      ],
    },
    {
      role: 'finance-admin-manager',
      staff: ['accounts-officer', 'hr-admin-officer', 'office-assistant'],
    },
    {
      role: 'business-development-manager',
      staff: ['executive-officer-client-relations', 'tender-estimation-officer', 'rental-desk-officer'],
    },
  ],
};

/** The Mission, Vision and Values cards, in display order. */
export const missionVisionValueFacts = [
  { id: 'mission', icon: 'target' },
  { id: 'vision', icon: 'eye' },
  { id: 'values', icon: 'heart' },
] as const satisfies readonly { id: string; icon: IconName }[];

export type MissionVisionValueId = (typeof missionVisionValueFacts)[number]['id'];

/** One entry per year from founding, in order. */
export const timelineFacts = [
  { id: 'company-founded', year: 2019 },
  { id: 'first-building-handed-over', year: 2020 },
  { id: 'piling-and-equipment-rental', year: 2021 },
  { id: 'material-supply-division', year: 2022 },
  { id: 'branch-office-opens', year: 2023 },
  { id: 'fifty-projects-completed', year: 2024 },
] as const satisfies readonly { id: string; year: number }[];

export type TimelineId = (typeof timelineFacts)[number]['id'];

/** The words of the organisation chart that name its lists for assistive technology. */
export interface OrgChartLabels {
  /** Names the whole chart: 'Organisation chart'. */
  chart: string;
  /** Names the staff list under a role: 'Staff of Operations Manager'. */
  staff: (role: string) => string;
  /** Names the list of roles that report to a role: 'Reporting to Operations Manager'. */
  reports: (role: string) => string;
}

/** The small words of the About page's sections. */
export interface AboutLabels {
  /** The word before the year on the story picture's badge: 'Founded'. */
  founded: string;
  /** Names the stats pair: 'At a glance'. */
  stats: string;
  orgChart: OrgChartLabels;
}

/** The headings that open each section of the About page (the story's title is its heading). */
export interface AboutSections {
  story: SectionIntro;
  orgChart: SectionIntro;
  missionVisionValues: SectionIntro;
  proprietor: SectionIntro;
  timeline: SectionIntro;
}

/** The About page's words in one language: content/en/about.ts and content/bn/about.ts. */
export interface AboutText {
  story: {
    heading: string;
    /** Exactly three. */
    paragraphs: readonly [string, string, string];
    /** What the story's picture shows. */
    imageAlt: string;
  };
  /** Each figure's label. */
  stats: Record<AboutStatId, string>;
  orgChart: {
    roles: Record<OrgRoleId, string>;
    staff: Record<OrgStaffId, string>;
  };
  missionVisionValues: Record<MissionVisionValueId, Pick<InfoCard, 'title' | 'description'>>;
  proprietor: {
    /** The message, one string per paragraph: two or three. */
    message: readonly [string, string] | readonly [string, string, string];
    /** The portrait's alt text, from the proprietor's name: 'Portrait of …'. */
    portraitAlt: (name: string) => string;
  };
  timeline: Record<TimelineId, Pick<TimelineEntry, 'title' | 'event'>>;
  sections: Omit<AboutSections, 'story'> & { story: Pick<SectionIntro, 'eyebrow'> };
  labels: AboutLabels;
}

const text: PerLocale<AboutText> = { en, bn };

export type AboutStat = Stat & { id: AboutStatId };
export type MissionVisionValue = InfoCard & { id: MissionVisionValueId };
export type AboutTimelineEntry = TimelineEntry & { id: TimelineId };

/** The proprietor's message, signed with the name and title the Team page gives them. */
export interface AboutProprietor extends Proprietor {
  /** The Team page's portrait of the proprietor. */
  portrait?: { image: ImagePath; alt: string };
}

/** The company story in each language. */
export const story = perLocale((locale): Story => {
  const { heading, paragraphs, imageAlt } = text[locale].story;
  return { heading, paragraphs: [...paragraphs], image: storyImage, imageAlt };
});

/** The stats pair, its digits in the language's own ('45+', '৪৫+'). */
export const aboutStats = perLocale((locale): AboutStat[] =>
  aboutStatFacts.map((stat) => ({
    ...stat,
    value: formatFigure(locale, stat.value),
    label: text[locale].stats[stat.id],
  })),
);

function orgNode(facts: OrgNodeFacts, words: AboutText['orgChart']): OrgNode {
  return {
    role: words.roles[facts.role],
    ...(facts.staff && { staff: facts.staff.map((id) => words.staff[id]) }),
    ...(facts.children && { children: facts.children.map((child) => orgNode(child, words)) }),
  };
}

/** The organisation chart in each language: the same tree, its roles and staff named. */
export const orgChart = perLocale((locale): OrgNode => orgNode(orgChartFacts, text[locale].orgChart));

export const missionVisionValues = perLocale((locale): MissionVisionValue[] =>
  missionVisionValueFacts.map((card) => ({ ...card, ...text[locale].missionVisionValues[card.id] })),
);

/** The proprietor's message; the name, title and portrait are the Team page's, found by id. */
export const proprietor = perLocale((locale): AboutProprietor => {
  const member = team[locale].find((candidate) => candidate.id === proprietorId);
  if (!member) throw new Error(`The team has no ${proprietorId}`);
  const words = text[locale].proprietor;
  return {
    name: member.name,
    title: member.position,
    message: [...words.message],
    portrait: { image: member.image, alt: words.portraitAlt(member.name) },
  };
});

export const timeline = perLocale((locale): AboutTimelineEntry[] =>
  timelineFacts.map((entry) => ({ ...entry, ...text[locale].timeline[entry.id] })),
);

/** The headings that open each section of the About page. */
export const aboutSections = perLocale((locale): AboutSections => {
  const { sections, story: storyText } = text[locale];
  return { ...sections, story: { eyebrow: sections.story.eyebrow, title: storyText.heading } };
});

/** The small words of the About page's sections: the badge, the stats' name, the chart's list names. */
export const aboutLabels = perLocale((locale): AboutLabels => text[locale].labels);
