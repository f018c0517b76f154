import { act } from '@testing-library/react';

/** Scrolls the jsdom window to `y` and fires the scroll event, as a visitor's scroll would. */
export function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}
