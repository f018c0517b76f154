import type { MetadataRoute } from 'next';
import { company } from '@/content/company';
import { appIcons } from '@/lib/icons';

// A static export writes route handlers once, at build time: out/manifest.webmanifest.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: company.name,
    short_name: company.shortName,
    description: company.about,
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
