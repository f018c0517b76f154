'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CONTACT_DRAFT_TTL_MS } from '@/lib/constants';
import type { ContactFormInput, ContactMessage } from '@/lib/contact-form';

const KEY = 'unnoti:contact-draft';

export type Draft = Pick<ContactFormInput, 'name' | 'email' | 'message'>;

const isEmpty = ({ name, email, message }: Draft) => !name && !email && !message;

/** The three fields of the form as they are now. */
export function draftOf(getValues: () => ContactFormInput): Draft {
  const { name = '', email = '', message = '' } = getValues();
  return { name, email, message };
}

export const sameDraft = (a: Draft, b: Draft) =>
  a.name === b.name && a.email === b.email && a.message === b.message;

/**
 * The saved draft, if there is one and it is younger than CONTACT_DRAFT_TTL_MS. An older one, an
 * undated one or one that cannot be read is removed, so the next person at a shared computer does
 * not find it. Storage can be unavailable (private mode, quota): then there are no drafts.
 */
export function readDraft(now: number = Date.now()): Draft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    const saved: unknown = JSON.parse(raw);
    if (saved && typeof saved === 'object' && 'savedAt' in saved && typeof saved.savedAt === 'number') {
      const age = now - saved.savedAt;
      if (age >= 0 && age < CONTACT_DRAFT_TTL_MS) {
        const text = (key: keyof Draft) => {
          const value = (saved as Record<string, unknown>)[key];
          return typeof value === 'string' ? value : '';
        };
        return { name: text('name'), email: text('email'), message: text('message') };
      }
    }
  } catch {
    // No storage, or not JSON: nothing to restore.
  }
  clearDraft();
  return null;
}

/** Saves what the visitor typed with the time; an empty form removes the draft. */
export function saveDraft({ name, email, message }: Draft, now: number = Date.now()) {
  try {
    if (isEmpty({ name, email, message })) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ name, email, message, savedAt: now }));
  } catch {
    // See readDraft.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // See readDraft.
  }
}

/**
 * Keeps what the visitor typed in localStorage until the message is sent, so a failed send, a
 * closed tab or a reload loses nothing. Text typed before the page's script ran is already in the
 * fields (react-hook-form adopts it): it wins over an older draft and becomes the draft. The bot
 * trap is never stored.
 */
export function useDraft(form: UseFormReturn<ContactFormInput, unknown, ContactMessage>) {
  const { getValues, reset, watch } = form;

  useEffect(() => {
    const typed = draftOf(getValues);
    if (!isEmpty(typed)) saveDraft(typed);
    else {
      const saved = readDraft();
      if (saved) reset({ ...getValues(), ...saved });
    }
    const subscription = watch(({ name = '', email = '', message = '' }) =>
      saveDraft({ name, email, message }),
    );
    return () => subscription.unsubscribe();
  }, [getValues, reset, watch]);
}
