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
 * Sizing follows the FAISS guidance: K ≈ 4√N ({@link chooseK}), 30·K–256·K training rows
 * ({@link trainingSampleSize}), and below ~4·K vectors an exact scan beats IVF
 * ({@link shouldUseExactScan}).
 *
 * Two cores: {@link lloyd} leaves the assignment passes to its driver, so ./parallel runs the same
 * algorithm with the passes split over this thread and a worker (`kmeansParallel`,
 * `assignInt8Parallel`; identical results). {@link assign}/{@link assignInt8} also take row ranges.
 */
import { argmaxF32, argmaxI8, dotsF32, dotsI8, pinRows, Pinned } from './simd';
import { mulberry32 } from '../random/seeded-random';
import { CODE_SCALE, normalize, quantizeRows, quantizeUnit } from './codes';

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

/** m distinct indices out of n, sorted, from the seeded PRNG (Floyd's algorithm). */
export function sampleIndices(n: number, m: number, rand: () => number): Int32Array {
  if (m >= n) return Int32Array.from({ length: n }, (_, i) => i);
  const chosen = new Set<number>();
  for (let j = n - m; j < n; j++) {
    const t = Math.floor(rand() * (j + 1));
    chosen.add(chosen.has(t) ? j : t);
  }
  return Int32Array.from(chosen).sort();
}

/** Copies the given rows of `data` into a new contiguous matrix. */
export function gatherRows<T extends Float32Array | Int8Array>(data: T, dim: number, rows: ArrayLike<number>): T {
  const out = (data instanceof Int8Array ? new Int8Array(rows.length * dim) : new Float32Array(rows.length * dim)) as T;
  for (let i = 0; i < rows.length; i++) out.set(data.subarray(rows[i] * dim, rows[i] * dim + dim), i * dim);
  return out;
}

/**
 * Greedy k-means++ seeding (Arthur & Vassilvitskii 2007; the greedy variant of scikit-learn):
 * indices of k rows of `data` (n × dim). The first is uniform; each next one is the best of
 * `localTrials` candidates drawn with probability ∝ squared distance to the nearest chosen seed
 * (best = lowest resulting potential Σ min d²). Cost localTrials·k·n·dim multiply-adds.
 */
export function kmeansPlusPlus(
  data: Float32Array | Int8Array | Pinned,
  n: number,
  dim: number,
  k: number,
  rand: () => number,
  localTrials = 1,
): Int32Array {
  const rows = data instanceof Pinned ? data.data : data;
  if (k > n) throw new RangeError(`k-means++: k = ${k} > n = ${n}`);
  const trials = Math.max(1, Math.floor(localTrials));
  const pinned = data instanceof Pinned ? data : pinRows(rows, n, dim);
  // int8 codes: dots are exact integers in code units (127² per unit), distances scale alike.
  const dotsOf: (c: number, out: Float32Array) => void =
    rows instanceof Int8Array
      ? ((tmp: Int32Array) => (c: number, out: Float32Array) => {
          dotsI8(rows.subarray(c * dim, c * dim + dim), pinned as Pinned<Int8Array>, n, dim, tmp);
          for (let i = 0; i < n; i++) out[i] = tmp[i];
        })(new Int32Array(n))
      : (c, out) => dotsF32(rows.subarray(c * dim, c * dim + dim), pinned as Pinned<Float32Array>, n, dim, out);
  try {
    const norms = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let d = i * dim, e = d + dim; d < e; d++) s += rows[d] * rows[d];
      norms[i] = s;
    }
    let minD2 = new Float64Array(n).fill(Infinity);
    let cand = new Float64Array(n);
    let best = new Float64Array(n);
    const dots = new Float32Array(n);
    const seeds = new Int32Array(k);
    const taken = new Uint8Array(n);
    /** d² of every row to row c, folded into min with `into`; returns the potential. */
    const fold = (c: number, into: Float64Array): number => {
      dotsOf(c, dots);
      const cn = norms[c];
      let total = 0;
      for (let i = 0; i < n; i++) {
        let d2 = norms[i] + cn - 2 * dots[i];
        if (d2 < 0 || i === c || taken[i]) d2 = 0;
        const m = d2 < minD2[i] ? d2 : minD2[i];
        into[i] = m;
        total += m;
      }
      return total;
    };
    const draw = (total: number): number => {
      let r = rand() * total;
      for (let i = 0; i < n; i++) {
        r -= minD2[i];
        if (r < 0 && !taken[i]) return i;
      }
      for (let i = n - 1; i >= 0; i--) if (!taken[i] && minD2[i] > 0) return i;
      return taken.indexOf(0);
    };
    const first = Math.floor(rand() * n);
    seeds[0] = first;
    taken[first] = 1;
    let total = fold(first, minD2);
    for (let s = 1; s < k; s++) {
      let chosen = -1, chosenPot = Infinity;
      if (!(total > 0)) {
        chosen = taken.indexOf(0); // every remaining row duplicates a seed
        fold(chosen, best);
        chosenPot = 0;
      } else {
        for (let t = 0; t < trials; t++) {
          const c = draw(total);
          if (c < 0 || (t > 0 && c === chosen)) continue;
          const pot = fold(c, cand);
          if (pot < chosenPot) {
            chosenPot = pot;
            chosen = c;
            [best, cand] = [cand, best];
          }
        }
      }
      seeds[s] = chosen;
      taken[chosen] = 1;
      [minD2, best] = [best, minD2];
      minD2[chosen] = 0;
      total = chosenPot;
    }
    return seeds;
  } finally {
    if (!(data instanceof Pinned)) pinned.release();
  }
}

