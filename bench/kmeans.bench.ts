/**
 * Vector-core benchmark: our spherical k-means vs ml-kmeans, IVF build times at 50k and 1M, exact
 * int8 scan latency, IVF recall@10 by nprobe.
 *
 *   npx tsc -p tsconfig.build.json && node dist/bench/kmeans.bench.js [--json] [--quick] [--skip-ml] [--skip-1m] [--1m-single] [--ml-full]
 *
 * Data: deterministic (seeded) synthetic embeddings that look like real ones rather than like
 * textbook blobs: a shared anisotropic direction (random documents have cosine ≈ 0.25), 30 topics,
 * 300 cluster centres spread around the topics (so clusters overlap), lognormal cluster sizes,
 * per-cluster noise levels (cosine to own centre 0.5–0.8). Queries are fresh draws from the same
 * mixture. k-means vs ml-kmeans: one thread each. IVF builds: 1 thread float32 training and
 * 2 threads (KernelPool: this thread + one worker) int8 training, as labelled.
 */
import { kmeans as mlKmeans } from 'ml-kmeans';
import * as os from 'node:os';

import { assignInt8 } from '../src/lib/vector/centroid-assignment';
import { kmeans } from '../src/lib/vector/kmeans';
import { gatherRows, sampleIndices } from '../src/lib/vector/kmeans-seeding';
import { chooseK, trainingSampleSize } from '../src/lib/vector/kmeans-sizing';
import { assignInt8Parallel, KernelPool, kmeansParallel } from '../src/lib/vector/parallel';
import { IvfLists, recallAtK } from '../src/lib/vector/ivf';
import { gaussian, mulberry32 } from '../src/lib/random/seeded-random';
import { percentile } from '../src/lib/stats/percentile';
import { CODE_DIMS, decodeRows, quantizeRows, quantizeUnit } from '../src/lib/vector/codes';
import { topKByDot, TopK } from '../src/lib/vector/top-k';
import { kernelMemoryBytes, kernelVariant, pinRows } from '../src/lib/vector/simd';

const args = new Set(process.argv.slice(2));
const JSON_OUT = args.has('--json');
const QUICK = args.has('--quick');
const D = CODE_DIMS;

const results: Record<string, unknown> = {};
/** Human-readable lines: stdout, or stderr when --json owns stdout. */
const log = (s: string): void => {
  if (JSON_OUT) console.error(s);
  else console.log(s);
};
const now = (): number => performance.now();
const secs = (ms: number): number => Math.round(ms) / 1000;
const mb = (b: number): number => Math.round(b / 1048576);

// ---------------------------------------------------------------------------------------------
// Synthetic data
// ---------------------------------------------------------------------------------------------

class Mixture {
  readonly centres: Float32Array;
  readonly noise: Float32Array;
  readonly cumWeight: Float64Array;
  private readonly rand: () => number;
  private readonly gauss: () => number;

  constructor(seed: number, readonly nCentres = 300, nTopics = 30) {
    this.rand = mulberry32(seed);
    this.gauss = gaussian(this.rand);
    const unit = (): Float32Array => {
      const v = new Float32Array(D);
      for (let d = 0; d < D; d++) v[d] = this.gauss();
      return normalize(v);
    };
    const common = unit();
    const topics = Array.from({ length: nTopics }, unit);
    this.centres = new Float32Array(nCentres * D);
    this.noise = new Float32Array(nCentres);
    const w = new Float64Array(nCentres);
    for (let c = 0; c < nCentres; c++) {
      const t = topics[Math.floor(this.rand() * nTopics)];
      const r = unit();
      const v = this.centres.subarray(c * D, c * D + D);
      for (let d = 0; d < D; d++) v[d] = 0.55 * common[d] + 0.9 * t[d] + 0.75 * r[d];
      normalize(v);
      this.noise[c] = 0.85 + 0.9 * this.rand(); // ‖noise‖ relative to the unit centre
      w[c] = Math.exp(1.1 * this.gauss()); // lognormal cluster sizes
    }
    this.cumWeight = new Float64Array(nCentres);
    let s = 0;
    for (let c = 0; c < nCentres; c++) this.cumWeight[c] = s += w[c];
    for (let c = 0; c < nCentres; c++) this.cumWeight[c] /= s;
  }

