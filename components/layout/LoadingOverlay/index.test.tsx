import { render, screen } from '@testing-library/react';
import { LoadingOverlay } from '.';

describe('LoadingOverlay', () => {
  it('shows the logo mark and the text ..Loading.. and stays out of the accessibility tree', () => {
    render(<LoadingOverlay />);
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).toHaveTextContent('..Loading..');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    // The mark is inline, so it is there with the first paint, without a request.
    expect(overlay.querySelector('svg path')).toBeInTheDocument();
    expect(overlay.querySelector('img')).toBeNull();
  });
});
