import { formatNumber, perLocale, type Locale, type PerLocale } from '@/lib/i18n';
import { equipment as bn } from './bn/equipment';
import { equipment as en } from './en/equipment';
import type { IconName, ImagePath, PageIntro, WhatsAppAskText } from './types';

/**
 * The Equipment and Rent pages: the fleet, twelve units across seven categories. The facts (ids,
 * category, capacity figure and unit, picture, order) are here, once; each unit's name and type,
 * the categories' and capacity units' names and the pages' words are in content/en/equipment.ts
 * and content/bn/equipment.ts (README: "Two languages").
 */

/**
 * The seven categories in display order, by key. A key is the category's id, which names its filter
 * radio, views and tile (lib/list-views.ts) and stays when a name changes; what a visitor reads is
 * `equipmentCategoryLabels[locale]`.
 */
export const equipmentCategories = [
  'heavy-equipment',
  'medium-equipment',
  'heavy-vehicles',
  'medium-vehicles',
  'generators',
  'road-equipment',
  'ship',
] as const;
export type EquipmentCategory = (typeof equipmentCategories)[number];

/**
 * What a capacity figure counts: '21 Ton', '3 m³ Bucket', '500 kVA', '6 m Paving Width'. A machine's
 * tons are its size class (its operating weight: an excavator, a bulldozer, a roller), a truck's or
 * a vessel's what it carries (payload-ton): one word in English, two in Bangla (২১ টন শ্রেণি,
 * বহনক্ষমতা ২০ টন).
 */
export const capacityUnits = [
  'ton',
  'payload-ton',
  'kva',
  'bucket-m3',
  'loader-bucket-m3',
  'paving-width-m',
] as const;
export type CapacityUnit = (typeof capacityUnits)[number];

/** What is true of a unit in every language. */
export interface EquipmentFacts {
  id: string;
  category: EquipmentCategory;
  /** Its capacity: a figure, formatted in the page's language, and what it counts. */
  capacity: { value: number; unit: CapacityUnit };
  image: ImagePath;
}

/** The fleet shown on the Equipment and Rent pages, in display order. */
export const equipmentFacts = [
  {
    id: 'komatsu-pc210-excavator',
    category: 'heavy-equipment',
    capacity: { value: 21, unit: 'ton' },
    image: 'equipment/komatsu-pc210-excavator.jpg',
  },
  {
    id: 'hitachi-zx350-excavator',
    category: 'heavy-equipment',
    capacity: { value: 35, unit: 'ton' },
    image: 'equipment/hitachi-zx350-excavator.jpg',
  },
  {
    id: 'caterpillar-d6-bulldozer',
    category: 'heavy-equipment',
    capacity: { value: 20, unit: 'ton' },
    image: 'equipment/caterpillar-d6-bulldozer.jpg',
  },
  {
    id: 'jcb-3dx-backhoe-loader',
    category: 'medium-equipment',
    capacity: { value: 1.1, unit: 'loader-bucket-m3' },
    image: 'equipment/jcb-3dx-backhoe-loader.jpg',
  },
  {
    id: 'liugong-856-wheel-loader',
    category: 'medium-equipment',
    capacity: { value: 3, unit: 'bucket-m3' },
    image: 'equipment/liugong-856-wheel-loader.jpg',
  },
  {
    id: 'hino-dump-truck',
    category: 'heavy-vehicles',
    capacity: { value: 20, unit: 'payload-ton' },
    image: 'equipment/hino-dump-truck.jpg',
  },
  {
    id: 'low-bed-trailer',
    category: 'heavy-vehicles',
    capacity: { value: 40, unit: 'payload-ton' },
    image: 'equipment/low-bed-trailer.jpg',
  },
  {
    id: 'tata-1613-tipper',
    category: 'medium-vehicles',
    capacity: { value: 10, unit: 'payload-ton' },
    image: 'equipment/tata-1613-tipper.jpg',
  },
  {
    id: 'cummins-500kva-generator',
    category: 'generators',
    capacity: { value: 500, unit: 'kva' },
    image: 'equipment/cummins-500kva-generator.jpg',
  },
  {
    id: 'sakai-vibratory-roller',
    category: 'road-equipment',
    capacity: { value: 12, unit: 'ton' },
    image: 'equipment/sakai-vibratory-roller.jpg',
  },
  {
    id: 'asphalt-paver',
    category: 'road-equipment',
    capacity: { value: 6, unit: 'paving-width-m' },
    image: 'equipment/asphalt-paver.jpg',
  },
  {
    id: 'bulkhead-cargo-vessel',
    category: 'ship',
    capacity: { value: 1500, unit: 'payload-ton' },
    image: 'equipment/bulkhead-cargo-vessel.jpg',
  },
] as const satisfies readonly EquipmentFacts[];

export type EquipmentId = (typeof equipmentFacts)[number]['id'];

/** The symbol of each category on the category tiles of the Equipment and Rent pages. */
export const equipmentCategoryIcons = {
  'heavy-equipment': 'crane',
  'medium-equipment': 'wrench',
  'heavy-vehicles': 'truck',
  'medium-vehicles': 'truck',
  generators: 'zap',
  'road-equipment': 'road',
  ship: 'ship',
} as const satisfies Record<EquipmentCategory, IconName>;

