'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { emptyContactForm, type ContactFormInput, type ContactMessage } from '@/lib/contact-form';

const KEY = 'unnoti:contact-draft';

/**
 * Keeps what the visitor typed in localStorage until the message is sent, so a failed send, a
 * closed tab or a reload loses nothing. The honeypot is never stored.
 */
export function useDraft(form: UseFormReturn<ContactFormInput, unknown, ContactMessage>) {
  const { reset, watch } = form;

  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ContactFormInput> | null;
      if (saved && typeof saved === 'object') {
        reset({
          ...emptyContactForm,
          name: typeof saved.name === 'string' ? saved.name : '',
          email: typeof saved.email === 'string' ? saved.email : '',
          message: typeof saved.message === 'string' ? saved.message : '',
        });
      }
    } catch {
      // Storage can be unavailable (private mode, quota): the form still works without drafts.
    }
    const subscription = watch(({ name = '', email = '', message = '' }) => {
      try {
        if (name || email || message) localStorage.setItem(KEY, JSON.stringify({ name, email, message }));
        else localStorage.removeItem(KEY);
      } catch {
        // See above.
      }
    });
    return () => subscription.unsubscribe();
  }, [reset, watch]);
}

export function clearDraft() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // See useDraft.
  }
}
