/** Types of scripts/lib/compression.mjs, for the TypeScript build steps (scripts/compress.ts). */
export const COMPRESSIBLE: Set<string>;
export const PRECOMPRESSED: { encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' }[];
