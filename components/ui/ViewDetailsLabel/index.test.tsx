import { render, screen } from '@testing-library/react';
import { ViewDetailsLabel } from '.';

describe('ViewDetailsLabel', () => {
  it("shows 'View Details' and names the item to screen readers", () => {
    render(
      <button type="button">
        <ViewDetailsLabel locale="en" item="Tower Crane" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'View Details of Tower Crane' });
    expect(button).toHaveTextContent(/^View Details of Tower Crane$/);
    expect(button.querySelector('.srOnly')).toHaveTextContent('of Tower Crane');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows 'বিস্তারিত দেখুন' on a Bangla page, the item's name after it for screen readers", () => {
    render(
      <button type="button">
        <ViewDetailsLabel locale="bn" item="টাওয়ার ক্রেন" />
      </button>,
    );
    // jsdom's name computation puts a space before the hidden span; browsers do not.
    const button = screen.getByRole('button', { name: /^বিস্তারিত দেখুন ?: টাওয়ার ক্রেন$/ });
    expect(button).toHaveTextContent(/^বিস্তারিত দেখুন: টাওয়ার ক্রেন$/);
    expect(button.querySelector('.srOnly')).toHaveTextContent(/^: টাওয়ার ক্রেন$/);
  });
});
