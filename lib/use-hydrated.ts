import { useSyncExternalStore } from 'react';

/**
 * On an element only the script renders and only the script makes work (the enquiry's controls): a
 * copy of the page without its scripts (the service worker's, DocumentListeners/service-worker.ts)
 * leaves it out, as the server's HTML does.
 */
export const SCRIPT_ONLY_ATTRIBUTE = 'data-script-only';

/** Nothing to subscribe to: the value changes once, when the client takes over. */
const noSubscription = () => () => {};

/**
 * True once React has hydrated the component on the client; false in the server HTML and during
 * hydration, so the first client render matches the HTML. Built on useSyncExternalStore, so there
 * is no extra render pass through an effect and no flash of the server state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
