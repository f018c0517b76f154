/** What the content tests (content/*.test.ts) share: walks over the texts of both languages. */

/** An id that can be part of an address: 'piling-works'. */
export const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The values that come more than once. */
export function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Every string reachable from `value` (functions aside), each with its path ('items.piling.title'). */
export function labelledStrings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      labelledStrings(inner, prefix ? `${prefix}.${key}` : key),
    );
  return [];
}

/** The paths of every leaf of `value` (texts, functions, nulls): two languages' texts have the same. */
export function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}
