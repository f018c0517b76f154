/**
 * Runs right after `next build`, before scripts/csp.ts hashes the inline scripts: on every page,
 * Next's async script tags become one loader that adds them after the first contentful paint
 * (lib/deferred-scripts.ts says why). Fails the build when a page keeps a script tag it missed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deferScripts } from '../lib/deferred-scripts';
import { htmlFiles, outDir } from './export-pages';

async function main() {
  let deferred = 0;
  const files = await htmlFiles();
  for (const file of files) {
    const target = path.join(outDir, file);
    const { html, sources } = deferScripts(await readFile(target, 'utf8'));
    const missed = /<script[^>]*\ssrc=[^>]*\sasync[\s=>]/i.exec(html);
    if (missed) throw new Error(`${file}: a script the loader does not cover: ${missed[0]}`);
    deferred += sources.length;
    await writeFile(target, html);
  }
  console.log(`defer-scripts: ${files.length} pages, ${deferred} script tags load after the first paint`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
