/**
 * The p-th percentile of `values` by the nearest-rank method: the smallest value with at least
 * p % of the values at or below it (p = 50 of [1, 2, 3, 4] is 2, p = 95 of 20 latencies is the
 * 19th). Always one of the values, never an interpolation, which is what latency reports want.
 * 0 for an empty list, so reports of zero runs still print. `values` is not modified.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}
