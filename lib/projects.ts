import { projects, type Project } from '@/content/projects';
import { localePath, type Locale } from '@/lib/i18n';

/** The one lookup behind /projects/[id]: its static params, its metadata and its page, in either language. */
export function findProject(locale: Locale, id: string): Project | undefined {
  return projects[locale].find((project) => project.id === id);
}

/** A project's address in a language: '/projects/<id>/' or '/bn/projects/<id>/'. */
export function projectPath(locale: Locale, project: Pick<Project, 'id'>): string {
  return localePath(locale, `/projects/${project.id}/`);
}
