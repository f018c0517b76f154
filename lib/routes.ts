import { routes } from '@/content/navigation';
import { projects } from '@/content/projects';
import { localePath, locales } from '@/lib/i18n';
import { projectPath } from '@/lib/projects';

/** Every page of the site in English, in menu order, then one per project. */
export const englishPaths: string[] = [
  ...routes.map((route) => route.path),
  ...projects.en.map((project) => projectPath('en', project)),
];

/** Every page in every language (English, then Bangla): the sitemap and the tests read this. */
export const sitePaths: string[] = locales.flatMap((locale) =>
  englishPaths.map((path) => localePath(locale, path)),
);
