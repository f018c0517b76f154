'use client';

import clsx from 'clsx';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowUp } from '@/components/ui/Icon/paths';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/lib/constants';
import { useScrolledPast } from '../useScrolledPast';
import styles from './index.module.css';

/**
 * Appears after 300 px of scroll; a link to the top of the page (the <body>, `#top`), which the
 * script turns into a smooth scroll (instant under reduced motion) that leaves the address alone.
 * Focus goes up with the page, as following the link would take it: the link is hidden once the
 * page is at the top, and the next Tab from it would leave the page. From the <body>, the next Tab
 * reaches the first control of the page, the skip link.
 */
export function BackToTop({ label }: { label: string }) {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  return (
    <a
      href="#top"
      className={clsx(styles.button, visible && styles.visible)}
      data-print="skip"
      aria-label={label}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={(event) => {
        event.preventDefault();
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        const top = document.body;
        top.tabIndex = -1;
        top.focus({ preventScroll: true });
        top.addEventListener('blur', () => top.removeAttribute('tabindex'), { once: true });
      }}
    >
      <Glyph icon={arrowUp} size={22} />
    </a>
  );
}
