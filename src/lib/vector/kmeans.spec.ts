import * as fc from 'fast-check';

import { assign, assignInt8, quantizeUnitRows } from './centroid-assignment';
import { kmeans, repairEmpty } from './kmeans';
import { kmeansPlusPlus, sampleIndices } from './kmeans-seeding';
import { chooseK, shouldUseExactScan, trainingSampleSize } from './kmeans-sizing';
import { gaussian, mulberry32 } from '../random/seeded-random';
import { quantizeRows, toCode } from './codes';
import { setForceJs } from './simd';

const D = 256;

/** `blobs` well separated gaussian blobs on the 256-sphere, sizes varying 1:4. */
function plantedBlobs(blobs: number, seed: number, noise = 0.5): { data: Float32Array; labels: Int32Array; n: number } {
  const g = gaussian(mulberry32(seed));
  const centres = Array.from({ length: blobs }, () => {
    const v = Float32Array.from({ length: D }, g);
    const s = Math.hypot(...v);
    return v.map((x) => x / s);
  });
  const sizes = centres.map((_, i) => 40 + ((i * 37) % 4) * 40);
  const n = sizes.reduce((a, b) => a + b, 0);
  const data = new Float32Array(n * D);
  const labels = new Int32Array(n);
  let row = 0;
  // interleave blobs so that row order carries no information
  const order: number[] = [];
  sizes.forEach((s, b) => order.push(...new Array<number>(s).fill(b)));
  const r = mulberry32(seed + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const b of order) {
    const x = data.subarray(row * D, row * D + D);
    for (let d = 0; d < D; d++) x[d] = centres[b][d] + (noise / Math.sqrt(D)) * g();
    const s = Math.hypot(...x);
    for (let d = 0; d < D; d++) x[d] /= s;
    labels[row++] = b;
  }
  return { data, labels, n };
}

/** Fraction of rows whose cluster's majority label is their own label. */
function purity(assignments: Int32Array, labels: Int32Array, k: number): number {
  const counts = new Map<number, Map<number, number>>();
  for (let i = 0; i < assignments.length; i++) {
    const m = counts.get(assignments[i]) ?? new Map<number, number>();
    m.set(labels[i], (m.get(labels[i]) ?? 0) + 1);
    counts.set(assignments[i], m);
  }
  let agree = 0;
  for (const m of counts.values()) agree += Math.max(...m.values());
  void k;
  return agree / assignments.length;
}

describe('sizing (FAISS guidance)', () => {
  it('chooseK ≈ 4√N, at least 39 rows per list', () => {
    expect(chooseK(50_000)).toBe(894);
    expect(chooseK(1_000_000)).toBe(4000);
    expect(chooseK(10_000)).toBe(256); // 4√N = 400, capped by N/39
    expect(chooseK(100)).toBe(2);
    expect(chooseK(10)).toBe(1);
    expect(chooseK(0)).toBe(1);
  });

  it('trainingSampleSize: 30·K–256·K (default 40·K), capped by N', () => {
    expect(trainingSampleSize(894, 50_000)).toBe(35_760);
    expect(trainingSampleSize(4000, 1_000_000)).toBe(160_000);
    expect(trainingSampleSize(4000, 1_000_000, 30)).toBe(120_000);
    expect(trainingSampleSize(4000, 1_000_000, 1000)).toBe(1_000_000); // 256·K > N
    expect(trainingSampleSize(100, 1_000_000, 5)).toBe(3000); // clamped up to 30·K
    expect(trainingSampleSize(100, 2000)).toBe(2000);
  });

  it('shouldUseExactScan below ~4·K vectors', () => {
    expect(shouldUseExactScan(300, 100)).toBe(true);
    expect(shouldUseExactScan(400, 100)).toBe(false);
    expect(shouldUseExactScan(50_000, 894)).toBe(false);
    expect(shouldUseExactScan(50_000, 894, 100_000)).toBe(true);
    expect(shouldUseExactScan(10)).toBe(true);
    expect(shouldUseExactScan(255)).toBe(true);
    expect(shouldUseExactScan(257)).toBe(false);
  });

  it('sampleIndices: distinct, sorted, in range, reproducible', () => {
    const a = sampleIndices(1000, 100, mulberry32(5));
    expect(new Set(a).size).toBe(100);
    expect([...a]).toEqual([...a].sort((x, y) => x - y));
    expect(a.every((i) => i >= 0 && i < 1000)).toBe(true);
    expect(sampleIndices(1000, 100, mulberry32(5))).toEqual(a);
    expect(sampleIndices(5, 10, mulberry32(5))).toEqual(Int32Array.from([0, 1, 2, 3, 4]));
  });
});

