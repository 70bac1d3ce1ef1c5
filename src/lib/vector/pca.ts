/**
 * The PCA projection that gives embedders which are not Matryoshka-trained their 256-d codes
 * (a `Reduction` for ./codes): randomized subspace iteration on the wasm GEMM, then a
 * Jacobi eigen-decomposition of the small projected matrix.
 */
import { gaussian, mulberry32 } from '../random/seeded-random';
import { CODE_DIMS, normalize } from './codes';
import { gemmNT } from './simd';

export interface ProjectionOptions {
  /** Subspace (power) iterations after the first range sketch. Default 2. */
  powerIterations?: number;
  /** Extra sketch directions beyond `dims` (Halko et al.). Default 16. */
  oversample?: number;
  seed?: number;
}

/**
 * Top-`dims` principal directions of the (unit-normalised, uncentred) sample, as a row-major
 * projection (dims × D) for {@link toCode}. Uncentred on purpose: the codes must preserve dot
 * products (cosine ranking), and the best rank-`dims` subspace for that is the top of XᵀX, not of
 * the covariance. D ≤ dims → the identity (padded with zero rows), i.e. plain truncation.
 *
 * Method: randomized subspace iteration (Halko, Martinsson & Tropp 2011) with l = dims + oversample
 * sketch directions, re-orthonormalised (twice-MGS) after each application of XᵀX, then a
 * Rayleigh–Ritz step (Jacobi eigen-decomposition of the l×l matrix) to order the directions.
 * Cost ≈ (2q + 3)·n·D·l multiply-adds in the wasm GEMM (q = powerIterations) + 2(q+1)·l²·D for the
 * orthonormalisation + ~10·l³ for Jacobi. n = 20 000, D = 3072, l = 272, q = 2: ≈ 1.2e11 MAC,
 * measured 22.6 s on one core of the (busy) 2-core dev machine, RSS ≈ 1.2 GB (X, Xᵀ and their
 * copies in kernel memory); n = 5000, D = 1536: 2.6 s. Sample fewer rows (5–10k is plenty for a
 * 256-d subspace) to cut both linearly.
 */
export function fitProjection(sample: Float32Array[], dims: number = CODE_DIMS, options: ProjectionOptions = {}): Float32Array {
  const n = sample.length;
  if (n === 0) throw new RangeError('fitProjection: empty sample');
  const D = sample[0].length;
  if (D <= dims) {
    const id = new Float32Array(dims * D);
    for (let i = 0; i < D; i++) id[i * D + i] = 1;
    return id;
  }
  const q = options.powerIterations ?? 2;
  const l = Math.min(D, dims + (options.oversample ?? 16));
  const rand = gaussian(mulberry32(options.seed ?? 0x5eed));

  const X = new Float32Array(n * D);
  for (let i = 0; i < n; i++) {
    if (sample[i].length !== D) throw new RangeError(`sample ${i} has ${sample[i].length} dims, expected ${D}`);
    X.set(sample[i], i * D);
    normalize(X.subarray(i * D, (i + 1) * D));
  }
  const Xt = transpose(X, n, D);

  let Q: Float32Array = new Float32Array(l * D);
  for (let i = 0; i < Q.length; i++) Q[i] = rand();
  orthonormalizeRows(Q, l, D);
  for (let it = 0; it <= q; it++) {
    const Y = gemmNT(X, n, Q, l, D); // n × l  = X Qᵀ
    const Yt = transpose(Y, n, l); // l × n
    Q = gemmNT(Yt, l, Xt, D, n); // l × D  = (XᵀX Qᵀ)ᵀ
    orthonormalizeRows(Q, l, D);
  }
  // Rayleigh–Ritz: M = Q XᵀX Qᵀ = Bᵀ B with B = X Qᵀ.
  const Bt = transpose(gemmNT(X, n, Q, l, D), n, l);
  const M = gemmNT(Bt, l, Bt, l, n);
  const { values, vectors } = jacobiEigen(Float64Array.from(M), l);
  const order = Array.from({ length: l }, (_, i) => i).sort((a, b) => values[b] - values[a]);
  const P = new Float32Array(dims * D);
  const row = new Float64Array(D);
  for (let r = 0; r < dims; r++) {
    const e = order[r];
    row.fill(0);
    for (let j = 0; j < l; j++) {
      const c = vectors[j * l + e];
      if (c === 0) continue;
      const qo = j * D;
      for (let d = 0; d < D; d++) row[d] += c * Q[qo + d];
    }
    for (let d = 0; d < D; d++) P[r * D + d] = row[d];
  }
  return P;
}

function transpose(a: Float32Array, rows: number, cols: number): Float32Array {
  const t = new Float32Array(rows * cols);
  const B = 64;
  for (let i0 = 0; i0 < rows; i0 += B) {
    const i1 = Math.min(rows, i0 + B);
    for (let j0 = 0; j0 < cols; j0 += B) {
      const j1 = Math.min(cols, j0 + B);
      for (let i = i0; i < i1; i++) for (let j = j0; j < j1; j++) t[j * rows + i] = a[i * cols + j];
    }
  }
  return t;
}

/** Modified Gram–Schmidt, applied twice ("twice is enough"), in float64 per row. */
function orthonormalizeRows(a: Float32Array, rows: number, cols: number): void {
  const v = new Float64Array(cols);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < rows; i++) {
      const io = i * cols;
      for (let d = 0; d < cols; d++) v[d] = a[io + d];
      for (let j = 0; j < i; j++) {
        const jo = j * cols;
        let dot = 0;
        for (let d = 0; d < cols; d++) dot += v[d] * a[jo + d];
        for (let d = 0; d < cols; d++) v[d] -= dot * a[jo + d];
      }
      let s = 0;
      for (let d = 0; d < cols; d++) s += v[d] * v[d];
      const inv = s > 1e-30 ? 1 / Math.sqrt(s) : 0;
      for (let d = 0; d < cols; d++) a[io + d] = v[d] * inv;
    }
  }
}

/**
 * Eigen-decomposition of a symmetric n×n matrix (row-major, destroyed) by cyclic Jacobi.
 * vectors[j*n + e] is component j of eigenvector e.
 */
export function jacobiEigen(A: Float64Array, n: number, maxSweeps = 30): { values: Float64Array; vectors: Float64Array } {
  const V = new Float64Array(n * n);
  for (let i = 0; i < n; i++) V[i * n + i] = 1;
  for (let sweep = 0; sweep < maxSweeps; sweep++) {
    let off = 0, diag = 0;
    for (let i = 0; i < n; i++) {
      diag += A[i * n + i] * A[i * n + i];
      for (let j = i + 1; j < n; j++) off += A[i * n + j] * A[i * n + j];
    }
    if (off <= 1e-22 * diag || off === 0) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = A[p * n + q];
        if (Math.abs(apq) < 1e-300) continue;
        const app = A[p * n + p], aqq = A[q * n + q];
        const theta = (aqq - app) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1), s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = A[k * n + p], akq = A[k * n + q];
          A[k * n + p] = c * akp - s * akq;
          A[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = A[p * n + k], aqk = A[q * n + k];
          A[p * n + k] = c * apk - s * aqk;
          A[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = V[k * n + p], vkq = V[k * n + q];
          V[k * n + p] = c * vkp - s * vkq;
          V[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = A[i * n + i];
  return { values, vectors: V };
}
