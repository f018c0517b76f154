import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImagePath } from '@/content/types';

const SOURCE_ROOT = path.resolve(__dirname, '..', '..', 'content', 'images');
/** Resolution images are resampled to for the size they are drawn at. */
const IMAGE_DPI = 150;

/** Pixels needed to draw `points` at the profile's resolution. */
export function pixelsFor(points: number): number {
  return Math.max(1, Math.round((points / 72) * IMAGE_DPI));
}

const cache = new Map<string, Promise<Buffer>>();

/**
 * The source image cropped to the box it is drawn in and resampled to about 150 dpi, as a
 * baseline JPEG: full-size artwork would make the PDF many megabytes.
 */
export function imageFor(image: ImagePath, widthPt: number, heightPt: number): Promise<Buffer> {
  const width = pixelsFor(widthPt);
  const height = pixelsFor(heightPt);
  const key = `${image}@${width}x${height}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const source = path.join(SOURCE_ROOT, image);
  if (!existsSync(source)) {
    return Promise.reject(new Error(`company profile: missing image content/images/${image}`));
  }
  const job = sharp(source)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({
      quality: 75,
      // Baseline, not progressive: every PDF reader decodes it. mozjpeg's trellis tables, no scans.
      progressive: false,
      trellisQuantisation: true,
      overshootDeringing: true,
      quantisationTable: 3,
      optimiseCoding: true,
      chromaSubsampling: '4:2:0',
    })
    .toBuffer();
  cache.set(key, job);
  return job;
}
