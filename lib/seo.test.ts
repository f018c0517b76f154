/** @jest-environment node */
import { snippet } from './seo';

describe('snippet', () => {
  it('keeps a short text whole, on one line', () => {
    expect(snippet('One line.\n\nTwo  lines.')).toBe('One line. Two lines.');
  });

  it('keeps the whole sentences that fit under the limit', () => {
    const text = `${'A'.repeat(90)}. ${'B'.repeat(60)}. ${'C'.repeat(40)}.`;
    expect(snippet(text)).toBe(`${'A'.repeat(90)}. ${'B'.repeat(60)}.`);
  });

  it('cuts a first sentence longer than the limit at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(50)}end.`;
    const cut = snippet(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^word( word)*…$/);
  });
});
