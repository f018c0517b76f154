import { useSyncExternalStore } from 'react';

/**
 * How many items the visitor's enquiry holds, for the header of every page: read from the stored
 * enquiry (lib/enquiry.ts) without its code, so a page without add controls carries only this.
 */

/** The one key the enquiry is kept under (localStorage), and the event a change on this page sends. */
export const ENQUIRY_KEY = 'unnoti-enquiry';
export const ENQUIRY_CHANGED = 'unnoti-enquiry-changed';

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ENQUIRY_KEY || event.key === null) listener();
  };
  // Another tab (storage), or this page (lib/enquiry.ts's saveEnquiry).
  window.addEventListener('storage', onStorage);
  window.addEventListener(ENQUIRY_CHANGED, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(ENQUIRY_CHANGED, listener);
  };
}

/** The stored items' count; 0 when nothing is stored or it cannot be read. */
export function storedCount(raw: string | null): number {
  try {
    const items: unknown = raw && (JSON.parse(raw) as { items?: unknown }).items;
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

function read(): number {
  try {
    return storedCount(localStorage.getItem(ENQUIRY_KEY));
  } catch {
    return 0;
  }
}

/** The count, live; 0 in the server's HTML and until hydration. */
export function useEnquiryCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}
