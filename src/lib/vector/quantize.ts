/**
 * 256-byte int8 codes for the IVF index, float32 storage helpers, exact rescoring, and the PCA
 * projection for embedders that are not Matryoshka-trained. Pure: typed arrays in, typed arrays out.
 *
 * Code = round(127 · u) where u is the reduced vector renormalised to unit length. Because |u_i| ≤ 1
 * nothing is ever clipped, each component is within 0.5/127 of 127·u_i, and the dot of two codes
 * divided by 127² estimates the cosine of the reduced vectors with a typical error of
 * ≈ √(2·256/12)/127² · 127 ≈ 0.003 (worst case 16/127 + 64/127², never reached in practice).
 * Ranking by code dot is therefore the "exact int8 scan"; the finalists are rescored with
 * {@link cosineFloat} on the stored float32 vectors.
 */
import { dotsI8, dotsI8Js, gemmNT, Pinned } from './simd';

/** Length of a code, in components and in bytes (VARBINARY(256)). */
export const CODE_DIMS = 256;
/** Scale from unit-vector components to int8. */
export const CODE_SCALE = 127;

/**
 * How a full embedding becomes a 256-d vector: 'matryoshka' keeps the first 256 components (zero
 * padded below 256), a Float32Array is a row-major projection (dims × D, from {@link fitProjection}).
 */
export type Reduction = 'matryoshka' | Float32Array;

/** Reduces to `CODE_DIMS` (or the projection's row count) and renormalises to unit length. */
export function reduceUnit(vector: Float32Array, reduction: Reduction = 'matryoshka', out?: Float32Array): Float32Array {
  const D = vector.length;
  let r: Float32Array;
  if (reduction === 'matryoshka') {
    r = out ?? new Float32Array(CODE_DIMS);
    const m = Math.min(D, r.length);
    r.set(vector.subarray(0, m));
    r.fill(0, m);
  } else {
    if (D === 0 || reduction.length % D !== 0) throw new RangeError(`projection of ${reduction.length} values does not fit vectors of ${D}`);
    const rows = reduction.length / D;
    r = out ?? new Float32Array(rows);
    for (let i = 0, o = 0; i < rows; i++, o += D) {
      let s0 = 0, s1 = 0, s2 = 0, s3 = 0, d = 0;
      for (; d + 3 < D; d += 4) {
        s0 += reduction[o + d] * vector[d];
        s1 += reduction[o + d + 1] * vector[d + 1];
        s2 += reduction[o + d + 2] * vector[d + 2];
        s3 += reduction[o + d + 3] * vector[d + 3];
      }
      for (; d < D; d++) s0 += reduction[o + d] * vector[d];
      r[i] = s0 + s1 + s2 + s3;
    }
  }
  return normalize(r);
}

/** Normalises in place to unit length (a zero vector stays zero) and returns it. */
export function normalize(v: Float32Array): Float32Array {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i] * v[i];
  if (s > 0) {
    const inv = 1 / Math.sqrt(s);
    for (let i = 0; i < v.length; i++) v[i] *= inv;
  }
  return v;
}

/**
 * The int8 code of an embedding: reduce (Matryoshka truncation or projection), renormalise,
 * round(127·x). Returns Int8Array(256) (or `out`).
 */
export function toCode(vector: Float32Array, reduction: Reduction = 'matryoshka', out?: Int8Array): Int8Array {
  const u = reduceUnit(vector, reduction);
  return quantizeUnit(u, out);
}

/** round(127·u) of an already unit-length vector (e.g. a centroid). */
export function quantizeUnit(u: Float32Array, out: Int8Array = new Int8Array(u.length)): Int8Array {
  for (let i = 0; i < u.length; i++) {
    const q = Math.round(u[i] * CODE_SCALE);
    out[i] = q > 127 ? 127 : q < -127 ? -127 : q;
  }
  return out;
}

/** Codes of many unit rows (n × dim contiguous), e.g. centroids for `assignInt8`. */
export function quantizeRows(rows: Float32Array): Int8Array {
  return quantizeUnit(rows, new Int8Array(rows.length));
}

