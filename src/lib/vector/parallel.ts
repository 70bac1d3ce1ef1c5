/**
 * The second core: argmax passes split by rows between this thread and worker_threads, each with
 * its own instance of the wasm kernels (the compiled module is shared, the memory is not). Used for
 * the Lloyd iterations of a large k-means and for assigning every chunk after training.
 *
 * The worker is a small JS program passed as source (no separate entry file, so it works from
 * dist/ and under ts-jest alike): it pins its share of the rows once, then answers argmax requests
 * (centroids in, best index + dot per row out, transferred without copies).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { quantizeUnitRows } from './centroid-assignment';
import { kmeans, KMeansOptions, KMeansResult, lloyd } from './kmeans';
import { CODE_SCALE, quantizeRows } from './codes';
import { argmaxF32, argmaxI8, kernelLayout, kernelModule, padRows, pinRows, Pinned } from './simd';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const w = new WebAssembly.Instance(workerData.module, {}).exports;
const pins = new Map();
let top = 64;
const a64 = (n) => (n + 63) & ~63;
function ensure(end) {
  const need = end - w.mem.buffer.byteLength;
  if (need > 0) w.mem.grow(Math.ceil(need / 65536));
}
parentPort.on('message', (m) => {
  try {
    if (m.op === 'pin') {
      const addr = top;
      ensure(addr + a64(m.bytes.byteLength));
      new Uint8Array(w.mem.buffer, addr, m.bytes.byteLength).set(m.bytes);
      top = addr + a64(m.bytes.byteLength);
      pins.set(m.pin, { addr, rows: m.rows, n: m.n });
      parentPort.postMessage({ id: m.id });
    } else if (m.op === 'argmax') {
      const p = pins.get(m.pin);
      const rows = p.rows;
      const ca = top, ia = ca + a64(m.centroids.byteLength), va = ia + a64(rows * 4);
      ensure(va + a64(rows * 4));
      new Uint8Array(w.mem.buffer, ca, m.centroids.byteLength).set(m.centroids);
      new Int32Array(w.mem.buffer, ia, rows).fill(0);
      if (m.kind === 'i8') new Int32Array(w.mem.buffer, va, rows).fill(-0x80000000);
      else new Float32Array(w.mem.buffer, va, rows).fill(-Infinity);
      const fn = m.kind === 'i8' ? w.argmaxI8 : w.argmaxF32;
      for (let j = 0; j < m.kp; j += m.block) fn(p.addr, rows, ca + j * m.rowBytes, Math.min(m.block, m.kp - j), m.rowBytes, j, ia, va);
      const idx = w.mem.buffer.slice(ia, ia + p.n * 4);
      const val = w.mem.buffer.slice(va, va + p.n * 4);
      parentPort.postMessage({ id: m.id, idx, val }, [idx, val]);
    } else if (m.op === 'reset') {
      pins.clear();
      top = 64;
      parentPort.postMessage({ id: m.id });
    }
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String((e && e.stack) || e) });
  }
});
`;

interface Reply {
  id: number;
  error?: string;
  idx?: ArrayBuffer;
  val?: ArrayBuffer;
}

class KernelWorker {
  private seq = 0;
  private readonly waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();

  constructor(private readonly worker: Worker) {
    worker.on('message', (r: Reply) => {
      const w = this.waiting.get(r.id);
      if (!w) return;
      this.waiting.delete(r.id);
      if (r.error) w.reject(new Error(`kernel worker: ${r.error}`));
      else w.resolve(r);
    });
    worker.on('error', (e) => {
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    });
  }

  call(msg: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<Reply> {
    const id = ++this.seq;
    return new Promise<Reply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...msg, id }, transfer);
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

/** Rows pinned across the pool: [0, cuts[0]) on this thread, then one range per worker. */
export interface SplitRows {
  kind: 'i8' | 'f32';
  n: number;
  dim: number;
  /** Row boundaries: part t holds rows cuts[t] .. cuts[t+1]. */
  cuts: number[];
  local: Pinned | null;
  pinIds: number[];
}

let pinSeq = 0;

/**
 * This thread plus `threads − 1` workers. Create once per job (`KernelPool.create()`), close when
 * done; with threads = 1 (or on engines without wasm) everything runs here.
 */
export class KernelPool {
  private constructor(private readonly workers: KernelWorker[]) {}

  static create(threads: number = Math.min(2, availableParallelism())): KernelPool {
    const module = kernelModule();
    const n = module ? Math.max(0, Math.floor(threads) - 1) : 0;
    const workers = Array.from({ length: n }, () => new KernelWorker(new Worker(WORKER_SOURCE, { eval: true, workerData: { module } })));
    return new KernelPool(workers);
  }

  get threads(): number {
    return this.workers.length + 1;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
  }

