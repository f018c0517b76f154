import { useSyncExternalStore } from 'react';

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