/** Back to an approximate unit float vector (code / 127, renormalised). Works on N×dim too. */
export function decodeRows(codes: Int8Array, dim: number = CODE_DIMS): Float32Array {
  const out = new Float32Array(codes.length);
  for (let i = 0; i < codes.length; i++) out[i] = codes[i];
  for (let o = 0; o + dim <= out.length; o += dim) normalize(out.subarray(o, o + dim));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Storage: VARBINARY(256) codes and float32 BLOBs
// ---------------------------------------------------------------------------------------------

/** A Buffer view of a code (no copy) for a VARBINARY(256) parameter. */
export function codeToBuffer(code: Int8Array): Buffer {
  return Buffer.from(code.buffer, code.byteOffset, code.byteLength);
}

/** An Int8Array view of a stored code (no copy: int8 needs no alignment). */
export function bufferToCode(buf: Uint8Array): Int8Array {
  return new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/**
 * Packs codes (Buffers from the driver, or Int8Arrays) into one contiguous N×256 Int8Array, the
 * layout {@link topKByDot} scans. Pass `out` to fill a preallocated table.
 */
export function packCodes(codes: ArrayLike<Uint8Array | Int8Array>, dim: number = CODE_DIMS, out?: Int8Array): Int8Array {
  const table = out ?? new Int8Array(codes.length * dim);
  const bytes = new Uint8Array(table.buffer, table.byteOffset, table.byteLength);
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i];
    if (c.byteLength !== dim) throw new RangeError(`code ${i} has ${c.byteLength} bytes, expected ${dim}`);
    bytes.set(new Uint8Array(c.buffer, c.byteOffset, dim), i * dim);
  }
  return table;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Float32 little-endian bytes of a vector for a BLOB column: a view on little-endian hosts (no
 * copy — do not mutate the vector while the Buffer is in use), a byte-swapped copy otherwise.
 */
export function floatToBuffer(v: Float32Array): Buffer {
  if (LITTLE_ENDIAN) return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  const b = Buffer.allocUnsafe(v.length * 4);
  for (let i = 0; i < v.length; i++) b.writeFloatLE(v[i], i * 4);
  return b;
}

/**
 * A Float32Array over float32 little-endian bytes. A zero-copy view when the bytes are 4-aligned
 * (mysql2 often hands out Buffers at odd offsets inside a shared slab: then it copies), so the
 * result may alias `buf`: copy it (`.slice()`) if the Buffer will be reused.
 */
export function bufferToFloat(buf: Uint8Array): Float32Array {
  if (buf.byteLength % 4 !== 0) throw new RangeError(`float32 data of ${buf.byteLength} bytes is not a multiple of 4`);
  const n = buf.byteLength / 4;
  if (!LITTLE_ENDIAN) {
    const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = dv.getFloat32(i * 4, true);
    return out;
  }
  if (buf.byteOffset % 4 === 0) return new Float32Array(buf.buffer, buf.byteOffset, n);
  const out = new Float32Array(n);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

/** Exact int8 dot product (Int32 accumulation; |result| ≤ 256·127² fits easily). */
export function dotInt8(a: Int8Array, b: Int8Array): number {
  const n = Math.min(a.length, b.length);
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, i = 0;
  for (; i + 7 < n; i += 8) {
    s0 = (s0 + a[i] * b[i] + a[i + 4] * b[i + 4]) | 0;
    s1 = (s1 + a[i + 1] * b[i + 1] + a[i + 5] * b[i + 5]) | 0;
    s2 = (s2 + a[i + 2] * b[i + 2] + a[i + 6] * b[i + 6]) | 0;
    s3 = (s3 + a[i + 3] * b[i + 3] + a[i + 7] * b[i + 7]) | 0;
  }
  for (; i < n; i++) s0 = (s0 + a[i] * b[i]) | 0;
  return (s0 + s1 + s2 + s3) | 0;
}

/** Cosine of two float vectors (float64 accumulation); 0 when either is all zeros. */
export function cosineFloat(a: Float32Array, b: Float32Array): number {
  const n = Math.min(a.length, b.length);
  let ab0 = 0, ab1 = 0, aa0 = 0, aa1 = 0, bb0 = 0, bb1 = 0, i = 0;
  for (; i + 1 < n; i += 2) {
    const x0 = a[i], y0 = b[i], x1 = a[i + 1], y1 = b[i + 1];
    ab0 += x0 * y0;
    ab1 += x1 * y1;
    aa0 += x0 * x0;
    aa1 += x1 * x1;
    bb0 += y0 * y0;
    bb1 += y1 * y1;
  }
  if (i < n) {
    ab0 += a[i] * b[i];
    aa0 += a[i] * a[i];
    bb0 += b[i] * b[i];
  }
  const den = Math.sqrt((aa0 + aa1) * (bb0 + bb1));
  return den > 0 ? (ab0 + ab1) / den : 0;
}

/** Best-first (score desc, then id asc) selection result. */
export interface TopK {
  ids: number[];
  scores: number[];
}

/**
 * Bounded min-heap of the k best (score, id) pairs seen; the root is the worst kept one. Order:
 * higher score first, equal scores → smaller id first (deterministic whatever the scan order).
 */
export class TopKHeap {
  private readonly s: Float64Array;
  private readonly id: Float64Array;
  size = 0;

  constructor(readonly k: number) {
    this.s = new Float64Array(Math.max(1, k));
    this.id = new Float64Array(Math.max(1, k));
  }

  /** Score a candidate must beat (ties then go by id) once the heap is full, else -Infinity. */
  get threshold(): number {
    return this.size < this.k ? -Infinity : this.s[0];
  }

  push(id: number, score: number): void {
    const k = this.k;
    if (k <= 0) return;
    const s = this.s, ids = this.id;
    if (this.size < k) {
      // sift up
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (s[p] < score || (s[p] === score && ids[p] > id)) break; // parent is worse: stop
        s[i] = s[p];
        ids[i] = ids[p];
        i = p;
      }
      s[i] = score;
      ids[i] = id;
      return;
    }
    if (score < s[0] || (score === s[0] && id >= ids[0])) return;
    // replace root, sift down
    let i = 0;
    const n = this.size;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let w = l;
      if (r < n && (s[r] < s[l] || (s[r] === s[l] && ids[r] > ids[l]))) w = r;
      if (score < s[w] || (score === s[w] && id > ids[w])) break;
      s[i] = s[w];
      ids[i] = ids[w];
      i = w;
    }
    s[i] = score;
    ids[i] = id;
  }

  /** Kept pairs, best first. The heap stays usable. */
  result(): TopK {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => this.s[b] - this.s[a] || this.id[a] - this.id[b]);
    return { ids: order.map((i) => this.id[i]), scores: order.map((i) => this.s[i]) };
  }
}

