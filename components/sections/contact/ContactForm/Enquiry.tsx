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
import { enquiryErrors, enquiryLines, formatDate, messageWithEnquiry, today } from '@/lib/enquiry-message';
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
}

/** The enquiry above the fields; items this version of the site no longer offers leave it, with a note. */
export default function Enquiry({ catalog, locale, checked }: EnquiryProps) {
  const enquiry = useEnquiry();
  const dropped = useDroppedCount();
  const text = enquiryText[locale];
  useEffect(() => dropUnoffered((item) => Boolean(catalog[item.kind][item.id])), [enquiry, catalog]);
  return (
    <EnquiryList
      enquiry={enquiry}
      catalog={catalog}
      text={text}
      errors={checked ? enquiryErrors(enquiry, text.validation) : {}}
      dropped={dropped > 0 ? formatNumber(locale, dropped) : null}
      printedOn={formatDate(locale, today())}
    />
  );
}

/** What Send needs of the enquiry as it is now: its first field to fix, if any, and the message with it. */
export function enquiryForSend(catalog: EnquiryCatalog, locale: Locale) {
  const enquiry = currentEnquiry();
  const text = enquiryText[locale];
  const [invalid] = Object.keys(enquiryErrors(enquiry, text.validation));
  const lines = enquiryLines(enquiry, catalog, text, locale);
  return { invalid, withEnquiry: (message: string) => messageWithEnquiry(lines, message, text) };
}

export { clearEnquiry };
