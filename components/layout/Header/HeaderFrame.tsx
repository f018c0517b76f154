'use client';

import type { ReactNode } from 'react';
import { HEADER_SCROLLED_THRESHOLD_PX } from '@/lib/constants';
import { useScrolledPast } from '../useScrolledPast';

/** The <header> element and its one piece of state: scrolled past 20 px (white, blurred). */
export function HeaderFrame({ className, children }: { className?: string; children: ReactNode }) {
  const scrolled = useScrolledPast(HEADER_SCROLLED_THRESHOLD_PX);
  return (
    <header className={className} data-scrolled={scrolled}>
      {children}
    </header>
  );
}
