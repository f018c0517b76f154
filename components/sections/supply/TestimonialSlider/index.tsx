'use client';

import { useState } from 'react';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import { Picture } from '@/components/ui/Picture';
import type { Testimonial } from '@/content/types';
import { nextIndex, prevIndex } from '@/lib/carousel';
import styles from './index.module.css';

export interface TestimonialSliderProps {
  testimonials: readonly Testimonial[];
}

/**
 * One testimonial at a time, moved by one to the left or right with wraparound (spec section 4).
 * The Supply page keeps it inside a `hidden` wrapper, as the spec says: present and tested, never
 * shown, and its lazy pictures are never downloaded.
 */
export function TestimonialSlider({ testimonials }: TestimonialSliderProps) {
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const current = testimonials[index];
  if (!current) return null;

  return (
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label="Testimonials">
      <div aria-live="polite">
        {/* The slide role sits on a wrapper: a <figure> with a <figcaption> must keep its own role. */}
        <div
          key={current.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
        >
          <figure className={styles.slide}>
            <span className={styles.mark} aria-hidden="true">
              &ldquo;
            </span>
            <blockquote className={styles.quote}>
              <p>{current.quote}</p>
            </blockquote>
            <figcaption className={styles.author}>
              <Picture image={current.photo} alt="" sizes="64px" className={styles.photo} />
              <span>
                <span className={styles.name}>{current.name}</span>
                <span className={styles.company}>{current.company}</span>
              </span>
            </figcaption>
          </figure>
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label="Previous testimonial"
          onClick={() => setIndex((i) => prevIndex(i, count))}
        >
          <Glyph icon={arrowLeft} size={20} />
        </button>
        <p className={styles.position}>
          {index + 1} / {count}
        </p>
        <button
          type="button"
          className={styles.control}
          aria-label="Next testimonial"
          onClick={() => setIndex((i) => nextIndex(i, count))}
        >
          <Glyph icon={arrowRight} size={20} />
        </button>
      </div>
    </div>
  );
}
