/**
 * The site's icons, drawn from the logo mark (public/brand/logo-mark.svg) by scripts/icons.ts at
 * every build. The root layout links them; app/manifest.ts lists the app icons.
 */
export const siteIconFiles = {
  /** The SVG favicon modern browsers pick; the committed logo itself. */
  svg: '/brand/logo-mark.svg',
  /** 16, 32 and 48 px in one file, for browsers and tools that ask for /favicon.ico. */
  favicon: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
} as const;

/** Square PNG icons for the web manifest and search engines: size, and whether the logo sits in the maskable safe zone. */
export const appIcons = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
