import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { useSelectedLayoutSegments } from 'next/navigation';
import type { Locale } from '@/lib/i18n';
import { LanguageSwitch } from '.';
import { twinPath } from './twin';

jest.mock('next/navigation', () => ({ useSelectedLayoutSegments: jest.fn() }));
const mockSegments = jest.mocked(useSelectedLayoutSegments);

function renderSwitch(locale: Locale, segments: string[]) {
  mockSegments.mockReturnValue(segments);
  render(<LanguageSwitch locale={locale} />);
  return screen.getByRole('link');
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

describe('LanguageSwitch', () => {
  afterEach(() => visit('/'));

  it("on an English page: 'বাংলা', in Bangla (lang, hreflang), to the same page under /bn/", () => {
    const link = renderSwitch('en', ['about']);
    expect(link).toHaveTextContent(/^বাংলা$/);
    expect(link).toHaveAttribute('lang', 'bn');
    expect(link).toHaveAttribute('hreflang', 'bn');
    expect(link).toHaveAttribute('href', '/bn/about/');
    expect(link).toHaveAttribute('data-language-switch');
  });

  it("on a Bangla page: 'English', in English (lang, hreflang), to the English twin", () => {
    const link = renderSwitch('bn', ['bn', 'about']);
    expect(link).toHaveTextContent(/^English$/);
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('href', '/about/');
  });

  it('leads from a project to the same project, and between the two home pages', () => {
    expect(renderSwitch('en', ['projects', 'uttara-tower'])).toHaveAttribute(
      'href',
      '/bn/projects/uttara-tower/',
    );
    document.body.innerHTML = '';
    expect(renderSwitch('bn', ['bn', 'projects', 'uttara-tower'])).toHaveAttribute(
      'href',
      '/projects/uttara-tower/',
    );
    document.body.innerHTML = '';
    expect(renderSwitch('en', [])).toHaveAttribute('href', '/bn/');
    document.body.innerHTML = '';
    expect(renderSwitch('bn', ['bn'])).toHaveAttribute('href', '/');
  });

  it('leaves route groups out of the address', () => {
    expect(renderSwitch('bn', ['(bn)', 'bn', 'team'])).toHaveAttribute('href', '/team/');
  });

  it("leads from a 404 page to the other language's home, from the projects' 404 to its projects list", () => {
    expect(renderSwitch('bn', ['bn', '404'])).toHaveAttribute('href', '/');
    document.body.innerHTML = '';
    expect(renderSwitch('bn', ['bn', 'projects', '404'])).toHaveAttribute('href', '/projects/');
    document.body.innerHTML = '';
    expect(renderSwitch('en', ['projects', '404'])).toHaveAttribute('href', '/bn/projects/');
  });

  it('on the site-wide 404, leads home in its HTML, and to the projects list from an unknown project once hydrated', async () => {
    mockSegments.mockReturnValue(['(en)', 'not-found-page']);
    visit('/projects/no-such-project/');
    const element = <LanguageSwitch locale="en" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', '/bn/');
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(link).toHaveAttribute('href', '/bn/projects/');
    container.remove();
  });

  it('on the site-wide 404 at any other address, leads home', () => {
    visit('/no-such-page/');
    expect(renderSwitch('en', ['not-found-page'])).toHaveAttribute('href', '/bn/');
  });
});

describe('twinPath', () => {
  it.each([
    ['en', '/', '/bn/'],
    ['en', '/services/', '/bn/services/'],
    ['en', '/projects/x/', '/bn/projects/x/'],
    ['bn', '/bn/', '/'],
    ['bn', '/bn', '/'],
    ['bn', '/bn/contact/', '/contact/'],
    ['en', '/not-found-page/', '/bn/'],
    ['en', '/projects/404/', '/bn/projects/'],
    ['bn', '/bn/404/', '/'],
    ['bn', '/bn/projects/404/', '/projects/'],
  ] as const)('%s %s -> %s', (locale, path, twin) => {
    expect(twinPath(locale, path)).toBe(twin);
  });
});
