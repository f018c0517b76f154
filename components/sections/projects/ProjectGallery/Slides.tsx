'use client';

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import { Slide } from '@/components/ui/Slides';
import { useSlides } from '@/components/ui/Slides/useSlides';
import styles from './index.module.css';

/**
 * Which picture is shown; arrows and dots wrap around. A picture is only put in the page once it
 * has been shown or the visitor reaches for the controls (pointer or focus), so the first view
 * downloads one picture, not all of them.
 */
export function GallerySlides({ title, slides }: { title: string; slides: ReactNode[] }) {
  const count = slides.length;
  const { index, loaded, goTo, next, previous, loadNeighbours } = useSlides(count);
  return (
    <div
      className={styles.gallery}
      role="region"
      aria-roledescription="carousel"
      aria-label={`${title} pictures`}
      onPointerEnter={loadNeighbours}
      onFocus={loadNeighbours}
    >
      <div className={styles.viewport}>
        {slides.map((slide, i) => (
          <Slide
            key={i}
            position={i + 1}
            count={count}
            className={clsx(styles.slide, i === index && styles.active)}
            aria-hidden={i !== index}
          >
            {loaded.has(i) && slide}
          </Slide>
        ))}
        <button
          type="button"
          className={clsx(styles.arrow, styles.prev)}
          aria-label="Previous picture"
          onClick={previous}
        >
          <Glyph icon={arrowLeft} size={22} />
        </button>
        <button
          type="button"
          className={clsx(styles.arrow, styles.next)}
          aria-label="Next picture"
          onClick={next}
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
            onClick={() => goTo(i)}
          />
        ))}
      </div>
    </div>
  );
}
