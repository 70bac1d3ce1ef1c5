/**
 * Nearest-centroid assignment (largest dot with unit centroids) on the SIMD argmax kernels: the
 * assignment passes of the Lloyd iterations, and the bulk assignment of every row once trained.
 * Both take row ranges, so ./parallel can split them over threads.
 */
import { CODE_SCALE, normalize, quantizeRows, quantizeUnit } from './codes';
import { argmaxF32, argmaxI8, pinRows } from './simd';

/** One Lloyd assignment: fill `idx`/`score` (dot with the unit centroid) for every training row. */
export type AssignStep = (centroids: Float32Array, idx: Int32Array, score: Float32Array) => void;

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
