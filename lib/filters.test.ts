/** @jest-environment node */
import { ALL, countByCategory, filterByCategory, filterOptions } from './filters';

const items = [
  { id: 'a', category: 'Ship' },
  { id: 'b', category: 'Generators' },
  { id: 'c', category: 'Ship' },
];

describe('filterByCategory', () => {
  it('returns every item, in order, for All', () => {
    expect(filterByCategory(items, ALL).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('returns only the chosen category', () => {
    expect(filterByCategory(items, 'Ship').map((i) => i.id)).toEqual(['a', 'c']);
    expect(filterByCategory(items, 'Generators').map((i) => i.id)).toEqual(['b']);
  });

  it('returns nothing for a category with no item', () => {
    expect(filterByCategory(items, 'Road Equipment')).toEqual([]);
    expect(filterByCategory([], ALL)).toEqual([]);
  });
});

describe('filterOptions', () => {
  it('is All plus each distinct category, in first-seen order', () => {
    expect(filterOptions(items)).toEqual(['All', 'Ship', 'Generators']);
  });

  it('follows a given order, including categories with no item', () => {
    expect(filterOptions(items, ['Generators', 'Ship', 'Road Equipment'])).toEqual([
      'All',
      'Generators',
      'Ship',
      'Road Equipment',
    ]);
  });
});

describe('countByCategory', () => {
  it('counts the items of each category, zero included', () => {
    expect(countByCategory(items, ['Ship', 'Generators', 'Road Equipment'])).toEqual([
      { category: 'Ship', count: 2 },
      { category: 'Generators', count: 1 },
      { category: 'Road Equipment', count: 0 },
    ]);
  });
});
