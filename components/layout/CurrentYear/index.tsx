'use client';

import { formatYear, type Locale } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';

export interface CurrentYearProps {
  locale: Locale;
  /** The year the page was built in, and the same in the page's digits (formatYear, on the server). */
  buildYear: number;
  buildYearText: string;
}

/**
 * The current year, in the page's digits (2025, ২০২৫). The static HTML carries the build year; after
 * hydration the visitor's clock takes over, so a page built in December still shows the right year
 * in January. The build year comes already written: a page's first `Intl.NumberFormat` costs about
 * 30 ms here (its locale data), 120 on a phone at a quarter of the speed, in the hydration's task on
 * every page, so the browser formats only a year that has changed.
 */
export function CurrentYear({ locale, buildYear, buildYearText }: CurrentYearProps) {
  const year = useHydrated() ? new Date().getFullYear() : buildYear;
  return <>{year === buildYear ? buildYearText : formatYear(locale, year)}</>;
}
