/**
 * The shapes of everything the site shows. Content files export typed arrays
 * (`export const services = [...] satisfies Service[]`); tests in content/content.test.ts
 * check the counts and invariants the specification sets.
 */

import type { SaleUnit } from './supply';

/** Folders under content/images; each has one aspect ratio (see lib/images.ts). */
export type ImageFolder =
  'hero' | 'services' | 'projects' | 'team' | 'equipment' | 'supply' | 'licenses' | 'banks' | 'testimonials';

/** A source image under content/images, e.g. 'services/piling.jpg'. Replace the file to replace the picture. */
export type ImagePath = `${ImageFolder}/${string}.${'jpg' | 'png' | 'webp'}`;

/** Names of the inline SVG icons in components/ui/Icon. */
export type IconName =
  | 'arrowLeft'
  | 'arrowRight'
  | 'arrowUp'
  | 'award'
  | 'bank'
  | 'building'
  | 'calendar'
  | 'check'
  | 'clipboard'
  | 'clock'
  | 'close'
  | 'crane'
  | 'document'
  | 'download'
  | 'eye'
  | 'facebook'
  | 'factory'
  | 'hardHat'
  | 'heart'
  | 'instagram'
  | 'leaf'
  | 'linkedin'
  | 'mail'
  | 'mapPin'
  | 'menu'
  | 'phone'
  | 'road'
  | 'ruler'
  | 'shield'
  | 'ship'
  | 'target'
  | 'truck'
  | 'users'
  | 'whatsapp'
  | 'wrench'
  | 'youtube'
  | 'zap';

/**
 * Hidden words that name an item: a text with '{name}' where the name goes ('about {name}',
 * '{name} সম্পর্কে'), or, where the name takes a case ending, a function of the name that adds it
 * with lib/bangla.ts ((name) => `${possessive(name)} কোটেশন`: বালুর, never a hand-glued '{name}-এর').
 */
export type NamedWords = string | ((name: string) => string);

/** Hidden words with the item's name in them (a '{name}' text filled in, or the function called). */
export function fillNamedWords(words: NamedWords, name: string): string {
  return typeof words === 'function' ? words(name) : words.replaceAll('{name}', name);
}

/**
 * A control's words when what it acts on is named for screen readers only (WCAG 2.4.4): what it
 * shows, and the hidden words before or after it (components/ui/ActionLabel adds the space between),
 * with the item's name in them (NamedWords): 'Learn More' + 'about {name}'; '{name} সম্পর্কে' +
 * 'আরও জানুন'; (name) => `${possessive(name)} জন্য` + 'কোটেশন চান'.
 */
export interface ActionWords {
  shown: string;
  hiddenBefore?: NamedWords;
  hiddenAfter?: NamedWords;
}

/**
 * A WhatsApp chat about one item (a machine, a material, a service), prefilled with a message that
 * names it (components/sections/shared/AskOnWhatsApp): the message, and the link's words,
 * 'Ask on WhatsApp', naming the item for screen readers.
 */
export interface WhatsAppAskText {
  whatsappMessage: (name: string) => string;
  whatsapp: ActionWords;
}

export interface SocialLink {
  name: 'Facebook' | 'LinkedIn' | 'Instagram' | 'YouTube';
  icon: Extract<IconName, 'facebook' | 'linkedin' | 'instagram' | 'youtube'>;
  /** The spec shows social icons without real targets; kept here so real ones drop in. */
  href: string | null;
}

/** The company's facts, the same in every language (its words are in CompanyText). */
export interface Company {
  /** The registered name, as printed on the licences and bank accounts: never translated. */
  legalName: string;
  foundedYear: number;
  address: {
    postalCode: string;
    /** ISO 3166 country code, for structured data. */
    countryCode: string;
  };
  geo: { latitude: number; longitude: number };
  phone: { display: string; e164: string };
  whatsapp: { e164: string };
  email: string;
  social: SocialLink[];
  designer: { name: string; href: string };
  map: { embedUrl: string; linkUrl: string };
  brandColor: string;
}

/** The company's words in one language (content/en/company.ts, content/bn/company.ts). */
export interface CompanyText {
  name: string;
  shortName: string;
  motto: string;
  /** One-paragraph description used by the footer, metadata and the company profile. */
  about: string;
  /** The head office, as a visitor of that language writes it; the postal code is a fact. */
  address: Omit<PostalAddress, 'postalCode'> & { country: string };
  /** The WhatsApp enquiry's prefilled message. */
  whatsappMessage: string;
  /**
   * The registered name in the page's script, for the footer's legal line; without it the footer
   * prints it as registered (Company.legalName), as the licences and bank accounts do.
   */
  legalName?: string;
  /**
   * What only the share cards say (scripts/share-images.ts): the home card's eyebrow and line, the
   * word before a project's category; and a route card's alt text, the company's name before its
   * line (in Bangla a dash, not a colon: content/bn/GLOSSARY.md).
   */
  shareCard: {
    lines: string;
    since: (year: string) => string;
    project: string;
    alt: (line: string) => string;
  };
}

export interface NavItem {
  /** The route's id (content/navigation.ts). */
  id: string;
  name: string;
  /** The address in the page's language: '/about/' or '/bn/about/'. */
  path: string;
  /** Two-digit label shown in the menu grid: '01' to '10', or '০১' to '১০'. */
  number: string;
}

