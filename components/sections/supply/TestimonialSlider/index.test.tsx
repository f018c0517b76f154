import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supplyPage, testimonials } from '@/content/supply';
import { TestimonialSlider } from '.';

// The Supply page keeps the slider hidden (spec), so no browser test can press its arrows: here jsdom
// draws its track's rule (a small one: three slides) as it draws any stylesheet. The same rule and
// arrows move the hero and a project's gallery in a browser (tests/e2e/hero.spec.ts,
// project-gallery.spec.ts); that it stays hidden is tests/e2e/supply.spec.ts's.

const text = supplyPage.en.slider;
const names = testimonials.en.map((testimonial) => testimonial.name);

/** The one arrow of this kind on show: each testimonial has its own, and only the current one's show. */
function arrow(title: string) {
  const shown = screen.getAllByTitle(title).filter((label) => {
    try {
      expect(label).toBeVisible();
      return true;
    } catch {
      return false;
    }
  });
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

/** The testimonial on show: whose radio is checked, and whose quote a visitor sees. */
function expectShowing(index: number) {
  expect(screen.getByRole('radio', { name: names[index] })).toBeChecked();
  expect(screen.getByText(testimonials.en[index]!.quote)).toBeVisible();
}

describe('TestimonialSlider', () => {
  it('moves by one, left or right, with wraparound (spec section 4)', async () => {
    const user = userEvent.setup();
    render(<TestimonialSlider locale="en" testimonials={testimonials.en} text={text} />);
    expectShowing(0);
    for (const index of [1, 2, 0]) {
      await user.click(arrow(text.next));
      expectShowing(index);
    }
    for (const index of [2, 1]) {
      await user.click(arrow(text.previous));
      expectShowing(index);
    }
  });

  it('renders nothing without testimonials', () => {
    const { container } = render(<TestimonialSlider locale="en" testimonials={[]} text={text} />);
    expect(container).toBeEmptyDOMElement();
  });
});
