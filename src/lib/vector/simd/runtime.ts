/**
 * Instantiates the kernels and owns their memory: one growable linear memory per thread, with
 * matrices pinned at the bottom (LIFO) and per-call scratch above them. ./products copies inputs
 * into it (a memcpy, negligible next to the arithmetic), pads to the tile sizes, runs a kernel and
 * copies results out.
 *
 * DISTILLO_VECTOR_KERNELS='wasm-simd128' (or '…+relaxed-fma') pins a variant; {@link kernelVariant}
 * reports the one in use. Worker threads (../parallel) instantiate the same compiled module
 * ({@link kernelModule}) on rows laid out by {@link padRows}.
 */
import { KERNEL_VARIANTS } from './kernels';

let variant = 'js';

/** The slice of the WebAssembly JS API used here (the project's lib settings omit its typings). */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
};

export interface Exports {
  mem: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  dotsI8(q: number, x: number, n: number, rb: number, out: number): void;
  dotsF32(q: number, x: number, n: number, rb: number, out: number): void;
  argmaxI8(x: number, m: number, c: number, k: number, rb: number, j0: number, outIdx: number, outVal: number): void;
  argmaxF32(x: number, m: number, c: number, k: number, rb: number, j0: number, outIdx: number, outVal: number): void;
  gemmNT(a: number, m: number, b: number, n: number, rb: number, out: number, ldo: number): void;
}

let wasm: Exports | null | undefined;
let wasmModule: object | null = null;
let forceJs = false;

/** The kernel instance of this thread (made on first use), or null while the JS fallbacks run. */
export function kernels(): Exports | null {
  if (forceJs) return null;
  if (wasm === undefined) {
    wasm = null;
    for (const v of KERNEL_VARIANTS) {
      if (process.env.DISTILLO_VECTOR_KERNELS && process.env.DISTILLO_VECTOR_KERNELS !== v.name) continue;
      try {
        const mod = new WebAssembly.Module(v.bytes());
        wasm = new WebAssembly.Instance(mod, {}).exports as unknown as Exports;
        wasmModule = mod;
        variant = v.name;
        break;
      } catch {
        // engine without this feature: try the next variant
      }
    }
  }
  return wasm;
}

let sharedModule: object | null | undefined;

/**
 * The kernels of the variant in use compiled over an imported shared memory (`env.mem`), or null
 * on the JS fallback or an engine without shared wasm memory.
 */
export function sharedKernelModule(): object | null {
  if (!kernels()) return null;
  if (sharedModule === undefined) {
    try {
      sharedModule = new WebAssembly.Module(KERNEL_VARIANTS.find((v) => v.name === variant)!.sharedBytes());
    } catch {
      sharedModule = null;
    }
  }
  return sharedModule;
}

/** Which kernels run: 'wasm-simd128+relaxed-fma', 'wasm-simd128' or 'js'. */
export function kernelVariant(): string {
  return kernels() ? variant : 'js';
}

/** True when the wasm SIMD kernels are in use (false only on engines without wasm SIMD). */
export function simdAvailable(): boolean {
  return kernels() !== null;
}

/** Test hook: run the pure-JS fallbacks instead of wasm (`true`), or restore (`false`). */
export function setForceJs(on: boolean): void {
  forceJs = on;
}
// ---------------------------------------------------------------------------------------------
// Memory: pinned matrices at the bottom (LIFO), per-call scratch above them
// ---------------------------------------------------------------------------------------------

const align64 = (n: number): number => (n + 63) & ~63;
export const roundUp = (n: number, m: number): number => Math.ceil(n / m) * m;
const MAX_BYTES = 4 * 1024 * 1024 * 1024 - 65536;

/** Top of the pinned region; scratch starts here. */
let pinnedTop = 64;
const pinnedStack: Pinned[] = [];

function ensure(w: Exports, end: number): void {
  const need = end - w.mem.buffer.byteLength;
  if (need <= 0) return;
  if (end > MAX_BYTES) throw new RangeError(`vector kernels: ${end} bytes exceed the 4 GiB wasm memory`);
  w.mem.grow(Math.ceil(need / 65536));
}

/** Reserves scratch blocks (each 64-aligned) above the pinned region and returns their addresses. */
export function reserve(w: Exports, ...sizes: number[]): number[] {
  const addrs: number[] = [];
  let p = pinnedTop;
  for (const s of sizes) {
    addrs.push(p);
    p += align64(s);
  }
  ensure(w, p);
  return addrs;
}

/** Copies rows (n × dim, contiguous) into wasm memory at `addr`, padded to `dimPad` and `nPad`. */
export function putRows(w: Exports, addr: number, src: Int8Array | Float32Array, n: number, dim: number, dimPad: number, nPad: number, padRow: 'zero' | 'last'): void {
  const dst = src instanceof Int8Array ? new Int8Array(w.mem.buffer, addr, nPad * dimPad) : new Float32Array(w.mem.buffer, addr, nPad * dimPad);
  if (dimPad === dim) dst.set(src.subarray(0, n * dim));
  else {
    for (let i = 0; i < n; i++) {
      dst.set(src.subarray(i * dim, i * dim + dim), i * dimPad);
      dst.fill(0, i * dimPad + dim, (i + 1) * dimPad);
    }
  }
  for (let i = n; i < nPad; i++) {
    if (padRow === 'last' && n > 0) dst.copyWithin(i * dimPad, (n - 1) * dimPad, n * dimPad);
    else dst.fill(0, i * dimPad, (i + 1) * dimPad);
  }
}

