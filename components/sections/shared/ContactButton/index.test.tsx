import { render, screen } from '@testing-library/react';
import { ContactButton } from '.';

describe('ContactButton', () => {
  it('links to the contact page under its label, the hidden words included, with the arrow', () => {
    render(
      <ContactButton locale="en">
        Request Quote<span className="srOnly"> for Cement</span>
      </ContactButton>,
    );
    const link = screen.getByRole('link', { name: 'Request Quote for Cement' });
    expect(link).toHaveAttribute('href', '/contact/');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links to the Bangla contact page on a Bangla page', () => {
    render(<ContactButton locale="bn">কোটেশন চান</ContactButton>);
    expect(screen.getByRole('link', { name: 'কোটেশন চান' })).toHaveAttribute('href', '/bn/contact/');
  });
});
