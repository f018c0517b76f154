/** @jest-environment node */
import { clampPage, pageCount, pageItems, pageNumbers } from './pagination';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pageCount', () => {
  it('is one page for no items and for up to a full page', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(1, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
  });

  it('starts a new page at the first item past a full page', () => {
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(18, 9)).toBe(2);
    expect(pageCount(19, 9)).toBe(3);
  });

  it('gives the team of 46 six pages of 9', () => {
    expect(pageCount(46, 9)).toBe(6);
  });

  it('rejects a page size below one', () => {
    expect(() => pageCount(5, 0)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..last', () => {
    expect(clampPage(3, 6)).toBe(3);
    expect(clampPage(1, 6)).toBe(1);
    expect(clampPage(6, 6)).toBe(6);
  });

  it('clamps moves below page 1 to 1', () => {
    expect(clampPage(0, 6)).toBe(1);
    expect(clampPage(-4, 6)).toBe(1);
  });

  it('clamps moves past the last page to the last page', () => {
    expect(clampPage(7, 6)).toBe(6);
    expect(clampPage(100, 2)).toBe(2);
  });

  it('stays on page 1 when there is a single page', () => {
    expect(clampPage(2, 1)).toBe(1);
    expect(clampPage(0, 1)).toBe(1);
  });
});

describe('pageItems', () => {
  it('is empty for no items', () => {
    expect(pageItems([], 1, 9)).toEqual([]);
  });

  it('puts exactly 9 items on one page', () => {
    expect(pageItems(list(9), 1, 9)).toEqual(list(9));
    expect(pageItems(list(9), 2, 9)).toEqual([]);
  });

  it('moves the 10th item to page 2', () => {
    expect(pageItems(list(10), 1, 9)).toEqual(list(9));
    expect(pageItems(list(10), 2, 9)).toEqual([10]);
  });

  it('splits 46 items into five full pages and one of a single item', () => {
    const items = list(46);
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 5, 9)).toEqual([37, 38, 39, 40, 41, 42, 43, 44, 45]);
    expect(pageItems(items, 6, 9)).toEqual([46]);
    expect([1, 2, 3, 4, 5, 6].flatMap((page) => pageItems(items, page, 9))).toEqual(items);
  });

  it('is empty outside the pages', () => {
    expect(pageItems(list(46), 7, 9)).toEqual([]);
    expect(pageItems(list(46), 0, 9)).toEqual([]);
  });
});

describe('pageNumbers', () => {
  it('numbers every page from 1', () => {
    expect(pageNumbers(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(1)).toEqual([1]);
    expect(pageNumbers(0)).toEqual([]);
  });
});
