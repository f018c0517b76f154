import { useMemo, useState } from 'react';
import { nextIndex, prevIndex } from '@/lib/carousel';

/** The slide on show and the slides whose picture is in the page, or on its way. */
export interface SlidesState {
  /** The slide shown, from 0. */
  index: number;
  /** Slides whose picture is loaded: shown at least once, or fetched ahead with `load`. */
  loaded: ReadonlySet<number>;
}

/** `state` itself when nothing changes, so React skips the render. */
function withLoaded(state: SlidesState, indices: readonly number[]): SlidesState {
  if (indices.every((i) => state.loaded.has(i))) return state;
  return { ...state, loaded: new Set([...state.loaded, ...indices]) };
}

function show(state: SlidesState, index: number): SlidesState {
  const loaded = withLoaded(state, [index]);
  return loaded.index === index ? loaded : { ...loaded, index };
}

export interface Slides extends SlidesState {
  /** Shows slide `index` (and loads its picture). */
  goTo: (index: number) => void;
  /** Shows the next slide, from the last back to the first. */
  next: () => void;
  /** Shows the previous slide, from the first round to the last. */
  previous: () => void;
  /** Loads these slides' pictures ahead of showing them. */
  load: (...indices: number[]) => void;
  /** Loads the pictures either side of the slide shown: the visitor is reaching for the controls. */
  loadNeighbours: () => void;
}

/**
 * The state of a slide track (home hero, testimonials): which of `count` slides is
 * shown, moves that wrap around, and which slides' pictures are loaded, so a first view downloads
 * one picture, not all of them. `loaded` starts as `initiallyLoaded`: the first slide, whose
 * picture comes with the page. The functions keep their identity while `count` does.
 */
export function useSlides(count: number, initiallyLoaded: readonly number[] = [0]): Slides {
  const [state, setState] = useState<SlidesState>(() => ({ index: 0, loaded: new Set(initiallyLoaded) }));
  const moves = useMemo(() => {
    const move = (to: (index: number) => number) => setState((s) => show(s, to(s.index)));
    return {
      goTo: (index: number) => move(() => index),
      next: () => move((i) => nextIndex(i, count)),
      previous: () => move((i) => prevIndex(i, count)),
      load: (...indices: number[]) => setState((s) => withLoaded(s, indices)),
      loadNeighbours: () =>
        setState((s) => withLoaded(s, [nextIndex(s.index, count), prevIndex(s.index, count)])),
    };
  }, [count]);
  return { ...state, ...moves };
}
