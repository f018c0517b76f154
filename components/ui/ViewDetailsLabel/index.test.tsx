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

  it("on a Bangla page names the item first, as Bangla does: 'টাওয়ার ক্রেন সম্পর্কে বিস্তারিত দেখুন'", () => {
    render(
      <button type="button">
        <ViewDetailsLabel locale="bn" item="টাওয়ার ক্রেন" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'টাওয়ার ক্রেন সম্পর্কে বিস্তারিত দেখুন' });
    expect(button).toHaveTextContent(/^টাওয়ার ক্রেন সম্পর্কে বিস্তারিত দেখুন$/);
    expect(button.querySelector('.srOnly')).toHaveTextContent(/^টাওয়ার ক্রেন সম্পর্কে$/);
  });
});
