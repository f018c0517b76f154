/**
 * The site's icons, drawn from the logo mark (MARK_PATHS, below) by scripts/icons.ts at every build.
 * The root layout links them; app/manifest.ts lists the app icons.
 */
export const siteIconFiles = {
  /** The SVG favicon modern browsers pick: the mark itself, in its dark tone. */
  svg: '/brand/logo-mark.svg',
  /** 16, 32 and 48 px in one file, for browsers and tools that ask for /favicon.ico. */
  favicon: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
} as const;

/**
 * The logo mark's two paths in its 64 x 64 box: the building (drawn even-odd, for its windows) and
 * the up-arrow. components/layout/Logo/LogoMark draws them inline; every file of the logo is drawn
 * from them at build time (scripts/lib/logo-mark.ts).
 */
export const MARK_PATHS = {
  body: 'M12 4h6v5h-6zM9 9h16v31a7 7 0 0 0 14 0v-2h16v2a23 23 0 0 1-46 0zM13 14v4h3v-4zm6 0v4h3v-4zm-6 8v4h3v-4zm6 0v4h3v-4zm-6 8v4h3v-4zm6 0v4h3v-4z',
  arrow: 'M39 38V21h-6L47 5l14 16h-6v17z',
} as const;

/** Square PNG icons for the web manifest and search engines: size, and whether the logo sits in the maskable safe zone. */
export const appIcons = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
