// The Bengali font the site cuts (scripts/font.ts) and the characters of its cut, which the cut, its
// coverage check (scripts/font-coverage.ts) and their tests share.
import path from 'node:path';

/** The variable Noto Sans Bengali of @fontsource-variable/noto-sans-bengali, as npm installs it. */
export const BENGALI_SOURCE = path.join(
  require.resolve('@fontsource-variable/noto-sans-bengali/package.json'),
  '../files/noto-sans-bengali-bengali-wght-normal.woff2',
);

/** The characters the Bengali cut draws: the block, the dandas (U+0964, U+0965), ZWNJ and ZWJ, the dotted circle. */
export const BENGALI_CHARACTERS = [
  ...Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x0980 + i)),
  '\u0964',
  '\u0965',
  '\u200c',
  '\u200d',
  '\u25cc',
].join('');
