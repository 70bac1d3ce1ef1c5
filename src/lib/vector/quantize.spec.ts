import * as fc from 'fast-check';

import {
  bufferToCode,
  bufferToFloat,
  CODE_DIMS,
  codeToBuffer,
  cosineFloat,
  decodeRows,
  dotInt8,
  fitProjection,
  floatToBuffer,
  gaussian,
  jacobiEigen,
  mulberry32,
  packCodes,
  reduceUnit,
  toCode,
  topKByDot,
  TopKHeap,
} from './quantize';
import { pinRows } from './simd';

const unitGaussian = (g: () => number, n: number): Float32Array => {
  const v = Float32Array.from({ length: n }, g);
  let s = 0;
  for (const x of v) s += x * x;
  return v.map((x) => x / Math.sqrt(s));
};

/** Reference ranking: full sort by score desc, id asc. */
function fullSort(query: Int8Array, codes: Int8Array, ids: number[], k: number): { ids: number[]; scores: number[] } {
  const rows = ids.map((id, i) => {
    let s = 0;
    for (let d = 0; d < CODE_DIMS; d++) s += query[d] * codes[i * CODE_DIMS + d];
    return { id, s };
  });
  rows.sort((a, b) => b.s - a.s || a.id - b.id);
  const top = rows.slice(0, k);
  return { ids: top.map((r) => r.id), scores: top.map((r) => r.s) };
}

describe('toCode', () => {
  const g = gaussian(mulberry32(1));

  it('truncates Matryoshka vectors to 256, renormalises and rounds within 0.5/127 per component', () => {
    for (const D of [256, 768, 1536, 3072]) {
      const v = Float32Array.from({ length: D }, () => g() * 3);
      const code = toCode(v);
      expect(code).toBeInstanceOf(Int8Array);
      expect(code.length).toBe(256);
      const u = reduceUnit(v);
      let norm = 0;
      for (let i = 0; i < 256; i++) {
        norm += u[i] * u[i];
        expect(Math.abs(code[i] - u[i] * 127)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(code[i])).toBeLessThanOrEqual(127);
      }
      expect(norm).toBeCloseTo(1, 5);
      // the reduction is the prefix
      for (let i = 0; i < 256; i++) expect(u[i] / u[0]).toBeCloseTo(v[i] / v[0], 4);
    }
  });

  it('pads short vectors with zeros and maps a zero vector to a zero code', () => {
    const v = Float32Array.from([3, 4]);
    const code = toCode(v);
    expect(code.length).toBe(256);
    expect([code[0], code[1]]).toEqual([76, 102]); // 0.6·127 = 76.2, 0.8·127 = 101.6
    expect(code.subarray(2).every((x) => x === 0)).toBe(true);
    expect(toCode(new Float32Array(300)).every((x) => x === 0)).toBe(true);
  });

  it('saturates correctly: a one-hot vector codes to 127', () => {
    const v = new Float32Array(512);
    v[7] = -5;
    const code = toCode(v);
    expect(code[7]).toBe(-127);
    expect(dotInt8(code, code)).toBe(127 * 127);
  });

  it('applies a projection matrix (dims × D)', () => {
    const D = 300;
    const P = new Float32Array(256 * D);
    for (let i = 0; i < 256; i++) P[i * D + (D - 1 - i)] = 1; // reversed tail of the vector
    const v = Float32Array.from({ length: D }, (_, i) => i + 1);
    const u = reduceUnit(v, P);
    expect(u[0] / u[255]).toBeCloseTo(300 / 45, 4);
    expect(toCode(v, P).length).toBe(256);
    expect(() => toCode(new Float32Array(7), P)).toThrow(RangeError);
  });

  it('code dot / 127² estimates the cosine of the reduced vectors within ~0.01', () => {
    let maxErr = 0, sumErr = 0;
    const trials = 400;
    for (let t = 0; t < trials; t++) {
      const a = Float32Array.from({ length: 768 }, g);
      const b = a.map((x) => x + g() * (t % 4)); // from identical to unrelated
      const exact = cosineFloat(reduceUnit(a), reduceUnit(b));
      const est = dotInt8(toCode(a), toCode(b)) / (127 * 127);
      const err = Math.abs(exact - est);
      maxErr = Math.max(maxErr, err);
      sumErr += err;
    }
    expect(sumErr / trials).toBeLessThan(0.004);
    expect(maxErr).toBeLessThan(0.015);
  });

  it('decodeRows inverts the quantisation up to rounding', () => {
    const u = unitGaussian(g, 256);
    const back = decodeRows(toCode(u));
    expect(cosineFloat(u, back)).toBeGreaterThan(0.999);
  });
});

