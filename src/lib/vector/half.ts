/**
 * IEEE 754 half precision (float16) for the vectors the semantic branch keeps in memory to rescore
 * its candidates: half the bytes of float32, 11 significant bits (relative error ≤ 2^-11), which
 * moves a cosine by ~1e-3 at most — far below the int8 codes' error that rescoring corrects.
 * Encoding rounds to nearest even; decoding is a 65,536-entry table. Pure.
 */
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** float32 → float16 bits (round to nearest, ties to even; overflow → ±Infinity). */
export function toHalf(value: number): number {
  f32[0] = value;
  const x = u32[0];
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  let mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0); // Inf / NaN
  let e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign; // below the smallest subnormal: ±0
    mant |= 0x800000;
    const shift = 14 - e;
    const half = mant >>> shift;
    const rest = mant & ((1 << shift) - 1);
    const mid = 1 << (shift - 1);
    return sign | (half + (rest > mid || (rest === mid && (half & 1)) ? 1 : 0));
  }
  const half = mant >>> 13;
  const rest = mant & 0x1fff;
  let bits = (e << 10) | half;
  if (rest > 0x1000 || (rest === 0x1000 && (half & 1))) bits++; // may carry into the exponent: still right
  return sign | bits;
}

/** float16 bits → value, by table. */
export const HALF_TO_FLOAT: Float32Array = (() => {
  const table = new Float32Array(65536);
  for (let h = 0; h < 65536; h++) {
    const sign = h & 0x8000 ? -1 : 1;
    const exp = (h >>> 10) & 0x1f;
    const mant = h & 0x3ff;
    table[h] = exp === 0 ? sign * mant * 2 ** -24 : exp === 0x1f ? (mant ? Number.NaN : sign * Infinity) : sign * (1 + mant / 1024) * 2 ** (exp - 15);
  }
  return table;
})();

/** A stored float32 vector (little-endian bytes) as float16 bits, written into `out` at `offset`. */
export function packHalf(vector: Float32Array, out: Uint16Array, offset: number): void {
  for (let i = 0; i < vector.length; i++) out[offset + i] = toHalf(vector[i]);
}

/** Cosine of a float32 query with the float16 vector at `offset` (n components). 0 for a zero vector. */
export function cosineHalf(query: Float32Array, halves: Uint16Array, offset: number, n: number): number {
  let dot = 0, qq = 0, vv = 0;
  for (let i = 0; i < n; i++) {
    const v = HALF_TO_FLOAT[halves[offset + i]];
    const q = query[i];
    dot += q * v;
    qq += q * q;
    vv += v * v;
  }
  return qq > 0 && vv > 0 ? dot / Math.sqrt(qq * vv) : 0;
}
