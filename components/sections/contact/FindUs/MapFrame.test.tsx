import { act, render, screen } from '@testing-library/react';
import { MAP_NEAR_MARGIN, MapFrame } from './MapFrame';

const SRC = 'https://www.google.com/maps?q=23.8634,90.4003&z=15&output=embed';

/** A stand-in IntersectionObserver that the test moves by hand. */
function fakeObserver() {
  const seen: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  const disconnect = jest.fn();
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      seen.push({ callback, options });
    }
    observe() {}
    disconnect = disconnect;
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
  const cross = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of seen)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { seen, cross, disconnect };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('MapFrame', () => {
  it('makes the frame only when the visitor comes near it, with the spec’s height', async () => {
    const observer = fakeObserver();
    render(<MapFrame src={SRC} title="Map: Uttara, Dhaka" />);
    await act(() => Promise.resolve());
    expect(screen.queryByTitle('Map: Uttara, Dhaka')).toBeNull();
    expect(observer.seen[0]?.options?.rootMargin).toBe(MAP_NEAR_MARGIN);

    observer.cross(false);
    expect(screen.queryByTitle('Map: Uttara, Dhaka')).toBeNull();

    observer.cross(true);
    const frame = screen.getByTitle('Map: Uttara, Dhaka');
    expect(frame).toHaveAttribute('src', SRC);
    expect(frame).toHaveAttribute('height', '450');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('makes the frame at once in a browser without IntersectionObserver', async () => {
    render(<MapFrame src={SRC} title="Map: Uttara, Dhaka" />);
    expect(await screen.findByTitle('Map: Uttara, Dhaka')).toHaveAttribute('src', SRC);
  });
});
