/**
 * How big an IVF index should be, after the FAISS guidance: K ≈ 4√N lists, 30·K–256·K training
 * rows, and below ~4·K vectors no index at all (an exact scan is faster and exact).
 */

/** FAISS: K between 4√N and 16√N; we take ~4√N (search cost ∝ K + nprobe·N/K), ≥ 39 rows per list. */
export function chooseK(n: number): number {
  if (n <= 0) return 1;
  const k = Math.round(4 * Math.sqrt(n));
  return Math.max(1, Math.min(k, Math.floor(n / 39)));
}

/**
 * Training rows for K centroids: `perCentroid`·K (FAISS: 30·K–256·K; default 40, just above its
 * 39·K warning), capped by N.
 */
export function trainingSampleSize(k: number, n: number, perCentroid = 40): number {
  const per = Math.min(256, Math.max(30, perCentroid));
  return Math.min(n, per * k);
}

/**
 * Below ~4·K vectors (or below `minIndexed`, when given) an exact scan of all codes is both faster
 * and exact, so no IVF is built/used. K defaults to the unclamped 4√N, i.e. exact below 256 rows;
 * the exact int8 scan costs ≈ 1–2 ms per 50k codes here, so callers may well raise `minIndexed`.
 */
export function shouldUseExactScan(n: number, k: number = Math.round(4 * Math.sqrt(n)), minIndexed = 0): boolean {
  return n < 4 * k || n < minIndexed;
}
