/**
 * The vector products callers use: dots of one query with many rows, per-row argmax over
 * centroids, and A·Bᵀ. Each runs the wasm kernel when there is one and the call is big enough,
 * else the JS fallback; the answers are the same either way (int8 exactly, float to rounding).
 */
import { argmaxJs, dotsF32Js, dotsI8Js } from './fallbacks';
import { COL_BLOCK_BYTES, kernels, Pinned, placeRows, putRows, reserve, roundUp, rowsData, type RowsArg } from './runtime';

/**
 * Dot products of one int8 query with rows `from .. from+n` of x (rows of `dim`, contiguous),
 * into `out` (Int32Array(n), exact).
 */
export function dotsI8(q: Int8Array, x: RowsArg<Int8Array>, n: number, dim: number, out: Int32Array, from = 0): Int32Array {
  const w = kernels();
  if (!w || (n < 8 && !(x instanceof Pinned))) return dotsI8Js(q, rowsData(x).subarray(from * dim), n, dim, out);
  const dp = roundUp(dim, 16), np = roundUp(n, 4);
  const pinned = x instanceof Pinned;
  const [qa, xa, oa] = reserve(w, dp, pinned ? 0 : np * dp, np * 4);
  putRows(w, qa, q, 1, dim, dp, 1, 'zero');
  if (pinned && from + n > x.n) throw new RangeError('dotsI8: rows out of range');
  if (pinned && from + np > roundUp(x.n, 4)) {
    // The padded tile would run past the pinned rows: do the whole tiles in wasm, the tail in JS.
    const whole = n & ~3;
    if (whole) dotsI8(q, x, whole, dim, out, from);
    dotsI8Js(q, x.data.subarray((from + whole) * dim), n - whole, dim, out.subarray(whole));
    return out;
  }
  const base = placeRows(w, pinned ? x : x.subarray(from * dim), n, dim, xa, dp, np) + (pinned ? from * dp : 0);
  w.dotsI8(qa, base, np, dp, oa);
  out.set(new Int32Array(w.mem.buffer, oa, n));
  return out;
}

/** Float32 dots of one query with n rows (n × dim contiguous, or pinned). */
export function dotsF32(q: Float32Array, x: RowsArg<Float32Array>, n: number, dim: number, out: Float32Array): Float32Array {
  const w = kernels();
  if (!w || (n < 8 && !(x instanceof Pinned))) return dotsF32Js(q, rowsData(x), n, dim, out);
  const dp = roundUp(dim, 8), np = roundUp(n, 4);
  const [qa, xa, oa] = reserve(w, dp * 4, x instanceof Pinned ? 0 : np * dp * 4, np * 4);
  putRows(w, qa, q, 1, dim, dp, 1, 'zero');
  const base = placeRows(w, x, n, dim, xa, dp, np);
  w.dotsF32(qa, base, np, dp * 4, oa);
  out.set(new Float32Array(w.mem.buffer, oa, n));
  return out;
}

/**
 * For each row of X (m × dim), the index of the centroid (rows of C, k × dim) with the largest
 * dot product, and that dot. Lowest index wins ties. int8 in, exact Int32 dots out.
 */
export function argmaxI8(x: RowsArg<Int8Array>, m: number, c: Int8Array, k: number, dim: number, outIdx: Int32Array, outVal: Int32Array): void {
  const w = kernels();
  if (!w || m < 2 || k < 4) return argmaxJs(rowsData(x), m, c, k, dim, outIdx, outVal);
  const dp = roundUp(dim, 16), mp = roundUp(m, 2), kp = roundUp(k, 4);
  const [xa, ca, ia, va] = reserve(w, x instanceof Pinned ? 0 : mp * dp, kp * dp, mp * 4, mp * 4);
  const base = placeRows(w, x, m, dim, xa, dp, mp);
  putRows(w, ca, c, k, dim, dp, kp, 'last');
  new Int32Array(w.mem.buffer, ia, mp).fill(0);
  new Int32Array(w.mem.buffer, va, mp).fill(-0x80000000);
  const block = Math.max(4, roundUp(Math.floor(COL_BLOCK_BYTES / dp), 4));
  for (let j = 0; j < kp; j += block) w.argmaxI8(base, mp, ca + j * dp, Math.min(block, kp - j), dp, j, ia, va);
  outIdx.set(new Int32Array(w.mem.buffer, ia, m));
  outVal.set(new Int32Array(w.mem.buffer, va, m));
}

/** Float32 version of {@link argmaxI8}. */
export function argmaxF32(x: RowsArg<Float32Array>, m: number, c: Float32Array, k: number, dim: number, outIdx: Int32Array, outVal: Float32Array): void {
  const w = kernels();
  if (!w || m < 2 || k < 4) return argmaxJs(rowsData(x), m, c, k, dim, outIdx, outVal);
  const dp = roundUp(dim, 8), mp = roundUp(m, 2), kp = roundUp(k, 4);
  const [xa, ca, ia, va] = reserve(w, x instanceof Pinned ? 0 : mp * dp * 4, kp * dp * 4, mp * 4, mp * 4);
  const base = placeRows(w, x, m, dim, xa, dp, mp);
  putRows(w, ca, c, k, dim, dp, kp, 'last');
  new Int32Array(w.mem.buffer, ia, mp).fill(0);
  new Float32Array(w.mem.buffer, va, mp).fill(-Infinity);
  const block = Math.max(4, roundUp(Math.floor(COL_BLOCK_BYTES / (dp * 4)), 4));
  for (let j = 0; j < kp; j += block) w.argmaxF32(base, mp, ca + j * dp * 4, Math.min(block, kp - j), dp * 4, j, ia, va);
  outIdx.set(new Int32Array(w.mem.buffer, ia, m));
  outVal.set(new Float32Array(w.mem.buffer, va, m));
}

/**
 * out = A·Bᵀ (A: m × dim, B: n × dim, both row-major float32) as a new Float32Array(m × n).
 */
export function gemmNT(a: Float32Array, m: number, b: Float32Array, n: number, dim: number): Float32Array {
  const out = new Float32Array(m * n);
  const w = kernels();
  if (!w) {
    for (let i = 0; i < m; i++) dotsF32Js(a.subarray(i * dim, i * dim + dim), b, n, dim, out.subarray(i * n, i * n + n));
    return out;
  }
  const dp = roundUp(dim, 8), mp = roundUp(m, 2), np = roundUp(n, 4);
  const block = Math.max(4, roundUp(Math.floor(COL_BLOCK_BYTES / (dp * 4)), 4));
  const [aa, ba, oa] = reserve(w, mp * dp * 4, np * dp * 4, mp * np * 4);
  putRows(w, aa, a, m, dim, dp, mp, 'zero');
  putRows(w, ba, b, n, dim, dp, np, 'zero');
  for (let j = 0; j < np; j += block) w.gemmNT(aa, mp, ba + j * dp * 4, Math.min(block, np - j), dp * 4, oa + j * 4, np * 4);
  const res = new Float32Array(w.mem.buffer, oa, mp * np);
  if (np === n) out.set(res.subarray(0, m * n));
  else for (let i = 0; i < m; i++) out.set(res.subarray(i * np, i * np + n), i * n);
  return out;
}
