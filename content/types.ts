/**
 * The shapes of everything the site shows. Content files export typed arrays
 * (`export const services = [...] satisfies Service[]`); tests in content/content.test.ts
 * check the counts and invariants the specification sets.
 */

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

export interface SocialLink {
  name: 'Facebook' | 'LinkedIn' | 'Instagram' | 'YouTube';
  icon: Extract<IconName, 'facebook' | 'linkedin' | 'instagram' | 'youtube'>;
  /** The spec shows social icons without real targets; kept here so real ones drop in. */
  href: string | null;
}

export interface Company {
  name: string;
  shortName: string;
  legalName: string;
  motto: string;
  foundedYear: number;
  /** One-paragraph description used by the footer, metadata and the company profile. */
  about: string;
  address: PostalAddress & {
    country: string;
    /** ISO 3166 country code, for structured data. */
    countryCode: string;
  };
  geo: { latitude: number; longitude: number };
  phone: { display: string; e164: string };
  whatsapp: { e164: string; message: string };
  email: string;
  social: SocialLink[];
  designer: { name: string; href: string };
  map: { embedUrl: string; linkUrl: string };
  brandColor: string;
}

export interface NavItem {
  name: string;
  path: string;
  /** Two-digit label shown in the menu grid: '01' to '10'. */
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

/**
 * The kinds of project the company takes on: the Projects filter offers all of them, so a visitor
 * sees the empty state for a kind with no project published yet.
 */
export const projectCategories = [
  'Building Construction',
  'Road Construction',
  'Piling & Foundation',
  'Earthwork',
] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export interface Project {
  id: string;
  title: string;
  category: ProjectCategory;
  /** Empty when the client is not named. */
  client: string;
  /** Empty when the location is not named. */
  location: string;
  year: number;
  description: string;
  images: [ImagePath, ...ImagePath[]];
  thumbnail: ImagePath;
}

export const teamCategories = [
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
] as const;
export type TeamCategory = (typeof teamCategories)[number];

export interface TeamMember {
  id: string;
  name: string;
  position: string;
  category: TeamCategory;
  image: ImagePath;
  bio: string;
  /** Placeholder addresses, shown as mailto links. */
  email: string;
  /** Placeholder numbers in E.164 form, shown as tel links. */
  phone: string;
}

export const equipmentCategories = [
  'Heavy Equipment',
  'Medium Equipment',
  'Heavy Vehicles',
  'Medium Vehicles',
  'Generators',
  'Road Equipment',
  'Ship',
] as const;
export type EquipmentCategory = (typeof equipmentCategories)[number];

export interface Equipment {
  id: string;
  name: string;
  type: string;
  category: EquipmentCategory;
  capacity: string;
  image: ImagePath;
}

export interface SupplyMaterial {
  id: string;
  name: string;
  description: string;
  image: ImagePath;
  /** Monthly supply capacity; hidden on screen, used in the company profile. */
  capacityTonsPerMonth: number;
}

export interface Testimonial {
  id: string;
  name: string;
  company: string;
  photo: ImagePath;
  quote: string;
}

export interface LicenseDocument {
  id: string;
  title: string;
  /** The registration number text. */
  description: string;
  icon: IconName;
  status: 'Valid';
  issueDate: number;
  renewalDate: number | 'Annual' | 'N/A';
  fileUrl: ImagePath;
}

export interface BankAccount {
  bankName: string;
  branchName: string;
  image: ImagePath;
  /** Card colourway, a class in the bank card's CSS module. */
  style: 'emerald' | 'navy' | 'crimson' | 'violet';
  /** Shown masked only; the full number never reaches the HTML. */
  accountNumber: string;
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

export interface Office {
  type: 'Corporate Head office' | 'Branch office';
  postalAddress: PostalAddress;
  /** As shown on screen: the postal address on one line. */
  address: string;
  /** As shown on screen. */
  phone: string;
  /** The same number in E.164 form, for tel: links. */
  phoneE164: string;
  email: string;
  /** As shown on screen, e.g. 'Sunday to Thursday, 9:00 AM to 6:00 PM'. */
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
