'use client';

import { Glyph } from '@/components/ui/Icon/Glyph';
import { clipboard } from '@/components/ui/Icon/paths';
import type { EnquiryText } from '@/content/enquiry';
import { useEnquiryCount } from '@/lib/enquiry-count';
import { SCRIPT_ONLY_ATTRIBUTE } from '@/lib/use-hydrated';
import styles from './EnquiryLink.module.css';

export interface EnquiryLinkProps {
  /** The enquiry on the contact page of the page's language. */
  href: string;
  text: EnquiryText['count'];
  /** The `Intl` tag of the page's digits (localeInfo[locale].numberLocale). */
  numberLocale: string;
}

/**
 * How many items the visitor's enquiry holds, a link to it on the contact page: in the header of
 * every page, nothing while it is empty (and so nothing before the script runs, or without it).
 */
export function EnquiryLink({ href, text, numberLocale }: EnquiryLinkProps) {
  const stored = useEnquiryCount();
  if (stored === 0) return null;
  const count = new Intl.NumberFormat(numberLocale).format(stored);
  return (
    <a
      href={href}
      className={styles.enquiry}
      aria-label={text.label.replace('{count}', count)}
      {...{ [SCRIPT_ONLY_ATTRIBUTE]: '' }}
    >
      <Glyph icon={clipboard} size={18} />
      <span className={styles.enquiryWord}>{text.shown}</span>
      <span className={styles.enquiryCount}>{count}</span>
    </a>
  );
}
