import { perLocale, type Locale, type PerLocale } from '@/lib/i18n';
import type { EnquiryKind, RentalPeriod } from '@/lib/enquiry';
import { enquiry as bn } from './bn/enquiry';
import { enquiry as en } from './en/enquiry';
import type { SaleUnit } from './supply';
import type { ActionWords, NamedWords } from './types';

/**
 * The visitor's enquiry (issue 54): the machines, materials and services they would like a quotation
 * for, kept on their phone (lib/enquiry.ts) and sent with the contact form's message. Its words are
 * in content/en/enquiry.ts and content/bn/enquiry.ts; what each item is called and how a material
 * is sold come from the item's own content (content/enquiry-catalog.ts).
 */

/** Every word of the enquiry in one language. */
export interface EnquiryText {
  /** The control on a card and in its modal: 'Add to enquiry', and once added 'Remove from enquiry'. */
  add: ActionWords;
  remove: ActionWords;
  /** Shown beside Remove once an item is in the enquiry. */
  added: string;
  /** The header's link to the enquiry: its word (beside the count; a phone shows the count alone) and its full name, '{count}' filled in. */
  count: { shown: string; label: string };
  /** The enquiry on the contact page, above the form. */
  section: { title: string; lead: string };
  kinds: Record<EnquiryKind, string>;
  fields: {
    count: string;
    duration: string;
    period: string;
    operator: string;
    quantity: (unit: string) => string;
    area: string;
    start: string;
    optional: string;
  };
  periods: Record<RentalPeriod, string>;
  operator: { with: string; without: string };
  units: Record<SaleUnit, string>;
  removeItem: NamedWords;
  clear: string;
  /** The printed enquiry's date line. */
  printedOn: (date: string) => string;
  /** Items a later version of the site no longer offers, taken out when the enquiry is read. */
  dropped: (count: string) => string;
  validation: { wholeNumber: string; startPast: string };
  /**
   * 'Send on WhatsApp' on the contact page: the greeting before the list (left out when the link
   * would be too long), and what shows instead of the link when even the list is.
   */
  whatsapp: { send: string; greeting: string; tooLong: string };
  /** The enquiry as the message's first lines (lib/enquiry-message.ts: enquiryLines). */
  message: {
    heading: (count: string) => string;
    machine: (name: string, count: string, duration: string, operator: string) => string;
    material: (name: string, quantity: string) => string;
    area: (area: string) => string;
    start: (date: string) => string;
    /** Between the enquiry and what the visitor wrote. */
    yours: string;
  };
}

const text = { en, bn } satisfies Record<Locale, EnquiryText>;

export const enquiryText: PerLocale<EnquiryText> = perLocale((locale) => text[locale]);

/** What the add control on a card or in a modal says (components/sections/shared/EnquiryToggle). */
export const enquiryControls: PerLocale<Pick<EnquiryText, 'add' | 'remove' | 'added'>> = perLocale(
  (locale) => ({ add: text[locale].add, remove: text[locale].remove, added: text[locale].added }),
);