/**
 * Default k-means++ local trials: scikit-learn's 2 + ⌊ln k⌋, reduced so that seeding costs at
 * most ~4·10⁹ multiply-adds (≈ 1 s here; the seeding passes are memory-bound); IVF-sized K falls
 * back to plain k-means++ (one trial), which Lloyd iterations then refine.
 */
export function defaultLocalTrials(k: number, m: number, dim: number): number {
  const want = 2 + Math.floor(Math.log(k));
  const budget = 4e9 / Math.max(1, k * m * dim);
  return Math.max(1, Math.min(want, Math.floor(budget)));
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

/** One Lloyd assignment: fill `idx`/`score` (dot with the unit centroid) for every training row. */
export type AssignStep = (centroids: Float32Array, idx: Int32Array, score: Float32Array) => void;

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

/** Assignment passes on this thread, with the training rows pinned in kernel memory. */
export function localAssignStep(data: Float32Array, dim: number, precision: 'float32' | 'int8', from = 0, to = Math.floor(data.length / dim)): { assign: AssignStep; release(): void } {
  const n = to - from;
  const rows = data.subarray(from * dim, to * dim);
  if (precision === 'float32') {
    const pinned = pinRows(rows, n, dim);
    return {
      assign: (c, idx, score) => argmaxF32(pinned, n, c, Math.floor(c.length / dim), dim, idx, score),
      release: () => pinned.release(),
    };
  }
  const pinned = pinRows(quantizeUnitRows(rows, dim), n, dim);
  const dots = new Int32Array(n);
  return {
    assign: (c, idx, score) => {
      argmaxI8(pinned, n, quantizeRows(c), Math.floor(c.length / dim), dim, idx, dots);
      for (let i = 0; i < n; i++) score[i] = dots[i] / (CODE_SCALE * CODE_SCALE);
    },
    release: () => pinned.release(),
  };
}

/** int8 codes of rows (each normalised, then round(127·x)). */
export function quantizeUnitRows(rows: Float32Array, dim: number): Int8Array {
  const n = Math.floor(rows.length / dim);
  const codes = new Int8Array(n * dim);
  const u = new Float32Array(dim);
  for (let i = 0; i < n; i++) {
    u.set(rows.subarray(i * dim, i * dim + dim));
    quantizeUnit(normalize(u), codes.subarray(i * dim, i * dim + dim));
  }
  return codes;
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
 * Rows k-means++ draws from: 16 per centroid, at least 2048, but no more than fit a ~16 MiB
 * (L3-resident) block when that still leaves ≥ 4 per centroid — each of the k seeding passes
 * streams the whole block.
 */
export function defaultInitSampleSize(k: number, dim: number): number {
  const cacheRows = Math.floor((16 * 1024 * 1024) / (dim * 4));
  return Math.max(2048, Math.min(16 * k, Math.max(cacheRows, 4 * k)));
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

/** Rows per kernel call in the bulk assigners (bounds kernel memory: 64k × 1 KiB floats = 64 MiB). */
const ASSIGN_CHUNK = 65536;

/**
 * Nearest (largest-dot) centroid of every row of `vectors` (n × dim) among `centroids` (k × dim,
 * unit). Optional row range [from, to) for splitting across workers.
 */
export function assign(
  vectors: Float32Array,
  centroids: Float32Array,
  dim: number,
  from = 0,
  to = Math.floor(vectors.length / dim),
): { assignments: Int32Array; scores: Float32Array } {
  const k = Math.floor(centroids.length / dim);
  const n = to - from;
  const assignments = new Int32Array(n);
  const scores = new Float32Array(n);
  for (let s = 0; s < n; s += ASSIGN_CHUNK) {
    const m = Math.min(ASSIGN_CHUNK, n - s);
    const r = from + s;
    argmaxF32(vectors.subarray(r * dim, (r + m) * dim), m, centroids, k, dim, assignments.subarray(s, s + m), scores.subarray(s, s + m));
  }
  return { assignments, scores };
}

/**
 * {@link assign} on int8 codes (n × dim contiguous, e.g. from `packCodes`) with int8 centroids
 * (`quantizeRows(centroids)`): 4× less memory than float (1M × 256 = 256 MB) and faster kernels.
 * Scores are exact int8 dots (≈ 127²·cosine).
 */
export function assignInt8(
  codes: Int8Array | Uint8Array,
  centroidsInt8: Int8Array,
  dim = 256,
  from = 0,
  to = Math.floor(codes.length / dim),
): { assignments: Int32Array; scores: Int32Array } {
  const table = codes instanceof Int8Array ? codes : new Int8Array(codes.buffer, codes.byteOffset, codes.byteLength);
  const k = Math.floor(centroidsInt8.length / dim);
  const n = to - from;
  const assignments = new Int32Array(n);
  const scores = new Int32Array(n);
  const chunk = ASSIGN_CHUNK * 4;
  for (let s = 0; s < n; s += chunk) {
    const m = Math.min(chunk, n - s);
    const r = from + s;
    argmaxI8(table.subarray(r * dim, (r + m) * dim), m, centroidsInt8, k, dim, assignments.subarray(s, s + m), scores.subarray(s, s + m));
  }
  return { assignments, scores };
}
