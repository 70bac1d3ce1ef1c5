import * as fc from 'fast-check';

import { gaussian, mulberry32 } from '../random/seeded-random';
import { cosineFloat, decodeRows, dotInt8, reduceUnit, toCode } from './codes';

const unitGaussian = (g: () => number, n: number): Float32Array => {
  const v = Float32Array.from({ length: n }, g);
  let s = 0;
  for (const x of v) s += x * x;
  return v.map((x) => x / Math.sqrt(s));
};

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

