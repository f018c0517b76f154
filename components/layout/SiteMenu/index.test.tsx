import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { navigation, routePath } from '@/content/navigation';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { SiteMenu } from '.';

// The full-screen menu, its numbered links, download, phone and e-mail, the scroll lock, Escape and
// closing on a route change: tests/e2e/shell.spec.ts and keyboard.spec.ts. Here, what its script
// decides.
jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

async function openMenuAt(locale: Locale, path: string) {
  jest.mocked(usePathname).mockReturnValue(path);
  const text = shellText[locale].menu;
  const contact = { label: 'x', href: 'tel:+8801' };
  render(
    <SiteMenu
      items={navigation[locale]}
      homePath={routePath(locale, 'home')}
      text={text}
      profileLanguage={null}
      phone={contact}
      email={contact}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: text.open }));
  return screen.getByRole('dialog', { name: text.title });
}

describe('SiteMenu', () => {
  it.each<[Locale, string, string]>([
    ['en', '/', '/'],
    ['en', '/projects/some-project/', '/projects/'],
    ['bn', '/bn/', '/bn/'],
    ['bn', '/bn/projects/some-project/', '/bn/projects/'],
  ])('marks the current section (%s %s: %s), Home only on the home page', async (locale, path, current) => {
    const menu = await openMenuAt(locale, path);
    const marked = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.getAttribute('href'))).toEqual([current]);
  });

  it('closes when one of its links is followed, even to the page already shown', async () => {
    const menu = await openMenuAt('en', '/');
    const home = within(menu).getAllByRole('link')[0]!;
    home.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(home);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