describe('kmeans', () => {
  afterEach(() => setForceJs(false));

  it('recovers 20 planted clusters with purity ≥ 0.95, reproducibly', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { data, labels } = plantedBlobs(20, 100 + seed);
      expect(purity(kmeans(data, D, 20, { seed }).assignments, labels, 20)).toBeGreaterThanOrEqual(0.95);
    }
    const { data, labels } = plantedBlobs(20, 100);
    const res = kmeans(data, D, 20, { seed: 3 });
    expect(purity(res.assignments, labels, 20)).toBeGreaterThanOrEqual(0.95);
    expect(res.sizes.reduce((a, b) => a + b, 0)).toBe(labels.length);
    expect(res.converged).toBe(true);
    expect(res.meanCosine).toBeGreaterThan(0.8);
    for (let c = 0; c < 20; c++) {
      let s = 0;
      for (let d = 0; d < D; d++) s += res.centroids[c * D + d] ** 2;
      expect(s).toBeCloseTo(1, 5);
    }
    const again = kmeans(data, D, 20, { seed: 3 });
    expect(again.assignments).toEqual(res.assignments);
    expect(again.centroids).toEqual(res.centroids);
  });

  it('int8 assignment passes find the planted clusters too', () => {
    const { data, labels } = plantedBlobs(20, 106);
    const f = kmeans(data, D, 20, { seed: 2 });
    const q = kmeans(data, D, 20, { seed: 2, precision: 'int8' });
    expect(purity(q.assignments, labels, 20)).toBeGreaterThanOrEqual(0.95);
    expect(q.meanCosine).toBeGreaterThan(f.meanCosine - 0.02);
  });

  it('the pure-JS fallback finds the same clustering', () => {
    const { data, labels } = plantedBlobs(20, 101);
    const wasm = kmeans(data, D, 20, { seed: 4 });
    setForceJs(true);
    const js = kmeans(data, D, 20, { seed: 4 });
    expect(js.assignments).toEqual(wasm.assignments);
    expect(purity(js.assignments, labels, 20)).toBeGreaterThanOrEqual(0.95);
  });

  it('k-means++ picks spread seeds: (nearly) one per planted blob, far more than uniform picks', () => {
    const { data, labels, n } = plantedBlobs(20, 102, 0.2);
    let plain = 0, greedy = 0, uniform = 0;
    for (let seed = 0; seed < 10; seed++) {
      const seeds = kmeansPlusPlus(data, n, D, 20, mulberry32(seed));
      expect(new Set(seeds).size).toBe(20);
      plain += new Set([...seeds].map((i) => labels[i])).size;
      const g = kmeansPlusPlus(data, n, D, 20, mulberry32(seed), 5);
      greedy += new Set([...g].map((i) => labels[i])).size;
      uniform += new Set([...sampleIndices(n, 20, mulberry32(seed))].map((i) => labels[i])).size;
    }
    // uniform picks cover ≈ 20·(1 − (19/20)^20) ≈ 13 blobs; D² sampling nearly all of them
    expect(uniform / 10).toBeLessThan(15);
    // the same on int8 codes of the rows (what int8-precision training seeds on)
    const codes = quantizeUnitRows(data, D);
    let onCodes = 0;
    for (let seed = 0; seed < 10; seed++) onCodes += new Set([...kmeansPlusPlus(codes, n, D, 20, mulberry32(seed), 5)].map((i) => labels[i])).size;
    expect(onCodes / 10).toBeGreaterThanOrEqual(19.5);
    expect(plain / 10).toBeGreaterThanOrEqual(17);
    expect(greedy / 10).toBeGreaterThanOrEqual(19.5);
  });

  it('k-means++ seeding is reproducible and valid on degenerate data (all rows equal)', () => {
    const same = new Float32Array(50 * D).fill(1 / 16);
    const seeds = kmeansPlusPlus(same, 50, D, 10, mulberry32(1), 3);
    expect(new Set(seeds).size).toBe(10);
    expect(kmeansPlusPlus(same, 50, D, 10, mulberry32(1), 3)).toEqual(seeds);
  });

  it('repairs empty clusters (duplicate initial centroids)', () => {
    const { data, labels } = plantedBlobs(20, 103);
    const init = new Float32Array(20 * D);
    // 19 distinct starting points plus one duplicate: the duplicate starts empty
    for (let c = 0; c < 19; c++) init.set(data.subarray(c * D, c * D + D), c * D);
    init.set(data.subarray(0, D), 19 * D);
    const res = kmeans(data, D, 20, { initialCentroids: init, maxIterations: 30 });
    expect(res.repaired).toBeGreaterThanOrEqual(1);
    expect(Math.min(...res.sizes)).toBeGreaterThan(0);
    expect(purity(res.assignments, labels, 20)).toBeGreaterThan(0.85);
  });

  it('repairEmpty moves the worst-fitted rows, never emptying a cluster', () => {
    const data = Float32Array.from([1, 0, 0.9, 0.1, 0.2, 0.8, 0, 1]);
    const assignments = Int32Array.from([0, 0, 1, 1]);
    const scores = Float32Array.from([1, 0.99, 0.5, 0.97]); // row 2 fits worst
    const sizes = Int32Array.from([2, 2, 0]);
    const sums = Float64Array.from([1.9, 0.1, 0.2, 1.8, 0, 0]);
    expect(repairEmpty(data, 2, 3, assignments, scores, sizes, sums)).toBe(1);
    expect([...assignments]).toEqual([0, 0, 2, 1]);
    expect([...sizes]).toEqual([2, 1, 1]);
    expect(sums[4]).toBeCloseTo(0.2);
    expect(sums[5]).toBeCloseTo(0.8);
    expect(sums[2]).toBeCloseTo(0);
    expect(sums[3]).toBeCloseTo(1);
  });

  it('handles k = 1 and k = n', () => {
    const { data, n } = plantedBlobs(3, 104);
    const one = kmeans(data, D, 1);
    expect(one.sizes[0]).toBe(n);
    const all = kmeans(data.subarray(0, 10 * D), D, 10, { maxIterations: 3 });
    expect([...all.sizes].sort()).toEqual(new Array(10).fill(1));
    expect(() => kmeans(data.subarray(0, 10 * D), D, 11)).toThrow(RangeError);
  });
});

