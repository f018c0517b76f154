/**
 * Contact sheets for reviewing the artwork: every image of a folder tiled, with its file name, into
 * /tmp/artwork-sheet-<folder>.png. Used by `npm run artwork -- --sheet`.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { ImageFolder, ImagePath } from '@/content/types';
import { imageFolder, imagePresets } from '@/lib/images';
import { esc } from './lib/core';

const COLUMNS: Record<ImageFolder, number> = {
  hero: 1,
  services: 4,
  projects: 3,
  team: 8,
  equipment: 4,
  supply: 3,
  licenses: 5,
  banks: 2,
  testimonials: 3,
};

const TILE_WIDTH: Record<ImageFolder, number> = {
  hero: 1400,
  services: 440,
  projects: 560,
  team: 200,
  equipment: 440,
  supply: 520,
  licenses: 320,
  banks: 560,
  testimonials: 320,
};

export async function writeSheets(root: string, paths: readonly ImagePath[]): Promise<string[]> {
  const byFolder = new Map<ImageFolder, ImagePath[]>();
  for (const p of paths) {
    const f = imageFolder(p);
    byFolder.set(f, [...(byFolder.get(f) ?? []), p]);
  }
  const written: string[] = [];
  for (const [folder, list] of byFolder) {
    const preset = imagePresets[folder];
    const cols = Math.min(COLUMNS[folder], list.length);
    const tw = TILE_WIDTH[folder];
    const th = Math.round((tw * preset.height) / preset.width);
    const caption = 22;
    const gap = 10;
    const rows = Math.ceil(list.length / cols);
    const W = cols * (tw + gap) + gap;
    const H = rows * (th + caption + gap) + gap;
    const tiles = await Promise.all(
      list.map(async (p, i) => {
        const input = await sharp(path.join(root, p)).resize(tw, th).toBuffer();
        const x = gap + (i % cols) * (tw + gap);
        const y = gap + Math.floor(i / cols) * (th + caption + gap);
        const label = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${caption}"><text x="2" y="16" font-family="DejaVu Sans" font-size="13" fill="#333">${esc(path.basename(p))}</text></svg>`,
        );
        return [
          { input, left: x, top: y },
          { input: label, left: x, top: y + th },
        ];
      }),
    );
    const out = `/tmp/artwork-sheet-${folder}.png`;
    await sharp({ create: { width: W, height: H, channels: 3, background: '#f4f4f5' } })
      .composite(tiles.flat())
      .png()
      .toFile(out);
    written.push(out);
  }
  return written;
}
