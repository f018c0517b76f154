import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellText } from '@/content/shell';
import { supplyPage, testimonials as testimonialsIn } from '@/content/supply';
import type { Testimonial } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { TestimonialSlider } from '.';
import { testimonialPlaces } from './places';

const testimonials = testimonialsIn.en;

function renderSlider(locale: Locale = 'en', entries: readonly Testimonial[] = testimonialsIn[locale]) {
  return render(
    <TestimonialSlider
      testimonials={entries}
      places={testimonialPlaces(locale, entries.length, supplyPage[locale].slider, shellText[locale].slide)}
      text={supplyPage[locale].slider}
      slideRole={shellText[locale].slide.role}
    />,
  );
}

/** The one testimonial on show: its quote, name, company and position. */
function expectShowing(name: string, position: string) {
  const entry = testimonials.find((t) => t.name === name);
  if (!entry) throw new Error(`no testimonial by ${name}`);
  const slide = screen.getByRole('group', { name: position });
  expect(within(slide).getByText(entry.quote)).toBeInTheDocument();
  expect(within(slide).getByText(entry.name)).toBeInTheDocument();
  expect(within(slide).getByText(entry.company)).toBeInTheDocument();
  expect(slide.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(screen.getAllByRole('blockquote')).toHaveLength(1);
  expect(screen.getByText(position.replace(' of ', ' / '))).toBeInTheDocument();
}

describe('TestimonialSlider', () => {
  it('holds the three sample testimonials and starts with the first', () => {
    renderSlider();
    expect(testimonials.map((t) => t.name)).toEqual(['Rashed Khan', 'Tasnim Ara', 'Mohammad Sohrab']);
    expect(screen.getByRole('group', { name: 'Testimonials' })).toBeInTheDocument();
    expectShowing('Rashed Khan', '1 of 3');
  });

  it('moves right by one and wraps from the last to the first', async () => {
    const user = userEvent.setup();
    renderSlider();
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    await user.click(next);
    expectShowing('Tasnim Ara', '2 of 3');
    await user.click(next);
    expectShowing('Mohammad Sohrab', '3 of 3');
    await user.click(next);
    expectShowing('Rashed Khan', '1 of 3');
  });

  it('moves left by one and wraps from the first to the last', async () => {
    const user = userEvent.setup();
    renderSlider();
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    await user.click(previous);
    expectShowing('Mohammad Sohrab', '3 of 3');
    await user.click(previous);
    expectShowing('Tasnim Ara', '2 of 3');
    await user.click(previous);
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
    expect(within(slider).getByText('রাশেদ খান')).toBeInTheDocument();
    expect(within(slider).getByText('নির্মাণ প্রপার্টিজ লিমিটেড')).toBeInTheDocument();
    expect(within(slider).getByText('১ / ৩')).toBeInTheDocument();
    // The slide's own name is the shell's words ('{count}টির মধ্যে {position}'), in Bengali digits too.
    const slideName = shellText.bn.slide.label.replace('{position}', '১').replace('{count}', '৩');
    expect(within(slider).getByRole('group', { name: slideName })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'আগের মতামত' }));
    expect(within(slider).getByText('মোহাম্মদ সোহরাব')).toBeInTheDocument();
    expect(within(slider).getByText('৩ / ৩')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পরের মতামত' }));
    expect(within(slider).getByText('রাশেদ খান')).toBeInTheDocument();
  });
});
