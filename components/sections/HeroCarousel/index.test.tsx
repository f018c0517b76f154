import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heroSlides } from '@/content/home';
import { mockReducedMotion } from '@/tests/unit/media-query';
import { HeroCarousel } from '.';

const HEADING = ['Unnoti Construction', 'Improve the possibilities'] as const;

function renderCarousel() {
  return render(
    <>
      <HeroCarousel slides={heroSlides} heading={HEADING} label="Highlights" />
      <button type="button">Outside</button>
    </>,
  );
}

const carousel = () => screen.getByRole('region', { name: 'Highlights' });
const button = (name: string) => screen.getByRole('button', { name });

/** The one slide exposed to assistive technology: the others are aria-hidden and inert. */
function expectSlide(n: 1 | 2 | 3) {
  const slide = heroSlides[n - 1];
  const group = screen.getByRole('group');
  expect(group).toHaveAccessibleName(`${n} of 3`);
  expect(within(group).getByRole('heading', { level: 2 })).toHaveTextContent(slide?.title ?? '');
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function swipe(dx: number, dy = 0) {
  fireEvent.touchStart(carousel(), { touches: [{ clientX: 200, clientY: 300 }] });
  fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
}

/** Slide pictures in the DOM, by file name. */
function pictures(container: HTMLElement) {
  return [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('HeroCarousel', () => {
  it('is a labelled carousel with the page h1 and three slides, of which only the current one is exposed', () => {
    renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unnoti Construction · Improve the possibilities',
    );

    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups).toHaveLength(3);
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', 'slide');
    expect(groups[0]).not.toHaveAttribute('inert');
    expect(groups[1]).toHaveAttribute('inert');
    expect(groups[2]).toHaveAttribute('inert');
    expectSlide(1);
  });

  it('puts the rotation control first, then previous, the three dots and next', () => {
    renderCarousel();
    const buttons = within(carousel()).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pause slideshow',
      'Previous slide',
      'Slide 1: Construction & Development',
      'Slide 2: Equipment Rental',
      'Slide 3: Material Supply',
      'Next slide',
    ]);
  });

  it('links Learn More to /about/ and Contact Us to /contact/', () => {
    renderCarousel();
    const slide = screen.getByRole('group');
    expect(within(slide).getByRole('link', { name: 'Learn More about us' })).toHaveAttribute(
      'href',
      '/about/',
    );
    expect(within(slide).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact/');
  });

  it('advances after exactly 11000 ms, not before', () => {
    renderCarousel();
    advance(10_999);
    expectSlide(1);
    advance(1);
    expectSlide(2);
    advance(10_999);
    expectSlide(2);
    advance(1);
    expectSlide(3);
  });

  it('wraps from the last slide to the first, automatically and with next', () => {
    renderCarousel();
    advance(11_000);
    advance(11_000);
    expectSlide(3);
    advance(11_000);
    expectSlide(1);

    fireEvent.click(button('Next slide'));
    expectSlide(2);
    fireEvent.click(button('Next slide'));
    expectSlide(3);
    fireEvent.click(button('Next slide'));
    expectSlide(1);
  });

  it('goes from the first slide back to the last with previous', () => {
    renderCarousel();
    fireEvent.click(button('Previous slide'));
    expectSlide(3);
    fireEvent.click(button('Previous slide'));
    expectSlide(2);
  });

  it('selects a slide with its dot and marks that dot current', () => {
    renderCarousel();
    expect(button('Slide 1: Construction & Development')).toHaveAttribute('aria-current', 'true');
    fireEvent.click(button('Slide 3: Material Supply'));
    expectSlide(3);
    expect(button('Slide 3: Material Supply')).toHaveAttribute('aria-current', 'true');
    expect(button('Slide 1: Construction & Development')).not.toHaveAttribute('aria-current');
    fireEvent.click(button('Slide 2: Equipment Rental'));
    expectSlide(2);
  });

  it('starts the 11 s again after a manual move', () => {
    renderCarousel();
    advance(8_000);
    fireEvent.click(button('Next slide'));
    expectSlide(2);
    advance(10_999);
    expectSlide(2);
    advance(1);
    expectSlide(3);
  });

  it('stops on pause and resumes on play; the live region speaks only while stopped', () => {
    renderCarousel();
    const slides = screen.getByRole('group').parentElement;
    expect(slides).toHaveAttribute('aria-live', 'off');

    fireEvent.click(button('Pause slideshow'));
    expect(button('Play slideshow')).toBeInTheDocument();
    expect(slides).toHaveAttribute('aria-live', 'polite');
    advance(60_000);
    expectSlide(1);

    fireEvent.click(button('Play slideshow'));
    expect(button('Pause slideshow')).toBeInTheDocument();
    expect(slides).toHaveAttribute('aria-live', 'off');
    advance(11_000);
    expectSlide(2);
  });

  it('does not rotate while the pointer is over it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.hover(screen.getByRole('group'));
    advance(30_000);
    expectSlide(1);

    await user.unhover(screen.getByRole('group'));
    advance(11_000);
    expectSlide(2);
  });

  it('does not rotate while it has keyboard focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.tab();
    expect(button('Pause slideshow')).toHaveFocus();
    advance(30_000);
    expectSlide(1);

    await user.tab();
    expect(button('Previous slide')).toHaveFocus();
    advance(30_000);
    expectSlide(1);

    act(() => button('Outside').focus());
    advance(11_000);
    expectSlide(2);
  });

  it('does not rotate by itself when the visitor prefers reduced motion, but can be started', () => {
    mockReducedMotion(true);
    renderCarousel();
    expect(button('Play slideshow')).toBeInTheDocument();
    advance(60_000);
    expectSlide(1);

    fireEvent.click(button('Next slide'));
    expectSlide(2);

    fireEvent.click(button('Play slideshow'));
    advance(11_000);
    expectSlide(3);
  });

  it('moves to the next slide on a swipe left and to the previous on a swipe right', () => {
    renderCarousel();
    swipe(-120);
    expectSlide(2);
    swipe(120);
    expectSlide(1);
    swipe(120);
    expectSlide(3);
  });

  it('ignores short and vertical swipes', () => {
    renderCarousel();
    swipe(-30);
    expectSlide(1);
    swipe(-80, 200);
    expectSlide(1);
  });

  it('loads only the first picture, eagerly, until another slide is about to show', () => {
    const { container } = renderCarousel();
    const first = container.querySelector('img');
    expect(pictures(container)).toEqual([expect.stringContaining('/img/hero/building-bangladesh-')]);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');

    advance(7_999);
    expect(pictures(container)).toHaveLength(1);
    advance(1);
    expect(pictures(container)).toEqual([
      expect.stringContaining('building-bangladesh-'),
      expect.stringContaining('equipment-rental-'),
    ]);
    expect(container.querySelectorAll('img')[1]).not.toHaveAttribute('fetchpriority');
  });

  it('loads the other pictures when a control is focused or pointed at', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderCarousel();
    act(() => button('Next slide').focus());
    expect(pictures(first.container)).toHaveLength(3);
    first.unmount();

    const second = renderCarousel();
    await user.hover(button('Slide 3: Material Supply'));
    expect(pictures(second.container)).toHaveLength(3);
  });

  it('loads the neighbouring pictures when a touch starts, before a swipe', () => {
    const { container } = renderCarousel();
    fireEvent.touchStart(carousel(), { touches: [{ clientX: 200, clientY: 300 }] });
    expect(pictures(container)).toHaveLength(3);
  });
});
