'use client';

import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight } from '@/components/ui/Icon/paths';
import { Picture, PicturePreload } from '@/components/ui/Picture';
import type { HeroSlide, ImagePath } from '@/content/types';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_PRIME_LEAD_MS,
  nextIndex,
  prevIndex,
  swipeDirection,
} from '@/lib/carousel';
import { imageFolder, imagePresets, variantUrl } from '@/lib/images';
import styles from './index.module.css';

export interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  /**
   * The page's one h1, a short line above the slides (whose own titles are h2), in parts: the
   * company name and its motto, set on one line on wide screens and one line each on phones.
   */
  heading: readonly string[];
  /** Names the carousel for assistive technology. */
  label: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const HOVER = '(hover: hover)';
/** The slides fill the viewport's width; the preload of the first must name the same sizes. */
const SLIDE_SIZES = '100vw';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function noSubscription() {
  return () => {};
}

/** Focus that arrived by keyboard; a mouse click on a control does not stop the rotation for good. */
function isKeyboardFocus(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** '01', '02', ... as the counter shows them. */
function twoDigits(n: number) {
  return String(n).padStart(2, '0');
}

/**
 * A later slide's picture as custom properties holding its variants, which index.module.css turns
 * into a background: a browser fetches a CSS background only once its element is rendered, with or
 * without JavaScript, whereas an <img> loads at once when scripting is off (loading="lazy" then
 * does nothing, by the HTML standard).
 */
function deferredPicture(image: ImagePath): CSSProperties {
  const variants: Record<`--picture-${number}`, string> = {};
  for (const width of imagePresets[imageFolder(image)].widths) {
    variants[`--picture-${width}`] = `url("${variantUrl(image, width)}")`;
  }
  return variants;
}

/**
 * The home page hero: three slides that cross-fade every 11 s (spec sections 4 and 9), after the
 * WAI-ARIA APG carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/), its slide
 * picker a radio group.
 *
 * Without JavaScript, and before it arrives: the radios hold the current slide, and CSS `:has()`
 * shows its text, its backdrop, its dot and its number (index.module.css). The dots are the radios'
 * labels, the arrows are labels of the radios before and after the current one, and the arrow keys
 * move through the group, wrapping around; no URL, history entry or scroll is involved. Only the
 * first slide's picture loads with the page; another loads when its slide is shown, or when the
 * pointer or focus reaches the controls that would show it.
 *
 * The script adds what only a script can: the 11 s rotation (none under prefers-reduced-motion,
 * and none while the controls are hovered or the carousel has keyboard focus, for WCAG 2.2.2),
 * the pause/play button, touch swipes, and loading the next picture before it is due. It reads
 * the slide from the radios and moves by checking one, so a choice made before hydration stands.
 */
export function HeroCarousel({ slides, heading, label }: HeroCarouselProps) {
  const id = useId();
  const slidesId = `${id}-slides`;
  const radioName = `${id}-slide`;
  const radioId = (i: number) => `${id}-slide-${i + 1}`;
  const count = slides.length;

  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  /** Bumped whenever the slide changes, by the visitor or the rotation: the 11 s start again. */
  const [changes, setChanges] = useState(0);
  /** The visitor's pause/play choice; null until they make one. */
  const [choice, setChoice] = useState<boolean | null>(null);
  /** A mouse or pen over the controls: the visitor may be about to use them. */
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Slides whose picture is fetched ahead of time; the first comes with the page anyway. */
  const [primed, setPrimed] = useState<ReadonlySet<number>>(() => new Set());
  const sectionRef = useRef<HTMLElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const playing = choice ?? !reducedMotion;
  const rotating = hydrated && playing && !hovered && !focused && count > 1;

  const radios = useCallback(
    () => [...(pickerRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])],
    [],
  );
  /** The slide shown: whichever radio is checked, by a visitor, before hydration or since. */
  const current = useCallback(
    () =>
      Math.max(
        0,
        radios().findIndex((radio) => radio.checked),
      ),
    [radios],
  );

  const prime = useCallback((...indices: number[]) => {
    setPrimed((known) => (indices.every((i) => known.has(i)) ? known : new Set([...known, ...indices])));
  }, []);

  const select = useCallback(
    (target: number) => {
      const radio = radios()[target];
      if (!radio || radio.checked) return;
      radio.checked = true;
      setChanges((n) => n + 1);
    },
    [radios],
  );

  // Hover and keyboard focus that arrived before the script did hold the rotation too. (Only a
  // mouse hovers: on a touch screen :hover sticks to whatever was tapped last.)
  useEffect(() => {
    if (window.matchMedia(HOVER).matches && controlsRef.current?.matches(':hover')) setHovered(true);
    const active = document.activeElement;
    if (active && sectionRef.current?.contains(active) && isKeyboardFocus(active)) setFocused(true);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const upcoming = nextIndex(current(), count);
    const primeTimer = setTimeout(() => prime(upcoming), HERO_AUTO_ADVANCE_MS - HERO_PRIME_LEAD_MS);
    const advanceTimer = setTimeout(() => select(upcoming), HERO_AUTO_ADVANCE_MS);
    return () => {
      clearTimeout(primeTimer);
      clearTimeout(advanceTimer);
    };
  }, [rotating, changes, count, current, prime, select]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setFocused(isKeyboardFocus(event.target));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      setFocused(false);
    }
  };

  return (
    <section
      ref={sectionRef}
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating}
      onFocus={onFocus}
      onBlur={onBlur}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        const shown = current();
        prime(prevIndex(shown, count), nextIndex(shown, count));
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
        if (direction === 'next') select(nextIndex(current(), count));
        if (direction === 'prev') select(prevIndex(current(), count));
      }}
    >
      {slides[0] && <PicturePreload image={slides[0].image} sizes={SLIDE_SIZES} />}
      <div className={styles.backdrops} aria-hidden="true">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={styles.backdrop}
            data-slide={i + 1}
            data-primed={primed.has(i) || undefined}
          >
            {i === 0 ? (
              <Picture image={slide.image} alt="" sizes={SLIDE_SIZES} priority className={styles.image} />
            ) : (
              <div
                className={clsx(styles.image, styles.deferredImage)}
                style={deferredPicture(slide.image)}
              />
            )}
          </div>
        ))}
      </div>

      <div className={clsx('container', styles.inner)}>
        <h1 className={styles.heading}>
          <span>
            {heading.map((part, i) => (
              <Fragment key={part}>
                {i > 0 && <span className={styles.separator}> · </span>}
                <span className={styles.headingPart}>{part}</span>
              </Fragment>
            ))}
          </span>
        </h1>

        {/* First in the tab order (APG), shown under the slides. */}
        <div
          ref={controlsRef}
          className={styles.controls}
          onPointerEnter={(event) => {
            if (event.pointerType !== 'touch') setHovered(true);
          }}
          onPointerLeave={() => setHovered(false)}
        >
          {/* Only a script can rotate: until it runs, the button keeps its place but is not there. */}
          <button
            type="button"
            className={clsx(styles.control, !hydrated && styles.unhydrated)}
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
            onClick={() => setChoice(!playing)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
            </svg>
          </button>
          {/* The arrows are for the pointer; a keyboard moves through the radio group with its arrow keys.
              They hold no text, so they add nothing to the radios' names (set by aria-label). */}
          {slides.map((slide, i) => (
            <label
              key={slide.id}
              htmlFor={radioId(prevIndex(i, count))}
              className={clsx(styles.control, styles.arrow)}
              data-slide={i + 1}
              title="Previous slide"
            >
              <Glyph icon={arrowLeft} size={20} />
            </label>
          ))}
          <div ref={pickerRef} role="radiogroup" aria-label="Slides" className={styles.dots}>
            {slides.map((slide, i) => (
              <Fragment key={slide.id}>
                <input
                  type="radio"
                  id={radioId(i)}
                  name={radioName}
                  value={i + 1}
                  defaultChecked={i === 0}
                  className={styles.radio}
                  aria-label={`Slide ${i + 1}: ${slide.subtitle}`}
                  aria-controls={slidesId}
                  onChange={() => setChanges((n) => n + 1)}
                />
                <label htmlFor={radioId(i)} className={styles.dot}>
                  <span className={styles.dotMark} />
                </label>
              </Fragment>
            ))}
          </div>
          {slides.map((slide, i) => (
            <label
              key={slide.id}
              htmlFor={radioId(nextIndex(i, count))}
              className={clsx(styles.control, styles.arrow)}
              data-slide={i + 1}
              title="Next slide"
            >
              <Glyph icon={arrowRight} size={20} />
            </label>
          ))}
          <p className={styles.counter} aria-hidden="true">
            <span className={styles.counterCurrent}>
              {slides.map((slide, i) => (
                <span key={slide.id} className={styles.counterNumber} data-slide={i + 1}>
                  {twoDigits(i + 1)}
                </span>
              ))}
            </span>{' '}
            / {twoDigits(count)}
          </p>
        </div>

        <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              className={styles.slide}
              data-slide={i + 1}
            >
              <p className={styles.subtitle}>{slide.subtitle}</p>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.description}>{slide.description}</p>
              <div className={styles.actions}>
                <SiteLink href="/about/" className={buttonClass('accent', 'lg')}>
                  Learn More<span className="srOnly"> about us</span>
                  <Glyph icon={arrowRight} />
                </SiteLink>
                <SiteLink href="/contact/" className={buttonClass('outlineLight', 'lg')}>
                  Contact Us
                </SiteLink>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
