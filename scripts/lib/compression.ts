// What the export compresses, shared by the build step that writes the compressed copies
// (scripts/compress.ts) and `npm start` (scripts/start), which sends them.

/** The text files of the export, by extension: the only ones worth compressing. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
]);

/**
 * The copies the build writes beside each such file, best first: what nginx's brotli_static and
 * gzip_static look for (deploy/unnoti/site.conf).
 */
export const PRECOMPRESSED: { encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];
