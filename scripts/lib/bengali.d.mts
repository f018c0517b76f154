/** Types of scripts/lib/bengali.mjs, for the TypeScript build steps (scripts/font.ts). */
export const BENGALI_SOURCE: string;
export const BENGALI_CHARACTERS: string;
