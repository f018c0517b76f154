/** @jest-environment node */
import { projects } from '@/content/projects';
import { locales } from '@/lib/i18n';
import { findProject, projectPath } from './projects';

describe('findProject', () => {
  it('finds every project by its id in each language, in that language', () => {
    for (const locale of locales) {
      for (const project of projects[locale]) expect(findProject(locale, project.id)).toBe(project);
    }
    const [english] = projects.en;
    if (!english) throw new Error('content/projects.ts has no project');
    expect(findProject('bn', english.id)?.title).toBe(projects.bn[0]?.title);
    expect(findProject('bn', english.id)?.title).not.toBe(english.title);
  });

  it('finds nothing for an unknown id, nor for a title', () => {
    expect(findProject('en', 'no-such-project')).toBeUndefined();
    expect(findProject('en', projects.en[0]?.title ?? '')).toBeUndefined();
  });
});

describe('projectPath', () => {
  it('is /projects/<id>/ in English and /bn/projects/<id>/ in Bangla', () => {
    expect(projectPath('en', { id: 'uttara-commercial-building' })).toBe(
      '/projects/uttara-commercial-building/',
    );
    expect(projectPath('bn', { id: 'uttara-commercial-building' })).toBe(
      '/bn/projects/uttara-commercial-building/',
    );
  });
});