  private pick(): number {
    const r = this.rand();
    let lo = 0, hi = this.nCentres - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumWeight[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** One unit vector into `out`; returns its true centre. */
  draw(out: Float32Array): number {
    const c = this.pick();
    const s = this.noise[c] / Math.sqrt(D);
    const o = c * D;
    for (let d = 0; d < D; d++) out[d] = this.centres[o + d] + s * this.gauss();
    normalize(out);
    return c;
  }

  floats(n: number): { data: Float32Array; labels: Int32Array } {
    const data = new Float32Array(n * D);
    const labels = new Int32Array(n);
    for (let i = 0; i < n; i++) labels[i] = this.draw(data.subarray(i * D, i * D + D));
    return { data, labels };
  }

  codes(n: number): Int8Array {
    const codes = new Int8Array(n * D);
    const v = new Float32Array(D);
    for (let i = 0; i < n; i++) {
      this.draw(v);
      quantizeUnit(v, codes.subarray(i * D, i * D + D));
    }
    return codes;
  }
}

function normalize(v: Float32Array): Float32Array {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i] * v[i];
  const inv = 1 / Math.sqrt(s);
  for (let i = 0; i < v.length; i++) v[i] *= inv;
  return v;
}

/** Same yardstick for both implementations: SSE to the cluster means, and mean cosine to them. */
function quality(data: Float32Array, n: number, assignments: ArrayLike<number>, k: number): { inertia: number; meanCosine: number; empty: number } {
  const sums = new Float64Array(k * D);
  const counts = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    const c = assignments[i];
    counts[c]++;
    for (let d = 0; d < D; d++) sums[c * D + d] += data[i * D + d];
  }
  const norms = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    if (counts[c] === 0) continue;
    let s = 0;
    for (let d = 0; d < D; d++) {
      sums[c * D + d] /= counts[c];
      s += sums[c * D + d] ** 2;
    }
    norms[c] = Math.sqrt(s);
  }
  let sse = 0, cos = 0;
  for (let i = 0; i < n; i++) {
    const c = assignments[i];
    let dot = 0, xx = 0, mm = 0;
    for (let d = 0; d < D; d++) {
      const x = data[i * D + d], m = sums[c * D + d];
      dot += x * m;
      xx += x * x;
      mm += m * m;
    }
    sse += xx - 2 * dot + mm;
    cos += norms[c] > 0 ? dot / (Math.sqrt(xx) * norms[c]) : 0;
  }
  let empty = 0;
  for (let c = 0; c < k; c++) if (counts[c] === 0) empty++;
  return { inertia: sse, meanCosine: cos / n, empty };
}

function memory(): Record<string, number> {
  const m = process.memoryUsage();
  return { rssMB: mb(m.rss), arrayBuffersMB: mb(m.arrayBuffers), kernelMemoryMB: mb(kernelMemoryBytes()) };
}

// ---------------------------------------------------------------------------------------------
// 1. Ours vs ml-kmeans, 20k × 256, K = 256, 8 iterations
// ---------------------------------------------------------------------------------------------

