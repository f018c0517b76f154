/** How many pages `total` items fill at `size` per page; never fewer than one (an empty list is one empty page). */
export function pageCount(total: number, size: number): number {
  if (size < 1) throw new RangeError(`Page size must be at least 1, got ${size}`);
  return Math.max(1, Math.ceil(total / size));
}

/** 1, 2, ..., last: the numbered buttons. */
export function pageNumbers(last: number): number[] {
  return Array.from({ length: Math.max(0, last) }, (_, index) => index + 1);
}