describe('storage helpers', () => {
  it('codeToBuffer / bufferToCode are zero-copy views', () => {
    const code = toCode(Float32Array.from({ length: 256 }, (_, i) => Math.sin(i)));
    const buf = codeToBuffer(code);
    expect(buf.length).toBe(256);
    expect(buf.buffer).toBe(code.buffer);
    const back = bufferToCode(buf);
    expect(back).toEqual(code);
    back[0] = 99;
    expect(code[0]).toBe(99);
  });

  it('packCodes lays Buffers out contiguously and checks their length', () => {
    const a = Buffer.alloc(256, 1), b = Buffer.alloc(256, 0xff);
    const table = packCodes([a, b]);
    expect(table.length).toBe(512);
    expect(table[0]).toBe(1);
    expect(table[300]).toBe(-1);
    expect(() => packCodes([Buffer.alloc(10)])).toThrow(RangeError);
  });

  it('floatToBuffer / bufferToFloat round-trip little-endian float32', () => {
    const v = Float32Array.from([1.5, -2.25, 3e-8, Math.PI]);
    const buf = floatToBuffer(v);
    expect(buf.length).toBe(16);
    expect(buf.readFloatLE(4)).toBe(-2.25);
    const back = bufferToFloat(buf);
    expect(back).toEqual(v);
  });

  it('bufferToFloat views aligned Buffers and copies unaligned ones', () => {
    const v = Float32Array.from({ length: 64 }, (_, i) => i / 7);
    const raw = Buffer.from(floatToBuffer(v));
    // aligned slice of a bigger slab: a view
    const slab = Buffer.alloc(raw.length + 8);
    raw.copy(slab, 8);
    const aligned = slab.subarray(8);
    const view = bufferToFloat(aligned);
    expect(view).toEqual(v);
    expect(view.buffer).toBe(slab.buffer);
    // unaligned (as mysql2 hands out): a copy with the same values
    for (const off of [1, 2, 3, 5]) {
      const s = Buffer.alloc(raw.length + off);
      raw.copy(s, off);
      const u = s.subarray(off);
      expect((u.byteOffset % 4) !== 0).toBe(true);
      const f = bufferToFloat(u);
      expect(f).toEqual(v);
      expect(f.buffer).not.toBe(s.buffer);
    }
    expect(() => bufferToFloat(Buffer.alloc(7))).toThrow(RangeError);
  });
});

describe('dotInt8 / cosineFloat', () => {
  it('property: dotInt8 equals the naive sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -128, max: 127 }), { minLength: 0, maxLength: 300 }), (xs) => {
        const a = Int8Array.from(xs);
        const b = Int8Array.from(xs.map((x, i) => (x * 7 + i) % 128));
        let s = 0;
        for (let i = 0; i < a.length; i++) s += a[i] * b[i];
        expect(dotInt8(a, b)).toBe(s);
      }),
    );
  });

  it('cosineFloat: known values, zero vectors, property against naive', () => {
    expect(cosineFloat(Float32Array.from([1, 0]), Float32Array.from([0, 1]))).toBe(0);
    expect(cosineFloat(Float32Array.from([1, 2, 3]), Float32Array.from([2, 4, 6]))).toBeCloseTo(1, 12);
    expect(cosineFloat(Float32Array.from([1, 2, 3]), Float32Array.from([-1, -2, -3]))).toBeCloseTo(-1, 12);
    expect(cosineFloat(new Float32Array(5), Float32Array.from([1, 2, 3, 4, 5]))).toBe(0);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.float({ min: -10, max: 10, noNaN: true }), fc.float({ min: -10, max: 10, noNaN: true })), { minLength: 1, maxLength: 50 }), (pairs) => {
        const a = Float32Array.from(pairs.map((p) => p[0]));
        const b = Float32Array.from(pairs.map((p) => p[1]));
        let ab = 0, aa = 0, bb = 0;
        for (let i = 0; i < a.length; i++) {
          ab += a[i] * b[i];
          aa += a[i] * a[i];
          bb += b[i] * b[i];
        }
        const want = aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
        expect(cosineFloat(a, b)).toBeCloseTo(want, 9);
      }),
    );
  });
});

