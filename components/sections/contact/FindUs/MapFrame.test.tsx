import { act, render, screen } from '@testing-library/react';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { MAP_NEAR_MARGIN, MapFrame } from './MapFrame';

const SRC = 'https://www.google.com/maps?q=23.8634,90.4003&z=15&output=embed';

describe('MapFrame', () => {
  it('makes the frame only when the visitor comes near it, with the spec’s height', async () => {
    const observer = fakeIntersectionObserver();
    const { container } = render(<MapFrame src={SRC} title="Map: Uttara, Dhaka" />);
    const box = container.firstElementChild as Element;
    // No loading screen here, so the observer starts at once.
    await act(() => Promise.resolve());
    expect(observer.observing(box)).toBe(true);
    expect(observer.options()?.rootMargin).toBe(MAP_NEAR_MARGIN);
    expect(screen.queryByTitle('Map: Uttara, Dhaka')).toBeNull();

    observer.show(box);
    const frame = screen.getByTitle('Map: Uttara, Dhaka');
    expect(frame).toHaveAttribute('src', SRC);
    expect(frame).toHaveAttribute('height', '450');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(observer.observing(box)).toBe(false);
  });
});
