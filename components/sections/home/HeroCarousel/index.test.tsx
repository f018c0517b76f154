import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { heroSlides as heroSlidesIn, heroText } from '@/content/home';
import type { Locale } from '@/lib/i18n';
import { imagePresets } from '@/lib/images';
import { shown } from '@/tests/unit/list-views';
import { mockReducedMotion } from '@/tests/unit/media-query';
import { HeroCarousel } from '.';

const heroSlides = heroSlidesIn.en;
const HEADING = ['Unnoti Construction', 'Improve the possibilities'] as const;
const DOTS = ['Slide 1: Construction & Development', 'Slide 2: Equipment Rental', 'Slide 3: Material Supply'];

function carouselElement(locale: Locale = 'en') {
  return (
    <>
      <HeroCarousel
        locale={locale}
        slides={heroSlidesIn[locale]}
        heading={locale === 'en' ? HEADING : ['উন্নতি কনস্ট্রাকশন', 'সম্ভাবনাকে এগিয়ে নিই']}
        text={heroText[locale]}
      />
      <button type="button">Outside</button>
    </>
  );
}

function renderCarousel(locale: Locale = 'en') {
  return render(carouselElement(locale));
}

const carousel = () => screen.getByRole('region', { name: 'Highlights' });
const button = (name: string) => screen.getByRole('button', { name });
const radio = (n: 1 | 2 | 3) => screen.getByRole('radio', { name: DOTS[n - 1] });
const dot = (n: 1 | 2 | 3) => screen.getByLabelText(DOTS[n - 1] ?? '').nextElementSibling;

/** The one element of `elements` on show: the track's rule (tests/unit/list-views.ts) hides the others. */
function shownOne(elements: HTMLElement[]) {
  const visible = shown(elements);
  expect(visible).toHaveLength(1);
  return visible[0] as HTMLElement;
}

/** The slide a visitor sees: its radio checked, its group the one shown, with its title, its number in the counter. */
function expectSlide(n: 1 | 2 | 3) {
  for (const m of [1, 2, 3] as const) {
    if (m === n) expect(radio(m)).toBeChecked();
    else expect(radio(m)).not.toBeChecked();
  }
  const group = shownOne(screen.getAllByRole('group', { hidden: true }));
  expect(group).toHaveAccessibleName(`${n} of 3`);
  expect(within(group).getByRole('heading', { level: 2 })).toHaveTextContent(heroSlides[n - 1]?.title ?? '');
  expect(shownOne(screen.getAllByText(/^0\d$/))).toHaveTextContent(`0${n}`);
}

/** The arrow on screen: the label of its kind that belongs to the current slide. */
const arrow = (title: 'Previous slide' | 'Next slide') => shownOne(screen.getAllByTitle(title));

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function swipe(dx: number, dy = 0) {
  fireEvent.touchStart(carousel(), { touches: [{ clientX: 200, clientY: 300 }] });
  fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
}

