// The site's own Next config, so the baseline pays for exactly the same framework features.
// Turbopack needs the project root to find the project's node_modules from this sub-folder
// (https://nextjs.org/docs/app/api-reference/config/next-config-js/turbopack#root-directory).
import { fileURLToPath } from 'node:url';
import siteConfig from '../../next.config.mjs';

export default { ...siteConfig, turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) } };
