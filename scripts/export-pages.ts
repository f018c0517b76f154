/** The export the post-build steps (scripts/not-found-pages.ts, scripts/csp.ts) rewrite, and its pages. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
export const outDir = path.join(root, process.env.NEXT_DIST_DIR || 'out');

/** Every HTML file of the export, relative to it, sorted. Fails when there is none. */
export async function htmlFiles(dir = outDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  if (files.length === 0) throw new Error(`No pages in ${dir}: run next build first.`);
  return files;
}
