import { company, companyText } from '@/content/company';
import type { ContactValidationMessages, MailtoText } from '@/lib/contact-form';
import { formatFigure, perLocale, type Locale, type PerLocale } from '@/lib/i18n';
import { contact as bn } from './bn/contact';
import { contact as en } from './en/contact';
import type { ContactChannel, ContactMethod, IconName, Office, OpeningHours, PostalAddress } from './types';

/**
 * The Contact page: the two offices, the three quick-contact channels, and every word of the page
 * and its form. The facts (numbers, e-mails, hours, postal codes, order) are here, once; the words
 * are in content/en/contact.ts and content/bn/contact.ts (README: "Two languages"). Phone numbers
 * and e-mail addresses stay as printed in every language.
 */

/** What is true of an office in every language. */
interface OfficeFacts {
  id: string;
  /** The head office's street address is the company's (content/<locale>/company.ts). */
  postalCode: string;
  phone: string;
  phoneE164: string;
  email: string;
  openingHours: OpeningHours;
}

const workWeek: OpeningHours['days'] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'];

/** The two offices of the Contact page, head office first. Its details come from company.ts. */
export const officeFacts = [
  {
    id: 'head-office',
    postalCode: company.address.postalCode,
    phone: company.phone.display,
    phoneE164: company.phone.e164,
    email: company.email,
    openingHours: { days: workWeek, opens: '09:00', closes: '18:00' },
  },
  {
    id: 'branch-office',
    postalCode: '1340',
    phone: '+880 1755-201921',
    phoneE164: '+8801755201921',
    email: 'savar@unnoticonstruction.com.bd',
    openingHours: { days: workWeek, opens: '08:00', closes: '17:00' },
  },
] as const satisfies readonly OfficeFacts[];

export type OfficeId = (typeof officeFacts)[number]['id'];

/** The three quick-contact tiles, in order: call, e-mail and WhatsApp. */
export const contactMethodFacts = [
  { channel: 'phone', icon: 'phone', contact: company.phone.display },
  { channel: 'email', icon: 'mail', contact: company.email },
  {
    channel: 'whatsapp',
    icon: 'whatsapp',
    // The WhatsApp number is the office number today; show the raw number if they ever differ.
    contact: company.whatsapp.e164 === company.phone.e164 ? company.phone.display : company.whatsapp.e164,
  },
] as const satisfies readonly { channel: ContactChannel; icon: IconName; contact: string }[];

/** An office's words: its name and its hours as a visitor of that language reads them. */
export interface OfficeText {
  type: string;
  /** The same hours as the facts' openingHours: 'Sunday to Thursday, 9:00 AM to 6:00 PM'. */
  hours: string;
}

/** The words of the contact form (a client component: strings only, templates with {placeholders}). */
export interface ContactFormText {
  labels: {
    name: string;
    email: string;
    message: string;
    /** The bot trap's label: hidden from people, read only by bots. */
    trap: string;
  };
  submit: { idle: string; sending: string };
  /** The success toast. */
  sent: string;
  /** The failure toast, and the title of the message under the button. */
  failed: string;
  /** The failure toast's second line. */
  kept: string;
  /** Without JavaScript, under the button. */
  noScript: string;
  failure: {
    /** Under the failure's title: the message is kept, and the other ways to reach the company. */
    reachUs: string;
    /** The link that opens the visitor's e-mail app with the message in it. */
    emailInstead: string;
    /** Before the copy button, when the e-mail link holds only the message's first part. */
    cut: string;
    copy: string;
    /** After the copy button. */
    afterCopy: string;
    copied: string;
    copyRefused: string;
  };
  /** A send given up on at the timeout that reached the company after all. */
  arrivedLate: { title: string; body: string };
  /**
   * In place of the visitor's enquiry when its code cannot be loaded (offline, on a page kept from
   * before there was one): it is kept, and shows when the line is back.
   */
  enquiryOffline: string;
  validation: ContactValidationMessages;
  mailto: MailtoText;
}

/** The words of the Contact page around the form. */
export interface ContactPageText {
  /** The quick-contact band's accessible name. */
  quickContact: string;
  panel: { eyebrow: string; title: string; lead: string };
  /** The office cards' hidden labels of each line. */
  officeLabels: { address: string; phone: string; email: string; hours: string };
  /** The other ways to reach the company, offered without JavaScript and when a send fails. */
  alternatives: {
    /** 'Call {phone}' */
    call: string;
    whatsapp: string;
  };
  findUs: {
    eyebrow: string;
    title: string;
    /** The map frame's accessible name: 'Map: {place}'. */
    mapTitle: string;
    openMap: string;
  };
}

/** Every word of the Contact area in one language. */
export interface ContactText {
  offices: Record<OfficeId, OfficeText>;
  /** The branch office's street address; the head office's is the company's. */
  branchAddress: Omit<PostalAddress, 'postalCode'>;
  methods: Record<ContactChannel, { title: string; description: string }>;
  page: ContactPageText;
  form: ContactFormText;
}

const text = { en, bn } satisfies PerLocale<ContactText>;

/**
 * An address on one line, as the site writes it in each language: 'House 27, Road 7, Sector 4,
 * Uttara, Dhaka 1230' and 'বাড়ি ২৭, রোড ৭, সেক্টর ৪, উত্তরা, ঢাকা-১২৩০' (Bengali digits, a hyphen).
 */
export function formatAddress(locale: Locale, { street, area, city, postalCode }: PostalAddress): string {
  return locale === 'bn'
    ? `${street}, ${area}, ${city}-${formatFigure(locale, postalCode)}`
    : `${street}, ${area}, ${city} ${postalCode}`;
}

function officePostalAddress(locale: Locale, facts: (typeof officeFacts)[number]): PostalAddress {
  const { street, area, city } =
    facts.id === 'head-office' ? companyText[locale].address : text[locale].branchAddress;
  return { street, area, city, postalCode: facts.postalCode };
}

/** The two offices in each language: name, address, phone, e-mail and hours. */
export const offices: PerLocale<Office[]> = perLocale((locale) =>
  officeFacts.map((facts) => {
    const postalAddress = officePostalAddress(locale, facts);
    return {
      id: facts.id,
      ...text[locale].offices[facts.id],
      postalAddress,
      address: formatAddress(locale, postalAddress),
      phone: facts.phone,
      phoneE164: facts.phoneE164,
      email: facts.email,
      openingHours: { ...facts.openingHours, days: [...facts.openingHours.days] },
    };
  }),
);

/** The three quick-contact tiles in each language. */
export const contactMethods: PerLocale<ContactMethod[]> = perLocale((locale) =>
  contactMethodFacts.map((facts) => ({ ...facts, ...text[locale].methods[facts.channel] })),
);

/** Where the map points: the head office's address with the country, for the map's title and lead. */
export const mapPlace: PerLocale<string> = perLocale(
  (locale) =>
    `${formatAddress(locale, officePostalAddress(locale, officeFacts[0]))}, ${companyText[locale].address.country}`,
);

/** The Contact page's words around the form. */
export const contactPage: PerLocale<ContactPageText> = perLocale((locale) => text[locale].page);

/** The contact form's words, passed to the client component as they are (strings only). */
export const contactFormText: PerLocale<ContactFormText> = perLocale((locale) => text[locale].form);
