'use client';

import { useEffect, useRef, useState } from 'react';
import type { ToastsText } from '@/content/shell';
import { TOAST_SETTINGS } from '@/lib/constants';
import { TOAST_EVENT, type ToastRequest } from './toast';
import styles from './index.module.css';

type Sonner = typeof import('sonner');

/** For each id requests have named, sonner's id of the toast shown for it. */
const shownFor = new Map<string, string>();
let shownCount = 0;

function show({ toast }: Sonner, { kind, message, description, id }: ToastRequest) {
  const notify = kind === 'info' ? toast : toast[kind];
  if (id === undefined) {
    notify(message, { description });
    return;
  }
  // A request with an id replaces the toast shown for it: that one leaves, this one is new. Given the
  // same id, sonner would update the old toast in place, and a toast already leaving (its 4000 ms just
  // up) takes the update with it: the visitor would never see the new message.
  const previous = shownFor.get(id);
  if (previous !== undefined) toast.dismiss(previous);
  shownCount += 1;
  shownFor.set(id, `${id}-${shownCount}`);
  notify(message, { description, id: `${id}-${shownCount}` });
}

/**
 * The toast area at top-center. sonner (whose defaults are the spec's: 4000 ms, 3 visible, gap 14,
 * width 356, swipe threshold 45, Alt+T) is loaded on the first toast, so a page that never shows
 * one never downloads it. Requests made while it loads wait and are shown in order once the
 * Toaster has mounted (child effects run before this one, so it is subscribed by then). When it
 * cannot be loaded (connection gone), the waiting toasts are dropped, each told so by its
 * onUnavailable, so a later toast does not bring back stale ones; the next request tries again. A
 * toast only ever repeats what the page shows in its own code (the contact form's failure message
 * is also under its button). `text` names the region and the close buttons in the page's language;
 * the messages come in each request, in the sender's words.
 */
export function Toasts({ text }: { text: ToastsText }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const pending = useRef<ToastRequest[]>([]);

  useEffect(() => {
    if (sonner) for (const request of pending.current.splice(0)) show(sonner, request);
    function onToast(event: Event) {
      const request = (event as CustomEvent<ToastRequest>).detail;
      if (sonner) return show(sonner, request);
      if (pending.current.push(request) > 1) return; // already loading
      import('sonner').then(setSonner, (error: unknown) => {
        console.error('The notifications could not be loaded.', error);
        for (const dropped of pending.current.splice(0)) dropped.onUnavailable?.();
      });
    }
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      {...TOAST_SETTINGS}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      richColors
      closeButton
      containerAriaLabel={text.region}
      toastOptions={{ className: styles.toast, closeButtonAriaLabel: text.close }}
    />
  );
}
