import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [20_000, '20,000'],
    [1_234_567, '1,234,567'],
    [-4500, '-4,500'],
  ])('writes %d as %s, like en-US', (count, text) => {
    expect(formatCount(count)).toBe(text);
    expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});
