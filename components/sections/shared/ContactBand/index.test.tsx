import { render, screen } from '@testing-library/react';
import { servicesPage } from '@/content/services';
import { ContactBand } from '.';

describe('ContactBand', () => {
  it('is a named section whose Get In Touch link goes to the contact page', () => {
    render(<ContactBand locale="en" headingId="cta" {...servicesPage.en.contact} />);
    expect(screen.getByRole('region', { name: servicesPage.en.contact.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact/');
  });

  it('links elsewhere when given an href', () => {
    render(
      <ContactBand
        locale="en"
        headingId="cta"
        {...servicesPage.en.contact}
        action="Request Quote"
        href="/supply/"
      />,
    );
    expect(screen.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/supply/');
  });

  it('goes to the Bangla contact page on a Bangla page', () => {
    const contact = servicesPage.bn.contact;
    render(<ContactBand locale="bn" headingId="cta" {...contact} />);
    expect(screen.getByRole('region', { name: contact.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: contact.action })).toHaveAttribute('href', '/bn/contact/');
  });
});
