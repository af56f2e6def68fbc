/**
 * The service's one binary search: the first position in [0, length) at which `before` no
 * longer holds (length if it always does), for a `before` that holds for a run of positions
 * from the start and then never again (a sorted list: "the item at i sorts before the target").
 */
export function partitionPoint(length: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
