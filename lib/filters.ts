/** The filter value that shows every item. */
export const ALL = 'All';

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
