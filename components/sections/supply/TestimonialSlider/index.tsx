import { Icon } from '@/components/ui/Icon';
import { Picture } from '@/components/ui/Picture';
import { Slide, SlideArrows, SlideRadio, placeText } from '@/components/ui/Slides';
import { ViewsStyle } from '@/components/ui/ViewsStyle';
import { shellText } from '@/content/shell';
import type { TestimonialSliderText } from '@/content/supply';
import type { Testimonial } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { slideViews, VIEWS_CONTROL } from '@/lib/list-views';
import styles from './index.module.css';

export interface TestimonialSliderProps {
  /** The page's language: the slides' names and the counter read in it. */
  locale: Locale;
  /** The testimonials in the page's language, in order. */
  testimonials: readonly Testimonial[];
  /** The slider's own words in the page's language (content/supply.ts's supplyPage[locale].slider). */
  text: TestimonialSliderText;
}

/**
 * One testimonial at a time, moved by one to the left or right with wraparound (spec section 4).
 * A slide track as the home hero and the project gallery are (lib/list-views.ts, slideViews): a
 * radio per testimonial holds the one shown, and the track's rule shows it, its arrows (labels of
 * the radios either side) and its number. The radios, out of sight at the counter, which shows
 * their focus, are a group the keyboard moves through with its arrow keys. No JavaScript.
 *
 * The Supply page keeps it inside a `hidden` wrapper, as the spec says: present and tested, never
 * shown, and its lazy pictures are never downloaded.
 */
export function TestimonialSlider({ locale, testimonials, text }: TestimonialSliderProps) {
  const count = testimonials.length;
  if (count === 0) return null;
  const views = slideViews('testimonials', testimonials);
  const slideText = shellText[locale].slide;

  return (
    <div
      id={views.id}
      className={styles.slider}
      role="group"
      aria-roledescription={text.role}
      aria-label={text.label}
    >
      <ViewsStyle views={views} />
      <div id={views.slidesId} aria-live="polite">
        {views.slides.map(({ item: testimonial, view }, i) => (
          // The slide role sits on a wrapper: a <figure> with a <figcaption> must keep its own role.
          <Slide
            key={view}
            label={placeText(slideText.label, locale, i + 1, count)}
            roleDescription={slideText.role}
            data-views={view}
          >
            <figure className={styles.slide}>
              <span className={styles.mark} aria-hidden="true">
                &ldquo;
              </span>
              <blockquote className={styles.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <Picture image={testimonial.photo} alt="" sizes="64px" className={styles.photo} />
                <span>
                  <span className={styles.name}>{testimonial.name}</span>
                  <span className={styles.company}>{testimonial.company}</span>
                </span>
              </figcaption>
            </figure>
          </Slide>
        ))}
      </div>
      <div className={styles.controls} {...VIEWS_CONTROL}>
        <SlideArrows track={views} to="previous" title={text.previous} className={styles.control}>
          <Icon name="arrowLeft" size={20} />
        </SlideArrows>
        <div role="radiogroup" aria-label={text.picker} className={styles.position}>
          {views.slides.map((slide) => (
            <SlideRadio
              key={slide.view}
              track={views}
              slide={slide}
              label={slide.item.name}
              className={styles.radio}
            />
          ))}
          {views.slides.map((slide, i) => (
            <span key={slide.view} aria-hidden="true" data-views={slide.view}>
              {placeText(text.counter, locale, i + 1, count)}
            </span>
          ))}
        </div>
        <SlideArrows track={views} to="next" title={text.next} className={styles.control}>
          <Icon name="arrowRight" size={20} />
        </SlideArrows>
      </div>
    </div>
  );
}
