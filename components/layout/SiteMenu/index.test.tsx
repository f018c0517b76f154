import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { navigation, routePath } from '@/content/navigation';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { isModalOpen } from '@/tests/unit/test-utils';
import { SiteMenu } from '.';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockPathname = jest.mocked(usePathname);

const propsIn = (locale: Locale) => ({
  items: navigation[locale],
  homePath: routePath(locale, 'home'),
  text: shellText[locale].menu,
  profileLanguage: shellText[locale].profile.language,
  phone: { label: '+880 1755-201920', href: 'tel:+8801755201920' },
  email: { label: 'info@example.com', href: 'mailto:info@example.com' },
});
const props = propsIn('en');

describe('SiteMenu', () => {
  beforeEach(() => mockPathname.mockReturnValue('/'));

  it('opens a full-screen menu with the ten numbered links, the profile download, phone and e-mail', async () => {
    const user = userEvent.setup();
    render(<SiteMenu {...props} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    // It opens the menu from its markup, before and without the script (see ui/Dialog).
    expect(toggle).toHaveAttribute('command', 'show-modal');
    expect(toggle).toHaveAttribute('commandfor', 'site-menu');

    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const links = within(within(menu).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '01Home',
      '02About',
      '03Services',
      '04Projects',
      '05Team',
      '06Equipment',
      '07Rent',
      '08Supply',
      '09Licenses',
      '10Contact',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(navigation.en.map((item) => item.path));
    expect(links[0]).toHaveAttribute('aria-current', 'page');

    const download = within(menu).getByRole('link', { name: /Download Company Profile/ });
    expect(download).toHaveAttribute('href', '/company-profile.pdf');
    expect(download).toHaveAttribute('download', 'company-profile.pdf');
    expect(within(menu).getByRole('link', { name: '+880 1755-201920' })).toHaveAttribute(
      'href',
      'tel:+8801755201920',
    );
    expect(within(menu).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
  });

  it('disables page scrolling while open and restores it when closed', async () => {
    const user = userEvent.setup();
    render(<SiteMenu {...props} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(isModalOpen()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes on every route change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SiteMenu {...props} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    mockPathname.mockReturnValue('/services/');
    rerender(<SiteMenu {...props} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(false);
  });

  it('closes when one of its links is followed, even to the page already shown', async () => {
    const user = userEvent.setup();
    render(<SiteMenu {...props} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const home = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: /Home/ });
    home.addEventListener('click', (event) => event.preventDefault());
    await user.click(home);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the current section, including project pages under Projects', async () => {
    const user = userEvent.setup();
    mockPathname.mockReturnValue('/projects/some-project/');
    render(<SiteMenu {...props} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  describe('in Bangla', () => {
    it('names its buttons and links in Bangla, numbered ০১ to ১০, each to the Bangla page', async () => {
      const user = userEvent.setup();
      mockPathname.mockReturnValue('/bn/');
      render(<SiteMenu {...propsIn('bn')} />);
      await user.click(screen.getByRole('button', { name: 'মেনু' }));
      const menu = screen.getByRole('dialog', { name: 'মেনু' });
      const links = within(within(menu).getByRole('navigation', { name: 'প্রধান মেনু' })).getAllByRole('link');
      // The numbers themselves are content's (content/content.test.ts pins ০১ to ১০).
      expect(links.map((link) => link.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(
        navigation.bn.map((item) => item.number),
      );
      expect(links[0]).toHaveTextContent(/^০১হোম$/);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(navigation.bn.map((item) => item.path));
      expect(links.every((link) => link.getAttribute('href')?.startsWith('/bn/'))).toBe(true);
      expect(links[0]).toHaveAttribute('aria-current', 'page');
      expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);

      // The profile is in English: the download says so.
      const download = within(menu).getByRole('link', { name: 'কোম্পানি প্রোফাইল ডাউনলোড করুন (ইংরেজিতে)' });
      expect(download).toHaveAttribute('hreflang', 'en');
      await user.click(within(menu).getByRole('button', { name: 'বন্ধ করুন' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('marks the current section of a Bangla address, and Home only on the Bangla home page', async () => {
      const user = userEvent.setup();
      mockPathname.mockReturnValue('/bn/projects/some-project/');
      render(<SiteMenu {...propsIn('bn')} />);
      await user.click(screen.getByRole('button', { name: 'মেনু' }));
      const current = screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.getAttribute('href'))).toEqual(['/bn/projects/']);
    });
  });
});
