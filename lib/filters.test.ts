/** @jest-environment node */
import { countByCategory } from './filters';

const items = [
  { id: 'a', category: 'Ship' },
  { id: 'b', category: 'Generators' },
  { id: 'c', category: 'Ship' },
];

describe('countByCategory', () => {
  it('counts the items of each category, in the order given, zero included', () => {
    expect(countByCategory(items, ['Generators', 'Ship', 'Road Equipment'])).toEqual([
      { category: 'Generators', count: 1 },
      { category: 'Ship', count: 2 },
      { category: 'Road Equipment', count: 0 },
    ]);
  });

  it('counts nothing in an empty list', () => {
    expect(countByCategory([], ['Ship'])).toEqual([{ category: 'Ship', count: 0 }]);
  });
});
