import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { companyText } from '@/content/company';
import { heroSlides, heroText } from '@/content/home';
import { HERO_AUTO_ADVANCE_MS, HERO_PRIME_LEAD_MS } from '@/lib/carousel';
import { HeroCarousel } from '.';

// What the hero's script alone adds (HeroRotation). Its radios are the slide on show and CSS draws
// it: the arrows, the dots, the 11 s rotation, pause, hover, keyboard focus, reduced motion and
// swipes are proved in a browser (tests/e2e/hero.spec.ts); swipe lengths in lib/carousel.test.ts.

const text = heroText.en;
const carousel = (
  <>
    <HeroCarousel
      locale="en"
      slides={heroSlides.en}
      heading={[companyText.en.name, companyText.en.motto]}
      text={text}
    />
    <button type="button">Outside</button>
  </>
);

const hero = () => screen.getByRole('region', { name: text.label });
/** Which slide is on show: the place of the checked radio, from 1. */
const shownSlide = () =>
  screen.getAllByRole<HTMLInputElement>('radio').findIndex((radio) => radio.checked) + 1;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The slides' backdrops, in order: whether each picture is fetched ahead of its slide. */
const primed = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-hidden="true"] > [data-views]')].map((backdrop) =>
    backdrop.hasAttribute('data-primed'),
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('HeroCarousel', () => {
  it("rotates by checking the next radio (no change event: no visitor moved it), and counts 11 s again after a visitor's move", () => {
    render(carousel);
    const changes = jest.fn();
    hero().addEventListener('change', changes);
    advance(HERO_AUTO_ADVANCE_MS);
    expect(shownSlide()).toBe(2);
    expect(changes).not.toHaveBeenCalled();

    advance(HERO_AUTO_ADVANCE_MS - 3_000);
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    advance(HERO_AUTO_ADVANCE_MS - 1);
    expect(shownSlide()).toBe(1);
    advance(1);
    expect(shownSlide()).toBe(2);
  });

  it('is a live region only while it does not rotate', () => {
    render(carousel);
    const slides = screen.getByRole('group', { name: '1 of 3', hidden: true }).parentElement;
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: text.pause }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  it('fetches the next picture before its slide is due, and both neighbours when a touch starts', () => {
    const { container, unmount } = render(carousel);
    advance(HERO_AUTO_ADVANCE_MS - HERO_PRIME_LEAD_MS - 1);
    expect(primed(container)).toEqual([false, false, false]);
    advance(1);
    expect(primed(container)).toEqual([false, true, false]);
    unmount();

    const touched = render(carousel);
    fireEvent.touchStart(hero(), { touches: [{ clientX: 200, clientY: 300 }] });
    expect(primed(touched.container)).toEqual([false, true, true]);
  });

  it('holds for keyboard focus that came before the script, and rotates once it leaves', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    document.body.append(container);
    screen.getAllByRole('radio')[0]!.focus();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, carousel);
    });
    advance(2 * HERO_AUTO_ADVANCE_MS);
    expect(shownSlide()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(HERO_AUTO_ADVANCE_MS);
    expect(shownSlide()).toBe(2);
    act(() => root?.unmount());
    container.remove();
  });
});
