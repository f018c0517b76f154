import clsx from 'clsx';
import { Fragment, type Ref } from 'react';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { arrowLeft, arrowRight, type IconDrawing } from '@/components/ui/Icon/paths';
import type { HeroText } from '@/content/home';
import { nextIndex, prevIndex } from '@/lib/carousel';
import styles from './index.module.css';

/** The rotation's pause and play (filled): here, as what paths.ts exports goes into every page's chunk. */
const pause: IconDrawing = { d: ['M7 5h3.5v14H7z', 'M13.5 5H17v14h-3.5z'], filled: true };
const play: IconDrawing = { d: ['M8 5.5v13l10.5-6.5z'], filled: true };

export interface HeroControlsProps {
  ref?: Ref<HTMLDivElement>;
  /** The carousel's useId(): the radios are `${id}-slide-1`, ..., the slides `${id}-slides`. */
  id: string;
  /** The radios' names, one per slide ("Slide 1: Construction & Development"). */
  names: readonly string[];
  /** The counter's numbers, one per slide, in the page's digits: '01', '02', ... or '০১', '০২', ... */
  numbers: readonly string[];
  /** The counter's total, in the same digits: '03' or '০৩'. */
  total: string;
  /** The buttons' and the radio group's names. */
  text: HeroControlsText;
  hydrated: boolean;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  /** The visitor checked slide `index`'s radio. */
  onPick: (index: number) => void;
  /** A mouse or pen came over the controls, or left them. */
  onHoverChange: (hovered: boolean) => void;
}

export type HeroControlsText = Pick<HeroText, 'pause' | 'play' | 'previous' | 'next' | 'picker'>;

/**
 * The pause button, the arrows, the slide picker (a radio group whose labels are the dots) and the
 * counter. The arrows are labels of the radios before and after each slide; index.module.css shows
 * the current slide's pair and its number.
 */
export function HeroControls({
  ref,
  id,
  names,
  numbers,
  total,
  text,
  hydrated,
  playing,
  onPlayingChange,
  onPick,
  onHoverChange,
}: HeroControlsProps) {
  const count = names.length;
  const radioId = (i: number) => `${id}-slide-${i + 1}`;
  // The arrows are for the pointer; a keyboard moves through the radio group with its arrow keys.
  // They hold no text, so they add nothing to the radios' names (set by aria-label).
  const arrows = (title: string, target: typeof nextIndex, icon: IconDrawing) =>
    names.map((_, i) => (
      <label
        key={i}
        htmlFor={radioId(target(i, count))}
        className={clsx(styles.control, styles.arrow)}
        data-slide={i + 1}
        title={title}
      >
        <Glyph icon={icon} size={20} />
      </label>
    ));

  return (
    <div
      ref={ref}
      className={styles.controls}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') onHoverChange(true);
      }}
      onPointerLeave={() => onHoverChange(false)}
    >
      {/* Only a script can rotate: until it runs, the button keeps its place but is not there. */}
      <button
        type="button"
        className={clsx(styles.control, !hydrated && styles.unhydrated)}
        aria-label={playing ? text.pause : text.play}
        onClick={() => onPlayingChange(!playing)}
      >
        <Glyph icon={playing ? pause : play} size={18} />
      </button>
      {arrows(text.previous, prevIndex, arrowLeft)}
      <div role="radiogroup" aria-label={text.picker} className={styles.dots}>
        {names.map((name, i) => (
          <Fragment key={i}>
            <input
              type="radio"
              id={radioId(i)}
              name={`${id}-slide`}
              value={i + 1}
              defaultChecked={i === 0}
              className={styles.radio}
              aria-label={name}
              aria-controls={`${id}-slides`}
              onChange={() => onPick(i)}
            />
            <label htmlFor={radioId(i)} className={styles.dot}>
              <span className={styles.dotMark} />
            </label>
          </Fragment>
        ))}
      </div>
      {arrows(text.next, nextIndex, arrowRight)}
      <p className={styles.counter} aria-hidden="true">
        <span className={styles.counterCurrent}>
          {numbers.map((number, i) => (
            <span key={i} className={styles.counterNumber} data-slide={i + 1}>
              {number}
            </span>
          ))}
        </span>{' '}
        / {total}
      </p>
    </div>
  );
}
