/** Every page of the site in both languages (the sitemap's list, lib/routes.ts), and the English ones alone. */
export { englishPaths, sitePaths as routes } from '../../lib/routes';

/** A path no page has: the host answers it with the 404 page. */
export const notFoundPath = '/no-such-page/';
