/** @jest-environment node */
import { balancePages, spreadGap } from './layout';

describe('balancePages', () => {
  it('puts everything on one page when it fits', () => {
    expect(balancePages([100, 100, 100], [400], 10)).toEqual([3]);
  });

  it('uses the fewest pages, and balances them instead of filling the first', () => {
    // Greedy filling would give [4, 1]; balanced is [3, 2].
    expect(balancePages([100, 100, 100, 100, 100], [430], 10)).toEqual([3, 2]);
  });

  it('honours a smaller first page and a reserve on the last', () => {
    // A full small first page (2 of 2) would be fuller than 1 there and 3 on the next.
    expect(balancePages([100, 100, 100, 100], [210, 430], 10)).toEqual([1, 3]);
    expect(balancePages([100, 100, 100, 100], [430], 10, 250)).toEqual([3, 1]);
  });

  it('returns nothing for no blocks and fails on a block taller than a page', () => {
    expect(balancePages([], [400], 10)).toEqual([]);
    expect(() => balancePages([500], [400], 10)).toThrow(/does not fit/);
  });
});

describe('spreadGap', () => {
  it('shares the free space between blocks, within bounds', () => {
    expect(spreadGap(400, [100, 100, 100], 10, 80)).toBe(50);
    expect(spreadGap(400, [130, 130, 130], 10, 80)).toBe(10);
    expect(spreadGap(1000, [100, 100, 100], 10, 80)).toBe(80);
    expect(spreadGap(400, [300], 10, 80)).toBe(10);
  });
});
