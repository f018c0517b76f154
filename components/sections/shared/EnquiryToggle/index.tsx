'use client';

import clsx from 'clsx';
import { ActionLabel } from '@/components/ui/ActionLabel';
import { buttonClass } from '@/components/ui/Button';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { check, clipboard } from '@/components/ui/Icon/paths';
import type { EnquiryText } from '@/content/enquiry';
import { sameItem, toggleItem, useEnquiry, type EnquiryKind } from '@/lib/enquiry';
import { SCRIPT_ONLY_ATTRIBUTE, useHydrated } from '@/lib/use-hydrated';
import styles from './index.module.css';

export interface EnquiryToggleProps {
  kind: EnquiryKind;
  id: string;
  /** The item's name in the page's language, for a screen reader's label. */
  name: string;
  /** The control's words in the page's language (enquiryText[locale]). */
  text: Pick<EnquiryText, 'add' | 'remove' | 'added'>;
  /** 'light' on a dark or coloured ground. */
  className?: string;
}

/**
 * Adds an item to the visitor's enquiry, shows that it is in it, and takes it out again: on a
 * machine's, a material's and a service's card and in its modal (issue 54). Only once the script
 * runs: without it nothing could keep the enquiry, and the item's WhatsApp link or the contact page
 * still asks about it.
 */
export function EnquiryToggle({ kind, id, name, text, className }: EnquiryToggleProps) {
  const hydrated = useHydrated();
  const enquiry = useEnquiry();
  if (!hydrated) return null;
  const added = enquiry.items.some((item) => sameItem(item, { kind, id }));
  return (
    <p className={clsx(styles.toggle, className)} data-print="skip" {...{ [SCRIPT_ONLY_ATTRIBUTE]: '' }}>
      {added && (
        <span className={styles.added}>
          <Glyph icon={check} size={16} />
          {text.added}
        </span>
      )}
      <button
        type="button"
        className={buttonClass(added ? 'ghost' : 'outline', 'sm', styles.button)}
        onClick={() => toggleItem({ kind, id })}
      >
        {!added && <Glyph icon={clipboard} size={16} />}
        <ActionLabel words={added ? text.remove : text.add} name={name} />
      </button>
    </p>
  );
}
