import { render, screen } from '@testing-library/react';
import { ViewDetailsLabel } from '.';

describe('ViewDetailsLabel', () => {
  it("shows 'View Details' and names the item to screen readers", () => {
    render(
      <button type="button">
        <ViewDetailsLabel item="Tower Crane" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'View Details of Tower Crane' });
    expect(button).toHaveTextContent(/^View Details of Tower Crane$/);
    expect(button.querySelector('.srOnly')).toHaveTextContent('of Tower Crane');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
