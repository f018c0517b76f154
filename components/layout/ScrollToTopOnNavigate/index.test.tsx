import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { ScrollToTopOnNavigate } from '.';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockPathname = jest.mocked(usePathname);

describe('ScrollToTopOnNavigate', () => {
  it('scrolls to the top on every route change, but not on the first load (so #fragments work)', () => {
    mockPathname.mockReturnValue('/');
    const { rerender } = render(<ScrollToTopOnNavigate />);
    expect(window.scrollTo).not.toHaveBeenCalled();

    mockPathname.mockReturnValue('/about/');
    rerender(<ScrollToTopOnNavigate />);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    rerender(<ScrollToTopOnNavigate />);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});
