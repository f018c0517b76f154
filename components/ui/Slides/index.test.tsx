import { render, screen } from '@testing-library/react';
import { shellText } from '@/content/shell';
import { Slide, placeText } from '.';

describe('Slide', () => {
  it("is a group announced as a slide, '2 of 3'", () => {
    const text = shellText.en.slide;
    render(<Slide label={placeText(text.label, 'en', 2, 3)} roleDescription={text.role} />);
    const slide = screen.getByRole('group', { name: '2 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  });

  it("is announced in Bangla on a Bangla page, its numbers in Bengali digits: '৩টির মধ্যে ২'", () => {
    render(
      <Slide
        label={placeText(shellText.bn.slide.label, 'bn', 2, 3)}
        roleDescription={shellText.bn.slide.role}
        data-slide={2}
      >
        <p>স্লাইডের লেখা</p>
      </Slide>,
    );
    const slide = screen.getByRole('group', { name: '৩টির মধ্যে ২' });
    expect(slide).toHaveAttribute('aria-roledescription', 'স্লাইড');
    expect(slide).toHaveAttribute('data-slide', '2');
    expect(slide).toHaveTextContent('স্লাইডের লেখা');
  });
});
