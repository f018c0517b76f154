'use client';

import type { ReactNode } from 'react';
import { HEADER_SCROLLED_THRESHOLD_PX } from '@/lib/constants';
import { useHydrated } from '@/lib/use-hydrated';
import { useScrolledPast } from '../useScrolledPast';

/**
 * The <header> element and its one piece of state: scrolled past 20 px (white, blurred). Until the
 * script knows the scroll (before hydration, and without JavaScript) it has no `data-scrolled`, and
 * its CSS lets it scroll away with the page, over the hero it was drawn for, instead of staying
 * transparent over light content.
 */
/** The header's scroll state, as the script sets it (absent until it knows). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

export function HeaderFrame({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const scrolled = useScrolledPast(HEADER_SCROLLED_THRESHOLD_PX);
  return (
    <header className={className} {...{ [SCROLLED_ATTRIBUTE]: hydrated ? scrolled : undefined }}>
      {children}
    </header>
  );
}
