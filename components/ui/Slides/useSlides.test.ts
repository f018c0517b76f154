import { act, renderHook } from '@testing-library/react';
import { useSlides } from './useSlides';

function slides(count = 3, initiallyLoaded?: readonly number[]) {
  return renderHook(({ n }) => useSlides(n, initiallyLoaded), { initialProps: { n: count } });
}

const loaded = (result: { current: { loaded: ReadonlySet<number> } }) =>
  [...result.current.loaded].sort((a, b) => a - b);

describe('useSlides', () => {
  it('starts on the first slide with only its picture loaded', () => {
    const { result } = slides();
    expect(result.current.index).toBe(0);
    expect(loaded(result)).toEqual([0]);
  });

  it('starts with the pictures it is told are loaded', () => {
    const { result } = slides(3, []);
    expect(result.current.index).toBe(0);
    expect(loaded(result)).toEqual([]);
  });

  it('moves to the next slide and wraps from the last to the first', () => {
    const { result } = slides();
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('moves to the previous slide and wraps from the first to the last', () => {
    const { result } = slides();
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.previous());
    expect(result.current.index).toBe(1);
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
  });

  it('applies every move of one event in turn', () => {
    const { result } = slides();
    act(() => {
      result.current.next();
      result.current.next();
    });
    expect(result.current.index).toBe(2);
    act(() => {
      result.current.previous();
      result.current.previous();
      result.current.previous();
    });
    expect(result.current.index).toBe(2);
  });

  it('goes straight to a slide', () => {
    const { result } = slides(5);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
    act(() => result.current.goTo(0));
    expect(result.current.index).toBe(0);
  });

  it('loads the picture of every slide it shows, and keeps it loaded', () => {
    const { result } = slides(5, []);
    act(() => result.current.goTo(3));
    expect(loaded(result)).toEqual([3]);
    act(() => result.current.next());
    expect(loaded(result)).toEqual([3, 4]);
    act(() => result.current.next());
    expect(loaded(result)).toEqual([0, 3, 4]);
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    expect(loaded(result)).toEqual([0, 3, 4]);
  });

  it('loads pictures ahead without moving', () => {
    const { result } = slides(5);
    act(() => result.current.load(2, 4));
    expect(result.current.index).toBe(0);
    expect(loaded(result)).toEqual([0, 2, 4]);
  });

  it('loads the neighbours of the slide shown, across the wrap', () => {
    const { result } = slides(5);
    act(() => result.current.loadNeighbours());
    expect(result.current.index).toBe(0);
    expect(loaded(result)).toEqual([0, 1, 4]);
    act(() => result.current.goTo(2));
    act(() => result.current.loadNeighbours());
    expect(loaded(result)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps its loaded set when a move or a load adds nothing to it', () => {
    const { result } = slides(3);
    const before = result.current.loaded;
    act(() => result.current.goTo(0));
    act(() => result.current.load(0));
    expect(result.current.loaded).toBe(before);
    act(() => result.current.load(1));
    expect(result.current.loaded).not.toBe(before);
    expect(loaded(result)).toEqual([0, 1]);
  });

  it('keeps its functions while the count is the same, and wraps at the new count when it changes', () => {
    const { result, rerender } = slides(3);
    const { next, goTo } = result.current;
    act(() => next());
    expect(result.current.next).toBe(next);
    expect(result.current.goTo).toBe(goTo);
    rerender({ n: 2 });
    expect(result.current.next).not.toBe(next);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('stays on the one slide there is', () => {
    const { result } = slides(1);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
    act(() => result.current.loadNeighbours());
    expect(loaded(result)).toEqual([0]);
  });
});
