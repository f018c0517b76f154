import { render, screen } from '@testing-library/react';
import { servicesPage } from '@/content/services';
import { ContactBand } from '.';

describe('ContactBand', () => {
  it('is a named section whose Get In Touch link goes to the contact page', () => {
    render(<ContactBand headingId="cta" {...servicesPage.contact} />);
    expect(screen.getByRole('region', { name: servicesPage.contact.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact/');
  });

  it('links elsewhere when given an href', () => {
    render(<ContactBand headingId="cta" {...servicesPage.contact} action="Request Quote" href="/supply/" />);
    expect(screen.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/supply/');
  });
});
