/**
 * Best-k selection over int8 codes: a bounded heap with a deterministic order, and the scan that
 * feeds it from a code table (plain, Buffer or pinned in kernel memory) through the SIMD kernels.
 */
import { bufferToCode } from './buffers';
import { CODE_DIMS } from './codes';
import { dotsI8, dotsI8Js, Pinned } from './simd';

/** Best-first (score desc, then id asc) selection result. */
export interface TopK {
  ids: number[];
  scores: number[];
}

/**
 * Bounded min-heap of the k best (score, id) pairs seen; the root is the worst kept one. Order:
 * higher score first, equal scores → smaller id first (deterministic whatever the scan order).
 */
export class TopKHeap {
  private readonly s: Float64Array;
  private readonly id: Float64Array;
  size = 0;

  constructor(readonly k: number) {
    this.s = new Float64Array(Math.max(1, k));
    this.id = new Float64Array(Math.max(1, k));
  }

  /** Score a candidate must beat (ties then go by id) once the heap is full, else -Infinity. */
  get threshold(): number {
    return this.size < this.k ? -Infinity : this.s[0];
  }

  push(id: number, score: number): void {
    const k = this.k;
    if (k <= 0) return;
    const s = this.s, ids = this.id;
    if (this.size < k) {
      // sift up
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (s[p] < score || (s[p] === score && ids[p] > id)) break; // parent is worse: stop
        s[i] = s[p];
        ids[i] = ids[p];
        i = p;
      }
      s[i] = score;
      ids[i] = id;
      return;
    }
    if (score < s[0] || (score === s[0] && id >= ids[0])) return;
    // replace root, sift down
    let i = 0;
    const n = this.size;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let w = l;
      if (r < n && (s[r] < s[l] || (s[r] === s[l] && ids[r] > ids[l]))) w = r;
      if (score < s[w] || (score === s[w] && id > ids[w])) break;
      s[i] = s[w];
      ids[i] = ids[w];
      i = w;
    }
    s[i] = score;
    ids[i] = id;
  }

  /** Kept pairs, best first. The heap stays usable. */
  result(): TopK {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => this.s[b] - this.s[a] || this.id[a] - this.id[b]);
    return { ids: order.map((i) => this.id[i]), scores: order.map((i) => this.s[i]) };
  }
}

/** Rows scored per kernel call: bounds the temporary score array and the copy into wasm memory. */
const SCAN_CHUNK = 16384;

/**
 * Scans `codes` (N×256 contiguous int8, a Buffer, or rows pinned in kernel memory) against `query`
 * and pushes (ids[i], dot) into `heap`. `ids` defaults to the row positions.
 */
export function scanInto(
  heap: TopKHeap,
  query: Int8Array,
  codes: Uint8Array | Int8Array | Pinned<Int8Array>,
  ids?: ArrayLike<number>,
  dim: number = CODE_DIMS,
  from = 0,
  count?: number,
): void {
  const pinned = codes instanceof Pinned;
  const table = pinned ? codes.data : codes instanceof Int8Array ? codes : bufferToCode(codes);
  const total = pinned ? codes.n : Math.floor(table.length / dim);
  const n = count ?? total - from;
  if (from < 0 || from + n > total) throw new RangeError(`scan of rows ${from}..${from + n} outside ${total}`);
  if (ids && ids.length < from + n) throw new RangeError(`${ids.length} ids for ${from + n} rows`);
  const scores = new Int32Array(Math.min(n, SCAN_CHUNK));
  for (let start = 0; start < n; start += SCAN_CHUNK) {
    const m = Math.min(SCAN_CHUNK, n - start);
    const out = scores.subarray(0, m);
    const row = from + start;
    if (pinned) dotsI8(query, codes, m, dim, out, row);
    else if (m < 64) dotsI8Js(query, table.subarray(row * dim), m, dim, out);
    else dotsI8(query, table.subarray(row * dim, (row + m) * dim), m, dim, out);
    // Most rows lose to the threshold: test inline before calling push.
    let thr = heap.threshold;
    for (let i = 0; i < m; i++) {
      const sc = out[i];
      if (sc < thr) continue;
      heap.push(ids ? ids[row + i] : row + i, sc);
      thr = heap.threshold;
    }
  }
}

/**
 * The k rows of `codes` with the largest int8 dot with `query`, best first (ties: smaller id
 * first). Bounded heap: O(N·256) for the dots + O(N log k) worst case for the selection.
 */
export function topKByDot(
  query: Int8Array,
  codes: Uint8Array | Int8Array | Pinned<Int8Array>,
  ids: ArrayLike<number> | undefined,
  k: number,
  dim: number = CODE_DIMS,
): TopK {
  const heap = new TopKHeap(k);
  scanInto(heap, query, codes, ids, dim);
  return heap.result();
}
