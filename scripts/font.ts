/**
 * Cuts the site's fonts to what the site uses.
 *
 * Latin: Plus Jakarta Sans, on every page. The latin file of @fontsource-variable/plus-jakarta-sans
 * (27 KB) also draws accented letters and symbols no page shows, and weights lighter than any the
 * stylesheets set. The cut keeps:
 * - every printable ASCII character, typographic punctuation, and each other character found in
 *   content/, components/, app/ and lib/;
 * - the weight axis from 400 to 800.
 * It is about 13 KB, on every first view. Writes app/fonts/plus-jakarta-sans.woff2, which
 * app/fonts/index.ts loads, and beside it the characters it was cut for, which the post-build
 * step scripts/font-coverage.ts checks every exported page's text against (a character the cut
 * lacks would be drawn in the fallback font). A step of scripts/build.ts, before `next dev` and `next build`.
 *
 * Bengali: Noto Sans Bengali (the variable file of @fontsource-variable/noto-sans-bengali), for the
 * Bangla pages' text. Cut to the same weights and to the whole Bengali block (U+0980 to U+09FF) with
 * the dandas, the zero-width joiners and the dotted circle, and every OpenType layout table kept:
 * conjuncts (ক্ষ, ন্ত, স্ট) and two-part vowel signs (ৌ is ে + ৗ, U+09D7, which a cut to the
 * pages' characters alone would drop: harfbuzz issue 2283) form as in the full font, and what a
 * visitor types into the form is drawn too. app/fonts/bengali.css declares it, with the copy a phone
 * already has (most Android phones in Bangladesh) first. English pages show one Bangla word, the
 * language switch's 'বাংলা': a cut to its letters alone (components/layout/Header/index.module.css), about 1 KB.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { BENGALI_CHARACTERS, BENGALI_SOURCE } from './lib/bengali';

const root = path.resolve(__dirname, '..');
const source = path.join(
  root,
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
);
const fontFile = path.join(root, 'app/fonts/plus-jakarta-sans.woff2');
export const fontCharsFile = path.join(root, 'app/fonts/plus-jakarta-sans.chars.txt');
const bengaliFile = path.join(root, 'app/fonts/noto-sans-bengali.woff2');
const bengaliLabelFile = path.join(root, 'app/fonts/noto-sans-bengali-label.woff2');

const bengali = new Set(BENGALI_CHARACTERS);

/** The one Bangla word of every English page: the language switch's label (lib/i18n.ts, localeInfo.bn.name). */
export const BENGALI_LABEL = 'বাংলা';
/** The weight the switch's label is drawn in (components/layout/Header). */
export const BENGALI_LABEL_WEIGHT = 600;
/**
 * What the label's font, on every English page, does without (1036 -> 868 bytes): the layout tables,
 * as its word has no conjunct, no reordered vowel sign and no mark to place (its letters are drawn
 * from their own glyphs, in order: checked on a screenshot), and the style and metadata tables
 * (STAT, meta, DSIG) with the names STAT adds. Chromium refuses a font without `name` or `post`.
 */
const LABEL_DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'STAT', 'meta', 'DSIG'] as const;
const TEXT_FOLDERS = ['content', 'components', 'app', 'lib'];
/**
 * The weights the stylesheets use: 400 (text), 600, 700 and 800. The source axis runs from 200; the
 * lighter end is about a quarter of the file. app/fonts/index.ts declares the same range.
 */
export const WEIGHT_RANGE = { min: 400, max: 800 } as const;
/** Typographic punctuation, which JSX may write as an entity (`&ldquo;`) rather than the character. */
const TYPOGRAPHY = '‘’“”–—…•·©®™×°€';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function siteCharacters(): Promise<string> {
  const chars = new Set<string>();
  for (let code = 0x20; code <= 0x7e; code += 1) chars.add(String.fromCodePoint(code));
  for (const char of TYPOGRAPHY) chars.add(char);
  for (const folder of TEXT_FOLDERS) {
    for (const file of await sourceFiles(path.join(root, folder))) {
      for (const char of await readFile(file, 'utf8')) {
        if ((char.codePointAt(0) ?? 0) > 0x7e && !bengali.has(char)) chars.add(char);
      }
    }
  }
  return [...chars].sort().join('');
}

/** The build step: the two fonts and the switch's label, cut to what the site writes. */
export async function cutFonts() {
  const cutTo = (font: Buffer, text: string) =>
    subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE } });
  const characters = await siteCharacters();
  const font = await readFile(source);
  const cut = await cutTo(font, characters);
  await writeFile(fontFile, cut);
  await writeFile(fontCharsFile, characters);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`font: ${characters.length} characters, ${kb(font.length)} -> ${kb(cut.length)} KB`);

  const bengaliFont = await readFile(BENGALI_SOURCE);
  const bengaliCut = await cutTo(bengaliFont, BENGALI_CHARACTERS);
  // subset-font 2.9 takes `dropTables`, which its types (@types/subset-font 2.3) do not list yet.
  const labelOptions = {
    targetFormat: 'woff2',
    variationAxes: { wght: BENGALI_LABEL_WEIGHT },
    dropTables: LABEL_DROPPED_TABLES,
  } as const;
  const label = await subsetFont(bengaliFont, BENGALI_LABEL, labelOptions);
  await writeFile(bengaliFile, bengaliCut);
  await writeFile(bengaliLabelFile, label);
  console.log(
    `font: Bengali ${kb(bengaliFont.length)} -> ${kb(bengaliCut.length)} KB, the switch's label ${kb(label.length)} KB`,
  );
}
