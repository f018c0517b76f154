import type { MetadataRoute } from 'next';
import { sitePaths } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

// A static export writes route handlers once, at build time: out/sitemap.xml.
export const dynamic = 'force-static';

/** Every page of the site (lib/routes.ts: the menu routes and one per project), nothing typed twice. */
export default function sitemap(): MetadataRoute.Sitemap {
  // No lastModified, priority or changefreq: Google ignores the last two, and a build date would
  // claim every page changed at every build.
  return sitePaths.map((path) => ({ url: absoluteUrl(path) }));
}
