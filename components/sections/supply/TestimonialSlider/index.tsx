'use client';

import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import { Picture } from '@/components/ui/Picture';
import { Slide } from '@/components/ui/Slides';
import { useSlides } from '@/components/ui/Slides/useSlides';
import type { SlideText } from '@/content/shell';
import type { TestimonialSliderText } from '@/content/supply';
import type { Testimonial } from '@/content/types';
import styles from './index.module.css';

/** A testimonial's place, written on the server in the page's digits (placeText). */
export interface TestimonialPlace {
  /** What assistive technology hears: '2 of 3'. */
  slide: string;
  /** What the counter shows: '2 / 3'. */
  counter: string;
}

export interface TestimonialSliderProps {
  /** The testimonials in the page's language, in order. */
  testimonials: readonly Testimonial[];
  /** Each testimonial's place, in the same order. */
  places: readonly TestimonialPlace[];
  /** The slider's own words in the page's language (content/supply.ts's supplyPage[locale].slider). */
  text: TestimonialSliderText;
  /** What a slide is called in the page's language (shellText[locale].slide.role). */
  slideRole: SlideText['role'];
}

/**
 * One testimonial at a time, moved by one to the left or right with wraparound (spec section 4).
 * The Supply page keeps it inside a `hidden` wrapper, as the spec says: present and tested, never
 * shown, and its lazy pictures are never downloaded.
 */
export function TestimonialSlider({ testimonials, places, text, slideRole }: TestimonialSliderProps) {
  const { index, next, previous } = useSlides(testimonials.length);
  const current = testimonials[index];
  const place = places[index];
  if (!current || !place) return null;

  return (
    <div className={styles.slider} role="group" aria-roledescription={text.role} aria-label={text.label}>
      <div aria-live="polite">
        {/* The slide role sits on a wrapper: a <figure> with a <figcaption> must keep its own role. */}
        <Slide key={current.id} label={place.slide} roleDescription={slideRole}>
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
        <button type="button" className={styles.control} aria-label={text.previous} onClick={previous}>
          <Glyph icon={arrowLeft} size={20} />
        </button>
        <p className={styles.position}>{place.counter}</p>
        <button type="button" className={styles.control} aria-label={text.next} onClick={next}>
          <Glyph icon={arrowRight} size={20} />
        </button>
      </div>
    </div>
  );
}
