'use client';

import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import { Picture } from '@/components/ui/Picture';
import { Slide } from '@/components/ui/Slides';
import { useSlides } from '@/components/ui/Slides/useSlides';
import type { Testimonial } from '@/content/types';
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
  const count = testimonials.length;
  const { index, next, previous } = useSlides(count);
  const current = testimonials[index];
  if (!current) return null;

  return (
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label="Testimonials">
      <div aria-live="polite">
        {/* The slide role sits on a wrapper: a <figure> with a <figcaption> must keep its own role. */}
        <Slide key={current.id} position={index + 1} count={count}>
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
        </Slide>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label="Previous testimonial" onClick={previous}>
          <Glyph icon={arrowLeft} size={20} />
        </button>
        <p className={styles.position}>
          {index + 1} / {count}
        </p>
        <button type="button" className={styles.control} aria-label="Next testimonial" onClick={next}>
          <Glyph icon={arrowRight} size={20} />
        </button>
      </div>
    </div>
  );
}