  /** Pins rows (int8 codes or float32), split evenly over the threads. */
  async pinSplit(data: Int8Array | Float32Array, n: number, dim: number): Promise<SplitRows> {
    const kind = data instanceof Int8Array ? 'i8' : 'f32';
    const parts = this.threads;
    // Even cut points, multiples of 4 so every part but the last is unpadded.
    const cuts = [0];
    for (let t = 1; t < parts; t++) cuts.push(Math.min(n, Math.round((n * t) / parts / 4) * 4));
    cuts.push(n);
    const pinIds: number[] = [];
    await Promise.all(
      this.workers.map((w, i) => {
        const from = cuts[i + 1], to = cuts[i + 2];
        const { bytes, rows } = padRows(data.subarray(from * dim, to * dim), to - from, dim);
        const pin = ++pinSeq;
        pinIds.push(pin);
        return w.call({ op: 'pin', pin, bytes, rows, n: to - from }, [bytes.buffer as ArrayBuffer]);
      }),
    );
    const local = cuts[1] > 0 ? pinRows(data.subarray(0, cuts[1] * dim), cuts[1], dim) : null;
    return { kind, n, dim, cuts, local, pinIds };
  }

  /** Drops every pinned split (workers' memory is reset; the local part released). */
  async release(split: SplitRows): Promise<void> {
    split.local?.release();
    await Promise.all(this.workers.map((w) => w.call({ op: 'reset' })));
  }

  /**
   * Best centroid (largest dot) and that dot for every pinned row. `centroids` must be of the
   * rows' kind (int8 for int8 codes). Int8 dots are exact integers written into `outVal`.
   */
  async argmax(split: SplitRows, centroids: Int8Array | Float32Array, outIdx: Int32Array, outVal: Int32Array | Float32Array): Promise<void> {
    const { dim } = split;
    const k = Math.floor(centroids.length / dim);
    const L = kernelLayout(split.kind, dim);
    const padded = padRows(centroids, k, dim, 'last');
    const pending = this.workers.map((w, i) => {
      const copy = padded.bytes.slice();
      return w.call({ op: 'argmax', pin: split.pinIds[i], kind: split.kind, centroids: copy, kp: padded.rows, rowBytes: L.rowBytes, block: L.block }, [copy.buffer]);
    });
    const localN = split.cuts[1];
    if (split.local && localN > 0) {
      if (split.kind === 'i8') argmaxI8(split.local as Pinned<Int8Array>, localN, centroids as Int8Array, k, dim, outIdx.subarray(0, localN), outVal.subarray(0, localN) as Int32Array);
      else argmaxF32(split.local as Pinned<Float32Array>, localN, centroids as Float32Array, k, dim, outIdx.subarray(0, localN), outVal.subarray(0, localN) as Float32Array);
    }
    const replies = await Promise.all(pending);
    replies.forEach((r, i) => {
      const from = split.cuts[i + 1];
      outIdx.set(new Int32Array(r.idx as ArrayBuffer), from);
      if (split.kind === 'i8') (outVal as Int32Array).set(new Int32Array(r.val as ArrayBuffer), from);
      else (outVal as Float32Array).set(new Float32Array(r.val as ArrayBuffer), from);
    });
  }
}

/** {@link assignInt8} over all threads of the pool (pins, assigns, releases). */
export async function assignInt8Parallel(
  codes: Int8Array | Uint8Array,
  centroidsInt8: Int8Array,
  dim = 256,
  pool?: KernelPool,
): Promise<{ assignments: Int32Array; scores: Int32Array }> {
  const own = pool ?? KernelPool.create();
  const table = codes instanceof Int8Array ? codes : new Int8Array(codes.buffer, codes.byteOffset, codes.byteLength);
  const n = Math.floor(table.length / dim);
  const assignments = new Int32Array(n), scores = new Int32Array(n);
  const split = await own.pinSplit(table, n, dim);
  try {
    await own.argmax(split, centroidsInt8, assignments, scores);
  } finally {
    await own.release(split);
    if (!pool) await own.close();
  }
  return { assignments, scores };
}

/**
 * {@link kmeans} with the assignment passes spread over the pool's threads (same result as the
 * single-threaded run for the same options: the kernels are deterministic and ties resolve the same
 * way). Seeding and the updates run on this thread.
 */
export async function kmeansParallel(data: Float32Array, dim: number, k: number, options: KMeansOptions & { pool?: KernelPool } = {}): Promise<KMeansResult> {
  const precision = options.precision ?? 'float32';
  const own = options.pool ?? KernelPool.create();
  try {
    // One thread: the single-threaded driver is this algorithm already.
    if (own.threads === 1) return kmeans(data, dim, k, options);
    const run = lloyd(data, dim, k, options);
    const n = Math.floor(data.length / dim);
    let rows: Int8Array | Float32Array = data;
    if (precision === 'int8') rows = quantizeUnitRows(data, dim);
    const split = await own.pinSplit(rows, n, dim);
    try {
      const dots = precision === 'int8' ? new Int32Array(n) : null;
      let r = run.next();
      while (!r.done) {
        const { centroids, idx, score } = r.value;
        if (dots) {
          await own.argmax(split, quantizeRows(centroids), idx, dots);
          for (let i = 0; i < n; i++) score[i] = dots[i] / (CODE_SCALE * CODE_SCALE);
        } else {
          await own.argmax(split, centroids, idx, score);
        }
        r = run.next();
      }
      return r.value;
    } finally {
      await own.release(split);
    }
  } finally {
    if (!options.pool) await own.close();
  }
}
