import { render, screen } from '@testing-library/react';
import { scrollWindowTo } from '@/tests/unit/test-utils';
import { HeaderFrame } from './HeaderFrame';

describe('HeaderFrame', () => {
  afterEach(() => scrollWindowTo(0));

  it('turns to its scrolled state once the page is scrolled more than 20 px, and back', () => {
    render(<HeaderFrame>site header</HeaderFrame>);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(20);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollWindowTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
