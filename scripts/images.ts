/**
 * Builds the responsive variants of every source image: content/images/<folder>/<name>.(jpg|png|webp)
 * -> public/img/<folder>/<name>-<width>.webp, cropped to the folder's aspect ratio (lib/images.ts).
 * Runs before `next dev` and `next build`; unchanged sources are skipped, so a rebuild is quick.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageFolders, imagePresets } from '../lib/images';

const root = path.resolve(__dirname, '..');
const sourceRoot = path.join(root, 'content', 'images');
const outRoot = path.join(root, 'public', 'img');
const SOURCE = /\.(jpg|png|webp)$/;

async function mtime(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

async function main() {
  let written = 0;
  let bytes = 0;
  const expected = new Set<string>();
  for (const folder of imageFolders) {
    const preset = imagePresets[folder];
    const dir = path.join(sourceRoot, folder);
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => SOURCE.test(f)).sort();
    await mkdir(path.join(outRoot, folder), { recursive: true });
    for (const file of files) {
      const source = path.join(dir, file);
      const sourceTime = await mtime(source);
      const stem = file.replace(SOURCE, '');
      for (const width of preset.widths) {
        const target = path.join(outRoot, folder, `${stem}-${width}.webp`);
        expected.add(target);
        if ((await mtime(target)) > sourceTime) continue;
        const height = Math.round((width * preset.height) / preset.width);
        const info = await sharp(source)
          .resize(width, height, { fit: 'cover', position: 'attention' })
          .webp({ quality: 72, effort: 5 })
          .toFile(target);
        written += 1;
        bytes += info.size;
      }
    }
  }
  // Drop variants whose source was removed or renamed.
  for (const folder of await readdir(outRoot)) {
    for (const file of await readdir(path.join(outRoot, folder))) {
      const full = path.join(outRoot, folder, file);
      if (!expected.has(full)) await rm(full);
    }
  }
  console.log(
    `images: ${expected.size} variants, ${written} written (${(bytes / 1024).toFixed(0)} KB), the rest up to date`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
