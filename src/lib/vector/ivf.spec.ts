import { defaultNprobe, IvfLists, nearestCentroids, recallAtK } from './ivf';
import { kmeans } from './kmeans';
import { gaussian, mulberry32 } from '../random/seeded-random';
import { quantizeRows, toCode } from './codes';
import { topKByDot } from './top-k';
import { pinRows } from './simd';

const D = 256;

function clustered(n: number, seed: number): { data: Float32Array; codes: Int8Array } {
  const g = gaussian(mulberry32(seed));
  const centres = Array.from({ length: 12 }, () => Float32Array.from({ length: D }, g));
  const data = new Float32Array(n * D);
  const codes = new Int8Array(n * D);
  for (let i = 0; i < n; i++) {
    const c = centres[i % 12];
    const x = data.subarray(i * D, i * D + D);
    for (let d = 0; d < D; d++) x[d] = c[d] + 1.2 * g();
    let s = 0;
    for (let d = 0; d < D; d++) s += x[d] * x[d];
    for (let d = 0; d < D; d++) x[d] /= Math.sqrt(s);
    codes.set(toCode(x), i * D);
  }
  return { data, codes };
}

describe('nearestCentroids', () => {
  it('returns the nprobe largest dots, best first, for every query/centroid type combination', () => {
    const { data } = clustered(600, 1);
    const { centroids } = kmeans(data, D, 24, { seed: 2 });
    const q = data.subarray(5 * D, 6 * D);
    const dots = Array.from({ length: 24 }, (_, c) => {
      let s = 0;
      for (let d = 0; d < D; d++) s += q[d] * centroids[c * D + d];
      return { c, s };
    }).sort((a, b) => b.s - a.s || a.c - b.c);
    const want = dots.slice(0, 5).map((x) => x.c);
    expect([...nearestCentroids(q, centroids, 5)]).toEqual(want);
    const qi = toCode(q);
    const ci = quantizeRows(centroids);
    expect([...nearestCentroids(qi, centroids, 5)].slice(0, 3)).toEqual(want.slice(0, 3));
    expect([...nearestCentroids(qi, ci, 5)].slice(0, 3)).toEqual(want.slice(0, 3));
    expect([...nearestCentroids(q, ci, 5)].slice(0, 3)).toEqual(want.slice(0, 3));
    const pinned = pinRows(centroids, 24, D);
    try {
      expect([...nearestCentroids(q, pinned, 5)]).toEqual(want);
    } finally {
      pinned.release();
    }
    expect(nearestCentroids(q, centroids, 100).length).toBe(24);
  });
});

describe('defaultNprobe', () => {
  it('is ⌈√K⌉ within [8, K]', () => {
    expect(defaultNprobe(894)).toBe(30);
    expect(defaultNprobe(4000)).toBe(64);
    expect(defaultNprobe(20)).toBe(8);
    expect(defaultNprobe(5)).toBe(5);
  });
});

describe('recallAtK', () => {
  it('counts the overlap of the top-k', () => {
    expect(recallAtK([1, 2, 3], [1, 2, 4], 3)).toBeCloseTo(2 / 3);
    expect(recallAtK([3, 2, 1], [1, 2, 3], 3)).toBe(1);
    expect(recallAtK([1, 2, 3, 4], [4, 5, 6, 7], 3)).toBe(0); // 4 is past the approx top-3
    expect(recallAtK([1, 1, 1], [1, 2, 3], 3)).toBeCloseTo(1 / 3); // duplicates count once
    expect(recallAtK([9, 1], [1], 10)).toBe(1); // fewer true neighbours than k
    expect(recallAtK([], [], 10)).toBe(1);
    expect(recallAtK([], [1, 2], 10)).toBe(0);
  });
});

describe('IvfLists', () => {
  const n = 3000;
  const { data, codes } = clustered(n, 3);
  const km = kmeans(data, D, 40, { seed: 4 });
  const ids = Array.from({ length: n }, (_, i) => 10_000 + i * 2);
  const lists = IvfLists.build(codes, km.assignments, 40, ids);

  it('groups rows by cluster (CSR offsets)', () => {
    expect(lists.offsets[0]).toBe(0);
    expect(lists.offsets[40]).toBe(n);
    let total = 0;
    for (let c = 0; c < 40; c++) {
      expect(lists.size(c)).toBe(km.sizes[c]);
      total += lists.size(c);
    }
    expect(total).toBe(n);
    const row = 17;
    const c = km.assignments[row];
    const pos = [...lists.ids].indexOf(ids[row]);
    expect(pos).toBeGreaterThanOrEqual(lists.offsets[c]);
    expect(pos).toBeLessThan(lists.offsets[c + 1]);
    expect(lists.codes.subarray(pos * D, pos * D + D)).toEqual(codes.subarray(row * D, row * D + D));
    expect(() => IvfLists.build(codes, Int32Array.from([0, 99]), 40)).toThrow(RangeError);
  });

  it('probing every list is the exact scan; fewer probes keep high recall on clustered data', () => {
    let recall4 = 0;
    for (let t = 0; t < 20; t++) {
      const q = codes.subarray(t * 97 * D, t * 97 * D + D);
      const exact = topKByDot(q, codes, ids, 10);
      const all = lists.search(q, km.centroids, 10, 40);
      expect(all.ids).toEqual(exact.ids);
      expect(all.scores).toEqual(exact.scores);
      expect(all.scanned).toBe(n);
      const some = lists.search(q, km.centroids, 10, 4);
      expect(some.scanned).toBeLessThan(n);
      recall4 += recallAtK(some.ids, exact.ids, 10);
    }
    expect(recall4 / 20).toBeGreaterThan(0.6);
  });

  it('pinned lists answer identically', () => {
    const q = codes.subarray(5 * D, 6 * D);
    const plain = lists.search(q, km.centroids, 10, 6);
    lists.pin();
    try {
      expect(lists.search(q, km.centroids, 10, 6)).toEqual(plain);
    } finally {
      lists.unpin();
    }
  });
});
