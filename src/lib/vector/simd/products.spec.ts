import * as fc from 'fast-check';

import {
  argmaxF32,
  argmaxI8,
  argmaxJs,
  dotsF32,
  dotsF32Js,
  dotsI8,
  dotsI8Js,
  gemmNT,
  kernelVariant,
  pinRows,
  setForceJs,
  simdAvailable,
} from './index';
import { mulberry32 } from '../../random/seeded-random';

const rnd = mulberry32(42);
const i8 = (n: number, lo = -127, hi = 127): Int8Array => Int8Array.from({ length: n }, () => lo + Math.floor(rnd() * (hi - lo + 1)));
const f32 = (n: number): Float32Array => Float32Array.from({ length: n }, () => rnd() * 2 - 1);

describe('vector kernels (wasm SIMD vs JS fallback)', () => {
  afterEach(() => setForceJs(false));

  it('runs the wasm kernels on Node 24', () => {
    expect(simdAvailable()).toBe(true);
    expect(kernelVariant()).toMatch(/^wasm-simd128/);
  });

  it.each([
    [1, 256], [3, 256], [4, 256], [9, 256], [37, 256], [1000, 256], [17, 40], [10, 3], [12, 3072],
  ])('dotsI8 / dotsF32 agree with the fallback (n=%i, dim=%i)', (n, dim) => {
    const q = i8(dim), x = i8(n * dim);
    expect(dotsI8(q, x, n, dim, new Int32Array(n))).toEqual(dotsI8Js(q, x, n, dim, new Int32Array(n)));
    const qf = f32(dim), xf = f32(n * dim);
    const a = dotsF32(qf, xf, n, dim, new Float32Array(n));
    const b = dotsF32Js(qf, xf, n, dim, new Float32Array(n));
    for (let i = 0; i < n; i++) expect(a[i]).toBeCloseTo(b[i], 3);
  });

  it('int8 extremes do not overflow (256 · 127 · 127)', () => {
    const q = new Int8Array(256).fill(-127);
    const x = new Int8Array(256 * 8).fill(-127);
    expect([...dotsI8(q, x, 8, 256, new Int32Array(8))]).toEqual(new Array(8).fill(256 * 127 * 127));
    const xneg = new Int8Array(256 * 8).fill(127);
    expect(dotsI8(q, xneg, 8, 256, new Int32Array(8))[3]).toBe(-256 * 127 * 127);
  });

  it.each([
    [2, 4, 256], [7, 13, 256], [64, 300, 256], [5, 1, 256], [1, 9, 256], [33, 1100, 256], [11, 6, 24],
  ])('argmaxI8 / argmaxF32 agree with the fallback (m=%i, k=%i, dim=%i)', (m, k, dim) => {
    const x = i8(m * dim), c = i8(k * dim);
    const ia = new Int32Array(m), va = new Int32Array(m), ib = new Int32Array(m), vb = new Int32Array(m);
    argmaxI8(x, m, c, k, dim, ia, va);
    argmaxJs(x, m, c, k, dim, ib, vb);
    expect(ia).toEqual(ib);
    expect(va).toEqual(vb);
    const xf = f32(m * dim), cf = f32(k * dim);
    const fa = new Float32Array(m), fb = new Float32Array(m);
    argmaxF32(xf, m, cf, k, dim, ia, fa);
    argmaxJs(xf, m, cf, k, dim, ib, fb);
    expect(ia).toEqual(ib);
    for (let i = 0; i < m; i++) expect(fa[i]).toBeCloseTo(fb[i], 3);
  });

  it('argmax ties go to the lowest centroid index, across column blocks too', () => {
    const dim = 256, k = 2000; // > one 256 KiB block of int8 centroids (1024 rows)
    const c = new Int8Array(k * dim); // all-zero centroids...
    c.fill(1, 5 * dim, 6 * dim); // ...except 5, 1500 and 1999, identical
    c.fill(1, 1500 * dim, 1501 * dim);
    c.fill(1, 1999 * dim, 2000 * dim);
    const x = new Int8Array(4 * dim).fill(1);
    const idx = new Int32Array(4), val = new Int32Array(4);
    argmaxI8(x, 4, c, k, dim, idx, val);
    expect([...idx]).toEqual([5, 5, 5, 5]);
    const idx2 = new Int32Array(4), val2 = new Float32Array(4);
    argmaxF32(Float32Array.from(x), 4, Float32Array.from(c), k, dim, idx2, val2);
    expect([...idx2]).toEqual([5, 5, 5, 5]);
    // negative dots everywhere: still the lowest index among equals, never a padding row
    const neg = new Int8Array(4 * dim).fill(-1);
    const c3 = new Int8Array(3 * dim).fill(1);
    argmaxI8(neg, 4, c3, 3, dim, idx, val);
    expect([...idx]).toEqual([0, 0, 0, 0]);
    expect(val[0]).toBe(-256);
  });

  it('pinned rows give the same answers as plain arrays, including sub-ranges', () => {
    const n = 103, dim = 256;
    const x = i8(n * dim), q = i8(dim);
    const p = pinRows(x, n, dim);
    try {
      const want = dotsI8Js(q, x, n, dim, new Int32Array(n));
      expect(dotsI8(q, p, n, dim, new Int32Array(n))).toEqual(want);
      for (const [from, count] of [[0, 5], [1, 3], [50, 53], [99, 4], [102, 1], [97, 6]]) {
        expect(dotsI8(q, p, count, dim, new Int32Array(count), from)).toEqual(want.subarray(from, from + count));
      }
      const c = i8(7 * dim);
      const ia = new Int32Array(n), va = new Int32Array(n), ib = new Int32Array(n), vb = new Int32Array(n);
      argmaxI8(p, n, c, 7, dim, ia, va);
      argmaxJs(x, n, c, 7, dim, ib, vb);
      expect(ia).toEqual(ib);
      expect(() => dotsI8(q, p, 4, dim, new Int32Array(4), 100)).toThrow(RangeError);
    } finally {
      p.release();
    }
    expect(() => dotsI8(q, p, 4, dim, new Int32Array(4))).toThrow(/after release/);
  });

  it('gemmNT matches the fallback', () => {
    const a = f32(7 * 40), b = f32(9 * 40);
    const w = gemmNT(a, 7, b, 9, 40);
    setForceJs(true);
    const j = gemmNT(a, 7, b, 9, 40);
    for (let i = 0; i < w.length; i++) expect(w[i]).toBeCloseTo(j[i], 4);
  });

  it('property: int8 dots are exact for any shape', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 70 }), fc.integer(), (n, dim, seed) => {
        const r = mulberry32(seed);
        const q = Int8Array.from({ length: dim }, () => Math.floor(r() * 255) - 127);
        const x = Int8Array.from({ length: n * dim }, () => Math.floor(r() * 255) - 127);
        expect(dotsI8(q, x, n, dim, new Int32Array(n))).toEqual(dotsI8Js(q, x, n, dim, new Int32Array(n)));
      }),
      { numRuns: 60 },
    );
  });
});
