import type { MetadataRoute } from 'next';
import { englishPaths } from '@/lib/routes';
import { localePath, locales } from '@/lib/i18n';
import { languageAlternates } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';

// A static export writes route handlers once, at build time: out/sitemap.xml.
export const dynamic = 'force-static';

/**
 * Every page of the site in both languages (lib/routes.ts), each naming its twin as an hreflang
 * alternate, as Google reads them from a sitemap.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  // No lastModified, priority or changefreq: Google ignores the last two, and a build date would
  // claim every page changed at every build.
  return locales.flatMap((locale) =>
    englishPaths.map((path) => ({
      url: absoluteUrl(localePath(locale, path)),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
