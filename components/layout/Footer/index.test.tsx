import { render, screen, within } from '@testing-library/react';
import { company, companyText } from '@/content/company';
import { privacyPolicy } from '@/content/legal';
import { pageText, quickLinkRoutes, routePath } from '@/content/navigation';
import { services } from '@/content/services';
import { formatNumber } from '@/lib/i18n';
import { Footer } from '.';

describe('Footer', () => {
  describe('in English', () => {
    beforeEach(() => render(<Footer locale="en" />));

    it('has the about text and the social icons without targets', () => {
      expect(screen.getByText(companyText.en.about)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'About Unnoti Construction' })).toBeInTheDocument();
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
      expect(items.map((item) => item.textContent)).toEqual(services.en.slice(0, 7).map((s) => s.title));
      expect(within(section).queryAllByRole('link')).toHaveLength(0);
    });

    it('gives address, phone and e-mail, the current year and the designer credit', () => {
      const contact = screen.getByRole('region', { name: 'Contact Info' });
      expect(
        within(contact).getByText('House 27, Road 7, Sector 4, Uttara, Dhaka 1230, Bangladesh'),
      ).toBeInTheDocument();
      expect(within(contact).getByRole('link', { name: company.phone.display })).toHaveAttribute(
        'href',
        `tel:${company.phone.e164}`,
      );
      expect(within(contact).getByRole('link', { name: company.email })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      );
      expect(
        screen.getByText(`© ${new Date().getFullYear()} ${company.legalName} All rights reserved.`),
      ).toBeInTheDocument();
      const credit = screen.getByRole('link', { name: company.designer.name });
      expect(credit).toHaveAttribute('href', company.designer.href);
      expect(credit.parentElement).toHaveTextContent(/^Designed by Nokshi Digital$/);
      expect(screen.getByRole('button', { name: 'Privacy Policy' })).toBeInTheDocument();
    });
  });

  describe('in Bangla', () => {
    beforeEach(() => render(<Footer locale="bn" />));

    it('names its columns in Bangla, with the Bangla about text and the Bangla logo link', () => {
      expect(screen.getByText(companyText.bn.about)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'উন্নতি কনস্ট্রাকশন সম্পর্কে' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'সোশ্যাল মিডিয়া' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^উন্নতি/ })).toHaveAttribute('href', '/bn/');
    });

    it('links the quick links to the Bangla pages, each by its name in the menu', () => {
      const nav = screen.getByRole('navigation', { name: 'দ্রুত লিংক' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => [l.textContent, l.getAttribute('href')]),
      ).toEqual(quickLinkRoutes.map((id) => [pageText.bn[id].menu, routePath('bn', id)]));
    });

    it("lists the first seven services' Bangla titles", () => {
      const section = screen.getByRole('region', { name: 'আমাদের সেবা' });
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(services.bn.slice(0, 7).map((s) => s.title));
    });

    it('writes the address as the post office does, and the year in Bengali digits', () => {
      const contact = screen.getByRole('region', { name: 'যোগাযোগের তথ্য' });
      expect(
        within(contact).getByText('বাড়ি ২৭, রোড ৭, সেক্টর ৪, উত্তরা, ঢাকা-১২৩০, বাংলাদেশ'),
      ).toBeInTheDocument();
      // Phone and e-mail as printed.
      expect(within(contact).getByRole('link', { name: company.phone.display })).toBeInTheDocument();
      const year = formatNumber('bn', new Date().getFullYear(), { useGrouping: false });
      expect(year).toMatch(/^[০-৯]{4}$/);
      // The legal line in Bangla script (issue 54); the licences print the registered name.
      const legalName = companyText.bn.legalName;
      expect(legalName).toMatch(/^[\u0980-\u09ff ]+$/);
      expect(screen.getByText(`© ${year} ${legalName} সর্বস্বত্ব সংরক্ষিত।`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: company.designer.name }).parentElement).toHaveTextContent(
        /^Nokshi Digital ওয়েবসাইটটি ডিজাইন করেছে$/,
      );
    });

    it('opens the Bangla privacy policy', () => {
      expect(screen.getByRole('button', { name: 'গোপনীয়তা নীতি' })).toBeInTheDocument();
      expect(screen.getByText(privacyPolicy.bn.contactLine)).toBeInTheDocument();
    });
  });
});
