/**
 * Post-build step: every character of every exported page's text is one the fonts were cut for
 * (scripts/font.ts), so no word is drawn half in the fallback font, and no Bangla as boxes on a
 * device without a Bengali font. Latin text: the Plus Jakarta Sans cut. Bangla text (in an element
 * whose language is bn): on a Bangla page the Bengali cut, on an English page only the letters of
 * the switch's label, the one Bengali font those pages declare. Fails the build otherwise, naming
 * the page and the character.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BENGALI_LABEL, fontCharsFile } from './font';
import { BENGALI_CHARACTERS } from './lib/bengali';
import { attribute, htmlFiles, parse, type HtmlNode } from './lib/html';

const NOT_SHOWN = new Set(['script', 'style', 'template']);

/**
 * The text a page shows, with its language (the nearest `lang`, '' when none says): its text nodes,
 * entities decoded by the parser, outside scripts and styles.
 */
export function* shownText(node: HtmlNode, lang = ''): Generator<{ text: string; lang: string }> {
  if ('tagName' in node && NOT_SHOWN.has(node.tagName)) return;
  const own = 'tagName' in node ? (attribute(node, 'lang') ?? lang) : lang;
  if (node.nodeName === '#text' && 'value' in node) yield { text: node.value, lang: own };
  if ('childNodes' in node) for (const child of node.childNodes) yield* shownText(child, own);
}

/** The characters a piece of text may use: Latin everywhere, Bengali in Bangla text, as far as the page's fonts draw it. */
export function drawable(latin: ReadonlySet<string>, pageLang: string, textLang: string): Set<string> {
  const bengali = textLang === 'bn' ? (pageLang === 'bn' ? BENGALI_CHARACTERS : BENGALI_LABEL) : '';
  return new Set([...latin, ...bengali]);
}

export async function checkFontCoverage(outDir: string) {
  const cut = new Set(await readFile(fontCharsFile, 'utf8'));
  const missing = new Map<string, string>();
  const files = await htmlFiles(outDir);
  for (const file of files) {
    const page = parse(await readFile(path.join(outDir, file), 'utf8'));
    const html = page.childNodes.find((node) => 'tagName' in node && node.tagName === 'html');
    const pageLang = html && 'tagName' in html ? (attribute(html, 'lang') ?? '') : '';
    const allowed = new Map<string, Set<string>>();
    for (const { text, lang } of shownText(page)) {
      const chars = allowed.get(lang) ?? drawable(cut, pageLang, lang);
      allowed.set(lang, chars);
      for (const char of text) {
        if (!chars.has(char) && !/\s/.test(char)) missing.set(char, `${file} (${lang || 'unmarked'} text)`);
      }
    }
  }
  for (const [char, file] of missing) {
    const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    console.error(
      `font-coverage: ${file} shows "${char}" (U+${code}), which scripts/font.ts does not cut for.`,
    );
  }
  if (missing.size > 0) throw new Error(`font-coverage: ${missing.size} characters are not in the fonts.`);
  console.log(`font-coverage: the text of ${files.length} pages is in the fonts' characters`);
}
