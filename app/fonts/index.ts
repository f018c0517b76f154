import localFont from 'next/font/local';

// Self-hosted (next/font/google needs the network at build time): the latin variable font of
// @fontsource-variable/plus-jakarta-sans cut to the characters the site writes (scripts/font.ts,
// a step of scripts/build.ts): one 13 KB file for the weights from 400 to 800 (the range it was cut to),
// preloaded, with a metric-matched fallback while it loads.
export const sans = localFont({
  src: './plus-jakarta-sans.woff2',
  variable: '--font-sans',
  weight: '400 800',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
});
