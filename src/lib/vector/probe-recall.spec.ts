import { candidatesByProbe, chooseNprobe, chooseWithFloor, nprobeLadder, recallCurve } from './probe-recall';
import { IvfLists } from './ivf';
import { kmeans } from './kmeans';
import { gaussian, mulberry32 } from '../random/seeded-random';
import { CODE_DIMS, normalize, quantizeRows, toCode } from './codes';
import { assignInt8 } from './centroid-assignment';

const D = CODE_DIMS;

/** n unit vectors: around 16 centres (`spread` noise), or uniform on the sphere (centres: 0). */
function vectors(n: number, centres: number, spread: number, seed: number): Float32Array {
  const g = gaussian(mulberry32(seed));
  const c = Array.from({ length: centres }, () => normalize(Float32Array.from({ length: D }, g)));
  const out = new Float32Array(n * D);
  for (let i = 0; i < n; i++) {
    const v = out.subarray(i * D, (i + 1) * D);
    for (let d = 0; d < D; d++) v[d] = (centres > 0 ? c[i % centres][d] : 0) + spread * g();
    normalize(v);
  }
  return out;
}

/** The measurement kb:cluster makes, in memory: stored rows as queries, float truth, rescoring. */
function measure(data: Float32Array, n: number, k: number, target: number) {
  const codes = new Int8Array(n * D);
  for (let i = 0; i < n; i++) codes.set(toCode(data.subarray(i * D, (i + 1) * D)), i * D);
  const { centroids } = kmeans(data, D, k, { seed: 3, maxIterations: 8 });
  const centroidCodes = quantizeRows(centroids);
  const { assignments } = assignInt8(codes, centroidCodes);
  const ids = Int32Array.from({ length: n }, (_, i) => i + 1);
  const lists = IvfLists.build(codes, assignments, k, ids);
  const ladder = nprobeLadder(k);
  const rows = Array.from({ length: 40 }, (_, i) => (i * 37) % n);
  const dot = (a: number, b: number) => {
    let s = 0;
    for (let d = 0; d < D; d++) s += data[a * D + d] * data[b * D + d];
    return s;
  };
  const truth = rows.map((r) =>
    Array.from({ length: n }, (_, j) => j)
      .filter((j) => j !== r)
      .sort((a, b) => dot(r, b) - dot(r, a))
      .slice(0, 10)
      .map((j) => j + 1),
  );
  const perQuery = rows.map((r) => candidatesByProbe(codes.subarray(r * D, (r + 1) * D), centroidCodes, lists, ladder, 50, r + 1));
  const rank = (i: number, candidates: number[]) => [...candidates].sort((a, b) => dot(rows[i], b - 1) - dot(rows[i], a - 1));
  return chooseNprobe(recallCurve(ladder, perQuery, truth, rank, n), target, 0.5);
}

describe('nprobeLadder', () => {
  it('climbs by about √2 and ends at K', () => {
    expect(nprobeLadder(1)).toEqual([1]);
    expect(nprobeLadder(30)).toEqual([1, 2, 3, 4, 6, 8, 11, 16, 23, 30]);
    const big = nprobeLadder(4000);
    expect(big[big.length - 1]).toBe(4000);
    expect(big.length).toBeLessThan(30);
  });
});

describe('candidatesByProbe', () => {
  it('never lists the query itself, and probing every list equals the exact int8 scan', () => {
    const data = vectors(400, 8, 0.5, 1);
    const codes = new Int8Array(400 * D);
    for (let i = 0; i < 400; i++) codes.set(toCode(data.subarray(i * D, (i + 1) * D)), i * D);
    const { centroids } = kmeans(data, D, 8, { seed: 2, maxIterations: 5 });
    const centroidCodes = quantizeRows(centroids);
    const lists = IvfLists.build(codes, assignInt8(codes, centroidCodes).assignments, 8, Int32Array.from({ length: 400 }, (_, i) => i));
    const q = codes.subarray(5 * D, 6 * D);
    const { candidates, scanned } = candidatesByProbe(q, centroidCodes, lists, [1, 8], 20, 5);
    expect(candidates[0]).not.toContain(5);
    expect(candidates[1]).not.toContain(5);
    expect(scanned[1]).toBe(400);
    const dots = Array.from({ length: 400 }, (_, j) => {
      let s = 0;
      for (let d = 0; d < D; d++) s += q[d] * codes[j * D + d];
      return { j, s };
    })
      .filter((x) => x.j !== 5)
      .sort((a, b) => b.s - a.s || a.j - b.j);
    expect(candidates[1]).toEqual(dots.slice(0, 20).map((x) => x.j));
  });
});

