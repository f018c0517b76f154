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
 */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  return (
    <a
      href="#top"
      className={clsx(styles.button, visible && styles.visible)}
      aria-label="Back to top"
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={(event) => {
        event.preventDefault();
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <Glyph icon={arrowUp} size={22} />
    </a>
  );
}
