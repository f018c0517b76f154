/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateStaticParams } from '@/app/projects/[id]/page';
import { navigation } from '@/content/navigation';
import { projects } from '@/content/projects';
import { findProject, projectPath } from '@/lib/projects';

const appDir = path.join(__dirname, '..', '..', 'app');

describe('routes', () => {
  it('has a page for each of the ten menu entries, with the spec paths', () => {
    expect(navigation.map((item) => item.path)).toEqual([
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
    for (const item of navigation) {
      expect(existsSync(path.join(appDir, item.path, 'page.tsx'))).toBe(true);
    }
  });

  it('pre-renders one page per project, and only those', () => {
    expect(generateStaticParams()).toEqual(projects.map((project) => ({ id: project.id })));
    expect(projects.map(projectPath)).toEqual(projects.map((project) => `/projects/${project.id}/`));
  });

  it('finds a project by id and nothing for an unknown id', () => {
    const [first] = projects;
    expect(first && findProject(first.id)).toBe(first);
    expect(findProject('no-such-project')).toBeUndefined();
  });
});
