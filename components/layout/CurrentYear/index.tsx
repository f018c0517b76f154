'use client';

import { useSyncExternalStore } from 'react';
import { formatNumber, type Locale } from '@/lib/i18n';

const subscribe = () => () => {};

/**
 * The current year, in the page's digits (2025, ২০২৫). The static HTML carries the build year; after
 * hydration the visitor's clock takes over, so a page built in December still shows the right year
 * in January.
 */
export function CurrentYear({ locale, buildYear }: { locale: Locale; buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{formatNumber(locale, year, { useGrouping: false })}</>;
}
