import { act } from '@testing-library/react';

/**
 * jsdom does not lay out and has no IntersectionObserver: this puts a stand-in on `window`.
 * `show(element)` tells the latest observer that an element it observes has come into view;
 * `observing(element)` says whether one still does; `options()` are the ones it was made with.
 */
export function fakeIntersectionObserver() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => {};
  let init: IntersectionObserverInit | undefined;
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      report = callback;
      init = options;
    }
    observe = (element: Element) => observed.add(element);
    unobserve = (element: Element) => observed.delete(element);
    disconnect = () => observed.clear();
  }
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    show(element: Element) {
      if (!observed.has(element)) return;
      act(() =>
        report(
          [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    },
    observing: (element: Element) => observed.has(element),
    options: () => init,
  };
}
