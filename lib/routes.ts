import { navigation } from '@/content/navigation';
import { projects } from '@/content/projects';
import { projectPath } from '@/lib/projects';

/** Every page of the site, in menu order, then one per project: the sitemap and the tests read this. */
export const sitePaths: string[] = [...navigation.map((item) => item.path), ...projects.map(projectPath)];
