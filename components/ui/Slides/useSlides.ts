import { useMemo, useReducer } from 'react';
import { nextIndex, prevIndex } from '@/lib/carousel';

/** The slide on show and the slides whose picture is in the page, or on its way. */
export interface SlidesState {
  /** The slide shown, from 0. */
  index: number;
  /** Slides whose picture is loaded: shown at least once, or fetched ahead with `load`. */
  loaded: ReadonlySet<number>;
}

export type SlidesAction =
  | { type: 'show'; index: number }
  | { type: 'step'; by: 1 | -1; count: number }
  | { type: 'load'; indices: readonly number[] }
  | { type: 'loadNeighbours'; count: number };

/** `state` itself when nothing changes, so React skips the render. */
function withLoaded(state: SlidesState, indices: readonly number[]): SlidesState {
  if (indices.every((i) => state.loaded.has(i))) return state;
  return { ...state, loaded: new Set([...state.loaded, ...indices]) };
}

function show(state: SlidesState, index: number): SlidesState {
  const loaded = withLoaded(state, [index]);
  return loaded.index === index ? loaded : { ...loaded, index };
}

/** Moves and loads of a slide track, pure: every transition is tested alone (useSlides.test.ts). */
export function slidesReducer(state: SlidesState, action: SlidesAction): SlidesState {
  switch (action.type) {
    case 'show':
      return show(state, action.index);
    case 'step':
      return show(state, (action.by > 0 ? nextIndex : prevIndex)(state.index, action.count));
    case 'load':
      return withLoaded(state, action.indices);
    case 'loadNeighbours':
      return withLoaded(state, [nextIndex(state.index, action.count), prevIndex(state.index, action.count)]);
  }
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
 * The state of a slide track (home hero, project gallery, testimonials): which of `count` slides is
 * shown, moves that wrap around, and which slides' pictures are loaded, so a first view downloads
 * one picture, not all of them. `loaded` starts as `initiallyLoaded`: the first slide, whose
 * picture comes with the page. The functions keep their identity while `count` does.
 */
export function useSlides(count: number, initiallyLoaded: readonly number[] = [0]): Slides {
  const [state, dispatch] = useReducer(slidesReducer, initiallyLoaded, (loaded) => ({
    index: 0,
    loaded: new Set(loaded),
  }));
  const moves = useMemo(
    () => ({
      goTo: (index: number) => dispatch({ type: 'show', index }),
      next: () => dispatch({ type: 'step', by: 1, count }),
      previous: () => dispatch({ type: 'step', by: -1, count }),
      load: (...indices: number[]) => dispatch({ type: 'load', indices }),
      loadNeighbours: () => dispatch({ type: 'loadNeighbours', count }),
    }),
    [count],
  );
  return { ...state, ...moves };
}
