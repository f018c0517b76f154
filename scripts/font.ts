/**
 * Cuts the site's font to what the site uses. The latin file of @fontsource-variable/plus-jakarta-sans
 * (27 KB) also draws accented letters and symbols no page shows, and weights lighter than any the
 * stylesheets set. The cut keeps:
 * - every printable ASCII character, typographic punctuation, and each other character found in
 *   content/, components/, app/ and lib/;
 * - the weight axis from 400 to 800.
 * It is about 13 KB, on every first view. Writes app/fonts/plus-jakarta-sans.woff2, which
 * app/fonts/index.ts loads, and beside it the characters it was cut for, which the post-build
 * step scripts/font-coverage.ts checks every exported page's text against (a character the cut
 * lacks would be drawn in the fallback font). Runs before `next dev` and `next build` (`npm run assets`).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(__dirname, '..');
const source = path.join(
  root,
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
);
const fontFile = path.join(root, 'app/fonts/plus-jakarta-sans.woff2');
export const fontCharsFile = path.join(root, 'app/fonts/plus-jakarta-sans.chars.txt');
const TEXT_FOLDERS = ['content', 'components', 'app', 'lib'];
/**
 * The weights the stylesheets use: 400 (text), 600, 700 and 800. The source axis runs from 200; the
 * lighter end is about a quarter of the file. app/fonts/index.ts declares the same range.
 */
export const WEIGHT_RANGE = { min: 400, max: 800 } as const;
/** Typographic punctuation, which JSX may write as an entity (`&ldquo;`) rather than the character. */
const TYPOGRAPHY = '‘’“”–—…•·©®™×°€';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
    }),
  );
  return nested.flat();
}

export async function siteCharacters(): Promise<string> {
  const chars = new Set<string>();
  for (let code = 0x20; code <= 0x7e; code += 1) chars.add(String.fromCodePoint(code));
  for (const char of TYPOGRAPHY) chars.add(char);
  for (const folder of TEXT_FOLDERS) {
    for (const file of await sourceFiles(path.join(root, folder))) {
      for (const char of await readFile(file, 'utf8')) {
        if ((char.codePointAt(0) ?? 0) > 0x7e) chars.add(char);
      }
    }
  }
  return [...chars].sort().join('');
}

async function main() {
  const characters = await siteCharacters();
  const font = await readFile(source);
  const cut = await subsetFont(font, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_RANGE },
  });
  await writeFile(fontFile, cut);
  await writeFile(fontCharsFile, characters);
  console.log(
    `font: ${characters.length} characters, ${(font.length / 1024).toFixed(1)} -> ${(cut.length / 1024).toFixed(1)} KB`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