describe('chooseNprobe', () => {
  it('picks the smallest nprobe reaching the target within the scan limit', () => {
    const curve = [
      { nprobe: 1, recall: 0.6, scanned: 0.05 },
      { nprobe: 2, recall: 0.97, scanned: 0.1 },
      { nprobe: 4, recall: 0.99, scanned: 0.2 },
      { nprobe: 8, recall: 1, scanned: 1 },
    ];
    expect(chooseNprobe(curve, 0.97, 0.5)).toMatchObject({ nprobe: 2, recall: 0.97, reached: true });
    expect(chooseNprobe(curve, 0.995, 0.5)).toMatchObject({ nprobe: 0, recall: 1, reached: true });
    expect(chooseNprobe(curve, 0.99, 0.15)).toMatchObject({ nprobe: 0, recall: 1 });
    expect(chooseNprobe([{ nprobe: 1, recall: 0.9, scanned: 1 }], 0.97, 0.5)).toMatchObject({ nprobe: 0, recall: 0.9, reached: false });
    // K chosen by the operator: the index stays IVF, every list if need be
    expect(chooseNprobe(curve, 0.995, 0.5, true)).toMatchObject({ nprobe: 8, recall: 1, reached: true });
    expect(chooseNprobe(curve, 0.98, 0.05, true)).toMatchObject({ nprobe: 4, recall: 0.99, reached: true });
  });

  it('measures a few probes on clustered vectors and falls back to the exact scan on uniform ones', () => {
    const n = 2000;
    const clustered = measure(vectors(n, 16, 0.05, 4), n, 32, 0.97);
    expect(clustered.nprobe).toBeGreaterThan(0);
    expect(clustered.nprobe).toBeLessThan(16);
    expect(clustered.recall).toBeGreaterThanOrEqual(0.97);
    const uniform = measure(vectors(n, 0, 1, 5), n, 32, 0.97);
    expect(uniform.nprobe).toBe(0);
    // a fixed √K-style nprobe would have served it far below the target
    expect(uniform.curve.find((l) => l.nprobe >= 6)!.recall).toBeLessThan(0.8);
    expect(uniform.recall).toBeGreaterThanOrEqual(0.97);
  });
});

describe('chooseWithFloor', () => {
  const curve = (recalls: number[]) => recalls.map((recall, i) => ({ nprobe: [1, 2, 4, 8][i], recall, scanned: [0.1, 0.2, 0.4, 1][i] }));
  const questions = curve([0.5, 0.9, 0.975, 1]);

  it('keeps the question-like choice, raised to the stored chunks’ own when that probes more', () => {
    const q = chooseNprobe(questions, 0.97, 0.5);
    expect(chooseWithFloor(q, chooseNprobe(curve([0.99, 1, 1, 1]), 0.985, 0.5))).toMatchObject({ nprobe: 4, recall: 0.975, reached: true });
    // a floor above the question-like choice: its nprobe, the question-like recall there
    const strict = chooseNprobe(curve([0.98, 0.98, 0.98, 1]), 0.985, 1, true);
    expect(chooseWithFloor(chooseNprobe(curve([0.99, 0.99, 0.99, 1]), 0.97, 0.5, true), strict)).toMatchObject({ nprobe: 8, recall: 1, reached: true });
  });

  it('scans every code when either measurement falls back to the exact scan', () => {
    const far = chooseNprobe(curve([0.2, 0.4, 0.6, 0.99]), 0.97, 0.5);
    expect(far.nprobe).toBe(0);
    expect(chooseWithFloor(far, chooseNprobe(curve([0.99, 1, 1, 1]), 0.985, 0.5))).toMatchObject({ nprobe: 0, recall: 0.99, reached: true });
    const q = chooseNprobe(questions, 0.97, 0.5);
    expect(chooseWithFloor(q, chooseNprobe(curve([0.5, 0.6, 0.7, 0.9]), 0.985, 0.5))).toMatchObject({ nprobe: 0, recall: 1, reached: false });
  });
});