describe('assign / assignInt8', () => {
  it('assign = largest dot with the centroids; int8 assignment agrees on clear cases', () => {
    const { data, labels, n } = plantedBlobs(20, 105);
    const res = kmeans(data, D, 20, { seed: 1 });
    const a = assign(data, res.centroids, D);
    expect(a.assignments).toEqual(res.assignments);
    // the same through int8 codes and int8 centroids
    const codes = new Int8Array(n * D);
    for (let i = 0; i < n; i++) codes.set(toCode(data.subarray(i * D, i * D + D)), i * D);
    const b = assignInt8(codes, quantizeRows(res.centroids));
    let same = 0;
    for (let i = 0; i < n; i++) if (b.assignments[i] === a.assignments[i]) same++;
    expect(same / n).toBeGreaterThan(0.99);
    expect(purity(b.assignments, labels, 20)).toBeGreaterThanOrEqual(purity(a.assignments, labels, 20) - 0.01);
    // a row range gives the matching slice
    const part = assign(data, res.centroids, D, 100, 160);
    expect(part.assignments).toEqual(a.assignments.subarray(100, 160));
  });

  it('property: assignInt8 equals a naive argmax (ties → lowest index)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 20 }), fc.integer(), (n, k, seed) => {
        const r = mulberry32(seed);
        const rnd = (): number => Math.floor(r() * 7) - 3; // small range: many ties
        const codes = Int8Array.from({ length: n * D }, rnd);
        const cents = Int8Array.from({ length: k * D }, rnd);
        const got = assignInt8(codes, cents);
        for (let i = 0; i < n; i++) {
          let best = -Infinity, bi = -1;
          for (let c = 0; c < k; c++) {
            let s = 0;
            for (let d = 0; d < D; d++) s += codes[i * D + d] * cents[c * D + d];
            if (s > best) {
              best = s;
              bi = c;
            }
          }
          expect(got.assignments[i]).toBe(bi);
          expect(got.scores[i]).toBe(best);
        }
      }),
      { numRuns: 40 },
    );
  });
});
