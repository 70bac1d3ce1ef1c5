/**
 * Where k-means starts: a seeded subsample of the training rows and greedy k-means++ on it
 * (D² sampling with the SIMD dot kernels), sized to stay cache-resident and within ~1 s.
 */
import { dotsF32, dotsI8, pinRows, Pinned } from './simd';

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

/**
 * Rows k-means++ draws from: 16 per centroid, at least 2048, but no more than fit a ~16 MiB
 * (L3-resident) block when that still leaves ≥ 4 per centroid — each of the k seeding passes
 * streams the whole block.
 */
export function defaultInitSampleSize(k: number, dim: number): number {
  const cacheRows = Math.floor((16 * 1024 * 1024) / (dim * 4));
  return Math.max(2048, Math.min(16 * k, Math.max(cacheRows, 4 * k)));
}
