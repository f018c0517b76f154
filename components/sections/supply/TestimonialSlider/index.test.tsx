import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testimonials } from '@/content/supply';
import { TestimonialSlider } from '.';

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
    render(<TestimonialSlider testimonials={testimonials} />);
    expect(testimonials.map((t) => t.name)).toEqual(['Rashed Khan', 'Tasnim Ara', 'Mohammad Sohrab']);
    expect(screen.getByRole('group', { name: 'Testimonials' })).toBeInTheDocument();
    expectShowing('Rashed Khan', '1 of 3');
  });

  it('moves right by one and wraps from the last to the first', async () => {
    const user = userEvent.setup();
    render(<TestimonialSlider testimonials={testimonials} />);
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
    render(<TestimonialSlider testimonials={testimonials} />);
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    await user.click(previous);
    expectShowing('Mohammad Sohrab', '3 of 3');
    await user.click(previous);
    expectShowing('Tasnim Ara', '2 of 3');
    await user.click(previous);
    expectShowing('Rashed Khan', '1 of 3');
  });

  it('renders nothing without testimonials', () => {
    const { container } = render(<TestimonialSlider testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
