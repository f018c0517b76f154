import { render, screen, within } from '@testing-library/react';
import { company } from '@/content/company';
import { services } from '@/content/services';
import { Footer } from '.';

describe('Footer', () => {
  beforeEach(() => render(<Footer />));

  it('has the about text and the social icons without targets', () => {
    expect(screen.getByText(company.about)).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Social media' });
    for (const name of ['Facebook', 'LinkedIn', 'Instagram', 'YouTube']) {
      expect(within(social).getByRole('img', { name })).toBeInTheDocument();
    }
    expect(within(social).queryAllByRole('link')).toHaveLength(0);
  });

  it('lists the Quick Links the spec names', () => {
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about/'],
      ['Services', '/services/'],
      ['Projects', '/projects/'],
      ['Contact', '/contact/'],
    ]);
  });

  it('lists seven services as plain text', () => {
    const section = screen.getByRole('region', { name: 'Our Services' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(services.slice(0, 7).map((s) => s.title));
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
  });

  it('gives address, phone and e-mail, the current year and the designer credit', () => {
    const contact = screen.getByRole('region', { name: 'Contact Info' });
    expect(within(contact).getByText(new RegExp(company.address.street))).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      `tel:${company.phone.e164}`,
    );
    expect(within(contact).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.designer.name })).toHaveAttribute(
      'href',
      company.designer.href,
    );
    expect(screen.getByRole('button', { name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
