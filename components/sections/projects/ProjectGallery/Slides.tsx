'use client';

import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import { nextIndex, prevIndex } from '@/lib/carousel';
import styles from './index.module.css';

/**
 * Which picture is shown; arrows and dots wrap around. A picture is only put in the page once it
 * has been shown or the visitor reaches for the controls (pointer or focus), so the first view
 * downloads one picture, not all of them.
 */
export function GallerySlides({ title, slides }: { title: string; slides: ReactNode[] }) {
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = slides.length;
  const load = (...indices: number[]) =>
    setLoaded((current) =>
      indices.every((i) => current.has(i)) ? current : new Set([...current, ...indices]),
    );
  const show = (i: number) => {
    load(i);
    setIndex(i);
  };
  const prime = () => load(nextIndex(index, count), prevIndex(index, count));
  return (
    <div
      className={styles.gallery}
      role="region"
      aria-roledescription="carousel"
      aria-label={`${title} pictures`}
      onPointerEnter={prime}
      onFocus={prime}
    >
      <div className={styles.viewport}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={clsx(styles.slide, i === index && styles.active)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
          >
            {loaded.has(i) && slide}
          </div>
        ))}
        <button
          type="button"
          className={clsx(styles.arrow, styles.prev)}
          aria-label="Previous picture"
          onClick={() => show(prevIndex(index, count))}
        >
          <Glyph icon={arrowLeft} size={22} />
        </button>
        <button
          type="button"
          className={clsx(styles.arrow, styles.next)}
          aria-label="Next picture"
          onClick={() => show(nextIndex(index, count))}
        >
          <Glyph icon={arrowRight} size={22} />
        </button>
        <p className={styles.counter} aria-live="polite">
          {index + 1} / {count}
        </p>
      </div>
      <div className={styles.dots}>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={`Show picture ${i + 1} of ${count}`}
            aria-current={i === index}
            onClick={() => show(i)}
          />
        ))}
      </div>
    </div>
  );
}
