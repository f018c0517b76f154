/** @jest-environment node */
import { drawable, shownText } from './font-coverage';
import { parse } from './lib/html';

describe('shownText', () => {
  it('reads the text of a page with its entities decoded, and nothing of its scripts or styles', () => {
    const page = parse(
      '<html><head><style>p{}</style></head><body><p>&ldquo;Hi&rdquo; &amp; bye</p>' +
        '<script>self.__next_f.push("é")</script><template><b>later</b></template></body></html>',
    );
    expect([...shownText(page)].map(({ text }) => text).join('')).toBe('“Hi” & bye');
  });

  it('gives each piece of text the language of its nearest lang', () => {
    const page = parse('<html lang="en"><body><p>Hi <a lang="bn">বাংলা</a></p></body></html>');
    expect([...shownText(page)].filter(({ text }) => text.trim())).toEqual([
      { text: 'Hi ', lang: 'en' },
      { text: 'বাংলা', lang: 'bn' },
    ]);
  });
});

describe('drawable', () => {
  const latin = new Set('abc');

  it('draws Bangla text on a Bangla page in the whole Bengali cut, conjuncts and ৌ (U+09D7) included', () => {
    const chars = drawable(latin, 'bn', 'bn');
    for (const char of 'কৌশল ক্ষ ন্ত স্ট ত্র।'.replace(/ /g, '')) expect(chars).toContain(char);
    expect(chars).toContain('a');
  });

  it("draws only the switch's letters on an English page, and no Bangla outside a lang=bn element", () => {
    expect(drawable(latin, 'en', 'bn')).toEqual(new Set([...'abc', ...'বাংলা']));
    expect(drawable(latin, 'en', 'bn').has('ক')).toBe(false);
    expect(drawable(latin, 'bn', 'en').has('ক')).toBe(false);
  });
});
