/** jsdom has no window.matchMedia: a MediaQueryList that never changes, for jest.setup.ts and tests. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}

/** Makes '(prefers-reduced-motion: reduce)' match (or not) until jest.restoreAllMocks(). */
export function mockReducedMotion(reduce: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) =>
      mediaQueryList(query, reduce && query === '(prefers-reduced-motion: reduce)'),
    );
}
