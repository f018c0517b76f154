/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { routePath } from '@/content/navigation';
import { locales } from './i18n';
import { isNotFoundRoute, notFoundFolder, notFoundKindOf, notFoundKinds, notFoundRoute } from './not-found';

describe('notFoundKindOf', () => {
  it.each([
    ['/projects/no-such-project/', 'project'],
    ['/bn/projects/no-such-project/', 'project'],
    ['/projects/404/', 'project'],
    ['/no-such-page/', 'page'],
    ['/bn/no-such-page/', 'page'],
    ['/projects-old/', 'page'],
    ['/about/projects/x/', 'page'],
    ['/not-found-page/', 'page'],
  ] as const)("%s asks for the '%s' 404", (address, kind) => {
    expect(notFoundKindOf(address)).toBe(kind);
  });
});

describe('notFoundFolder', () => {
  it("is each language's home for a page, its projects list for a project", () => {
    expect(locales.flatMap((locale) => notFoundKinds.map((kind) => notFoundFolder(locale, kind)))).toEqual([
      '/',
      '/projects/',
      '/bn/',
      '/bn/projects/',
    ]);
    for (const locale of locales) {
      expect(notFoundFolder(locale, 'page')).toBe(routePath(locale, 'home'));
      expect(notFoundFolder(locale, 'project')).toBe(routePath(locale, 'projects'));
    }
  });

  it('is where the unknown addresses below it ask for its kind', () => {
    for (const locale of locales) {
      for (const kind of notFoundKinds) {
        expect(notFoundKindOf(`${notFoundFolder(locale, kind)}no-such-thing/`)).toBe(kind);
      }
    }
  });
});

describe('notFoundRoute', () => {
  const appDir = path.join(__dirname, '..', 'app');
  const group = { en: '(en)', bn: '(bn)' } as const;

  it('is a page of app/ for each language and kind, in its folder but for the site-wide one (Next keeps /404/)', () => {
    const routes = locales.flatMap((locale) => notFoundKinds.map((kind) => notFoundRoute(locale, kind)));
    expect(routes).toEqual(['/not-found-page/', '/projects/404/', '/bn/404/', '/bn/projects/404/']);
    for (const locale of locales) {
      for (const kind of notFoundKinds) {
        const route = notFoundRoute(locale, kind);
        expect(existsSync(path.join(appDir, group[locale], route, 'page.tsx'))).toBe(true);
        expect(notFoundKindOf(route)).toBe(kind);
      }
    }
  });
});

describe('isNotFoundRoute', () => {
  it("is true of the four 404 pages' routes, and of no other", () => {
    for (const route of ['/not-found-page/', '/projects/404/', '/bn/404/', '/bn/projects/404/']) {
      expect(isNotFoundRoute(route)).toBe(true);
    }
    for (const route of [
      '/',
      '/404/',
      '/bn/not-found-page/',
      '/projects/',
      '/projects/uttara-tower/',
      '/bn/about/',
    ]) {
      expect(isNotFoundRoute(route)).toBe(false);
    }
  });
});