export interface HeroSlide {
  id: string;
  image: ImagePath;
  title: string;
  subtitle: string;
  description: string;
}

export interface Stat {
  label: string;
  value: string;
  icon: IconName;
}

export interface Highlight {
  title: string;
  description: string;
  icon: IconName;
}

/** The About block of the home page: a heading, a paragraph and one headline figure. */
export interface HomeAbout {
  heading: string;
  body: string;
  /** The figure shown beside the text, e.g. '50+' 'Projects Completed'. */
  badge: Pick<Stat, 'value' | 'label'>;
  /** The picture beside the text, and what it shows. */
  image: ImagePath;
  imageAlt: string;
}

/** The company story on the About page. */
export interface Story {
  heading: string;
  paragraphs: string[];
  /** The picture beside the story. */
  image: ImagePath;
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: string;
}

/** The eyebrow, h2 and optional lead that open a page section. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  lead?: string;
}

/** A screen's hero (its h1) and meta description: a section intro whose lead is required. */
export interface PageIntro extends SectionIntro {
  lead: string;
}

/** A screen's words: its name in the menu, its search title (without the company name) and its hero. */
export interface PageText {
  menu: string;
  title: string;
  intro: PageIntro;
}

export interface Proprietor {
  name: string;
  title: string;
  /** The message, one string per paragraph. */
  message: string[];
}

export interface TimelineEntry {
  year: number;
  title: string;
  event: string;
}

export interface OrgNode {
  role: string;
  /** Staff who report to this role, shown as plain text under it. */
  staff?: string[];
  children?: OrgNode[];
}

export interface Service {
  id: string;
  title: string;
  description: string;
  image: ImagePath;
  icon: IconName;
  /** Exactly five. */
  features: [string, string, string, string, string];
}

/* The Projects page's types (Project, its category keys) live with its facts in content/projects.ts. */
export type { Project } from './projects';

/* The Team page's types (TeamMember, TeamCategory, teamCategories) live with its facts in content/team.ts. */

/* The Equipment and Rent pages' types (Equipment, EquipmentCategory, equipmentCategories) live with their facts in content/equipment.ts. */

export interface SupplyMaterial {
  id: string;
  name: string;
  description: string;
  image: ImagePath;
  /** Monthly supply capacity; hidden on screen, used in the company profile. */
  capacityTonsPerMonth: number;
  /** What a quantity of it is asked in (content/supply.ts). */
  unit: SaleUnit;
}

export interface Testimonial {
  id: string;
  name: string;
  company: string;
  photo: ImagePath;
  quote: string;
}

export type Weekday = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** 24-hour clock time, 'HH:MM', as schema.org OpeningHoursSpecification expects. */
export type ClockTime = `${'0' | '1' | '2'}${Digit}:${'0' | '1' | '2' | '3' | '4' | '5'}${Digit}`;

/** The same hours as `Office.hours`, in a shape structured data can use. */
export interface OpeningHours {
  days: Weekday[];
  opens: ClockTime;
  closes: ClockTime;
}

/** A street address in the parts schema.org's PostalAddress needs. */
export interface PostalAddress {
  street: string;
  area: string;
  city: string;
  postalCode: string;
}

/** An office of the Contact page in one language (content/contact.ts builds both). */
export interface Office {
  /** 'head-office' or 'branch-office' (content/contact.ts's OfficeId). */
  id: string;
  /** The office's name as shown: 'Corporate Head office', 'কর্পোরেট প্রধান কার্যালয়'. */
  type: string;
  /** In the page's language; the postal code as the post office writes it (ASCII digits). */
  postalAddress: PostalAddress;
  /** As shown on screen: the postal address on one line. */
  address: string;
  /** As shown on screen. */
  phone: string;
  /** The same number in E.164 form, for tel: links. */
  phoneE164: string;
  email: string;
  /** As shown on screen: 'Sunday to Thursday, 9:00 AM to 6:00 PM', 'রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা'. */
  hours: string;
  openingHours: OpeningHours;
}

/** The company channel a quick-contact tile opens; its link is built where it is rendered (lib/links.ts). */
export type ContactChannel = 'phone' | 'email' | 'whatsapp';

export interface ContactMethod {
  channel: ContactChannel;
  icon: IconName;
  title: string;
  description: string;
  contact: string;
}

export interface InfoCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface PolicySection {
  title: string;
  body: string;
}

export interface PrivacyPolicy {
  sections: PolicySection[];
  /** Closing sentence inviting questions, naming the company e-mail. */
  contactLine: string;
}

/** The words of a filtered, paged list (lib/list-views.ts) in one language; numbers arrive formatted. */
export interface ListText {
  /** The filter's first choice: 'All'. */
  all: string;
  /** Names a category's group of page numbers: 'Pages'. */
  pages: string;
  /** Names one page number for assistive technology: 'Page 3'. */
  page: (page: number) => string;
  /** A page number as shown: '3' or '৩'. */
  number: (page: number) => string;
  /** A category tile's count, two digits: '07' or '০৭'. */
  figure: (count: number) => string;
  /** The line beside the count: 'Page 2 of 5'. */
  pageOf: (page: number, pages: number) => string;
  prev: string;
  next: string;
}
