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

// Its words, lang, hreflang and address on every Bangla page, and the English project's switch:
// tests/e2e/bangla.spec.ts. Where it leads from each address: twinPath below.
describe('LanguageSwitch', () => {
  afterEach(() => visit('/'));

  it('leads from its layout segments, route groups left out', () => {
    expect(renderSwitch('bn', ['(bn)', 'bn', 'team'])).toHaveAttribute('href', '/team/');
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
