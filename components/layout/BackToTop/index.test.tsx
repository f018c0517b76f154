import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellText } from '@/content/shell';
import { scrollWindowTo } from '@/tests/unit/test-utils';
import { BackToTop } from '.';

describe('BackToTop', () => {
  afterEach(() => scrollWindowTo(0));

  it('appears only after the page is scrolled more than 300 px', () => {
    render(<BackToTop label="Back to top" />);
    expect(screen.queryByRole('link', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollWindowTo(300);
    expect(screen.queryByRole('link', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollWindowTo(301);
    expect(screen.getByRole('link', { name: 'Back to top' })).toBeInTheDocument();
    scrollWindowTo(120);
    expect(screen.queryByRole('link', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('is a link to the top of the page, so it works before and without the script', () => {
    render(<BackToTop label="Back to top" />);
    scrollWindowTo(900);
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#top');
  });

  it('scrolls smoothly to the top, or instantly when the visitor prefers reduced motion', async () => {
    const user = userEvent.setup();
    render(<BackToTop label="Back to top" />);
    scrollWindowTo(900);
    await user.click(screen.getByRole('link', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    // The script's smooth scroll replaces the jump to #top: the address stays as it was.
    expect(window.location.hash).toBe('');

    const matchMedia = jest.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    await user.click(screen.getByRole('link', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    matchMedia.mockRestore();
  });

  it("is named in the page's language", () => {
    render(<BackToTop label={shellText.bn.backToTop} />);
    scrollWindowTo(900);
    expect(screen.getByRole('link', { name: 'ওপরে ফিরে যান' })).toHaveAttribute('href', '#top');
  });

  it('takes keyboard focus to the top of the page, and gives the body back its plain state after', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#main">Skip to main content</a>
        <BackToTop label="Back to top" />
      </>,
    );
    scrollWindowTo(900);
    const link = screen.getByRole('link', { name: 'Back to top' });
    link.focus();
    await user.keyboard('{Enter}');
    // The next Tab goes on from the <body> (tests/e2e/shell.spec.ts: it reaches the skip link).
    expect(document.body).toHaveFocus();
    screen.getByRole('link', { name: 'Skip to main content' }).focus();
    expect(document.body).not.toHaveAttribute('tabindex');
  });
});
