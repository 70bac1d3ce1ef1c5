/**
 * Spherical k-means for the IVF coarse quantiser, on one contiguous Float32Array (n × dim).
 *
 * - Assignment = largest dot with the unit centroids (for unit rows the same as the nearest centroid
 *   in Euclidean distance; for rows of any norm still the nearest unit centroid), computed by the
 *   tiled wasm SIMD kernels in ./simd (2 rows × 4 centroids per tile, centroid blocks sized for L2).
 * - Update = mean of the members, renormalised. Sums in float64, no allocation per iteration beyond
 *   the kernel's copy of the centroids.
 * - k-means++ seeding (D² sampling, seeded mulberry32 → reproducible) on a subsample of the
 *   training rows, early stop when fewer than `tolerance`·n rows change cluster, empty clusters
 *   re-seeded with the worst-fitted rows (those with the smallest dot to their centroid).
 *
 * Sizing follows the FAISS guidance (./kmeans-sizing); the seeding is in ./kmeans-seeding, the
 * assignment passes in ./centroid-assignment.
 *
 * Two cores: {@link lloyd} leaves the assignment passes to its driver, so ./parallel runs the same
 * algorithm with the passes split over this thread and a worker (`kmeansParallel`,
 * `assignInt8Parallel`; identical results). The assigners also take row ranges.
 */
import { mulberry32 } from '../random/seeded-random';
import { localAssignStep, quantizeUnitRows } from './centroid-assignment';
import { defaultInitSampleSize, defaultLocalTrials, gatherRows, kmeansPlusPlus, sampleIndices } from './kmeans-seeding';

export interface KMeansOptions {
  /** Lloyd iterations at most (each = one assignment pass + one update). Default 20. */
  maxIterations?: number;
  /** Stop when at most this fraction of rows changed cluster in an iteration. Default 1e-3. */
  tolerance?: number;
  /** PRNG seed for the subsample and k-means++. Default 1. */
  seed?: number;
  /** Rows k-means++ samples from (a random subset). Default {@link defaultInitSampleSize}. */
  initSampleSize?: number;
  /** Candidates per k-means++ step (greedy k-means++). Default {@link defaultLocalTrials}. */
  localTrials?: number;
  /** Initial centroids (k × dim) instead of k-means++ (they are normalised). */
  initialCentroids?: Float32Array;
  /** Re-assign all rows to the final centroids (one extra pass) so assignments match. Default true. */
  finalAssign?: boolean;
  /** Arithmetic of the assignment passes. Default 'float32'. */
  precision?: 'float32' | 'int8';
  /** Called after each Lloyd iteration (progress, logging). */
  onIteration?: (info: { iteration: number; changed: number; meanCosine: number; repaired: number }) => void;
}

export interface KMeansResult {
  /** k × dim, unit length. */
  centroids: Float32Array;
  k: number;
  dim: number;
  /** Cluster of every row. */
  assignments: Int32Array;
  /** Dot of every row with its centroid (its cosine, for unit rows). */
  scores: Float32Array;
  sizes: Int32Array;
  /** Lloyd iterations run. */
  iterations: number;
  /** True when the early-stop criterion was met before maxIterations. */
  converged: boolean;
  /** Empty clusters re-seeded, over all iterations. */
  repaired: number;
  /** Mean dot of rows with their centroid (mean cosine for unit rows). */
  meanCosine: number;
  /** Σ‖x − c‖² over rows with their unit centroid (= Σ 2 − 2·cos for unit rows). */
  inertia: number;
}

function normalizeRowsInPlace(a: Float32Array, dim: number): void {
  for (let o = 0; o + dim <= a.length; o += dim) {
    let s = 0;
    for (let d = o; d < o + dim; d++) s += a[d] * a[d];
    if (s > 0) {
      const inv = 1 / Math.sqrt(s);
      for (let d = o; d < o + dim; d++) a[d] *= inv;
    }
  }
}

/**
 * Spherical k-means of `data` (n × dim, contiguous; rows ideally unit length) into k clusters.
 * Deterministic for a given seed. `precision: 'int8'` runs the assignment passes on int8 codes of
 * the rows and centroids (≈1.4× faster kernels, 4× less kernel memory; the update still averages
 * the float rows), which is what the 1M-row build uses.
 */
export function kmeans(data: Float32Array, dim: number, k: number, options: KMeansOptions = {}): KMeansResult {
  const run = lloyd(data, dim, k, options);
  const step = localAssignStep(data, dim, options.precision ?? 'float32');
  try {
    let r = run.next();
    while (!r.done) {
      step.assign(r.value.centroids, r.value.idx, r.value.score);
      r = run.next();
    }
    return r.value;
  } finally {
    step.release();
  }
}

/** What {@link lloyd} yields: assign every row to these centroids, then call next(). */
export interface AssignRequest {
  centroids: Float32Array;
  idx: Int32Array;
  score: Float32Array;
}

/**
 * The k-means algorithm with its assignment passes left to the caller (a generator), so the same
 * code drives single-threaded and multi-threaded runs: seeding (k-means++ on this thread), then
 * each Lloyd iteration yields one {@link AssignRequest} and does the update when resumed.
 */
