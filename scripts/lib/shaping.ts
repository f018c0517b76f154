/**
 * Bangla for the share cards (scripts/share-images.ts), shaped by HarfBuzz as Chrome shapes it, and
 * refused when a cluster is broken.
 *
 * Why HarfBuzz and not fontkit (which draws the Latin): measured on the variable Noto Sans Bengali
 * (BENGALI_SOURCE) over the cards' 93 Bengali runs and hard clusters (র্ক, ব্য, ক্ষ, ন্ত্র, ষ্ট, স্ট্র,
 * কো, কৌ, জ্ঞ, শ্রী) at wght 400, 500 and 800, fontkit applies no variation to the WOFF2 (the 400
 * outlines at every weight), and even on the decompressed TTF its glyphs differ from HarfBuzz's in
 * 33 runs: an ে (U+09C7) after a consonant takes the glyph of the first part of ো and ৌ, and
 * ন্স্ট্র-like stacks take another glyph with the marks elsewhere. HarfBuzz on the variable font at a
 * wght gives the glyphs, advances and offsets of a static instance cut at that weight (hb-subset).
 * So HarfBuzz shapes and draws each Bengali run, and what fails the build instead is:
 * - a .notdef (glyph 0): a character the font does not draw;
 * - the dotted circle (U+25CC's glyph), which HarfBuzz puts under a mark with no letter to sit on;
 * - whatever the font, a run that does not read as Bengali syllables (consonant, nukta, virama and
 *   joiners, one vowel sign, then the signs above): 'কাা', 'কি্', 'অা', ZWNJ before a virama, which
 *   HarfBuzz draws without a dotted circle;
 * - a cluster that draws no ink.
 * HarfBuzz (harfbuzzjs) is an ES module with top-level await: loaded with import(), under tsx.
 */
import { readFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { BENGALI_CHARACTERS, BENGALI_SOURCE } from './bengali';

type HarfBuzz = typeof import('harfbuzzjs');

/** The characters the site draws in Noto Sans Bengali (its faces' unicode-range, app/fonts/bengali.css). */
const bengaliCharacters = new Set(BENGALI_CHARACTERS);
const DOTTED_CIRCLE = 0x25cc;

export interface ScriptRun {
  /** Where the run starts in its line, in UTF-16 code units (HarfBuzz's clusters count the same). */
  start: number;
  text: string;
  bengali: boolean;
}

/**
 * A line cut into runs of one font each, as the browser picks the font by unicode-range: Bengali
 * letters, signs, digits, dandas and joiners in Noto Sans Bengali, everything else (spaces, Latin,
 * punctuation, the hyphen in ঢাকা-১২৩০) in Plus Jakarta Sans.
 */
export function scriptRuns(line: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let start = 0;
  for (const char of line) {
    const bengali = bengaliCharacters.has(char);
    const last = runs.at(-1);
    if (last && last.bengali === bengali) last.text += char;
    else runs.push({ start, text: char, bengali });
    start += char.length;
  }
  return runs;
}

// The Bengali syllable, after the Unicode Standard (ch. 12.2) and the OpenType Bengali shaping spec.
const C = '[\\u0995-\\u09b9\\u09dc\\u09dd\\u09df\\u09f0\\u09f1]'; // consonants, ড় ঢ় য়, the Assamese ৰ ৱ
const N = '\\u09bc'; // nukta
const H = '\\u09cd'; // virama (হসন্ত)
const ZWNJ = '\\u200c';
const ZWJ = '\\u200d';
/** One vowel sign: ো and ৌ also as their two parts, ে + া and ে + ৗ. */
const M = '(?:\\u09c7[\\u09be\\u09d7]|[\\u09be-\\u09c4\\u09c7\\u09c8\\u09cb\\u09cc\\u09e2\\u09e3])';
const SIGN = '[\\u0981-\\u0983]'; // ঁ ং ঃ
const V = '[\\u0985-\\u098c\\u098f\\u0990\\u0993\\u0994\\u09e0\\u09e1]'; // independent vowels
/** Letters that stand alone: ঽ ৎ, the digits, currency and other signs, the dandas, the dotted circle. */
const ALONE = '[\\u09bd\\u09ce\\u09e6-\\u09fe\\u0964\\u0965\\u25cc]';
const syllable = new RegExp(
  [
    // Consonants joined by virama (ZWJ before it: র‍্য; after it: a half form), then a vowel sign and
    // signs, or a final virama (ZWNJ after it keeps its হসন্ত visible: ক্‌).
    `(?:${C}${N}?(?:${H}${ZWJ}?|${ZWJ}${H}))*${C}${N}?(?:${H}[${ZWNJ}${ZWJ}]?|${M}?${SIGN}{0,2})`,
    // A vowel and its signs; অ and এ also with ya-phala, which writes the /æ/ of loanwords (অ্যান্ড).
    `(?:[\\u0985\\u098f]${H}\\u09af${M}?|${V})${SIGN}{0,2}`,
    ALONE,
  ].join('|'),
  'uy',
);
/** A joiner between two syllables (ক‌ষ) may stand alone; not before a virama or a sign. */
const joiner = new RegExp(`[${ZWNJ}${ZWJ}](?!${H}|${M}|${SIGN}|${N})`, 'uy');

/**
 * Where a run of Bengali stops being a sequence of syllables: the message for the first character
 * that starts none (a vowel sign, virama, nukta or sign with no letter before it), or null.
 */
export function spellingError(run: string): string | null {
  let at = 0;
  while (at < run.length) {
    syllable.lastIndex = at;
    joiner.lastIndex = at;
    const match = syllable.exec(run) ?? (at > 0 ? joiner.exec(run) : null);
    if (!match) {
      const char = run.codePointAt(at) ?? 0;
      const code = `U+${char.toString(16).toUpperCase().padStart(4, '0')}`;
      return `"${run.slice(0, at)}" then ${code} starts no Bengali syllable`;
    }
    at += match[0].length;
  }
  return null;
}

export interface ShapedGlyph {
  id: number;
  /** The index in the line of the first character of the glyph's cluster. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Why a shaped run is broken, or null: the checks of the file's header, on HarfBuzz's output. */
export function shapingError(
  line: string,
  run: ScriptRun,
  glyphs: readonly ShapedGlyph[],
  font: { dottedCircle: number; hasInk: (id: number) => boolean },
): string | null {
  const clusters = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const end = run.start + run.text.length;
  const clusterText = (start: number) => line.slice(start, clusters.find((next) => next > start) ?? end);
  for (const glyph of glyphs) {
    if (glyph.id === 0)
      return `"${clusterText(glyph.cluster)}" has a character the font does not draw (.notdef)`;
    if (glyph.id === font.dottedCircle && !clusterText(glyph.cluster).includes('\u25cc')) {
      return `"${clusterText(glyph.cluster)}" is a broken cluster: HarfBuzz put a dotted circle in it`;
    }
  }
  for (const cluster of clusters) {
    const text = clusterText(cluster);
    const ink = glyphs.some((glyph) => glyph.cluster === cluster && font.hasInk(glyph.id));
    if (!ink && /[^\u200c\u200d]/u.test(text)) return `"${text}" draws no ink`;
  }
  return spellingError(run.text);
}

/** Noto Sans Bengali (variable, BENGALI_SOURCE) in HarfBuzz, at the weights the cards draw. */
export interface BengaliFont {
  unitsPerEm: number;
  /**
   * The glyphs of the Bengali run `run` of `line`, shaped with the line around it as context (as a
   * browser shapes a run of a paragraph) at the weight; throws on a broken cluster.
   */
  shape(line: string, run: ScriptRun, weight: number): ShapedGlyph[];
  /** A glyph's outline at the weight, as an SVG path in font units (y up). */
  path(id: number, weight: number): string;
}

let harfbuzz: Promise<HarfBuzz> | undefined;

/** Opens the font for the given weights (the wght axis): the WOFF2 decompressed whole, every glyph, table and feature kept. */
export async function openBengaliFont(weights: readonly number[]): Promise<BengaliFont> {
  harfbuzz ??= import('harfbuzzjs');
  const hb = await harfbuzz;
  // subset-font decompresses the WOFF2 (fontverter) and keeps everything (hb-subset --gids=*
  // --layout-features=*); its types (@types/subset-font 2.3) do not list keepAllGlyphs yet.
  const options = { targetFormat: 'truetype', keepAllGlyphs: true } as const;
  const sfnt = await subsetFont(await readFile(BENGALI_SOURCE), '', options);
  const face = new hb.Face(new hb.Blob(sfnt));
  const fonts = new Map(
    weights.map((weight) => {
      const font = new hb.Font(face);
      font.setVariations([new hb.Variation('wght', weight)]);
      return [weight, font] as const;
    }),
  );
  const fontAt = (weight: number) => {
    const font = fonts.get(weight);
    if (!font) throw new Error(`Noto Sans Bengali was not opened at weight ${weight}`);
    return font;
  };
  const dottedCircle = new hb.Font(face).nominalGlyph(DOTTED_CIRCLE);
  if (dottedCircle === undefined) throw new Error('Noto Sans Bengali has no dotted circle');
  const paths = new Map<string, string>();
  const path = (id: number, weight: number) => {
    const key = `${weight}:${id}`;
    let d = paths.get(key);
    if (d === undefined) {
      d = fontAt(weight).glyphToPath(id);
      paths.set(key, d);
    }
    return d;
  };
  return {
    unitsPerEm: face.upem,
    path,
    shape(line, run, weight) {
      const buffer = new hb.Buffer();
      buffer.addText(line, run.start, run.text.length);
      buffer.setLanguage('bn');
      buffer.guessSegmentProperties();
      hb.shape(fontAt(weight), buffer);
      const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => ({
        id: glyph.codepoint,
        cluster: glyph.cluster,
        xAdvance: glyph.xAdvance ?? 0,
        xOffset: glyph.xOffset ?? 0,
        yOffset: glyph.yOffset ?? 0,
      }));
      const error = shapingError(line, run, glyphs, {
        dottedCircle,
        hasInk: (id) => path(id, weight) !== '',
      });
      if (error) throw new Error(`Bengali "${run.text}" (in "${line}"): ${error}`);
      return glyphs;
    },
  };
}
