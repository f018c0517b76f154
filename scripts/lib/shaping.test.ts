/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { scriptRuns, shapingError, spellingError, type ShapedGlyph } from './shaping';

/** Hard clusters the cards must draw as a browser does. */
const HARD = [
  'কর্পোরেট', // reph: র্প
  'ব্যবস্থাপনা', // ya-phala, স্থ
  'ক্ষমতা', // ক্ষ
  'মন্ত্রণালয়', // ন্ত্র
  'কষ্ট', // ষ্ট
  'কোম্পানি', // two-part ো around its consonant
  'কৌশল', // two-part ৌ
  'ঢাকা-১২৩০', // Bengali digits, an ASCII hyphen between two runs
  'অ্যাপার্টমেন্ট', // ya-phala on a vowel (the /æ/ of loanwords), reph, ন্ট
  'র‍্যাব', // র + ZWJ + ্ + য: ra with ya-phala, not reph
  'ক্‌', // an explicit হসন্ত (ZWNJ after the virama)
  'উন্নতি কনস্ট্রাকশন', // the company: ন্ন, স্ট্র
  'Hitachi ZX350 এক্সকাভেটর', // Latin and Bengali in one line
];

/** Broken spellings, each with what the check says of it. */
const BROKEN: [string, RegExp][] = [
  ['ো', /dotted circle/], // a vowel sign with no consonant
  ['ৌ', /dotted circle/],
  ['্ক', /dotted circle/], // a virama with nothing before it
  ['ক্‌া', /dotted circle/], // a vowel sign after a হসন্ত closed by ZWNJ
  ['কঁা', /dotted circle/], // candrabindu before the vowel sign
  ['কাা', /U\+09BE starts no Bengali syllable/], // HarfBuzz draws these without a dotted circle
  ['কি্', /U\+09CD starts no Bengali syllable/],
  ['অা', /U\+09BE starts no Bengali syllable/],
  ['ক‌্ষ', /U\+200C starts no Bengali syllable/],
];

describe('script runs', () => {
  it('cuts a line where the font changes, as unicode-range does: Bengali, then spaces, Latin and punctuation', () => {
    expect(scriptRuns('সেক্টর ১১, উত্তরা')).toEqual([
      { start: 0, text: 'সেক্টর', bengali: true },
      { start: 6, text: ' ', bengali: false },
      { start: 7, text: '১১', bengali: true },
      { start: 9, text: ', ', bengali: false },
      { start: 11, text: 'উত্তরা', bengali: true },
    ]);
    expect(scriptRuns('ঢাকা-১২৩০').map((run) => run.text)).toEqual(['ঢাকা', '-', '১২৩০']);
  });
});

describe('the spelling check', () => {
  it('reads real words as Bengali syllables', () => {
    for (const text of HARD) {
      for (const run of scriptRuns(text).filter((r) => r.bengali)) expect(spellingError(run.text)).toBeNull();
    }
  });

  it('finds a sign with no letter to sit on', () => {
    for (const [text] of BROKEN) expect(spellingError(text)).toMatch(/starts no Bengali syllable/);
  });
});

describe('the shaping check, on glyphs', () => {
  const font = { dottedCircle: 6, hasInk: (id: number) => id !== 7 };
  const run = { start: 0, text: 'কা', bengali: true };
  const glyphs = (...ids: number[]): ShapedGlyph[] =>
    ids.map((id, i) => ({ id, cluster: i === 0 ? 0 : 1, xAdvance: 500, xOffset: 0, yOffset: 0 }));

  it('passes a run of inked glyphs', () => {
    expect(shapingError('কা', run, glyphs(25, 59), font)).toBeNull();
  });

  it('fails on .notdef, on a dotted circle and on a cluster with no ink', () => {
    expect(shapingError('কা', run, glyphs(25, 0), font)).toMatch(/\.notdef/);
    expect(shapingError('কা', run, glyphs(25, 6), font)).toMatch(/"া" is a broken cluster/);
    expect(shapingError('কা', run, glyphs(25, 7), font)).toMatch(/"া" draws no ink/);
  });
});

describe('HarfBuzz on Noto Sans Bengali, as the cards shape', () => {
  /** Shapes each text's Bengali runs in a Node of its own: harfbuzzjs is an ES module with top-level await, which Jest cannot load. */
  function shapeAll(texts: string[]): (string | null)[] {
    const script = `
      const { openBengaliFont, scriptRuns } = require('./scripts/lib/shaping.ts');
      openBengaliFont([500, 800]).then((font) => {
        const results = JSON.parse(process.env.TEXTS).map((text) => {
          try {
            for (const weight of [500, 800])
              for (const run of scriptRuns(text)) if (run.bengali) font.shape(text, run, weight);
            return null;
          } catch (error) {
            return error.message;
          }
        });
        process.stdout.write(JSON.stringify(results));
      });`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, TEXTS: JSON.stringify(texts) },
      encoding: 'utf8',
    });
    return JSON.parse(out) as (string | null)[];
  }

  it('draws the hard clusters and throws on each broken one, saying which', () => {
    const results = shapeAll([...HARD, ...BROKEN.map(([text]) => text)]);
    expect(results.slice(0, HARD.length)).toEqual(HARD.map(() => null));
    BROKEN.forEach(([, message], i) => expect(results[HARD.length + i]).toMatch(message));
  });
});
