import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supplyPage, testimonials as testimonialsIn } from '@/content/supply';
import type { Testimonial } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { shown } from '@/tests/unit/list-views';
import { TestimonialSlider } from '.';

const testimonials = testimonialsIn.en;

function renderSlider(locale: Locale = 'en', entries: readonly Testimonial[] = testimonialsIn[locale]) {
  return render(
    <TestimonialSlider locale={locale} testimonials={entries} text={supplyPage[locale].slider} />,
  );
}

/** The one element of `elements` on show: each testimonial has its own arrows and number, and only the current one's show. */
function shownOne(elements: HTMLElement[]) {
  const visible = shown(elements);
  expect(visible).toHaveLength(1);
  return visible[0] as HTMLElement;
}

const arrow = (title: string) => shownOne(screen.getAllByTitle(title));

/** The one testimonial on show: its quote, name, company and position, its radio checked. */
function expectShowing(name: string, position: string) {
  const entry = testimonials.find((t) => t.name === name);
  if (!entry) throw new Error(`no testimonial by ${name}`);
  const slide = shownOne(screen.getAllByRole('group', { name: /^\d of \d$/, hidden: true }));
  expect(slide).toHaveAccessibleName(position);
  expect(within(slide).getByText(entry.quote)).toBeInTheDocument();
  expect(within(slide).getByText(entry.name)).toBeInTheDocument();
  expect(within(slide).getByText(entry.company)).toBeInTheDocument();
  expect(slide.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(shownOne(screen.getAllByText(/^\d \/ \d$/))).toHaveTextContent(position.replace(' of ', ' / '));
  expect(screen.getByRole('radio', { name })).toBeChecked();
}

describe('TestimonialSlider', () => {
  it('holds the three sample testimonials, a radio each, and starts with the first', () => {
    renderSlider();
    expect(testimonials.map((t) => t.name)).toEqual(['Rashed Khan', 'Tasnim Ara', 'Mohammad Sohrab']);
    const slider = screen.getByRole('group', { name: 'Testimonials' });
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    const picker = within(slider).getByRole('radiogroup', { name: 'Choose a testimonial' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(testimonials.map((t) => t.name));
    // One group: the arrow keys move through it, and the Tab key stops on it once.
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expectShowing('Rashed Khan', '1 of 3');
  });

  it('moves right by one and wraps from the last to the first', async () => {
    const user = userEvent.setup();
    renderSlider();
    await user.click(arrow('Next testimonial'));
    expectShowing('Tasnim Ara', '2 of 3');
    await user.click(arrow('Next testimonial'));
    expectShowing('Mohammad Sohrab', '3 of 3');
    await user.click(arrow('Next testimonial'));
    expectShowing('Rashed Khan', '1 of 3');
  });

  it('moves left by one and wraps from the first to the last', async () => {
    const user = userEvent.setup();
    renderSlider();
    await user.click(arrow('Previous testimonial'));
    expectShowing('Mohammad Sohrab', '3 of 3');
    await user.click(arrow('Previous testimonial'));
    expectShowing('Tasnim Ara', '2 of 3');
    await user.click(arrow('Previous testimonial'));
    expectShowing('Rashed Khan', '1 of 3');
  });

  it('moves with the arrow keys in its radio group, wrapping around', async () => {
    const user = userEvent.setup();
    renderSlider();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Rashed Khan' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expectShowing('Mohammad Sohrab', '3 of 3');
    await user.keyboard('{ArrowRight}');
    expectShowing('Rashed Khan', '1 of 3');
  });

  it('renders nothing without testimonials', () => {
    const { container } = renderSlider('en', []);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads in Bangla: client names in Bangla script, Bangla controls and a counter in Bengali digits', async () => {
    const user = userEvent.setup();
    renderSlider('bn');
    const slider = screen.getByRole('group', { name: 'ক্লায়েন্টদের মতামত' });
    expect(slider).toHaveAttribute('aria-roledescription', 'ক্যারোসেল');
    expect(within(slider).getByRole('radiogroup', { name: 'মতামত বেছে নিন' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'রাশেদ খান' })).toBeChecked();
    const shownSlide = () => shownOne(within(slider).getAllByRole('group', { name: /মধ্যে/, hidden: true }));
    // The slide's own name is the shell's words ('{count}টির মধ্যে {position}'), in Bengali digits too.
    expect(shownSlide()).toHaveAccessibleName('৩টির মধ্যে ১');
    expect(within(shownSlide()).getByText('নির্মাণ প্রপার্টিজ লিমিটেড')).toBeInTheDocument();
    expect(shownOne(within(slider).getAllByText(/\/ ৩$/))).toHaveTextContent('১ / ৩');

    await user.click(arrow('আগের মতামত'));
    expect(within(shownSlide()).getByText('মোহাম্মদ সোহরাব')).toBeInTheDocument();
    expect(shownOne(within(slider).getAllByText(/\/ ৩$/))).toHaveTextContent('৩ / ৩');
    await user.click(arrow('পরের মতামত'));
    expect(within(shownSlide()).getByText('রাশেদ খান')).toBeInTheDocument();
  });
});
