/** The filter value that shows every item. */
export const ALL = 'All';

/** Items of one category, or every item for 'All'. Order is kept. */
export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string): T[] {
  return category === ALL ? [...items] : items.filter((item) => item.category === category);
}

/** 'All' followed by each category in first-seen order, or in the given order when one is passed. */
export function filterOptions(items: readonly { category: string }[], order?: readonly string[]): string[] {
  const categories = order ?? [...new Set(items.map((item) => item.category))];
  return [ALL, ...categories];
}

/** How many items fall in each category, in the order given. */
export function countByCategory<T extends { category: string }>(
  items: readonly T[],
  categories: readonly string[],
): { category: string; count: number }[] {
  return categories.map((category) => ({
    category,
    count: items.filter((item) => item.category === category).length,
  }));
}