async function compareWithMlKmeans(): Promise<void> {
  const n = QUICK ? 4000 : 20000, k = QUICK ? 64 : 256, iters = 8;
  const mix = new Mixture(11);
  const { data } = mix.floats(n);
  log(`# k-means ${n}×${D}, K=${k}, ${iters} iterations, k-means++ (kernels: ${kernelVariant()}, load avg ${os.loadavg()[0].toFixed(1)})`);

  let t = now();
  const ours = kmeans(data, D, k, { maxIterations: iters, tolerance: 0, seed: 7, finalAssign: false, initSampleSize: n });
  const oursSec = secs(now() - t);
  const oursQ = quality(data, n, ours.assignments, k);
  log(`ours      ${oursSec.toFixed(2)} s   inertia ${oursQ.inertia.toFixed(1)}   mean cos ${oursQ.meanCosine.toFixed(4)}   empty ${oursQ.empty}   (1 thread, float32)`);
  const pool = KernelPool.create(2);
  t = now();
  const ours2 = await kmeansParallel(data, D, k, { maxIterations: iters, tolerance: 0, seed: 7, finalAssign: false, initSampleSize: n, pool });
  const ours2Sec = secs(now() - t);
  await pool.close();
  log(`ours ×2   ${ours2Sec.toFixed(2)} s   (2 threads, same result: ${ours2.assignments.every((c, i) => c === ours.assignments[i])})`);

  // ml-kmeans wants number[][]; conversion is not timed.
  const rows = (m: number): number[][] => Array.from({ length: m }, (_, i) => Array.from(data.subarray(i * D, i * D + D)));
  const probeN = Math.min(n, 5000);
  const probeRows = rows(probeN);
  t = now();
  const probe = mlKmeans(probeRows, k, { maxIterations: iters, initialization: 'kmeans++', seed: 7, tolerance: 0 });
  const probeSec = secs(now() - t);
  const projected = (probeSec * n) / probeN; // init and iterations are both linear in n
  let mlSec: number, mlN: number, extrapolated: boolean;
  let mlQ: { inertia: number; meanCosine: number; empty: number };
  if (probeN === n || (projected > 360 && !args.has('--ml-full'))) {
    mlSec = probeN === n ? probeSec : projected;
    mlN = probeN;
    extrapolated = probeN !== n;
    mlQ = quality(data, probeN, probe.clusters, k);
  } else {
    const all = rows(n);
    t = now();
    const full = mlKmeans(all, k, { maxIterations: iters, initialization: 'kmeans++', seed: 7, tolerance: 0 });
    mlSec = secs(now() - t);
    mlN = n;
    extrapolated = false;
    mlQ = quality(data, n, full.clusters, k);
  }
  const oursOnProbe = probeN === n ? oursQ : null;
  log(`ml-kmeans ${mlSec.toFixed(2)} s${extrapolated ? ` (extrapolated from ${probeN} rows: ${probeSec.toFixed(2)} s)` : ''}   inertia ${mlQ.inertia.toFixed(1)}${mlN !== n ? ` (on ${mlN} rows)` : ''}   mean cos ${mlQ.meanCosine.toFixed(4)}   empty ${mlQ.empty}`);
  log(`ratio     ml-kmeans / ours = ${(mlSec / oursSec).toFixed(1)}×   (5k-row probe of ml-kmeans: ${probeSec.toFixed(2)} s)`);
  results.kmeansVsMl = {
    n, dim: D, k, iterations: iters,
    ours: { seconds: oursSec, ...oursQ, iterationsRun: ours.iterations, repaired: ours.repaired },
    ours2Threads: { seconds: ours2Sec },
    mlKmeans: { seconds: mlSec, rows: mlN, extrapolated, probeRows: probeN, probeSeconds: probeSec, ...mlQ },
    oursOnProbe,
    ratio: mlSec / oursSec,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. IVF at a given size: build (sample → train → assign all) and search (recall, latency)
// ---------------------------------------------------------------------------------------------

interface BuildTimes {
  threads: number; precision: string; k: number; sample: number;
  trainSec: number; assignSec: number; totalSec: number; iterations: number; meanCosine: number; maxList: number; emptyLists: number;
}

/**
 * The kb:cluster pipeline on codes: sample trainingSampleSize(K, N) codes, decode them, k-means
 * (≤ 10 iterations, early stop at 0.5 % reassigned), quantise the centroids, assign all N codes,
 * group into lists. Timed end to end.
 */
async function buildIvf(codes: Int8Array, n: number, k: number, seed: number, label: string, threads: number, precision: 'float32' | 'int8'): Promise<{ lists: IvfLists; centroids: Float32Array; times: BuildTimes }> {
  const pool = KernelPool.create(threads);
  try {
    const t0 = now();
    const m = trainingSampleSize(k, n);
    const rand = mulberry32(seed);
    const sample = decodeRows(gatherRows(codes, D, sampleIndices(n, m, rand)), D);
    const tTrain = now();
    const opts = { maxIterations: 10, tolerance: 5e-3, seed, finalAssign: false, precision };
    const km = threads > 1 ? await kmeansParallel(sample, D, k, { ...opts, pool }) : kmeans(sample, D, k, opts);
    const trainSec = secs(now() - tTrain);
    const tAssign = now();
    const cq = quantizeRows(km.centroids);
    const { assignments } = threads > 1 ? await assignInt8Parallel(codes.subarray(0, n * D), cq, D, pool) : assignInt8(codes, cq, D, 0, n);
    const assignSec = secs(now() - tAssign);
    const lists = IvfLists.build(codes, assignments, k);
    const totalSec = secs(now() - t0);
    let maxList = 0, emptyLists = 0;
    for (let c = 0; c < k; c++) {
      maxList = Math.max(maxList, lists.size(c));
      if (lists.size(c) === 0) emptyLists++;
    }
    const times = { threads, precision, k, sample: m, trainSec, assignSec, totalSec, iterations: km.iterations, meanCosine: +km.meanCosine.toFixed(4), maxList, emptyLists };
    log(`${label} [${threads} thread${threads > 1 ? 's' : ''}, ${precision} training]: K=${k}, train on ${m} rows (${km.iterations} it, mean cos ${km.meanCosine.toFixed(3)}) ${trainSec.toFixed(2)} s + assign ${n} codes ${assignSec.toFixed(2)} s → total ${totalSec.toFixed(2)} s (incl. sampling/grouping); largest list ${maxList}, empty ${emptyLists}`);
    return { lists, centroids: km.centroids, times };
  } finally {
    await pool.close();
  }
}

function searchStudy(codes: Int8Array, n: number, lists: IvfLists, centroids: Float32Array, queries: Int8Array, nq: number, nprobes: number[], label: string): Record<string, unknown> {
  const pinnedCodes = pinRows(codes, n, D);
  const pinnedCentroids = pinRows(centroids, lists.k, D);
  lists.pin();
  try {
    // exact int8 scan: ground truth + latency
    const exact: TopK[] = [];
    const exactMs: number[] = [];
    for (let q = 0; q < nq; q++) {
      const t = now();
      exact.push(topKByDot(queries.subarray(q * D, q * D + D), pinnedCodes, undefined, 10));
      exactMs.push(now() - t);
    }
    // unpinned exact scan (codes copied into kernel memory per call): 20 runs
    const copyMs: number[] = [];
    for (let r = 0; r < 20; r++) {
      const t = now();
      topKByDot(queries.subarray((r % nq) * D, (r % nq) * D + D), codes, undefined, 10);
      copyMs.push(now() - t);
    }
    const exactRow = { p50ms: +percentile(exactMs, 50).toFixed(2), p95ms: +percentile(exactMs, 95).toFixed(2), unpinnedP50ms: +percentile(copyMs, 50).toFixed(2) };
    log(`${label}: exact int8 scan of ${n} codes: p50 ${exactRow.p50ms} ms, p95 ${exactRow.p95ms} ms (pinned); ${exactRow.unpinnedP50ms} ms p50 when the codes are copied in per call`);
    const rows: Array<Record<string, number>> = [];
    for (const nprobe of nprobes) {
      let recall = 0, scanned = 0;
      const ms: number[] = [];
      for (let q = 0; q < nq; q++) {
        const query = queries.subarray(q * D, q * D + D);
        const t = now();
        const r = lists.search(query, pinnedCentroids, 10, nprobe);
        ms.push(now() - t);
        recall += recallAtK(r.ids, exact[q].ids, 10);
        scanned += r.scanned;
      }
      const row = { nprobe, recallAt10: +(recall / nq).toFixed(4), scannedFraction: +(scanned / nq / n).toFixed(4), p50ms: +percentile(ms, 50).toFixed(2), p95ms: +percentile(ms, 95).toFixed(2) };
      rows.push(row);
      log(`  nprobe ${String(nprobe).padStart(3)}: recall@10 ${row.recallAt10.toFixed(3)}   scanned ${(row.scannedFraction * 100).toFixed(1)}%   p50 ${row.p50ms} ms   p95 ${row.p95ms} ms`);
    }
    const ok = rows.find((r) => r.recallAt10 >= 0.95);
    log(`  → nprobe reaching recall@10 ≥ 0.95: ${ok ? `${ok.nprobe} (scans ${(ok.scannedFraction * 100).toFixed(1)}%, p95 ${ok.p95ms} ms)` : 'none of those tried'}`);
    return { exact: exactRow, byNprobe: rows, nprobeFor095: ok?.nprobe ?? null };
  } finally {
    lists.unpin();
    pinnedCentroids.release();
    pinnedCodes.release();
  }
}

async function ivfAt(n: number, seed: number, nq: number, nprobes: number[], label: string, configs: Array<[number, 'float32' | 'int8']>): Promise<void> {
  const mix = new Mixture(seed);
  const t = now();
  const codes = mix.codes(n);
  const queries = mix.codes(nq);
  log(`# ${label}: ${n} codes generated in ${secs(now() - t).toFixed(1)} s (not counted; load avg ${os.loadavg()[0].toFixed(1)})`);
  const k = chooseK(n);
  const builds: BuildTimes[] = [];
  let last: { lists: IvfLists; centroids: Float32Array } | null = null;
  for (const [threads, precision] of configs) {
    const b = await buildIvf(codes, n, k, seed, `${label} build`, threads, precision);
    builds.push(b.times);
    last = b;
  }
  if (!last) return;
  const search = searchStudy(codes, n, last.lists, last.centroids, queries, nq, nprobes, label);
  results[label] = { n, builds, search, memory: memory() };
  log(`  memory: ${JSON.stringify(memory())}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  results.machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, kernels: kernelVariant(), loadavg: os.loadavg() };
  if (!args.has('--skip-ml')) await compareWithMlKmeans();
  await ivfAt(QUICK ? 10000 : 50000, 21, QUICK ? 50 : 200, [4, 8, 16, 32, 64], QUICK ? 'ivf10k' : 'ivf50k', [
    [1, 'float32'],
    [2, 'int8'],
  ]);
  if (!QUICK && !args.has('--skip-1m')) {
    await ivfAt(1_000_000, 31, 50, [8, 16, 32, 64, 128], 'ivf1m', args.has('--1m-single') ? [[1, 'int8'], [2, 'int8']] : [[2, 'int8']]);
  }
  results.memory = memory();
  if (JSON_OUT) console.log(JSON.stringify(results, null, 2));
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
