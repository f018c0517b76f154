import type { ImageFolder, ImagePath } from '@/content/types';

/**
 * One aspect ratio and one set of widths per image folder. scripts/images.ts crops every source
 * under content/images/<folder>/ to this ratio and writes an AVIF and a WebP per width to
 * public/img/; the Picture component builds `srcset` from the same table, so a real photo of any
 * size can replace an artwork file with no code change.
 */
export interface ImagePreset {
  /** Width and height of the largest variant; their ratio is the aspect ratio of every variant. */
  width: number;
  height: number;
  widths: readonly number[];
}

export const imagePresets = {
  hero: { width: 1920, height: 1080, widths: [640, 960, 1280, 1920] },
  services: { width: 1200, height: 900, widths: [400, 800, 1200] },
  projects: { width: 1600, height: 1000, widths: [480, 960, 1600] },
  team: { width: 640, height: 800, widths: [320, 640] },
  equipment: { width: 1200, height: 900, widths: [400, 800, 1200] },
  supply: { width: 1200, height: 900, widths: [400, 800, 1200] },
  licenses: { width: 1240, height: 1754, widths: [600, 1240] },
  banks: { width: 856, height: 540, widths: [428, 856] },
  testimonials: { width: 320, height: 320, widths: [160, 320] },
} as const satisfies Record<ImageFolder, ImagePreset>;

export const imageFolders = Object.keys(imagePresets) as ImageFolder[];

/** Where the variants are served from (public/img). */
export const IMAGE_BASE = '/img';

export function imageFolder(path: ImagePath): ImageFolder {
  const folder = path.slice(0, path.indexOf('/'));
  const match = imageFolders.find((f) => f === folder);
  if (!match) throw new Error(`Unknown image folder in ${path}`);
  return match;
}

/** Phones, for pictures that cap their width there (`<Picture phoneMaxWidth>`). */
export const PHONE_MEDIA = '(max-width: 640px)';

/**
 * The formats of every variant, best first: AVIF is about a third smaller than WebP at the same
 * look (issue 26), and a browser without it (under 5 % of visitors) takes the WebP.
 */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** 'services/piling.jpg', 800 -> '/img/services/piling-800.webp' (or .avif) */
export function variantUrl(path: ImagePath, width: number, format: ImageFormat = 'webp'): string {
  const stem = path.replace(/\.(jpg|png|webp)$/, '');
  return `${IMAGE_BASE}/${stem}-${width}.${format}`;
}

export interface ImageSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * src, srcset and intrinsic size for an image in one format (WebP unless told); the src is the middle
 * width, a fair fallback. `maxWidth` leaves the wider variants out of the srcset.
 */
export function imageSources(
  path: ImagePath,
  maxWidth = Infinity,
  format: ImageFormat = 'webp',
): ImageSources {
  const preset: ImagePreset = imagePresets[imageFolder(path)];
  const fallback = preset.widths[Math.floor((preset.widths.length - 1) / 2)] ?? preset.width;
  return {
    src: variantUrl(path, fallback, format),
    srcSet: preset.widths
      .filter((w) => w <= maxWidth)
      .map((w) => `${variantUrl(path, w, format)} ${w}w`)
      .join(', '),
    width: preset.width,
    height: preset.height,
  };
}

/** The largest variant of an image: for share links and structured data, where one URL must do. */
export function largestVariantUrl(path: ImagePath): string {
  return variantUrl(path, imagePresets[imageFolder(path)].width);
}
