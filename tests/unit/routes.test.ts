/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateStaticParams } from '@/app/(en)/projects/[id]/page';
import { generateStaticParams as banglaStaticParams } from '@/app/(bn)/bn/projects/[id]/page';
import { routePath, routes } from '@/content/navigation';
import { projects } from '@/content/projects';
import { localePath, splitLocalePath } from '@/lib/i18n';
import { findProject, projectPath } from '@/lib/projects';
import { englishPaths, sitePaths } from '@/lib/routes';

const appDir = path.join(__dirname, '..', '..', 'app');
/** Where each language's pages live: its route group (one root layout each). */
const groups = { en: path.join(appDir, '(en)'), bn: path.join(appDir, '(bn)') };

describe('routes', () => {
  it('has a page for each of the ten menu entries, with the spec paths', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/about/',
      '/services/',
      '/projects/',
      '/team/',
      '/equipment/',
      '/rent/',
      '/supply/',
      '/licenses/',
      '/contact/',
    ]);
    for (const route of routes) {
      expect(existsSync(path.join(groups.en, route.path, 'page.tsx'))).toBe(true);
    }
  });

  it('has every page again in Bangla under /bn/, and no English address moves', () => {
    for (const route of routes) {
      expect(routePath('en', route.id)).toBe(route.path);
      expect(routePath('bn', route.id)).toBe(`/bn${route.path}`);
      expect(existsSync(path.join(groups.bn, 'bn', route.path, 'page.tsx'))).toBe(true);
    }
    expect(sitePaths).toEqual([...englishPaths, ...englishPaths.map((p) => `/bn${p}`)]);
    for (const p of sitePaths) expect(localePath(splitLocalePath(p).locale, splitLocalePath(p).path)).toBe(p);
  });

  it('pre-renders one page per project in each language, and only those', () => {
    const ids = projects.en.map((project) => ({ id: project.id }));
    expect(generateStaticParams()).toEqual(ids);
    expect(banglaStaticParams()).toEqual(ids);
    expect(projects.bn.map((project) => project.id)).toEqual(projects.en.map((project) => project.id));
    expect(projects.en.map((project) => projectPath('en', project))).toEqual(
      projects.en.map((project) => `/projects/${project.id}/`),
    );
    expect(projects.bn.map((project) => projectPath('bn', project))).toEqual(
      projects.bn.map((project) => `/bn/projects/${project.id}/`),
    );
  });

  it('finds a project by id in either language and nothing for an unknown id', () => {
    const [first] = projects.en;
    const [bangla] = projects.bn;
    expect(first && findProject('en', first.id)).toBe(first);
    expect(bangla && findProject('bn', bangla.id)).toBe(bangla);
    expect(findProject('bn', 'no-such-project')).toBeUndefined();
  });
});
