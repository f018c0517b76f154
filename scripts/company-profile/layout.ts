/**
 * Splits blocks (in order) into the fewest pages that hold them, then balances the split so the
 * fullest page is as little full as possible: no page of the profile crammed while the next is half
 * empty. `capacities[i]` is the usable height of page i; the last capacity repeats for any further
 * pages. `gap` is the space between two blocks on a page; `lastPageReserve` is kept free on the
 * last page for whatever follows the blocks. Returns the number of blocks on each page.
 */
export function balancePages(
  heights: readonly number[],
  capacities: readonly number[],
  gap: number,
  lastPageReserve = 0,
): number[] {
  const n = heights.length;
  if (n === 0) return [];
  const capacityOf = (page: number) => capacities[Math.min(page, capacities.length - 1)] ?? 0;
  const prefix = [0];
  for (const h of heights) prefix.push((prefix[prefix.length - 1] ?? 0) + h);
  const fill = (from: number, to: number) => (prefix[to] ?? 0) - (prefix[from] ?? 0) + gap * (to - from - 1);

  for (let pages = 1; pages <= n; pages += 1) {
    // worst[p * (n + 1) + i]: the lowest worst-page fill ratio that puts the first i blocks on p pages;
    // start[...] is where the last of those pages begins.
    const worst = new Array<number>((pages + 1) * (n + 1)).fill(Infinity);
    const start = new Array<number>((pages + 1) * (n + 1)).fill(-1);
    const at = (p: number, i: number) => p * (n + 1) + i;
    worst[at(0, 0)] = 0;
    for (let p = 1; p <= pages; p += 1) {
      for (let i = 1; i <= n; i += 1) {
        const reserve = p === pages ? lastPageReserve : 0;
        for (let j = p - 1; j < i; j += 1) {
          const used = fill(j, i) + reserve;
          if (used > capacityOf(p - 1)) continue;
          const candidate = Math.max(worst[at(p - 1, j)] ?? Infinity, used / capacityOf(p - 1));
          // On a tie the later cut wins, so earlier pages are the fuller ones.
          if (candidate <= (worst[at(p, i)] ?? Infinity)) {
            worst[at(p, i)] = candidate;
            start[at(p, i)] = j;
          }
        }
      }
    }
    if ((worst[at(pages, n)] ?? Infinity) === Infinity) continue;
    const counts: number[] = [];
    let end = n;
    for (let p = pages; p >= 1; p -= 1) {
      const begin = start[at(p, end)] ?? 0;
      counts.unshift(end - begin);
      end = begin;
    }
    return counts;
  }
  throw new Error(`company profile: a block of ${Math.max(...heights)}pt does not fit on a page`);
}

/**
 * The gap to put between blocks of these heights so that they fill `available`, kept between `min`
 * and `max`: a page with little content gets air, not a blank foot.
 */
export function spreadGap(available: number, heights: readonly number[], min: number, max: number): number {
  if (heights.length < 2) return min;
  const used = heights.reduce((a, b) => a + b, 0);
  return Math.min(max, Math.max(min, (available - used) / (heights.length - 1)));
}
