/**
 * Long-lived int8 code rows kept inside kernel memory, scanned where they lie, on two threads.
 *
 * Why (issue 33, 1M chunks, the probe count kb:cluster measures: an eighth of the codes, 34 MB a
 * query): the in-memory IVF lists were plain arrays, and every scan copied each probed list into
 * the kernel's scratch first — the largest self time of the whole search's CPU profile. Without the
 * copy the scan is bound by memory bandwidth (about 7–10 GB/s for one thread here, 13–15 GB/s for
 * two), so a second thread shares the rows: the memory is a shared WebAssembly memory that a
 * worker's instance of the same kernels imports; this thread writes the scan's ranges there, wakes
 * it through a few words of that memory (Atomics, no message, no copy), and both take the next
 * ranges until none is left.
 *
 * Blocks are placed first-fit in a free list above a small control region, merged with their
 * neighbours when released; the memory grows on demand and never shrinks (WebAssembly cannot give
 * pages back), so space freed before the next placement is reused. A block may be shared (the
 * lists of one snapshot): it is freed when its last holder releases it. Without shared memory the
 * arena has a memory of its own and scans on this thread; without the wasm kernels (an engine
 * without SIMD, or the tests' JS switch) blocks are plain arrays and the JS dot runs. The scores
 * are the same in every case.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { CODE_DIMS } from '../codes';
import { dotsI8Js } from './fallbacks';
import { SHARED_MAX_PAGES } from './kernels';
import { type Exports, kernelModule, sharedKernelModule } from './runtime';

/** The slice of the WebAssembly JS API used here (the project's lib settings omit its typings). */
declare const WebAssembly: {
  Instance: new (module: object, imports: object) => { exports: unknown };
  Memory: new (descriptor: { initial: number; maximum: number; shared: boolean }) => Exports['mem'];
};

export interface CodeBlock {
  /** Rows the block was allocated for. */
  readonly rows: number;
  /** Byte address in the arena's memory; -1 for a plain array (no kernels). */
  readonly addr: number;
  /** Bytes it occupies in the arena's memory. */
  readonly size: number;
  /** The rows when no kernels run. */
  readonly data: Int8Array | null;
  holders: number;
}

const PAGE = 65536;
const align64 = (n: number): number => (n + 63) & ~63;
/** The kernel scores 4 rows at a time: blocks and score runs end with room for the last tile. */
const TILE_ROWS = 4;
const tiles = (n: number): number => Math.ceil(n / TILE_ROWS) * TILE_ROWS;
const MAX_BYTES = 4 * 1024 * 1024 * 1024 - PAGE;

