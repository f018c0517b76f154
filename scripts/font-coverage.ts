/**
 * Post-build step: every character of every exported page's text is one the font was cut for
 * (scripts/font.ts), so no word is drawn half in the fallback font. Fails the build otherwise,
 * naming the page and the character.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlFiles, outDir } from './export-pages';
import { fontCharsFile } from './font';
import { parse, type HtmlNode } from './lib/html';

const NOT_SHOWN = new Set(['script', 'style', 'template']);

/** The text a page shows: its text nodes, entities decoded by the parser, outside scripts and styles. */
export function* shownText(node: HtmlNode): Generator<string> {
  if ('tagName' in node && NOT_SHOWN.has(node.tagName)) return;
  if (node.nodeName === '#text' && 'value' in node) yield node.value;
  if ('childNodes' in node) for (const child of node.childNodes) yield* shownText(child);
}

async function main() {
  const cut = new Set(await readFile(fontCharsFile, 'utf8'));
  const missing = new Map<string, string>();
  const files = await htmlFiles();
  for (const file of files) {
    const page = parse(await readFile(path.join(outDir, file), 'utf8'));
    for (const text of shownText(page)) {
      for (const char of text) if (!cut.has(char) && !/\s/.test(char)) missing.set(char, file);
    }
  }
  for (const [char, file] of missing) {
    const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    console.error(
      `font-coverage: ${file} shows "${char}" (U+${code}), which scripts/font.ts does not cut for.`,
    );
  }
  if (missing.size > 0) process.exit(1);
  console.log(`font-coverage: the text of ${files.length} pages is in the font's ${cut.size} characters`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
