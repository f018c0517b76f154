'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The current year. The static HTML carries the build year; after hydration the visitor's clock
 * takes over, so a page built in December still shows the right year in January.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