/** A unit's words in one language. Brand and model ('Komatsu PC210') stay as printed in both. */
export interface EquipmentItemText {
  name: string;
  type: string;
}

/** A unit as the Equipment and Rent pages show it in one language. */
export interface Equipment extends EquipmentItemText {
  id: EquipmentId;
  /** The category's key: the filter's and the tiles' (equipmentCategories). */
  category: EquipmentCategory;
  /** The category's name in the page's language: 'Heavy Equipment', 'ভারী যন্ত্রপাতি'. */
  categoryName: string;
  /** The capacity as a visitor reads it: '1,500 Ton', '১,৫০০ টন'. */
  capacity: string;
  image: ImagePath;
}

/** The words of the list (components/sections/equipment/EquipmentBrowser); numbers arrive unformatted. */
export interface EquipmentListText {
  /** Names the category filter (and heads its dropdown on phones): 'Filter equipment by category'. */
  filterLabel: string;
  /** The count line of a category: '12 Equipment Available'. */
  count: (count: number) => string;
  /** Shown in a category with no unit: 'No equipment found in this category.' */
  empty: string;
  /** The way back to every unit, under the empty message: 'Show all equipment'. */
  showAll: string;
  /** A category tile's count: '1 Equipment Unit', '3 Equipment Units'. */
  units: (count: number) => string;
}

/** The words of a unit's card (components/sections/equipment/EquipmentCard) besides the unit's own. */
export interface EquipmentCardText {
  /** The terms of the Rent card's list of details. */
  type: string;
  capacity: string;
  category: string;
  /** The Rent card's note: 'Available for rent and project deployment'. */
  rentNote: string;
}

/** The words of a unit's modal (components/sections/equipment/EquipmentDetails) besides the unit's own. */
export interface EquipmentDetailsText {
  /** The label of the capacity: 'Supply Capacity'. */
  capacity: string;
}

/** What a unit's modal offers on both pages: a WhatsApp chat about the unit ('Ask on WhatsApp' about renting it), and the contact page. */
export interface EquipmentEnquiryText extends WhatsAppAskText {
  /** The contact button's label: 'Send an Enquiry'. */
  contactLabel: string;
}

/** Every word of the Equipment page, or of the Rent page, below its hero (the hero is in content/<locale>/pages.ts). */
export interface EquipmentPageText {
  /** The list section's heading. */
  fleet: PageIntro;
  /** The category tiles section's heading. */
  categories: PageIntro;
  list: EquipmentListText;
  card: EquipmentCardText;
  details: EquipmentDetailsText;
  enquiry: EquipmentEnquiryText;
}

/** The Equipment and Rent pages' words in one language: content/en/equipment.ts, content/bn/equipment.ts. */
export interface EquipmentText {
  items: Record<EquipmentId, EquipmentItemText>;
  categories: Record<EquipmentCategory, string>;
  /** A capacity by its unit, from its figure already formatted: '1,500' -> '1,500 Ton'. */
  capacityUnits: Record<CapacityUnit, (value: string) => string>;
  /** The words both pages share. */
  list: EquipmentListText;
  card: EquipmentCardText;
  details: EquipmentDetailsText;
  enquiry: EquipmentEnquiryText;
  equipmentPage: { fleet: PageIntro; categories: PageIntro };
  rentPage: { fleet: PageIntro; categories: PageIntro };
}

const text = { en, bn } satisfies Record<Locale, EquipmentText>;

/** A unit's capacity as a visitor of `locale` reads it: '1.1 m³ Loader Bucket', '১.১ ঘনমিটার লোডার বাকেট'. */
function capacityIn(locale: Locale, { value, unit }: EquipmentFacts['capacity']): string {
  return text[locale].capacityUnits[unit](formatNumber(locale, value));
}

/** The twelve units in each language: the same ids, order, categories, capacities and pictures. */
export const equipment: PerLocale<Equipment[]> = perLocale((locale) =>
  equipmentFacts.map((facts) => ({
    ...facts,
    ...text[locale].items[facts.id],
    categoryName: text[locale].categories[facts.category],
    capacity: capacityIn(locale, facts.capacity),
  })),
);

/** Each category's name by its key, in each language: 'Heavy Equipment', 'ভারী যন্ত্রপাতি'. */
export const equipmentCategoryLabels = perLocale(
  (locale): Readonly<Record<EquipmentCategory, string>> => text[locale].categories,
);

/** The Equipment page's words in each language. */
export const equipmentPage: PerLocale<EquipmentPageText> = perLocale((locale) => ({
  ...text[locale].equipmentPage,
  list: text[locale].list,
  card: text[locale].card,
  details: text[locale].details,
  enquiry: text[locale].enquiry,
}));

/** The Rent page's words in each language. */
export const rentPage: PerLocale<EquipmentPageText> = perLocale((locale) => ({
  ...text[locale].rentPage,
  list: text[locale].list,
  card: text[locale].card,
  details: text[locale].details,
  enquiry: text[locale].enquiry,
}));
