'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { Glyph } from '@/components/ui/Icon/Glyph';
import type { IconDrawing } from '@/components/ui/Icon/paths';
import type { HeroText } from '@/content/home';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_PRIME_LEAD_MS,
  nextIndex,
  prevIndex,
  swipeDirection,
} from '@/lib/carousel';
import { VIEWS_CONTROL, type SlideViews } from '@/lib/list-views';
import { saveData } from '@/lib/save-data';
import { useHydrated } from '@/lib/use-hydrated';
import type { PicturePreload } from './HeroPicture';
import styles from './index.module.css';

/** The rotation's pause and play (filled): here, as what paths.ts exports goes into every page's chunk. */
const pause: IconDrawing = { d: ['M7 5h3.5v14H7z', 'M13.5 5H17v14h-3.5z'], filled: true };
const play: IconDrawing = { d: ['M8 5.5v13l10.5-6.5z'], filled: true };

export interface HeroRotationProps {
  /** The hero's track (slideViews): the section's id, the radios' name, the slides' container's id. */
  track: Pick<SlideViews<unknown>, 'id' | 'name' | 'slidesId'>;
  label: string;
  /** What assistive technology calls it: 'carousel' (aria-roledescription). */
  roleDescription: string;
  /** The pause button's names. */
  text: Pick<HeroText, 'pause' | 'play'>;
  /**
   * The first picture's preloads (hoisted into <head>). They are rendered here, not by the server
   * component: there React would also write them into the page's RSC payload, which a page that
   * prefetches home downloads, and with it this picture.
   */
  preloads: readonly PicturePreload[];
  /** Each slide's backdrop, in order, rendered on the server. */
  backdrops: ReactNode;
  heading: ReactNode;
  /** The arrows, the slide picker and the counter, rendered on the server (HeroControls). */
  controls: ReactNode;
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

/** The slide radios in order, and the place of the one checked: the slide on show. */
function slideRadios(section: HTMLElement, name: string) {
  const radios = [...section.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
  const checked = radios.findIndex((radio) => radio.checked);
  return { radios, shown: Math.max(0, checked) };
}

/**
 * Fetches these slides' pictures ahead: their backdrops render, unseen (index.module.css). Not with
 * the data saver on: a picture is fetched when its slide is shown.
 */
function primePictures(backdrops: HTMLElement | null, ...indices: number[]) {
  if (saveData()) return;
  for (const index of indices) backdrops?.children[index]?.setAttribute('data-primed', '');
}

/**
 * What the hero's script adds to its HTML (index.tsx): the 11 s rotation, the pause/play button,
 * swipes and fetching a picture before it is due. It holds no slide of its own: the checked radio
 * is the slide on show (before hydration too, and whoever checked it), a rotation step checks the
 * next one, and a swipe clicks the one it moves to, as a tap on an arrow would.
 */
export function HeroRotation({
  track,
  label,
  roleDescription,
  text,
  preloads,
  backdrops,
  heading,
  controls,
  slides,
}: HeroRotationProps) {
  const hydrated = useHydrated();
  /** The visitor's pause/play choice; null until they make one. */
  const [choice, setChoice] = useState<boolean | null>(null);
  /** A mouse or pen over the controls: the visitor may be about to use them. */
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const backdropsRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  // The spec's rotation runs with the data saver on too: a slide's picture comes when it is shown.
  const playing = choice ?? !reducedMotion;
  const rotating = hydrated && playing && !hovered && !focused;

  useEffect(() => {
    // Hover and keyboard focus that arrived before the script did hold the rotation too. (Only a
    // mouse hovers: on a touch screen :hover sticks to whatever was tapped last.)
    if (window.matchMedia(HOVER).matches && controlsRef.current?.matches(':hover')) setHovered(true);
    const active = document.activeElement;
    if (active && sectionRef.current?.contains(active) && isKeyboardFocus(active)) setFocused(true);
  }, []);

  useEffect(() => {
    const section = sectionRef.current;
    if (!rotating || !section) return;
    let primeTimer: ReturnType<typeof setTimeout>;
    let advanceTimer: ReturnType<typeof setTimeout>;
    const upcoming = () => {
      const { radios, shown } = slideRadios(section, track.name);
      const index = nextIndex(shown, radios.length);
      return { index, radio: radios[index] };
    };
    // The next slide 11 s from now, and again 11 s after a visitor's move (a change of the radios).
    const schedule = () => {
      clearTimeout(primeTimer);
      clearTimeout(advanceTimer);
      primeTimer = setTimeout(
        () => primePictures(backdropsRef.current, upcoming().index),
        HERO_AUTO_ADVANCE_MS - HERO_PRIME_LEAD_MS,
      );
      advanceTimer = setTimeout(() => {
        const { radio } = upcoming();
        // Checked, not clicked: the rotation is no visitor's change.
        if (radio) radio.checked = true;
        schedule();
      }, HERO_AUTO_ADVANCE_MS);
    };
    schedule();
    section.addEventListener('change', schedule);
    return () => {
      clearTimeout(primeTimer);
      clearTimeout(advanceTimer);
      section.removeEventListener('change', schedule);
    };
  }, [rotating, track.name]);

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
      id={track.id}
      className={styles.hero}
      aria-roledescription={roleDescription}
      aria-label={label}
      data-rotating={rotating}
      onFocus={onFocus}
      onBlur={onBlur}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        const { radios, shown } = slideRadios(event.currentTarget, track.name);
        primePictures(backdropsRef.current, nextIndex(shown, radios.length), prevIndex(shown, radios.length));
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
        if (!direction) return;
        const { radios, shown } = slideRadios(event.currentTarget, track.name);
        radios[(direction === 'next' ? nextIndex : prevIndex)(shown, radios.length)]?.click();
      }}
    >
      {preloads.map((preload) => (
        <link key={preload.media} rel="preload" as="image" {...preload} fetchPriority="high" />
      ))}
      <div ref={backdropsRef} className={styles.backdrops} aria-hidden="true">
        {backdrops}
      </div>

      <div className={clsx('container', styles.inner)}>
        {heading}
        {/* First in the tab order (APG), shown under the slides. */}
        <div
          ref={controlsRef}
          className={styles.controls}
          {...VIEWS_CONTROL}
          onPointerEnter={(event) => {
            if (event.pointerType !== 'touch') setHovered(true);
          }}
          onPointerLeave={() => setHovered(false)}
        >
          {/* Only a script can rotate: until it runs, the button keeps its place but is not there. */}
          <button
            type="button"
            className={clsx(styles.control, !hydrated && styles.unhydrated)}
            aria-label={playing ? text.pause : text.play}
            onClick={() => setChoice(!playing)}
          >
            <Glyph icon={playing ? pause : play} size={18} />
          </button>
          {controls}
        </div>
        <div id={track.slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
          {slides}
        </div>
      </div>
    </section>
  );
}
