/**
 * The 256-byte int8 codes of the IVF index and the scores computed on them. Pure: typed arrays in,
 * typed arrays out.
 *
 * Code = round(127 · u) where u is the reduced vector renormalised to unit length. Because |u_i| ≤ 1
 * nothing is ever clipped, each component is within 0.5/127 of 127·u_i, and the dot of two codes
 * divided by 127² estimates the cosine of the reduced vectors with a typical error of
 * ≈ √(2·256/12)/127² · 127 ≈ 0.003 (worst case 16/127 + 64/127², never reached in practice).
 * Ranking by code dot is therefore the "exact int8 scan" (./top-k); the finalists are rescored with
 * {@link cosineFloat} on the stored float32 vectors. Storage of codes and floats: ./buffers; the
 * projection for embedders that are not Matryoshka-trained: ./pca.
 */

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