/** Rows scored per kernel call: bounds the temporary score array and the copy into wasm memory. */
const SCAN_CHUNK = 16384;

/**
 * Scans `codes` (N×256 contiguous int8, a Buffer, or rows pinned in kernel memory) against `query`
 * and pushes (ids[i], dot) into `heap`. `ids` defaults to the row positions.
 */
export function scanInto(
  heap: TopKHeap,
  query: Int8Array,
  codes: Uint8Array | Int8Array | Pinned<Int8Array>,
  ids?: ArrayLike<number>,
  dim: number = CODE_DIMS,
  from = 0,
  count?: number,
): void {
  const pinned = codes instanceof Pinned;
  const table = pinned ? codes.data : codes instanceof Int8Array ? codes : bufferToCode(codes);
  const total = pinned ? codes.n : Math.floor(table.length / dim);
  const n = count ?? total - from;
  if (from < 0 || from + n > total) throw new RangeError(`scan of rows ${from}..${from + n} outside ${total}`);
  if (ids && ids.length < from + n) throw new RangeError(`${ids.length} ids for ${from + n} rows`);
  const scores = new Int32Array(Math.min(n, SCAN_CHUNK));
  for (let start = 0; start < n; start += SCAN_CHUNK) {
    const m = Math.min(SCAN_CHUNK, n - start);
    const out = scores.subarray(0, m);
    const row = from + start;
    if (pinned) dotsI8(query, codes, m, dim, out, row);
    else if (m < 64) dotsI8Js(query, table.subarray(row * dim), m, dim, out);
    else dotsI8(query, table.subarray(row * dim, (row + m) * dim), m, dim, out);
    // Most rows lose to the threshold: test inline before calling push.
    let thr = heap.threshold;
    for (let i = 0; i < m; i++) {
      const sc = out[i];
      if (sc < thr) continue;
      heap.push(ids ? ids[row + i] : row + i, sc);
      thr = heap.threshold;
    }
  }
}

/**
 * The k rows of `codes` with the largest int8 dot with `query`, best first (ties: smaller id
 * first). Bounded heap: O(N·256) for the dots + O(N log k) worst case for the selection.
 */
export function topKByDot(
  query: Int8Array,
  codes: Uint8Array | Int8Array | Pinned<Int8Array>,
  ids: ArrayLike<number> | undefined,
  k: number,
  dim: number = CODE_DIMS,
): TopK {
  const heap = new TopKHeap(k);
  scanInto(heap, query, codes, ids, dim);
  return heap.result();
}

// ---------------------------------------------------------------------------------------------
// PCA projection
// ---------------------------------------------------------------------------------------------

/** mulberry32: small, fast, seeded PRNG in [0, 1); every random choice in this core uses it. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal deviates from a uniform PRNG (Box–Muller). */
export function gaussian(rand: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    let u = 0;
    while (u === 0) u = rand();
    const v = rand();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
}

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
