'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * The spec: every route change scrolls the page to the very top (Next only scrolls the new segment
 * into view). The first render is left alone so a shared link with a #fragment still lands on it.
 */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
