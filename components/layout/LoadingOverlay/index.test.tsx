import { render, screen } from '@testing-library/react';
import { LoadingOverlay } from '.';

describe('LoadingOverlay', () => {
  it('shows the logo and the text ..Loading.. and stays out of the accessibility tree', () => {
    render(<LoadingOverlay />);
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).toHaveTextContent('..Loading..');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay.querySelector('img')).toHaveAttribute('src', '/brand/logo-mark-light.svg');
  });
});
