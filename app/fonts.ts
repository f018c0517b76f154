import localFont from 'next/font/local';

// Self-hosted (next/font/google needs the network at build time). Latin subset of the variable
// font: one 27 KB file for every weight, preloaded, with a metric-matched fallback while it loads.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '200 800',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
});
