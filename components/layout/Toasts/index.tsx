'use client';

import { useEffect, useRef, useState } from 'react';
import { TOAST_SETTINGS } from '@/lib/constants';
import { TOAST_EVENT, type ToastRequest } from '@/lib/toast';
import styles from './index.module.css';

type Sonner = typeof import('sonner');

function show({ toast }: Sonner, request: ToastRequest) {
  const { action } = request;
  const description =
    request.description || action ? (
      <>
        {request.description}
        {action && (
          <a
            className={styles.action}
            href={action.href}
            target={action.href.startsWith('http') ? '_blank' : undefined}
            rel="noopener noreferrer"
          >
            {action.label}
          </a>
        )}
      </>
    ) : undefined;
  const notify = request.kind === 'info' ? toast : toast[request.kind];
  notify(request.message, { description });
}

/**
 * The toast area at top-center. sonner (whose defaults are the spec's: 4000 ms, 3 visible, gap 14,
 * width 356, swipe threshold 45, Alt+T) is loaded on the first toast, so a page that never shows
 * one never downloads it. Requests made while it loads wait and are shown in order once the
 * Toaster has mounted (child effects run before this one, so it is subscribed by then).
 */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const pending = useRef<ToastRequest[]>([]);

  useEffect(() => {
    if (sonner) for (const request of pending.current.splice(0)) show(sonner, request);
    function onToast(event: Event) {
      const request = (event as CustomEvent<ToastRequest>).detail;
      if (sonner) return show(sonner, request);
      pending.current.push(request);
      void import('sonner').then(setSonner);
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
      toastOptions={{ className: styles.toast }}
    />
  );
}
