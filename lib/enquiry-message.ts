import type { EnquiryText } from '@/content/enquiry';
import type { Enquiry, EnquiryCatalog, EnquiryItem } from '@/lib/enquiry';
import { formatNumber, localeInfo, type Locale } from '@/lib/i18n';
import { whatsappHref } from '@/lib/links';

/**
 * The enquiry on the contact page (issue 54): what is checked before it is sent, and how it is
 * written into the message's first lines, in the page's language, for the company to copy into a
 * quotation. Pure: the contact page loads it, no other page.
 */

/** A field's place in the enquiry, for its message and its input's id: 'machine-hino-dump-truck-count'. */
export type EnquiryField = 'count' | 'duration' | 'quantity';
export const fieldKey = (item: Pick<EnquiryItem, 'kind' | 'id'>, field: EnquiryField) =>
  `${item.kind}-${item.id}-${field}`;
export const START_KEY = 'start';

/** The fields a kind of item asks for: a machine how many and for how long, a material how much. */
export function fieldsOf(item: Pick<EnquiryItem, 'kind'>): EnquiryField[] {
  if (item.kind === 'machine') return ['count', 'duration'];
  return item.kind === 'material' ? ['quantity'] : [];
}

const BENGALI_ZERO = 0x09e6;

/** A whole number above zero, typed in either script's digits ('১২' or '12'); null otherwise. */
export function wholeNumber(typed: string | undefined): number | null {
  const digits = (typed ?? '')
    .trim()
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
  if (!/^\d{1,7}$/.test(digits)) return null;
  const value = Number(digits);
  return value > 0 ? value : null;
}

/** What was typed, its digits in the page's script: a Bangla page shows the count it starts with as ১, an English one ১২ as 12. */
export function inScript(locale: Locale, typed: string): string {
  return locale === 'bn'
    ? typed.replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)))
    : typed.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** Today in the visitor's time zone, as a date input writes it (yyyy-mm-dd). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Each field that would not make a quotation, by its key, with what to do. Empty: ready to send. */
export function enquiryErrors(
  enquiry: Enquiry,
  messages: EnquiryText['validation'],
  now = today(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of enquiry.items) {
    for (const field of fieldsOf(item)) {
      if (wholeNumber(item[field]) === null) errors[fieldKey(item, field)] = messages.wholeNumber;
    }
  }
  if (enquiry.start && enquiry.start < now) errors[START_KEY] = messages.startPast;
  return errors;
}

/** A date input's yyyy-mm-dd as the page's language writes a date: '20 December 2026', '২০ ডিসেম্বর, ২০২৬'. */
export function formatDate(locale: Locale, date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(localeInfo[locale].numberLocale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * The enquiry as plain lines in the page's language, one numbered item a line, then the site's area
 * and the start date when given: '' when it holds nothing. Checked first (enquiryErrors).
 */
export function enquiryLines(
  enquiry: Enquiry,
  catalog: EnquiryCatalog,
  text: EnquiryText,
  locale: Locale,
): string {
  const items = enquiry.items.filter((item) => catalog[item.kind][item.id]);
  if (items.length === 0) return '';
  const number = (value: number) => formatNumber(locale, value);
  const amount = (typed: string | undefined) => number(wholeNumber(typed) ?? 0);
  const lines = items.map((item, index) => {
    const { name, unit } = catalog[item.kind][item.id]!;
    const line =
      item.kind === 'machine'
        ? text.message.machine(
            name,
            amount(item.count),
            `${amount(item.duration)} ${text.periods[item.period ?? 'days']}`,
            text.operator[item.operator ?? 'with'],
          )
        : item.kind === 'material'
          ? text.message.material(name, `${amount(item.quantity)} ${unit ?? ''}`.trim())
          : name;
    return `${number(index + 1)}. ${line}`;
  });
  return [
    text.message.heading(number(items.length)),
    ...lines,
    ...(enquiry.area.trim() ? [text.message.area(enquiry.area.trim())] : []),
    ...(enquiry.start ? [text.message.start(formatDate(locale, enquiry.start))] : []),
  ].join('\n');
}

/** The message the company receives: the enquiry's lines above what the visitor wrote; without an enquiry, what they wrote, unchanged. */
export function messageWithEnquiry(lines: string, message: string, text: EnquiryText): string {
  return lines ? `${lines}\n\n${text.message.yours}\n${message}` : message;
}

/**
 * The longest WhatsApp link the enquiry is offered by. Not measured against wa.me (this machine has
 * no network): half the smallest request line common servers accept (8 KB, nginx's and Apache's
 * default), so the link survives wa.me's redirect, which carries the text again with more
 * parameters. Bangla takes nine characters of link a letter (three bytes, each %XX): about 450
 * letters, a dozen items.
 */
export const WHATSAPP_LINK_MAX = 4096;

/**
 * 'Send on WhatsApp': a link to the company's chat, prefilled with the enquiry's lines (the same as
 * the e-mail's) after a greeting; without the greeting when that is too long; null when even the
 * lines are (every item stays: the visitor is told to send it by the form).
 */
export function enquiryWhatsapp(lines: string, text: EnquiryText): string | null {
  if (!lines) return null;
  return (
    [`${text.whatsapp.greeting}\n\n${lines}`, lines]
      .map(whatsappHref)
      // As the browser sends it: Bangla percent-encoded.
      .find((href) => new URL(href).href.length <= WHATSAPP_LINK_MAX) ?? null
  );
}
