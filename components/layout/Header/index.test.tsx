import { render, screen, within } from '@testing-library/react';
import { usePathname, useSelectedLayoutSegments } from 'next/navigation';
import { company, companyText } from '@/content/company';
import { whatsappText } from '@/tests/unit/test-utils';
import { Header } from '.';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useSelectedLayoutSegments: jest.fn() }));

function at(path: string) {
  jest.mocked(usePathname).mockReturnValue(path);
  jest.mocked(useSelectedLayoutSegments).mockReturnValue(path.split('/').filter(Boolean));
}

const banner = () => screen.getByRole('banner');
const switchLink = () => banner().querySelector('a[data-language-switch]');

describe('Header', () => {
  it("shows the motto, WhatsApp (prefilled in English), e-mail and the switch to the page's Bangla twin", () => {
    at('/projects/uttara-tower/');
    render(<Header locale="en" />);
    expect(within(banner()).getByText(companyText.en.motto)).toBeInTheDocument();
    const whatsapp = within(banner()).getByRole('link', { name: `WhatsApp ${company.phone.display}` });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/8801755201920?text=${encodeURIComponent(companyText.en.whatsappMessage)}`,
    );
    expect(within(banner()).getByRole('link', { name: `${company.email} Email us` })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(
      within(banner()).getByRole('link', { name: /^Unnoti Construction & Supply ?, home$/ }),
    ).toHaveAttribute('href', '/');

    const toBangla = within(banner()).getByRole('link', { name: 'বাংলা' });
    expect(toBangla).toBe(switchLink());
    expect(toBangla).toHaveAttribute('lang', 'bn');
    expect(toBangla).toHaveAttribute('hreflang', 'bn');
    expect(toBangla).toHaveAttribute('href', '/bn/projects/uttara-tower/');
    // One switch in the header, in the top bar (on phones too), not only in the menu.
    expect(banner().querySelectorAll('a[data-language-switch]')).toHaveLength(1);
  });

  it("on a Bangla page, says it all in Bangla, and switches to English labelled 'English'", () => {
    at('/bn/about/');
    render(<Header locale="bn" />);
    expect(within(banner()).getByText(companyText.bn.motto)).toBeInTheDocument();
    const whatsapp = within(banner()).getByRole('link', { name: `হোয়াটসঅ্যাপ ${company.phone.display}` });
    expect(whatsappText(whatsapp)).toBe(companyText.bn.whatsappMessage);
    expect(within(banner()).getByRole('link', { name: `${company.email} ই-মেইল করুন` })).toBeInTheDocument();
    expect(
      within(banner()).getByRole('link', { name: /^উন্নতি কনস্ট্রাকশন অ্যান্ড সাপ্লাই ?, হোম$/ }),
    ).toHaveAttribute('href', '/bn/');
    expect(within(banner()).getByRole('button', { name: 'মেনু' })).toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'কোম্পানি প্রোফাইল (ইংরেজিতে)' })).toBeInTheDocument();

    const toEnglish = switchLink();
    expect(toEnglish).toHaveTextContent(/^English$/);
    expect(toEnglish).toHaveAttribute('lang', 'en');
    expect(toEnglish).toHaveAttribute('hreflang', 'en');
    expect(toEnglish).toHaveAttribute('href', '/about/');
  });

  it('on the site-wide 404, switches to the Bangla home', () => {
    at('/not-found-page/');
    render(<Header locale="en" />);
    expect(switchLink()).toHaveAttribute('href', '/bn/');
  });
});