/**
 * A row matrix copied once into kernel memory, for data scanned many times (k-means training rows,
 * a resident code table). Without wasm it simply holds the array. Release in LIFO order (releasing
 * out of order is allowed; the space comes back when everything above it is released too).
 */
export class Pinned<T extends Int8Array | Float32Array = Int8Array | Float32Array> {
  released = false;
  constructor(
    readonly data: T,
    readonly n: number,
    readonly dim: number,
    /** Byte address in kernel memory, or -1 when running the JS fallbacks. */
    readonly addr: number,
    readonly dimPad: number,
    readonly end: number,
  ) {}

  release(): void {
    if (this.released) return;
    this.released = true;
    while (pinnedStack.length && pinnedStack[pinnedStack.length - 1].released) pinnedStack.pop();
    pinnedTop = pinnedStack.length ? pinnedStack[pinnedStack.length - 1].end : 64;
  }
}

/** Copies `data` (n × dim rows) into kernel memory for repeated scans; see {@link Pinned}. */
export function pinRows<T extends Int8Array | Float32Array>(data: T, n: number, dim: number): Pinned<T> {
  const w = kernels();
  if (data.length < n * dim) throw new RangeError(`pinRows: ${data.length} values for ${n}×${dim}`);
  if (!w) return new Pinned(data, n, dim, -1, dim, pinnedTop);
  const isInt = data instanceof Int8Array;
  const dp = roundUp(dim, isInt ? 16 : 8);
  const bytes = roundUp(n, 4) * dp * (isInt ? 1 : 4);
  const addr = pinnedTop;
  ensure(w, addr + align64(bytes));
  putRows(w, addr, data, n, dim, dp, roundUp(n, 4), 'zero');
  const p = new Pinned(data, n, dim, addr, dp, addr + align64(bytes));
  pinnedStack.push(p);
  pinnedTop = p.end;
  return p;
}

export type RowsArg<T extends Int8Array | Float32Array> = T | Pinned<T>;

/** Kernel address and padded dim of a row argument (copying plain arrays into scratch at `addr`). */
export function placeRows(w: Exports, x: Int8Array | Float32Array | Pinned, n: number, dim: number, addr: number, dp: number, np: number): number {
  if (x instanceof Pinned) {
    if (x.released) throw new Error('vector kernels: pinned rows used after release');
    if (x.addr < 0 || x.dimPad !== dp || x.n < n) throw new Error('vector kernels: pinned rows do not match the call');
    return x.addr;
  }
  putRows(w, addr, x, n, dim, dp, np, 'zero');
  return addr;
}

export const rowsData = <T extends Int8Array | Float32Array>(x: RowsArg<T>): T => (x instanceof Pinned ? x.data : x);
/** Centroids per wasm call: a block of C stays in the per-core L2 while all rows stream past it. */
export const COL_BLOCK_BYTES = 256 * 1024;

// ---------------------------------------------------------------------------------------------
// For worker threads (./parallel): the compiled module and the padded layouts the kernels expect
// ---------------------------------------------------------------------------------------------

/** The compiled WebAssembly.Module (cloneable to worker_threads), or null on the JS fallback. */
export function kernelModule(): object | null {
  return kernels() ? wasmModule : null;
}

export interface KernelLayout {
  kind: 'i8' | 'f32';
  /** Padded row length in elements and in bytes. */
  dimPad: number;
  rowBytes: number;
  /** Centroids per argmax call. */
  block: number;
}

export function kernelLayout(kind: 'i8' | 'f32', dim: number): KernelLayout {
  const dimPad = roundUp(dim, kind === 'i8' ? 16 : 8);
  const rowBytes = dimPad * (kind === 'i8' ? 1 : 4);
  return { kind, dimPad, rowBytes, block: Math.max(4, roundUp(Math.floor(COL_BLOCK_BYTES / rowBytes), 4)) };
}

/**
 * Rows padded for the kernels (row length dimPad, row count a multiple of 4; extra rows zero, or
 * copies of the last row for centroids so they never win a tie), as raw bytes.
 */
export function padRows(data: Int8Array | Float32Array, n: number, dim: number, padRow: 'zero' | 'last' = 'zero'): { bytes: Uint8Array; rows: number } {
  const L = kernelLayout(data instanceof Int8Array ? 'i8' : 'f32', dim);
  const rows = roundUp(Math.max(n, 1), 4);
  const out = data instanceof Int8Array ? new Int8Array(rows * L.dimPad) : new Float32Array(rows * L.dimPad);
  for (let i = 0; i < n; i++) out.set(data.subarray(i * dim, i * dim + dim), i * L.dimPad);
  for (let i = n; i < rows; i++) if (padRow === 'last' && n > 0) out.copyWithin(i * L.dimPad, (n - 1) * L.dimPad, n * L.dimPad);
  return { bytes: new Uint8Array(out.buffer, 0, out.byteLength), rows };
}

/** Bytes of kernel memory currently committed (grows on demand, never shrinks). */
export function kernelMemoryBytes(): number {
  return kernels()?.mem.buffer.byteLength ?? 0;
}
