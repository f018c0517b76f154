/** @jest-environment node */
import { nextIndex, prevIndex, swipeDirection } from './carousel';

describe('nextIndex', () => {
  it('moves forward by one', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
  });

  it('wraps from the last slide to the first', () => {
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('stays at 0 with one slide or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('prevIndex', () => {
  it('moves back by one', () => {
    expect(prevIndex(2, 3)).toBe(1);
    expect(prevIndex(1, 3)).toBe(0);
  });

  it('wraps from the first slide to the last', () => {
    expect(prevIndex(0, 3)).toBe(2);
  });

  it('stays at 0 with one slide or none', () => {
    expect(prevIndex(0, 1)).toBe(0);
    expect(prevIndex(0, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('reads a swipe to the left as next and to the right as previous', () => {
    expect(swipeDirection(-80, 5)).toBe('next');
    expect(swipeDirection(80, -5)).toBe('prev');
  });

  it('ignores short moves and mostly vertical ones', () => {
    expect(swipeDirection(-49, 0)).toBeNull();
    expect(swipeDirection(-50, 0)).toBe('next');
    expect(swipeDirection(-80, 120)).toBeNull();
    expect(swipeDirection(60, 60)).toBeNull();
  });
});
