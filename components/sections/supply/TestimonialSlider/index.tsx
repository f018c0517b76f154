'use client';

import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import { Picture } from '@/components/ui/Picture';
import { Slide } from '@/components/ui/Slides';
import { useSlides } from '@/components/ui/Slides/useSlides';
import type { SlideText } from '@/content/shell';
import type { TestimonialSliderText } from '@/content/supply';
import type { Testimonial } from '@/content/types';
import { formatNumber, type Locale } from '@/lib/i18n';
import styles from './index.module.css';

export interface TestimonialSliderProps {
  /** The page's language: the counter is in its digits. */
  locale: Locale;
  /** The testimonials in the page's language, in order. */
  testimonials: readonly Testimonial[];
  /** The slider's own words in the page's language (content/supply.ts's supplyPage[locale].slider). */
  text: TestimonialSliderText;
  /** What a slide is called and its place, in the page's language (shellText[locale].slide). */
  slide: SlideText;
}

/**
 * One testimonial at a time, moved by one to the left or right with wraparound (spec section 4).
 * The Supply page keeps it inside a `hidden` wrapper, as the spec says: present and tested, never
 * shown, and its lazy pictures are never downloaded.
 */
export function TestimonialSlider({ locale, testimonials, text, slide }: TestimonialSliderProps) {
  const count = testimonials.length;
  const { index, next, previous } = useSlides(count);
  const current = testimonials[index];
  if (!current) return null;
  const counter = text.counter
    .replace('{position}', formatNumber(locale, index + 1))
    .replace('{count}', formatNumber(locale, count));

  return (
    <div className={styles.slider} role="group" aria-roledescription={text.role} aria-label={text.label}>
      <div aria-live="polite">
        {/* The slide role sits on a wrapper: a <figure> with a <figcaption> must keep its own role. */}
        <Slide key={current.id} position={index + 1} count={count} locale={locale} text={slide}>
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
        <p className={styles.position}>{counter}</p>
        <button type="button" className={styles.control} aria-label={text.next} onClick={next}>
          <Glyph icon={arrowRight} size={20} />
        </button>
      </div>
    </div>
  );
}
