/**
 * Plain-JS versions of the kernels: what runs on engines without wasm SIMD, for calls too small to
 * be worth the copy into kernel memory, and the reference the wasm results are tested against.
 * int8 results agree with wasm exactly; float sums are accumulated in another order, so float
 * results agree to rounding (≈1e-6 relative). Ties go to the lowest centroid index, as in wasm.
 */

/** Exact Int32 dots of one int8 query with n rows. */
export function dotsI8Js(q: Int8Array, x: Int8Array, n: number, dim: number, out: Int32Array): Int32Array {
  for (let i = 0, o = 0; i < n; i++, o += dim) {
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0, d = 0;
    for (; d + 3 < dim; d += 4) {
      s0 = (s0 + q[d] * x[o + d]) | 0;
      s1 = (s1 + q[d + 1] * x[o + d + 1]) | 0;
      s2 = (s2 + q[d + 2] * x[o + d + 2]) | 0;
      s3 = (s3 + q[d + 3] * x[o + d + 3]) | 0;
    }
    for (; d < dim; d++) s0 = (s0 + q[d] * x[o + d]) | 0;
    out[i] = (s0 + s1 + s2 + s3) | 0;
  }
  return out;
}

/** Float32 dots of one query with n rows (four partial sums). */
export function dotsF32Js(q: Float32Array, x: Float32Array, n: number, dim: number, out: Float32Array): Float32Array {
  for (let i = 0, o = 0; i < n; i++, o += dim) {
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0, d = 0;
    for (; d + 3 < dim; d += 4) {
      s0 += q[d] * x[o + d];
      s1 += q[d + 1] * x[o + d + 1];
      s2 += q[d + 2] * x[o + d + 2];
      s3 += q[d + 3] * x[o + d + 3];
    }
    for (; d < dim; d++) s0 += q[d] * x[o + d];
    out[i] = s0 + s1 + s2 + s3;
  }
  return out;
}

/** Per row of x, the index of the centroid with the largest dot (lowest index on ties) and that dot. */
export function argmaxJs(x: Int8Array, m: number, c: Int8Array, k: number, dim: number, outIdx: Int32Array, outVal: Int32Array): void;
export function argmaxJs(x: Float32Array, m: number, c: Float32Array, k: number, dim: number, outIdx: Int32Array, outVal: Float32Array): void;
export function argmaxJs(x: Int8Array | Float32Array, m: number, c: Int8Array | Float32Array, k: number, dim: number, outIdx: Int32Array, outVal: Int32Array | Float32Array): void {
  const isInt = x instanceof Int8Array;
  for (let i = 0; i < m; i++) {
    const xo = i * dim;
    let best = -Infinity, bi = 0;
    for (let j = 0; j < k; j++) {
      const co = j * dim;
      let s0 = 0, s1 = 0, d = 0;
      for (; d + 1 < dim; d += 2) {
        s0 += x[xo + d] * c[co + d];
        s1 += x[xo + d + 1] * c[co + d + 1];
      }
      if (d < dim) s0 += x[xo + d] * c[co + d];
      const s = isInt ? s0 + s1 : Math.fround(s0 + s1);
      if (s > best) {
        best = s;
        bi = j;
      }
    }
    outIdx[i] = bi;
    outVal[i] = best;
  }
}