describe('topKByDot', () => {
  const make = (seed: number, n: number, lo: number, hi: number): { q: Int8Array; codes: Int8Array; ids: number[] } => {
    const r = mulberry32(seed);
    const rnd = (): number => lo + Math.floor(r() * (hi - lo + 1));
    const q = Int8Array.from({ length: 256 }, rnd);
    const codes = Int8Array.from({ length: n * 256 }, rnd);
    const ids = Array.from({ length: n }, (_, i) => i * 3 + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    return { q, codes, ids };
  };

  it.each([
    [1, 1000, -127, 127, 10],
    [2, 5000, -127, 127, 50],
    [3, 2000, -1, 1, 25], // scores in a narrow range: many ties, broken by id
    [4, 300, 0, 0, 10], // all ties
    [5, 7, -127, 127, 20], // k > n
  ])('equals a full sort (seed %i, n=%i, values %i..%i, k=%i)', (seed, n, lo, hi, k) => {
    const { q, codes, ids } = make(seed, n, lo, hi);
    const got = topKByDot(q, codes, ids, k);
    expect(got).toEqual(fullSort(q, codes, ids, k));
  });

  it('accepts Buffers, defaults ids to row numbers, handles k = 0', () => {
    const { q, codes } = make(6, 500, -127, 127);
    const buf = Buffer.from(codes.buffer, codes.byteOffset, codes.byteLength);
    const rows = Array.from({ length: 500 }, (_, i) => i);
    expect(topKByDot(q, buf, undefined, 10)).toEqual(fullSort(q, codes, rows, 10));
    expect(topKByDot(q, codes, rows, 0)).toEqual({ ids: [], scores: [] });
    expect(() => topKByDot(q, codes, [1, 2], 5)).toThrow(RangeError);
  });

  it('gives the same answer on pinned codes and across scan chunks', () => {
    const { q, codes, ids } = make(7, 40000, -127, 127); // > one 16k-row chunk
    const p = pinRows(codes, 40000, 256);
    try {
      const want = fullSort(q, codes, ids, 15);
      expect(topKByDot(q, p, ids, 15)).toEqual(want);
      expect(topKByDot(q, codes, ids, 15)).toEqual(want);
    } finally {
      p.release();
    }
  });

  it('property: TopKHeap keeps exactly the k best (score desc, id asc) in any push order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 0, maxLength: 200 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer(),
        (ids, k, seed) => {
          const r = mulberry32(seed);
          const pairs = ids.map((id) => ({ id, s: Math.floor(r() * 8) }));
          const heap = new TopKHeap(k);
          for (const p of pairs) heap.push(p.id, p.s);
          const want = [...pairs].sort((a, b) => b.s - a.s || a.id - b.id).slice(0, k);
          expect(heap.result()).toEqual({ ids: want.map((p) => p.id), scores: want.map((p) => p.s) });
        },
      ),
    );
  });
});

describe('fitProjection', () => {
  it('is the identity (zero-padded) when D ≤ dims', () => {
    const P = fitProjection([Float32Array.from([1, 2, 3])], 4);
    expect([...P]).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]);
    const v = Float32Array.from({ length: 200 }, (_, i) => Math.cos(i));
    expect(toCode(v, fitProjection([v]))).toEqual(toCode(v));
  });

  it('recovers a planted low-rank subspace: orthonormal rows, energy kept, variance ordered', () => {
    const D = 384, dims = 64, rank = 48, n = 800;
    const g = gaussian(mulberry32(9));
    const basis = Array.from({ length: rank }, () => unitGaussian(g, D));
    const scales = Array.from({ length: rank }, (_, i) => 1 / (1 + i / 8));
    const sample = Array.from({ length: n }, () => {
      const v = new Float32Array(D);
      for (let j = 0; j < rank; j++) {
        const c = g() * scales[j];
        for (let d = 0; d < D; d++) v[d] += c * basis[j][d];
      }
      for (let d = 0; d < D; d++) v[d] += g() * 0.002;
      return v;
    });
    const P = fitProjection(sample, dims, { seed: 3 });
    expect(P.length).toBe(dims * D);
    // rows orthonormal
    for (let a = 0; a < dims; a += 7) {
      for (let b = 0; b < dims; b += 5) {
        let s = 0;
        for (let d = 0; d < D; d++) s += P[a * D + d] * P[b * D + d];
        expect(s).toBeCloseTo(a === b ? 1 : 0, 3);
      }
    }
    // nearly all the energy of the sample lies in the projected subspace
    let kept = 0;
    for (let t = 0; t < 50; t++) {
      const x = sample[t];
      let nx = 0;
      for (const v of x) nx += v * v;
      let e = 0;
      for (let r = 0; r < dims; r++) {
        let s = 0;
        for (let d = 0; d < D; d++) s += P[r * D + d] * x[d];
        e += s * s;
      }
      kept += e / nx;
    }
    expect(kept / 50).toBeGreaterThan(0.999);
    // the first direction carries more of the sample than the 40th
    const energy = (r: number): number => sample.slice(0, 200).reduce((acc, x) => {
      let s = 0;
      for (let d = 0; d < D; d++) s += P[r * D + d] * x[d];
      return acc + s * s;
    }, 0);
    expect(energy(0)).toBeGreaterThan(energy(40));
  });

  it('jacobiEigen decomposes a symmetric matrix', () => {
    const n = 12;
    const r = mulberry32(4);
    const A = new Float64Array(n * n);
    for (let i = 0; i < n; i++) for (let j = i; j < n; j++) A[i * n + j] = A[j * n + i] = r() - 0.5;
    const { values, vectors } = jacobiEigen(Float64Array.from(A), n);
    for (let e = 0; e < n; e++) {
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let j = 0; j < n; j++) s += A[i * n + j] * vectors[j * n + e];
        expect(s).toBeCloseTo(values[e] * vectors[i * n + e], 9);
      }
    }
  });
});
