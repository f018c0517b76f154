import { isScrollLocked, lockScroll } from './scroll-lock';

describe('lockScroll', () => {
  it('keeps the page locked until every overlay has released it', () => {
    expect(isScrollLocked()).toBe(false);
    const releaseMenu = lockScroll();
    const releaseViewer = lockScroll();
    expect(isScrollLocked()).toBe(true);
    releaseMenu();
    expect(isScrollLocked()).toBe(true);
    releaseMenu(); // releasing twice must not unlock the viewer's lock
    expect(isScrollLocked()).toBe(true);
    releaseViewer();
    expect(isScrollLocked()).toBe(false);
  });
});
