/**
 * The last step of scripts/build.ts: beside every text file of the export (COMPRESSIBLE), a
 * brotli copy at quality 11 (name.br) and a gzip one at level 9 (name.gz). nginx sends them as they
 * are (brotli_static, gzip_static: deploy/unnoti/site.conf) and so does `npm start`: the smallest
 * bytes, and no compressing per request (the home page's HTML: 15.8 KB in brotli 11, where nginx's
 * gzip 6 sends 23.3). Runs after every step that rewrites a file (csp.ts rewrites the pages), so a
 * copy is never older than its file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function compress(outDir: string) {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let [raw, br, gz] = [0, 0, 0];
  // In parallel: zlib's asynchronous calls run on libuv's threads, one core each.
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [brotliCopy, gzipCopy] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotliCopy), writeFile(`${file}.gz`, gzipCopy)]);
      raw += content.length;
      br += brotliCopy.length;
      gz += gzipCopy.length;
    }),
  );
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`compress: ${files.length} files, ${mb(raw)} MB -> brotli ${mb(br)}, gzip ${mb(gz)} MB`);
}