export function* lloyd(data: Float32Array, dim: number, k: number, options: KMeansOptions = {}): Generator<AssignRequest, KMeansResult, void> {
  const n = Math.floor(data.length / dim);
  if (n === 0) throw new RangeError('k-means: no rows');
  if (k < 1 || k > n) throw new RangeError(`k-means: k = ${k} must be in 1..${n}`);
  const maxIterations = options.maxIterations ?? 20;
  const tolerance = options.tolerance ?? 1e-3;
  const rand = mulberry32(options.seed ?? 1);

  // --- seeding
  let centroids: Float32Array;
  if (options.initialCentroids) {
    if (options.initialCentroids.length !== k * dim) throw new RangeError('k-means: initialCentroids must be k × dim');
    centroids = Float32Array.from(options.initialCentroids);
  } else {
    const m = Math.min(n, Math.max(k, options.initSampleSize ?? defaultInitSampleSize(k, dim)));
    const trials = options.localTrials ?? defaultLocalTrials(k, m, dim);
    const sub = m === n ? data.subarray(0, n * dim) : gatherRows(data, dim, sampleIndices(n, m, rand));
    // int8 precision seeds on codes too: 4× less data streamed by each of the k passes.
    const seedRows = options.precision === 'int8' ? quantizeUnitRows(sub, dim) : sub;
    centroids = gatherRows(sub, dim, kmeansPlusPlus(seedRows, m, dim, k, rand, trials));
  }
  normalizeRowsInPlace(centroids, dim);

  // --- Lloyd
  const assignments = new Int32Array(n).fill(-1);
  const next = new Int32Array(n);
  const scores = new Float32Array(n);
  const sizes = new Int32Array(k);
  const sums = new Float64Array(k * dim);
  let iterations = 0, converged = false, repaired = 0;
  while (iterations < maxIterations) {
    yield { centroids, idx: next, score: scores };
    let changed = 0;
    for (let i = 0; i < n; i++) if (next[i] !== assignments[i]) changed++;
    assignments.set(next);
    iterations++;

    sums.fill(0);
    sizes.fill(0);
    for (let i = 0; i < n; i++) {
      const c = assignments[i];
      sizes[c]++;
      const so = c * dim;
      const xo = i * dim;
      for (let d = 0; d < dim; d++) sums[so + d] += data[xo + d];
    }
    const fixed = repairEmpty(data, dim, k, assignments, scores, sizes, sums);
    repaired += fixed;
    for (let c = 0; c < k; c++) {
      const so = c * dim;
      let s = 0;
      for (let d = 0; d < dim; d++) s += sums[so + d] * sums[so + d];
      if (!(s > 0)) continue; // members cancel out: keep the previous centroid
      const inv = 1 / Math.sqrt(s);
      for (let d = 0; d < dim; d++) centroids[so + d] = sums[so + d] * inv;
    }
    if (options.onIteration) {
      let cos = 0;
      for (let i = 0; i < n; i++) cos += scores[i];
      options.onIteration({ iteration: iterations, changed, meanCosine: cos / n, repaired: fixed });
    }
    if (iterations > 1 && changed <= tolerance * n && fixed === 0) {
      converged = true;
      break;
    }
  }

  if (options.finalAssign ?? true) {
    yield { centroids, idx: assignments, score: scores };
    sizes.fill(0);
    for (let i = 0; i < n; i++) sizes[assignments[i]]++;
  }
  let cos = 0, inertia = 0;
  for (let i = 0; i < n; i++) {
    cos += scores[i];
    let nx = 0;
    for (let d = i * dim, e = d + dim; d < e; d++) nx += data[d] * data[d];
    inertia += nx - 2 * scores[i] + 1;
  }
  return { centroids, k, dim, assignments, scores, sizes, iterations, converged, repaired, meanCosine: cos / n, inertia };
}

/**
 * Re-seeds empty clusters with the rows that fit their centroid worst (smallest dot), taken from
 * clusters with more than one member; updates assignments/sizes/sums. Returns how many were fixed.
 */
export function repairEmpty(
  data: Float32Array,
  dim: number,
  k: number,
  assignments: Int32Array,
  scores: Float32Array,
  sizes: Int32Array,
  sums: Float64Array,
): number {
  const empty: number[] = [];
  for (let c = 0; c < k; c++) if (sizes[c] === 0) empty.push(c);
  if (empty.length === 0) return 0;
  const n = assignments.length;
  const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a] - scores[b] || a - b);
  let fixed = 0;
  for (let p = 0; p < n && fixed < empty.length; p++) {
    const i = order[p];
    const from = assignments[i];
    if (sizes[from] <= 1) continue;
    const to = empty[fixed++];
    const xo = i * dim;
    for (let d = 0; d < dim; d++) {
      sums[from * dim + d] -= data[xo + d];
      sums[to * dim + d] = data[xo + d];
    }
    sizes[from]--;
    sizes[to] = 1;
    assignments[i] = to;
    scores[i] = 1;
  }
  return fixed;
}
