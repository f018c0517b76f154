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
  type FocusEvent,
} from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Picture, PicturePreload } from '@/components/ui/Picture';
import type { HeroSlide } from '@/content/types';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_PRIME_LEAD_MS,
  nextIndex,
  prevIndex,
  swipeDirection,
} from '@/lib/carousel';
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
/** The slides fill the viewport's width; the preload of the first must name the same sizes. */
const SLIDE_SIZES = '100vw';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Focus that arrived by keyboard; a mouse click on a control does not stop the rotation for good. */
function isKeyboardFocus(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The home page hero: three slides that cross-fade every 11 s (spec sections 4 and 9), after the
 * WAI-ARIA APG carousel pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/). Beyond the
 * spec, for WCAG 2.2.2: a pause/play control, no rotation while hovered or focused, none by default
 * under prefers-reduced-motion, and touch swipe. Only the first slide's picture loads with the page;
 * the others load a few seconds before they are due, or when a control that would show them is used.
 */
export function HeroCarousel({ slides, heading, label }: HeroCarouselProps) {
  const id = useId();
  const slidesId = `${id}-slides`;
  const count = slides.length;

  const [index, setIndex] = useState(0);
  /** Bumped by every manual move, so the 11 s start again from the visitor's last action. */
  const [moves, setMoves] = useState(0);
  /** The visitor's pause/play choice; null until they make one. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [primed, setPrimed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  const prime = useCallback((...indices: number[]) => {
    setPrimed((current) =>
      indices.every((i) => current.has(i)) ? current : new Set([...current, ...indices]),
    );
  }, []);

  const show = useCallback(
    (target: number) => {
      prime(target);
      setIndex(target);
    },
    [prime],
  );

  const move = (target: number) => {
    show(target);
    setMoves((n) => n + 1);
  };

  useEffect(() => {
    if (!rotating) return;
    const upcoming = nextIndex(index, count);
    const primeTimer = setTimeout(() => prime(upcoming), HERO_AUTO_ADVANCE_MS - HERO_PRIME_LEAD_MS);
    const advanceTimer = setTimeout(() => show(upcoming), HERO_AUTO_ADVANCE_MS);
    return () => {
      clearTimeout(primeTimer);
      clearTimeout(advanceTimer);
    };
  }, [rotating, index, count, moves, prime, show]);

  const primeNeighbours = () => prime(prevIndex(index, count), nextIndex(index, count));
  /** Any control may be about to show any slide. */
  const primeAll = () => prime(...slides.keys());

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
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        primeNeighbours();
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
        if (direction === 'next') move(nextIndex(index, count));
        if (direction === 'prev') move(prevIndex(index, count));
      }}
    >
      {slides[0] && <PicturePreload image={slides[0].image} sizes={SLIDE_SIZES} />}
      <div className={styles.backdrops} aria-hidden="true">
        {slides.map((slide, i) => (
          <div key={slide.id} className={clsx(styles.backdrop, i === index && styles.current)}>
            {primed.has(i) && (
              <Picture
                image={slide.image}
                alt=""
                sizes={SLIDE_SIZES}
                priority={i === 0}
                loading="eager"
                className={styles.image}
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
        <div className={styles.controls} onPointerEnter={primeAll} onFocus={primeAll}>
          <button
            type="button"
            className={styles.control}
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
            onClick={() => setChoice(!playing)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label="Previous slide"
            aria-controls={slidesId}
            onClick={() => move(prevIndex(index, count))}
          >
            <Icon name="arrowLeft" size={20} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={`Slide ${i + 1}: ${slide.subtitle}`}
                aria-controls={slidesId}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => move(i)}
              >
                <span className={styles.dotMark}>
                  {i === index && rotating && (
                    <span key={`${index}-${moves}`} className={styles.dotProgress} />
                  )}
                </span>
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            aria-label="Next slide"
            aria-controls={slidesId}
            onClick={() => move(nextIndex(index, count))}
          >
            <Icon name="arrowRight" size={20} />
          </button>
          <p className={styles.counter} aria-hidden="true">
            <span className={styles.counterCurrent}>{String(index + 1).padStart(2, '0')}</span> /{' '}
            {String(count).padStart(2, '0')}
          </p>
        </div>

        <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const current = i === index;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={current ? undefined : true}
                inert={!current}
                className={clsx(styles.slide, current && styles.current)}
              >
                <p className={styles.subtitle}>{slide.subtitle}</p>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.description}>{slide.description}</p>
                <div className={styles.actions}>
                  <SiteLink href="/about/" className={buttonClass('accent', 'lg')}>
                    Learn More<span className="srOnly"> about us</span>
                    <Icon name="arrowRight" />
                  </SiteLink>
                  <SiteLink href="/contact/" className={buttonClass('outlineLight', 'lg')}>
                    Contact Us
                  </SiteLink>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
