/**
 * The visitor's data saver (Chrome's Lite mode, Android's Data Saver; `Save-Data: on` on every
 * request): while it is on, nothing is fetched ahead and nothing is kept that the visitor did not
 * ask for (no prefetches, no picture fetched before its slide, no service worker). Only Chromium
 * says; elsewhere it reads as off.
 */
declare global {
  interface Navigator {
    /** The Network Information API, Chromium only: https://wicg.github.io/savedata/ */
    readonly connection?: { readonly saveData?: boolean };
  }
}

export function saveData(): boolean {
  return typeof navigator !== 'undefined' && navigator.connection?.saveData === true;
}
