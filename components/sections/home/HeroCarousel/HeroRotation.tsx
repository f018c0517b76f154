'use client';

import clsx from 'clsx';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useSlides } from '@/components/ui/Slides/useSlides';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_PRIME_LEAD_MS,
  nextIndex,
  prevIndex,
  swipeDirection,
} from '@/lib/carousel';
import { useHydrated } from '@/lib/use-hydrated';
import { HeroControls, type HeroControlsText } from './HeroControls';
import type { PicturePreload } from './HeroPicture';
import styles from './index.module.css';

export interface HeroRotationProps {
  label: string;
  /** What assistive technology calls it: 'carousel' (aria-roledescription). */
  roleDescription: string;
  /** The radios' names, one per slide. */
  names: readonly string[];
  /** The counter's numbers, one per slide, and its total, in the page's digits. */
  counter: { numbers: readonly string[]; total: string };
  /** The controls' names. */
  controls: HeroControlsText;
  /**
   * The first picture's preloads (hoisted into <head>). They are rendered here, not by the server
   * component: there React would also write them into the page's RSC payload, which a page that
   * prefetches home downloads, and with it this picture.
   */
  preloads: readonly PicturePreload[];
  /** Each slide's backdrop picture, rendered on the server. */
  pictures: readonly ReactNode[];
  heading: ReactNode;
  /** The slides' text, rendered on the server. */
  slides: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const HOVER = '(hover: hover)';

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
 * What the hero's script adds to its HTML (index.tsx): the 11 s rotation, the pause/play button,
 * swipes and loading a picture before it is due. The radios stay the truth: the slide follows the
 * one checked (before hydration too), and a move checks the radio it moves to.
 */
export function HeroRotation({
  label,
  roleDescription,
  names,
  counter,
  controls,
  preloads,
  pictures,
  heading,
  slides,
}: HeroRotationProps) {
  const id = useId();
  const count = names.length;

  const hydrated = useHydrated();
  // The first picture is an <img> in the page; the others are CSS backgrounds, loaded once primed.
  const { index, loaded, goTo, load, loadNeighbours } = useSlides(count, []);
  /** The visitor's pause/play choice; null until they make one. */
  const [choice, setChoice] = useState<boolean | null>(null);
  /** A mouse or pen over the controls: the visitor may be about to use them. */
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const playing = choice ?? !reducedMotion;
  const rotating = hydrated && playing && !hovered && !focused && count > 1;

  /** Checks slide `target`'s radio (its value is its number), which the CSS shows. */
  const show = useCallback(
    (target: number) => {
      const radio = sectionRef.current?.querySelector<HTMLInputElement>(`input[value="${target + 1}"]`);
      if (radio) radio.checked = true;
      goTo(target);
    },
    [goTo],
  );

  useEffect(() => {
    // A slide chosen before the script arrived stands, and the rotation goes on from it.
    const chosen =
      Number(sectionRef.current?.querySelector<HTMLInputElement>('input:checked')?.value ?? 1) - 1;
    if (chosen > 0) goTo(chosen);
    // Hover and keyboard focus that arrived before the script did hold the rotation too. (Only a
    // mouse hovers: on a touch screen :hover sticks to whatever was tapped last.)
    if (window.matchMedia(HOVER).matches && controlsRef.current?.matches(':hover')) setHovered(true);
    const active = document.activeElement;
    if (active && sectionRef.current?.contains(active) && isKeyboardFocus(active)) setFocused(true);
  }, [goTo]);

  useEffect(() => {
    if (!rotating) return;
    const upcoming = nextIndex(index, count);
    const primeTimer = setTimeout(() => load(upcoming), HERO_AUTO_ADVANCE_MS - HERO_PRIME_LEAD_MS);
    const advanceTimer = setTimeout(() => show(upcoming), HERO_AUTO_ADVANCE_MS);
    return () => {
      clearTimeout(primeTimer);
      clearTimeout(advanceTimer);
    };
  }, [rotating, index, count, load, show]);

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
      aria-roledescription={roleDescription}
      aria-label={label}
      data-rotating={rotating}
      onFocus={onFocus}
      onBlur={onBlur}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        loadNeighbours();
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
        if (direction === 'next') show(nextIndex(index, count));
        if (direction === 'prev') show(prevIndex(index, count));
      }}
    >
      {preloads.map((preload) => (
        <link key={preload.media} rel="preload" as="image" {...preload} fetchPriority="high" />
      ))}
      <div className={styles.backdrops} aria-hidden="true">
        {pictures.map((picture, i) => (
          <div
            key={i}
            className={styles.backdrop}
            data-slide={i + 1}
            data-primed={loaded.has(i) || undefined}
          >
            {picture}
          </div>
        ))}
      </div>

      <div className={clsx('container', styles.inner)}>
        {heading}
        {/* First in the tab order (APG), shown under the slides. */}
        <HeroControls
          ref={controlsRef}
          id={id}
          names={names}
          numbers={counter.numbers}
          total={counter.total}
          text={controls}
          hydrated={hydrated}
          playing={playing}
          onPlayingChange={setChoice}
          onPick={goTo}
          onHoverChange={setHovered}
        />
        <div id={`${id}-slides`} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
          {slides}
        </div>
      </div>
    </section>
  );
}
