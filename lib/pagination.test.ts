/** @jest-environment node */
import { pageCount, pageNumbers } from './pagination';

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

describe('pageNumbers', () => {
  it('numbers every page from 1', () => {
    expect(pageNumbers(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(1)).toEqual([1]);
    expect(pageNumbers(0)).toEqual([]);
  });
});
