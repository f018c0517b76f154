import { render, screen } from '@testing-library/react';
import { shellText } from '@/content/shell';
import { slideViews } from '@/lib/list-views';
import { Slide, SlideArrows, SlideRadio, placeText } from '.';

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

describe("a slide track's radios and arrows", () => {
  const track = slideViews('track', ['a', 'b', 'c']);

  it('has a radio per slide, the first checked, each controlling the slides', () => {
    render(
      <div role="radiogroup" aria-label="Slides">
        {track.slides.map((slide) => (
          <SlideRadio
            key={slide.view}
            track={track}
            slide={slide}
            label={`Slide ${slide.item}`}
            className="radio"
          />
        ))}
      </div>,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Slide a',
      'Slide b',
      'Slide c',
    ]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
    for (const radio of radios) expect(radio).toHaveAttribute('aria-controls', 'track-slides');
  });

  it('has, per slide, an arrow that checks the radio before or after it, wrapping around', () => {
    const { container } = render(
      <>
        <SlideArrows track={track} to="previous" title="Previous">
          ‹
        </SlideArrows>
        <SlideArrows track={track} to="next" title="Next">
          ›
        </SlideArrows>
      </>,
    );
    const arrows = (title: string) =>
      [...container.querySelectorAll(`label[title="${title}"]`)].map((label) => [
        label.getAttribute('data-views'),
        label.getAttribute('for'),
      ]);
    expect(arrows('Previous')).toEqual([
      ['1', 'track-slide-3'],
      ['2', 'track-slide-1'],
      ['3', 'track-slide-2'],
    ]);
    expect(arrows('Next')).toEqual([
      ['1', 'track-slide-2'],
      ['2', 'track-slide-3'],
      ['3', 'track-slide-1'],
    ]);
  });
});
