import type { MetadataRoute } from 'next';
import { company, companyText } from '@/content/company';
import { appIcons } from '@/lib/icons';

// A static export writes route handlers once, at build time: out/manifest.webmanifest. One manifest
// for the site (a web app has one name): the English, as the x-default language.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: companyText.en.name,
    short_name: companyText.en.shortName,
    description: companyText.en.about,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: company.brandColor,
    icons: appIcons.map(({ path, size, purpose }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