/** The backdrops of the three slides, in order: their pictures and whether they are fetched ahead. */
function backdrops(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > [data-views]')];
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('HeroCarousel', () => {
  it('is a labelled carousel with the page h1, three slides and a radio group that picks one', () => {
    renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unnoti Construction · Improve the possibilities',
    );

    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', 'slide');

    const picker = screen.getByRole('radiogroup', { name: 'Slides' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((input) => input.getAttribute('aria-label'))).toEqual(DOTS);
    // One group: the arrow keys move through it, and the Tab key stops on it once.
    expect(new Set(radios.map((input) => input.getAttribute('name'))).size).toBe(1);
    for (const input of radios) expect(input).toHaveAttribute('aria-controls', groups[0]?.parentElement?.id);
    expectSlide(1);
  });

  it('puts the pause button first in the tab order, then the slide picker', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    expect(
      within(carousel())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Pause slideshow']);
    await user.tab();
    expect(button('Pause slideshow')).toHaveFocus();
    await user.tab();
    expect(radio(1)).toHaveFocus();
  });

  it('makes each dot the label of its radio, and each arrow a label of the radio before or after', () => {
    renderCarousel();
    for (const n of [1, 2, 3] as const) {
      expect(dot(n)).toHaveAttribute('for', radio(n).id);
    }
    const target = (label: HTMLElement) => label.getAttribute('for');
    const previous = screen.getAllByTitle('Previous slide');
    const next = screen.getAllByTitle('Next slide');
    // One pair a slide, in the slides' order: the first one's Previous is the last slide's radio.
    expect(previous.map(target)).toEqual([radio(3).id, radio(1).id, radio(2).id]);
    expect(next.map(target)).toEqual([radio(2).id, radio(3).id, radio(1).id]);
    // Pointer conveniences with no text: the radios keep their own names, and assistive technology
    // has the radio group, which does the same.
    for (const label of [...previous, ...next]) expect(label).toHaveTextContent('');
    expect(radio(2)).toHaveAccessibleName(/^Slide 2: /);
  });

  it('links Learn More to /about/ and Contact Us to /contact/', () => {
    renderCarousel();
    const slide = screen.getByRole('group', { name: '1 of 3', hidden: true });
    expect(within(slide).getByRole('link', { name: 'Learn More about us' })).toHaveAttribute(
      'href',
      '/about/',
    );
    expect(within(slide).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact/');
  });

  it('shows the counter 01 / 03', () => {
    const { container } = renderCarousel();
    expect(container.querySelector('p[aria-hidden="true"]')).toHaveTextContent(/^010203 \/ 03$/);
  });

  it('speaks Bangla on the Bangla page: its name, dots, buttons and counter, with links to the Bangla pages', () => {
    const { container } = renderCarousel('bn');
    const region = screen.getByRole('region', { name: 'এক নজরে' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent(
      'উন্নতি কনস্ট্রাকশন · সম্ভাবনাকে এগিয়ে নিই',
    );
    const picker = screen.getByRole('radiogroup', { name: 'স্লাইড বেছে নিন' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((input) => input.getAttribute('aria-label')),
    ).toEqual(['স্লাইড ১: নির্মাণ ও ডেভেলপমেন্ট', 'স্লাইড ২: যন্ত্রপাতি ভাড়া', 'স্লাইড ৩: নির্মাণসামগ্রী সরবরাহ']);
    expect(screen.getByRole('button', { name: 'স্লাইডশো থামান' })).toBeInTheDocument();
    expect(screen.getAllByTitle('আগের স্লাইড')).toHaveLength(3);
    expect(screen.getAllByTitle('পরের স্লাইড')).toHaveLength(3);
    expect(container.querySelector('p[aria-hidden="true"]')).toHaveTextContent(/^০১০২০৩ \/ ০৩$/);

    const first = shownOne(screen.getAllByRole('group', { hidden: true }));
    expect(first).toHaveAccessibleName('৩টির মধ্যে ১');
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('বাংলাদেশের ভবিষ্যৎ গড়ছি');
    expect(within(first).getByRole('link', { name: 'আমাদের সম্পর্কে আরও জানুন' })).toHaveAttribute(
      'href',
      '/bn/about/',
    );
    expect(within(first).getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveAttribute('href', '/bn/contact/');
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

    fireEvent.click(arrow('Next slide'));
    expectSlide(2);
    fireEvent.click(arrow('Next slide'));
    expectSlide(3);
    fireEvent.click(arrow('Next slide'));
    expectSlide(1);
  });

  it('goes from the first slide back to the last with previous', () => {
    renderCarousel();
    fireEvent.click(arrow('Previous slide'));
    expectSlide(3);
    fireEvent.click(arrow('Previous slide'));
    expectSlide(2);
  });

  it('selects a slide with its dot', () => {
    renderCarousel();
    fireEvent.click(dot(3) as Element);
    expectSlide(3);
    fireEvent.click(dot(2) as Element);
    expectSlide(2);
  });

  it('starts the 11 s again after a manual move', () => {
    renderCarousel();
    advance(8_000);
    fireEvent.click(arrow('Next slide'));
    expectSlide(2);
    advance(10_999);
    expectSlide(2);
    advance(1);
    expectSlide(3);
  });

  it('checks the next radio as it moves, and dispatches no change: no visitor changed it', () => {
    renderCarousel();
    const changes = jest.fn();
    carousel().addEventListener('change', changes);
    advance(11_000);
    expectSlide(2);
    expect(changes).not.toHaveBeenCalled();
  });

  it('stops on pause and resumes on play; the live region speaks only while stopped', () => {
    renderCarousel();
    const slides = screen.getByRole('group', { name: '1 of 3', hidden: true }).parentElement;
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

  it('keeps rotating while the pointer rests on the slide, and holds while it is on the controls', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.hover(screen.getByRole('heading', { name: heroSlides[0]?.title }));
    advance(11_000);
    expectSlide(2);

    await user.hover(dot(3) as Element);
    advance(30_000);
    expectSlide(2);
    await user.hover(arrow('Next slide'));
    advance(30_000);
    expectSlide(2);

    await user.unhover(arrow('Next slide'));
    advance(11_000);
    expectSlide(3);
  });

  it('does not rotate while it has keyboard focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.tab();
    expect(button('Pause slideshow')).toHaveFocus();
    advance(30_000);
    expectSlide(1);

    await user.tab();
    expect(radio(1)).toHaveFocus();
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

    fireEvent.click(arrow('Next slide'));
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

  it('has one <img>, the first picture, eager; the others are CSS backgrounds, fetched ahead 3 s before they are due', () => {
    const { container } = renderCarousel();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', expect.stringContaining('/img/hero/building-bangladesh-'));
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');

    const [, second, third] = backdrops(container);
    const picture = second?.querySelector<HTMLElement>('[style]');
    for (const width of imagePresets.hero.widths) {
      expect(picture?.style.getPropertyValue(`--picture-${width}`)).toBe(
        `url("/img/hero/equipment-rental-${width}.webp")`,
      );
    }
    expect(second).not.toHaveAttribute('data-primed');

    advance(7_999);
    expect(second).not.toHaveAttribute('data-primed');
    advance(1);
    expect(second).toHaveAttribute('data-primed');
    expect(third).not.toHaveAttribute('data-primed');
  });

  it('fetches the neighbouring pictures when a touch starts, before a swipe', () => {
    const { container } = renderCarousel();
    fireEvent.touchStart(carousel(), { touches: [{ clientX: 200, clientY: 300 }] });
    expect(backdrops(container).map((backdrop) => backdrop.hasAttribute('data-primed'))).toEqual([
      false,
      true,
      true,
    ]);
  });

  describe('served as HTML and hydrated', () => {
    let container: HTMLElement;
    let root: Root | undefined;

    beforeEach(() => {
      container = document.createElement('div');
      container.innerHTML = renderToString(carouselElement());
      document.body.append(container);
    });

    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      container.remove();
    });

    function hydrate() {
      act(() => {
        root = hydrateRoot(container, carouselElement());
      });
    }

    it('keeps a slide chosen before hydration, and rotates on from it', () => {
      const errors = jest.spyOn(console, 'error');
      // The served HTML: the pause button holds its place but is not there yet (index.module.css).
      expect(button('Pause slideshow')).toHaveClass('unhydrated');

      fireEvent.click(dot(3) as Element);
      expectSlide(3);

      hydrate();
      expectSlide(3);
      expect(button('Pause slideshow')).not.toHaveClass('unhydrated');
      advance(10_999);
      expectSlide(3);
      advance(1);
      expectSlide(1);
      expect(errors).not.toHaveBeenCalled();
    });

    it('holds the rotation for keyboard focus that arrived before hydration', () => {
      radio(1).focus();
      hydrate();
      advance(30_000);
      expectSlide(1);
      act(() => button('Outside').focus());
      advance(11_000);
      expectSlide(2);
    });
  });
});
