import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellText } from '@/content/shell';
import { mockReducedMotion } from '@/tests/unit/media-query';
import { scrollWindowTo } from '@/tests/unit/test-utils';
import { BackToTop } from '.';

// Its link to #top, the scroll back, focus and the skip link after it: tests/e2e/shell.spec.ts.
const label = shellText.en.backToTop;
const link = () => screen.queryByRole('link', { name: label });

describe('BackToTop', () => {
  afterEach(() => {
    scrollWindowTo(0);
    jest.restoreAllMocks();
  });

  it('appears only while the page is scrolled more than 300 px', () => {
    render(<BackToTop label={label} />);
    for (const [y, shown] of [
      [0, false],
      [300, false],
      [301, true],
      [120, false],
    ] as const) {
      scrollWindowTo(y);
      expect(link() !== null).toBe(shown);
    }
  });

  it('scrolls smoothly, or at once for a visitor who prefers reduced motion, leaving the address alone', async () => {
    const user = userEvent.setup();
    render(<BackToTop label={label} />);
    scrollWindowTo(900);
    await user.click(link()!);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.location.hash).toBe('');
    mockReducedMotion(true);
    await user.click(link()!);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
