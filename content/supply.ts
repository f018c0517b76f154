import { perLocale, type Locale, type PerLocale } from '@/lib/i18n';
import { supply as bn } from './bn/supply';
import { supply as en } from './en/supply';
import type {
  ActionWords,
  IconName,
  ImagePath,
  InfoCard,
  PageIntro,
  SupplyMaterial,
  Testimonial,
  WhatsAppAskText,
} from './types';

/**
 * The Supply page: nine materials, three reasons to choose us and three (hidden) testimonials. The
 * facts (ids, pictures, icons, capacities, order) are here, once; the names, descriptions, quotes
 * and the page's words are in content/en/supply.ts and content/bn/supply.ts (README: "Two languages").
 */

/** What is true of a material in every language. */
export interface SupplyMaterialFacts {
  id: string;
  image: ImagePath;
  /** Monthly supply capacity in tons; hidden on screen (spec section 3), used in the company profile. */
  capacityTonsPerMonth: number;
  /** What a quantity of it is asked in, as it is sold in Dhaka (an enquiry's quantity, content/enquiry.ts). */
  unit: SaleUnit;
}

/** How materials are sold: by the cubic foot, by the thousand bricks, by the bag, ton or drum. */
export const saleUnits = ['cft', 'thousand', 'bag', 'ton', 'drum'] as const;
export type SaleUnit = (typeof saleUnits)[number];

/** The nine materials of the Supply page, in display order. Capacities range from 800 to 2000 tons a month. */
export const supplyMaterialFacts = [
  { id: 'sylhet-sand', image: 'supply/sylhet-sand.jpg', capacityTonsPerMonth: 2000, unit: 'cft' },
  { id: 'local-sand', image: 'supply/local-sand.jpg', capacityTonsPerMonth: 1800, unit: 'cft' },
  { id: 'stone-chips', image: 'supply/stone-chips.jpg', capacityTonsPerMonth: 1500, unit: 'cft' },
  { id: 'brick-chips', image: 'supply/brick-chips.jpg', capacityTonsPerMonth: 1200, unit: 'cft' },
  {
    id: 'first-class-bricks',
    image: 'supply/first-class-bricks.jpg',
    capacityTonsPerMonth: 1000,
    unit: 'thousand',
  },
  { id: 'cement', image: 'supply/cement.jpg', capacityTonsPerMonth: 1000, unit: 'bag' },
  { id: 'ms-rod', image: 'supply/ms-rod.jpg', capacityTonsPerMonth: 800, unit: 'ton' },
  { id: 'bitumen', image: 'supply/bitumen.jpg', capacityTonsPerMonth: 800, unit: 'drum' },
  { id: 'boulders', image: 'supply/boulders.jpg', capacityTonsPerMonth: 900, unit: 'cft' },
] as const satisfies readonly SupplyMaterialFacts[];

export type SupplyMaterialId = (typeof supplyMaterialFacts)[number]['id'];

/** The three reasons to choose us, in display order. */
export const whyChooseUsFacts = [
  { id: 'checked-quality', icon: 'shield' },
  { id: 'on-time-delivery', icon: 'truck' },
  { id: 'fair-pricing', icon: 'check' },
] as const satisfies readonly { id: string; icon: IconName }[];

export type WhyChooseUsId = (typeof whyChooseUsFacts)[number]['id'];

/** The three sample testimonials, in the slider's order; the slider is hidden, as the spec says. */
export const testimonialFacts = [
  { id: 'rashed-khan', photo: 'testimonials/rashed-khan.jpg' },
  { id: 'tasnim-ara', photo: 'testimonials/tasnim-ara.jpg' },
  { id: 'mohammad-sohrab', photo: 'testimonials/mohammad-sohrab.jpg' },
] as const satisfies readonly { id: string; photo: ImagePath }[];

export type TestimonialId = (typeof testimonialFacts)[number]['id'];

/** The words of the material cards and their modals (components/sections/supply/SupplyMaterials). */
export interface SupplyMaterialsText extends WhatsAppAskText {
  /** The line above a material's name in its modal. */
  dialogEyebrow: string;
  /** The modal's link to the contact page, named after the material for screen readers. */
  requestQuote: ActionWords;
}

/** The testimonial slider's own words (components/sections/supply/TestimonialSlider). */
export interface TestimonialSliderText {
  /** What assistive technology calls the slider (aria-roledescription): 'carousel'. */
  role: string;
  /** Names the carousel for assistive technology. */
  label: string;
  previous: string;
  next: string;
  /** The visible counter: '{position} / {count}', both in the page's digits. */
  counter: string;
  /** Names the radio group that picks a testimonial (each radio is named after its client). */
  picker: string;
}

/** The Supply page's words in one language: content/en/supply.ts and content/bn/supply.ts. */
export interface SupplyText {
  materials: Record<SupplyMaterialId, Pick<SupplyMaterial, 'name' | 'description'>>;
  whyChooseUs: Record<WhyChooseUsId, Pick<InfoCard, 'title' | 'description'>>;
  /** People's and companies' names as they are written in the language. */
  testimonials: Record<TestimonialId, Pick<Testimonial, 'name' | 'company' | 'quote'>>;
  page: {
    /** The headings of the page's sections under the hero, and its closing call to action. */
    materials: PageIntro;
    whyChooseUs: PageIntro;
    testimonials: PageIntro;
    quote: PageIntro & { action: string };
    materialCard: SupplyMaterialsText;
    slider: TestimonialSliderText;
  };
}

const text = { en, bn } satisfies Record<Locale, SupplyText>;

/** The nine materials in each language, in display order. */
export const supplyMaterials: PerLocale<SupplyMaterial[]> = perLocale((locale) =>
  supplyMaterialFacts.map((facts) => ({ ...facts, ...text[locale].materials[facts.id] })),
);

export type WhyChooseUsCard = InfoCard & { id: WhyChooseUsId };

/** The three reasons to choose us in each language. */
export const whyChooseUs: PerLocale<WhyChooseUsCard[]> = perLocale((locale) =>
  whyChooseUsFacts.map((facts) => ({ ...facts, ...text[locale].whyChooseUs[facts.id] })),
);

/** The three testimonials in each language. */
export const testimonials: PerLocale<Testimonial[]> = perLocale((locale) =>
  testimonialFacts.map((facts) => ({ ...facts, ...text[locale].testimonials[facts.id] })),
);

/** The Supply page's headings and its cards' and slider's words in each language. */
export const supplyPage = perLocale((locale): SupplyText['page'] => text[locale].page);
