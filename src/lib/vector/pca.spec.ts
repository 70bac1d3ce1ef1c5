import { gaussian, mulberry32 } from '../random/seeded-random';
import { normalize, toCode } from './codes';
import { fitProjection, jacobiEigen } from './pca';

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
    const basis = Array.from({ length: rank }, () => normalize(Float32Array.from({ length: D }, g)));
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
