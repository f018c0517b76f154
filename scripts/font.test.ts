/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localeInfo } from '@/lib/i18n';
import { BENGALI_LABEL, WEIGHT_RANGE, siteCharacters } from './font';
import { BENGALI_CHARACTERS } from './lib/bengali';

describe('the font cut', () => {
  it('declares in app/fonts the weight range it cuts the font to', () => {
    // next/font reads its options as literals, so the range is written there a second time.
    const declaration = readFileSync(path.join(__dirname, '../app/fonts/index.ts'), 'utf8');
    expect(declaration).toContain(`weight: '${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max}'`);
  });

  it("covers printable ASCII, typographic quotes and dashes, and the content's own characters", async () => {
    const characters = await siteCharacters();
    for (const char of 'Az09 &@#’“”–…') expect(characters).toContain(char);
    // The equipment's "m³" and the bank cards' "∞" are in content/.
    expect(characters).toContain('³');
    expect(characters).toContain('∞');
    expect(characters).not.toContain('é');
  });

  it('leaves Bengali letters to the Bengali cut', async () => {
    expect(await siteCharacters()).not.toMatch(/[\u0980-\u09ff]/);
  });
});

describe('the Bengali cut', () => {
  it('keeps the whole Bengali block, so the two-part vowel signs form (harfbuzz issue 2283)', () => {
    // ো is ে + া, ৌ is ে + ৗ: a cut to the pages' characters alone could lose U+09BE, U+09C7 or U+09D7.
    for (const code of [0x0980, 0x09be, 0x09c7, 0x09cd, 0x09d7, 0x09ff, 0x0964, 0x200d]) {
      expect(BENGALI_CHARACTERS).toContain(String.fromCodePoint(code));
    }
  });

  it("cuts the English pages' copy to the switch's label, as lib/i18n.ts names the language", () => {
    expect(BENGALI_LABEL).toBe(localeInfo.bn.name);
    const label = readFileSync(path.join(__dirname, '../components/layout/Header/index.module.css'), 'utf8');
    const range = [...new Set(BENGALI_LABEL)]
      .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
      .sort()
      .join(', ');
    expect(label).toContain(`unicode-range: ${range};`);
  });

  it('keeps to a label its cut draws without layout tables: no conjunct, no vowel sign drawn before or around its letter', () => {
    // scripts/font.ts drops GSUB and GPOS from the label's font: a virama (conjuncts) or ি ে ৈ ো ৌ
    // (reordered, or split in two) would need them.
    expect(BENGALI_LABEL).not.toMatch(/[\u09cd\u09bf\u09c7\u09c8\u09cb\u09cc]/u);
  });
});
