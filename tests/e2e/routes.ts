/** Every page of the site: the ten screens and each project (the sitemap's list, lib/routes.ts). */
export { sitePaths as routes } from '../../lib/routes';

/** A path no page has: the host answers it with the 404 page. */
export const notFoundPath = '/no-such-page/';
