/**
 * Generates the site's artwork: for every image path the content references, a JPEG at
 * content/images/<path> with exactly its folder's preset size (lib/images.ts). Replace any file
 * with a real photo and the site picks it up with no code change.
 *
 *   npm run artwork                      all images from the content files
 *   npm run artwork -- --only team,hero  some folders
 *   npm run artwork -- --sheet           also write /tmp/artwork-sheet-<folder>.png contact sheets
 *   npm run artwork -- --demo --out /tmp/artwork-demo   made-up items, for working on the drawings
 *
 * Deterministic: each picture's PRNG is seeded by its item id, so re-running rewrites identical files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageFolder } from '@/content/types';
import { imageFolder, imagePresets } from '@/lib/images';
import { createCtx, svgDocument } from './lib/core';
import type { Items, Job } from './lib/jobs';
import { buildJobs } from './lib/jobs';
import { writeSheets } from './sheet';

interface Options {
  demo: boolean;
  out: string;
  only: Set<string> | null;
  sheet: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const opts: Options = {
    demo: false,
    out: path.join(process.cwd(), 'content/images'),
    only: null,
    sheet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--demo') opts.demo = true;
    else if (a === '--sheet') opts.sheet = true;
    else if (a === '--out') opts.out = path.resolve(argv[++i] ?? opts.out);
    else if (a === '--only') opts.only = new Set((argv[++i] ?? '').split(',').filter(Boolean));
    else throw new Error(`Unknown option ${a}. Options: --only <folders> --sheet --demo --out <dir>`);
  }
  return opts;
}

async function loadItems(demo: boolean): Promise<Items> {
  if (demo) return (await import('./demo')).demoItems;
  return (await import('./content-items')).items;
}

export async function renderJob(job: Job): Promise<Buffer> {
  const preset = imagePresets[imageFolder(job.path)];
  const ctx = createCtx(job.seed, preset.width, preset.height);
  const svg = svgDocument(ctx, job.render(ctx));
  let buf: Buffer;
  try {
    buf = await sharp(Buffer.from(svg), { density: 72 })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (err) {
    const dump = path.join('/tmp', `artwork-failed-${job.path.replace(/\//g, '-')}.svg`);
    await writeFile(dump, svg);
    throw new Error(`${job.path}: SVG did not render (${String(err)}); dumped to ${dump}`);
  }
  const meta = await sharp(buf).metadata();
  if (meta.width !== preset.width || meta.height !== preset.height) {
    throw new Error(
      `${job.path}: rendered ${meta.width}x${meta.height}, expected ${preset.width}x${preset.height}`,
    );
  }
  return buf;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const items = await loadItems(opts.demo);
  const jobs = buildJobs(items).filter((j) => !opts.only || opts.only.has(imageFolder(j.path)));
  const totals = new Map<ImageFolder, { files: number; bytes: number }>();
  const started = Date.now();
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const buf = await renderJob(job);
      const file = path.join(opts.out, job.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, buf);
      const folder = imageFolder(job.path);
      const t = totals.get(folder) ?? { files: 0, bytes: 0 };
      totals.set(folder, { files: t.files + 1, bytes: t.bytes + buf.length });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  let files = 0;
  let bytes = 0;
  for (const [folder, t] of [...totals].sort()) {
    console.log(
      `${folder.padEnd(13)} ${String(t.files).padStart(3)} files ${(t.bytes / 1024).toFixed(0).padStart(6)} KB`,
    );
    files += t.files;
    bytes += t.bytes;
  }
  console.log(
    `${'total'.padEnd(13)} ${String(files).padStart(3)} files ${(bytes / 1024).toFixed(0).padStart(6)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(process.cwd(), opts.out) || '.'}`,
  );
  for (const note of jobs.flatMap((j) => (j.note ? [j.note] : []))) console.warn(`note: ${note}`);

  if (opts.sheet) {
    const written = await writeSheets(
      opts.out,
      jobs.map((j) => j.path),
    );
    for (const f of written) console.log(`sheet: ${f}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
