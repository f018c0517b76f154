import { act } from '@testing-library/react';

/** Scrolls the jsdom window to `y` and fires the scroll event, as a visitor's scroll would. */
export function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/**
 * Whether a modal <dialog> is open: the page's scroll is locked exactly then, by CSS
 * (`html:has(dialog:modal)` in app/globals.css; jsdom does not apply it, the e2e tests check it).
 */
export function isModalOpen() {
  return document.querySelector('dialog[open]') !== null;
}
