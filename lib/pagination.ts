/** How many pages `total` items fill at `size` per page; never fewer than one (an empty list is one empty page). */
export function pageCount(total: number, size: number): number {
  if (size < 1) throw new RangeError(`Page size must be at least 1, got ${size}`);
  return Math.max(1, Math.ceil(total / size));
}

/** The page a move lands on: kept between 1 and `last` (the spec clamps Prev/Next and page jumps). */
export function clampPage(page: number, last: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, last));
}

/** The items on 1-based `page`, `size` per page; empty past the end. */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  const start = (page - 1) * size;
  return start < 0 ? [] : items.slice(start, start + size);
}

/** 1, 2, ..., last: the numbered buttons. */
export function pageNumbers(last: number): number[] {
  return Array.from({ length: Math.max(0, last) }, (_, index) => index + 1);
}
