/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEIGHT_RANGE, siteCharacters } from './font';

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
});
