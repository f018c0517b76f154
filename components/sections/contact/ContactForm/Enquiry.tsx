'use client';

import { useEffect } from 'react';
import { enquiryText } from '@/content/enquiry';
import {
  clearEnquiry,
  currentEnquiry,
  dropUnoffered,
  useDroppedCount,
  useEnquiry,
  type EnquiryCatalog,
} from '@/lib/enquiry';
import {
  enquiryErrors,
  enquiryLines,
  enquiryWhatsapp,
  formatDate,
  messageWithEnquiry,
  today,
} from '@/lib/enquiry-message';
import { formatNumber, type Locale } from '@/lib/i18n';
import { EnquiryList } from './EnquiryList';

/**
 * The contact form's enquiry (issue 54), loaded by the form only when the visitor has one: a visit
 * without an enquiry fetches none of it.
 */

export interface EnquiryProps {
  catalog: EnquiryCatalog;
  locale: Locale;
  /** Send has been pressed: each field's message shows, and follows what is typed from then on. */
  checked: boolean;
  /** 'Send on WhatsApp' was pressed with a field to fix: show the messages, focus the first. */
  onInvalid: (field: string) => void;
}

/** The enquiry above the fields; items this version of the site no longer offers leave it, with a note. */
export default function Enquiry({ catalog, locale, checked, onInvalid }: EnquiryProps) {
  const enquiry = useEnquiry();
  const dropped = useDroppedCount();
  const text = enquiryText[locale];
  useEffect(() => dropUnoffered((item) => Boolean(catalog[item.kind][item.id])), [enquiry, catalog]);
  const errors = enquiryErrors(enquiry, text.validation);
  return (
    <EnquiryList
      enquiry={enquiry}
      catalog={catalog}
      locale={locale}
      text={text}
      errors={checked ? errors : {}}
      whatsapp={{
        href: enquiryWhatsapp(enquiryLines(enquiry, catalog, text, locale), text),
        invalid: Object.keys(errors)[0],
        onInvalid,
      }}
      dropped={dropped > 0 ? formatNumber(locale, dropped) : null}
      printedOn={formatDate(locale, today())}
    />
  );
}

/**
 * What Send needs of the enquiry as it is now: its first field to fix, if any, the message with it,
 * and the WhatsApp link that carries them when the send fails (null when too long for one).
 */
export function enquiryForSend(catalog: EnquiryCatalog, locale: Locale) {
  const enquiry = currentEnquiry();
  const text = enquiryText[locale];
  const [invalid] = Object.keys(enquiryErrors(enquiry, text.validation));
  const lines = enquiryLines(enquiry, catalog, text, locale);
  return {
    invalid,
    withEnquiry: (message: string) => messageWithEnquiry(lines, message, text),
    /** The failure's WhatsApp link: the enquiry and what was typed, or the enquiry alone when both are too long. */
    whatsapp: (typed: string) =>
      enquiryWhatsapp(messageWithEnquiry(lines, typed, text), text) ?? enquiryWhatsapp(lines, text),
  };
}

export { clearEnquiry };
