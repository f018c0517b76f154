import { navigation } from '../../content/navigation';
import { projects } from '../../content/projects';

/** Every page of the site: the ten screens and each project. */
export const routes = [...navigation.map((item) => item.path), ...projects.map((p) => `/projects/${p.id}/`)];

/** A path no page has: the host answers it with the 404 page. */
export const notFoundPath = '/no-such-page/';