/** Control words at CONTROL_AT: the job's number, the last one the worker finished, and the job. */
const CONTROL_AT = 64;
const SEQ = 0, DONE = 1, QUERY = 2, COUNT = 3, TABLE = 4, DIM = 5, READY = 6, NEXT = 7, WORKED = 8;
const CONTROL_WORDS = 16;
/** Ranges a thread claims at a time: both threads take the next ones until none is left. */
const STEP = 4;
/** Rows of a range's pieces (a multiple of the tile, so pieces' scores stay contiguous). */
const PIECE_ROWS = 4096;
/** Below this many rows a scan stays on this thread: waking the worker costs tens of microseconds. */
export const PARALLEL_SCAN_ROWS = 16384;
/** A worker that has not answered in this long is given up; this thread scores its rows. */
const WORKER_TIMEOUT_MS = 2000;

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { module, memory, control } = workerData;
const w = new WebAssembly.Instance(module, { env: { mem: memory } }).exports;
const ctrl = new Int32Array(memory.buffer, control, ${CONTROL_WORDS});
let seen = 0;
Atomics.store(ctrl, ${READY}, 1);
for (;;) {
  Atomics.wait(ctrl, ${SEQ}, seen);
  seen = Atomics.load(ctrl, ${SEQ});
  if (seen < 0) break;
  const count = ctrl[${COUNT}], dim = ctrl[${DIM}], q = ctrl[${QUERY}];
  const t = new Int32Array(memory.buffer, ctrl[${TABLE}], count * 3);
  let worked = 0;
  for (;;) {
    const first = Atomics.add(ctrl, ${NEXT}, ${STEP});
    if (first >= count) break;
    const end = Math.min(count, first + ${STEP});
    for (let i = first; i < end; i++) w.dotsI8(q, t[3 * i], t[3 * i + 1], dim, t[3 * i + 2]);
    worked += end - first;
  }
  ctrl[${WORKED}] = worked;
  Atomics.store(ctrl, ${DONE}, seen);
  Atomics.notify(ctrl, ${DONE});
}
`;

let splitting = true;

/** Bench hook: score every row on the calling thread (`false`), or use the worker again (`true`). */
export function setParallelScan(on: boolean): void {
  splitting = on;
}

export class CodeArena {
  private readonly w: Exports | null;
  private readonly shared: boolean;
  /** Free ranges [addr, addr + size) below `top`, by address. */
  private free: Array<{ addr: number; size: number }> = [];
  private top = CONTROL_AT + CONTROL_WORDS * 4;
  private held = 0;
  private split = 0;
  private worker: Worker | null = null;
  private workerFailed = false;
  private seq = 0;
  /** The scan the worker was handed and whose caller has not finished it yet. */
  private inFlight: CodeScan | null = null;

  constructor(
    readonly dim: number = CODE_DIMS,
    /** Rows from which a scan is split with the worker (its default when absent). */
    private readonly parallelRows = PARALLEL_SCAN_ROWS,
  ) {
    // The kernel reads a row 16 bytes at a time; codes are 256 bytes.
    if (!(dim > 0 && dim % 16 === 0)) throw new RangeError(`code arena: rows of ${dim} bytes (a multiple of 16)`);
    const shared = sharedKernelModule();
    const own = kernelModule();
    if (shared) {
      const mem = new WebAssembly.Memory({ initial: 1, maximum: SHARED_MAX_PAGES, shared: true });
      this.w = new WebAssembly.Instance(shared, { env: { mem } }).exports as Exports;
    } else {
      this.w = own ? (new WebAssembly.Instance(own, {}).exports as Exports) : null;
    }
    this.shared = shared !== null;
  }

  /** Bytes held by live blocks (the memory committed may be larger: see {@link committedBytes}). */
  get bytes(): number {
    return this.held;
  }

  /** Bytes of memory the arena has taken from the system (it never gives them back). */
  get committedBytes(): number {
    return this.w ? this.w.mem.buffer.byteLength : this.held;
  }

  /** Scans the worker scored a part of so far. */
  get scansSplit(): number {
    return this.split;
  }

  /** A block for `rows` rows (contents undefined; fill it through {@link bytesOf}), held once. */
  allocate(rows: number): CodeBlock {
    if (!(rows >= 0) || !Number.isInteger(rows)) throw new RangeError(`code arena: ${rows} rows`);
    const size = align64((rows + TILE_ROWS - 1) * this.dim);
    this.held += size;
    if (!this.w) return { rows, addr: -1, size, data: new Int8Array(size), holders: 1 };
    return { rows, addr: this.place(size), size, data: null, holders: 1 };
  }

  /** One more holder of `block` (each calls {@link release} once). */
  retain(block: CodeBlock): void {
    if (block.holders <= 0) throw new Error('code arena: block used after release');
    block.holders++;
  }

  release(block: CodeBlock): void {
    if (block.holders <= 0) return;
    if (--block.holders > 0) return;
    this.held -= block.size;
    if (block.addr >= 0) this.unplace(block.addr, block.size);
  }

  /**
   * Rows `from .. from + n` of a block as bytes, to fill or read. The view is valid until the next
   * {@link allocate} (memory growth may move the buffer): copy what must outlive it.
   */
  bytesOf(block: CodeBlock, from = 0, n = block.rows - from): Uint8Array {
    this.check(block, from, n);
    if (block.data) return new Uint8Array(block.data.buffer, block.data.byteOffset + from * this.dim, n * this.dim);
    return new Uint8Array(this.w!.mem.buffer, block.addr + from * this.dim, n * this.dim);
  }

  /**
   * A scan of `query` over row ranges given next with {@link addRange}: {@link beginScan} hands a
   * large one to the worker, {@link finishScan} scores what is left here and returns every score,
   * {@link endScan} frees it. Each scan has scratch of its own, so two may be open at once (the
   * caller awaiting between begin and finish); the worker takes one at a time.
   */
  startScan(query: Int8Array, expectedRanges = 16): CodeScan {
    if (query.length !== this.dim) throw new RangeError(`code arena: query of ${query.length} values, rows of ${this.dim}`);
    return new CodeScan(Int8Array.from(query), expectedRanges);
  }

  /** Adds rows `from .. from + n` of `block`; returns where their scores start in {@link finishScan}'s array. */
  addRange(scan: CodeScan, block: CodeBlock, from: number, n: number): number {
    this.check(block, from, n);
    if (scan.state !== 'open') throw new Error('code arena: ranges added to a scan already begun');
    const at = scan.rows;
    // A long range (an index scanned whole) goes in pieces, so that both threads can share it; the
    // pieces' scores follow one another, as the range's would.
    for (let done = 0; done === 0 || done < n; done += PIECE_ROWS) {
      const rows = Math.min(PIECE_ROWS, n - done);
      // The scan holds the block: a list replaced meanwhile cannot hand its space to new rows.
      this.retain(block);
      scan.blocks.push(block);
      if (scan.ranges.length < (scan.count + 1) * 3) {
        const grown = new Int32Array(Math.max(48, scan.ranges.length * 2));
        grown.set(scan.ranges);
        scan.ranges = grown;
      }
      const r = scan.count++ * 3;
      scan.ranges[r] = block.data ? from + done : block.addr + (from + done) * this.dim;
      scan.ranges[r + 1] = block.data ? rows : tiles(rows);
      scan.ranges[r + 2] = scan.rows;
      scan.rows += tiles(rows);
    }
    return at;
  }

  /** Places the scan's scratch and, when it is large and the worker idle, hands it to the worker. */
  beginScan(scan: CodeScan): void {
    if (scan.state !== 'open') throw new Error('code arena: scan begun twice');
    scan.state = 'begun';
    if (!this.w) return;
    const queryBytes = align64(this.dim), tableBytes = align64(scan.count * 12);
    scan.size = queryBytes + tableBytes + align64(scan.rows * 4);
    scan.at = this.place(scan.size);
    scan.scoresAt = scan.at + queryBytes + tableBytes;
    for (let i = 0; i < scan.count; i++) scan.ranges[i * 3 + 2] = scan.scoresAt + scan.ranges[i * 3 + 2] * 4;
    const memory = this.w.mem.buffer;
    new Int8Array(memory, scan.at, this.dim).set(scan.query);
    new Int32Array(memory, scan.at + queryBytes, scan.count * 3).set(scan.ranges.subarray(0, scan.count * 3));
    if (this.workerTakes(scan)) this.handToWorker(scan);
  }

  /**
   * Scores every range of the scan (with the worker, when it was handed the scan or is idle now)
   * and returns them; the array stays valid until {@link endScan}. A scan not begun is begun here.
   */
  finishScan(scan: CodeScan): Int32Array {
    if (scan.state === 'open') this.beginScan(scan);
    if (scan.state !== 'begun') throw new Error('code arena: scan finished twice');
    scan.state = 'finished';
    const dim = this.dim;
    if (!this.w) {
      const scores = new Int32Array(scan.rows);
      scan.blocks.forEach((block, i) => dotsI8Js(scan.query, block.data!.subarray(scan.ranges[i * 3] * dim), scan.ranges[i * 3 + 1], dim, scores.subarray(scan.ranges[i * 3 + 2])));
      return scores;
    }
    const w = this.w, count = scan.count;
    if (!scan.seq && this.workerTakes(scan)) this.handToWorker(scan);
    if (!scan.seq) this.scoreRanges(scan, 0, count);
    else {
      // Both threads claim the next STEP ranges until none is left: whichever starts late or runs
      // slower simply scores fewer.
      const ctrl = this.control();
      for (;;) {
        const first = Atomics.add(ctrl, NEXT, STEP);
        if (first >= count) break;
        this.scoreRanges(scan, first, Math.min(count, first + STEP));
      }
      const answered = this.awaitWorker(scan.seq);
      this.inFlight = null;
      if (!answered) this.scoreRanges(scan, 0, count);
      else if (ctrl[WORKED] > 0) this.split++;
    }
    return new Int32Array(w.mem.buffer, scan.scoresAt, scan.rows);
  }

  /** Scores ranges first .. end - 1 of a begun scan on this thread. */
  private scoreRanges(scan: CodeScan, first: number, end: number): void {
    const w = this.w!, ranges = scan.ranges;
    for (let i = first; i < end; i++) w.dotsI8(scan.at, ranges[i * 3], ranges[i * 3 + 1], this.dim, ranges[i * 3 + 2]);
  }

  /** A scan the worker should share: large enough, the worker idle and running. */
  private workerTakes(scan: CodeScan): boolean {
    return scan.rows >= this.parallelRows && this.inFlight === null && this.workerReady();
  }

  /** Frees the scan's scratch and lets go of its blocks (after reading its scores). */
  endScan(scan: CodeScan): void {
    if (scan.state === 'ended') return;
    if (scan.seq && scan.state === 'begun') {
      // Begun, never finished (the caller failed meanwhile): the worker may still be reading it.
      this.awaitWorker(scan.seq);
      this.inFlight = null;
    }
    scan.state = 'ended';
    if (scan.size > 0) this.unplace(scan.at, scan.size);
    for (const block of scan.blocks) this.release(block);
    scan.blocks.length = 0;
  }

  /** Stops the worker (if one was started); the arena keeps working on this thread. */
  close(): void {
    if (!this.worker) return;
    const ctrl = this.control();
    Atomics.store(ctrl, SEQ, -1);
    Atomics.notify(ctrl, SEQ);
    void this.worker.terminate();
    this.worker = null;
    this.workerFailed = true;
  }

  private check(block: CodeBlock, from: number, n: number): void {
    if (block.holders <= 0) throw new Error('code arena: block used after release');
    if (from < 0 || n < 0 || from + n > block.rows) throw new RangeError(`code arena: rows ${from}..${from + n} outside ${block.rows}`);
  }

  private control(): Int32Array {
    return new Int32Array(this.w!.mem.buffer, CONTROL_AT, CONTROL_WORDS);
  }

  /** True once the worker runs; the first large scan starts it and stays on this thread. */
  private workerReady(): boolean {
    if (!splitting || !this.shared || this.workerFailed) return false;
    if (this.worker) return Atomics.load(this.control(), READY) === 1;
    if (availableParallelism() < 2) return false;
    try {
      this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module: sharedKernelModule(), memory: this.w!.mem, control: CONTROL_AT } });
      this.worker.unref();
      this.worker.on('error', () => (this.workerFailed = true));
      return false;
    } catch {
      this.workerFailed = true;
      return false;
    }
  }

  /** Wakes the worker on the scan (its query and ranges are in its scratch already). */
  private handToWorker(scan: CodeScan): void {
    const ctrl = this.control();
    this.seq = this.seq >= 0x7ffffffe ? 1 : this.seq + 1;
    ctrl[QUERY] = scan.at;
    ctrl[COUNT] = scan.count;
    ctrl[TABLE] = scan.at + align64(this.dim);
    ctrl[DIM] = this.dim;
    ctrl[WORKED] = 0;
    Atomics.store(ctrl, NEXT, 0);
    Atomics.store(ctrl, SEQ, this.seq);
    Atomics.notify(ctrl, SEQ);
    scan.seq = this.seq;
    this.inFlight = scan;
  }

  /** Waits for job `seq`; false (and no worker from then on) if the worker did not finish it in time. */
  private awaitWorker(seq: number): boolean {
    const ctrl = this.control();
    const deadline = Date.now() + WORKER_TIMEOUT_MS;
    for (;;) {
      const done = Atomics.load(ctrl, DONE);
      if (done === seq) return true;
      const left = deadline - Date.now();
      if (left <= 0 || this.workerFailed) break;
      Atomics.wait(ctrl, DONE, done, left);
    }
    this.close();
    return false;
  }

  private place(size: number): number {
    const i = this.free.findIndex((f) => f.size >= size);
    if (i >= 0) {
      const range = this.free[i];
      const addr = range.addr;
      if (range.size === size) this.free.splice(i, 1);
      else this.free[i] = { addr: addr + size, size: range.size - size };
      return addr;
    }
    const addr = this.top;
    const end = addr + size;
    if (end > MAX_BYTES) throw new RangeError(`code arena: ${end} bytes exceed the 4 GiB wasm memory`);
    const mem = this.w!.mem;
    const need = end - mem.buffer.byteLength;
    if (need > 0) mem.grow(Math.ceil(need / PAGE));
    this.top = end;
    return addr;
  }

  private unplace(addr: number, size: number): void {
    // Insert by address, then merge with the neighbours; a range reaching the top lowers it.
    let i = 0;
    while (i < this.free.length && this.free[i].addr < addr) i++;
    this.free.splice(i, 0, { addr, size });
    if (i + 1 < this.free.length && addr + size === this.free[i + 1].addr) {
      this.free[i].size += this.free[i + 1].size;
      this.free.splice(i + 1, 1);
    }
    if (i > 0 && this.free[i - 1].addr + this.free[i - 1].size === addr) {
      this.free[i - 1].size += this.free[i].size;
      this.free.splice(i, 1);
      i--;
    }
    const last = this.free[i];
    if (last.addr + last.size === this.top) {
      this.top = last.addr;
      this.free.splice(i, 1);
    }
  }
}

/** One scan's state (see {@link CodeArena.startScan}). */
export class CodeScan {
  state: 'open' | 'begun' | 'finished' | 'ended' = 'open';
  /** (codes address, tiles, scores address) per range; without kernels (first row, rows, scores offset). */
  ranges: Int32Array;
  count = 0;
  /** Score slots: each range's rows rounded up to the kernel's tile. */
  rows = 0;
  readonly blocks: CodeBlock[] = [];
  /** Its scratch in the arena: query, ranges table, scores. */
  at = 0;
  size = 0;
  scoresAt = 0;
  /** The worker's job number when it was handed the scan, else 0. */
  seq = 0;

  constructor(
    readonly query: Int8Array,
    expectedRanges: number,
  ) {
    this.ranges = new Int32Array(Math.max(1, expectedRanges) * 3);
  }
}
