/**
 * Writes the logo mark's files and draws the site's icons from it: public/brand/logo-mark.svg (the
 * SVG favicon) and logo-mark-light.svg (the white mark, for dark grounds), from the mark the pages
 * draw inline (scripts/lib/logo-mark.ts); then /favicon.ico (16, 32 and 48 px), the apple-touch icon
 * and the web manifest's PNGs (lib/icons.ts lists them). Runs before `next dev` and `next build`,
 * so a new logo is a change of MARK_PATHS alone; the files are not in git.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { company } from '@/scripts/lib/english';
import { logoMarkSvg } from '@/scripts/lib/logo-mark';
import { appIcons, siteIconFiles } from '../lib/icons';

const publicDir = path.resolve(__dirname, '..', 'public');
const FAVICON_SIZES = [16, 32, 48];
/** The mark's files, by tone: the dark one is the SVG favicon. */
const MARK_FILES = { dark: siteIconFiles.svg, light: '/brand/logo-mark-light.svg' } as const;

/**
 * An .ico file holding PNG images (supported by every browser since IE Vista-era and by Windows):
 * a 6-byte header, a 16-byte directory entry per image, then the PNG bytes.
 * https://en.wikipedia.org/wiki/ICO_(file_format)
 */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  // Buffer.alloc zero-fills: the reserved fields and "no palette" need no write.
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The mark alone on a transparent square (favicon), or inset on a white tile (home-screen icons). */
async function drawIcon(mark: Buffer, size: number, inset: number, background?: string): Promise<Buffer> {
  const markSize = Math.round(size * (1 - 2 * inset));
  const drawn = await sharp(mark, { density: Math.max(72, (72 * markSize) / 64) })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  const ground = background ?? { r: 0, g: 0, b: 0, alpha: 0 };
  return sharp({ create: { width: size, height: size, channels: 4, background: ground } })
    .composite([{ input: drawn, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function drawIcons() {
  for (const tone of ['dark', 'light'] as const) {
    const file = path.join(publicDir, MARK_FILES[tone]);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, logoMarkSvg(tone, company.name));
  }
  const mark = Buffer.from(logoMarkSvg('dark', company.name));
  const favicons = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await drawIcon(mark, size, 0) })),
  );
  await writeFile(path.join(publicDir, siteIconFiles.favicon), encodeIco(favicons));
  // iOS fills transparency with black and rounds the corners itself: a white tile with a margin.
  await writeFile(path.join(publicDir, siteIconFiles.appleTouch), await drawIcon(mark, 180, 0.14, '#ffffff'));
  for (const icon of appIcons) {
    const target = path.join(publicDir, icon.path);
    await mkdir(path.dirname(target), { recursive: true });
    // A maskable icon may be cut to a circle: keep the mark inside the central 80 % safe zone.
    const inset = icon.purpose === 'maskable' ? 0.22 : 0.12;
    await writeFile(target, await drawIcon(mark, icon.size, inset, '#ffffff'));
  }
  console.log(
    `icons: ${Object.values(MARK_FILES).join(', ')}, favicon.ico, apple-touch-icon.png and ${appIcons.length} app icons for ${company.name}`,
  );
}
