/** @jest-environment node */
import { shownText } from './font-coverage';
import { parse } from './lib/html';

describe('shownText', () => {
  it('reads the text of a page with its entities decoded, and nothing of its scripts or styles', () => {
    const page = parse(
      '<html><head><style>p{}</style></head><body><p>&ldquo;Hi&rdquo; &amp; bye</p>' +
        '<script>self.__next_f.push("é")</script><template><b>later</b></template></body></html>',
    );
    expect([...shownText(page)].join('')).toBe('“Hi” & bye');
  });
});
