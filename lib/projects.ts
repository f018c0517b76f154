import { projects } from '@/content/projects';
import type { Project } from '@/content/types';

/** The one lookup behind /projects/[id]: its static params, its metadata and its page. */
export function findProject(id: string): Project | undefined {
  return projects.find((project) => project.id === id);
}

export function projectPath(project: Pick<Project, 'id'>): string {
  return `/projects/${project.id}/`;
}
