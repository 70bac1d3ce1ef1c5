/**
 * WebAssembly SIMD kernels for the vector core, with plain-JS fallbacks that give the same results.
 *
 * Why: the IVF build is a handful of dense products (points × centroids × dims). Scalar JS peaks
 * at ~1 GMAC/s for int8 and ~2.4 GMAC/s for a register-tiled float32 loop on this class of machine;
 * wasm SIMD (128-bit, always on in Node ≥ 16.4) does 4 float or 8 int16 multiply-adds per
 * instruction, which is what makes "1M chunks clustered in ≤ 5 min on 2 cores" reachable.
 *
 * The module is assembled below from a tiny instruction DSL (no toolchain, no binary blob): each
 * kernel is readable as the stack-machine program it is. It owns one growable linear memory;
 * wrappers copy their inputs into it (a memcpy, negligible next to the arithmetic), pad to the
 * tile sizes, run the kernel and copy results out. Kernels:
 *
 *   dotsI8 (q, X, n, dim)            → Int32 dots of one int8 query with n int8 rows (1×4 tile)
 *   dotsF32(q, X, n, dim)            → Float32 dots of one query with n rows (1×4 tile)
 *   argmaxI8 (X, m, C, k, dim)       → per row, index and value of the largest dot with C (2×4 tile)
 *   argmaxF32(X, m, C, k, dim)       → same in float32
 *   gemmNT (A, m, B, n, dim)         → C = A·Bᵀ, float32 (2×4 tile), for the PCA
 *
 * Ties: the lowest centroid index wins (strict `>`), in wasm and in the fallbacks alike.
 * Float sums are accumulated in a different order from the JS fallback, so float results agree to
 * rounding (≈1e-6 relative), int8 results agree exactly.
 *
 * Variants: float kernels use relaxed-SIMD fused multiply-add where the engine has it (Node ≥ 22),
 * else mul + add; engines without wasm SIMD get the JS fallbacks. DISTILLO_VECTOR_KERNELS=
 * 'wasm-simd128' (or '…+relaxed-fma') pins a variant; {@link kernelVariant} reports the one in use.
 *
 * Single-threaded by itself; ./parallel runs the same kernels in a worker (the compiled module is
 * shared via {@link kernelModule}, rows are padded with {@link padRows}).
 */

// ---------------------------------------------------------------------------------------------
// A minimal wasm assembler
// ---------------------------------------------------------------------------------------------

type Bytes = number[];

const I32 = 0x7f;
const F32 = 0x7d;
const V128 = 0x7b;

function uleb(n: number): Bytes {
  const out: Bytes = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}

function sleb(n: number): Bytes {
  const out: Bytes = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

const str = (s: string): Bytes => [...uleb(s.length), ...Buffer.from(s, 'utf8')];
const vec = (items: Bytes[]): Bytes => [...uleb(items.length), ...items.flat()];
const section = (id: number, body: Bytes): Bytes => [id, ...uleb(body.length), ...body];
const simd = (op: number, ...imm: Bytes): Bytes => [0xfd, ...uleb(op), ...imm];
const memarg = (alignLog2: number, offset = 0): Bytes => [...uleb(alignLog2), ...uleb(offset)];

/** The few instructions the kernels use. */
const op = {
  get: (i: number): Bytes => [0x20, ...uleb(i)],
  set: (i: number): Bytes => [0x21, ...uleb(i)],
  tee: (i: number): Bytes => [0x22, ...uleb(i)],
  i32: (v: number): Bytes => [0x41, ...sleb(v)],
  i32Add: [0x6a],
  i32Sub: [0x6b],
  i32Mul: [0x6c],
  i32GeU: [0x4f],
  i32GtS: [0x4a],
  f32Gt: [0x5e],
  f32Add: [0x92],
  i32Load: (off = 0): Bytes => [0x28, ...memarg(2, off)],
  i32Store: (off = 0): Bytes => [0x36, ...memarg(2, off)],
  f32Load: (off = 0): Bytes => [0x2a, ...memarg(2, off)],
  f32Store: (off = 0): Bytes => [0x38, ...memarg(2, off)],
  v128Load: (off = 0): Bytes => simd(0x00, ...memarg(4, off)),
  load8x8s: (off = 0): Bytes => simd(0x01, ...memarg(3, off)),
  v128Zero: simd(0x0c, ...new Array<number>(16).fill(0)),
  i32x4Lane: (l: number): Bytes => simd(0x1b, l),
  f32x4Lane: (l: number): Bytes => simd(0x1f, l),
  i32x4Add: simd(0xae),
  i32x4DotI16x8S: simd(0xba),
  f32x4Add: simd(0xe4),
  f32x4Mul: simd(0xe6),
  f32x4RelaxedMadd: simd(0x105),
  end: [0x0b],
  ifVoid: [0x04, 0x40],
  /** `block { loop { if (cond) break; body; continue } }` with cond/body given as bytes. */
  whileNot: (exitCond: Bytes, body: Bytes): Bytes => [
    0x02, 0x40, 0x03, 0x40, ...exitCond, 0x0d, 1, ...body, 0x0c, 0, 0x0b, 0x0b,
  ],
};

interface FuncDef {
  name: string;
  params: number[];
  locals: number[];
  body: Bytes;
}

function assemble(funcs: FuncDef[]): Uint8Array<ArrayBuffer> {
  const types = funcs.map((f) => [0x60, ...vec(f.params.map((t) => [t])), 0]);
  const codes = funcs.map((f) => {
    // Run-length encode the local declarations.
    const groups: Bytes[] = [];
    for (let i = 0; i < f.locals.length; ) {
      let j = i;
      while (j < f.locals.length && f.locals[j] === f.locals[i]) j++;
      groups.push([...uleb(j - i), f.locals[i]]);
      i = j;
    }
    const body = [...vec(groups), ...f.body, 0x0b];
    return [...uleb(body.length), ...body];
  });
  const bytes = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec(types)),
    ...section(3, vec(funcs.map((_, i) => uleb(i)))),
    ...section(5, vec([[0x00, ...uleb(1)]])),
    ...section(7, vec([...funcs.map((f, i) => [...str(f.name), 0x00, ...uleb(i)]), [...str('mem'), 0x02, 0]])),
    ...section(10, vec(codes)),
  ];
  return new Uint8Array(bytes);
}

// ---------------------------------------------------------------------------------------------
// Kernels
// ---------------------------------------------------------------------------------------------

/** Element kind: decides the load, the multiply-accumulate, the lane extraction and the step. */
interface Kind {
  /** Load one SIMD operand (8 int8 → i16x8, or 4 float32). */
  load: (off: number) => Bytes;
  /** acc(local) += a·b with a, b on the stack. */
  mac: Bytes[];
  lane: (l: number) => Bytes;
  add: Bytes;
  gt: Bytes;
  scalar: number;
  /** Bytes consumed by one `load`. */
  step: number;
  scalarLoad: Bytes;
  scalarStore: Bytes;
  /** Relaxed-SIMD fused multiply-add (a·b + c), when the module variant uses it. */
  fma?: Bytes;
}

const KIND_I8: Kind = {
  load: op.load8x8s,
  mac: [op.i32x4DotI16x8S, op.i32x4Add],
  lane: op.i32x4Lane,
  add: op.i32Add,
  gt: op.i32GtS,
  scalar: I32,
  step: 8,
  scalarLoad: op.i32Load(),
  scalarStore: op.i32Store(),
};

const KIND_F32: Kind = {
  load: op.v128Load,
  mac: [op.f32x4Mul, op.f32x4Add],
  lane: op.f32x4Lane,
  add: op.f32Add,
  gt: op.f32Gt,
  scalar: F32,
  step: 16,
  scalarLoad: op.f32Load(),
  scalarStore: op.f32Store(),
};

/** Horizontal sum of a v128 local → scalar on the stack. */
const hsum = (k: Kind, v: number): Bytes => [
  ...op.get(v), ...k.lane(0), ...op.get(v), ...k.lane(1), ...k.add,
  ...op.get(v), ...k.lane(2), ...op.get(v), ...k.lane(3), ...k.add, ...k.add,
];

/** acc += load(a) · load(b), both loads given as bytes pushing a v128. */
const mac = (k: Kind, acc: number, a: Bytes, b: Bytes): Bytes =>
  k.fma ? [...a, ...b, ...op.get(acc), ...k.fma, ...op.set(acc)] : [...op.get(acc), ...a, ...b, ...k.mac[0], ...k.mac[1], ...op.set(acc)];

/**
 * dots(q, x, n4, rowBytes, out): out[i] = q·x_i for i < n4 (n4 a multiple of 4, rowBytes a
 * multiple of 2·step). Tile: the query operand is loaded once for 4 rows.
 */
function dotsKernel(name: string, k: Kind): FuncDef {
  // params
  const q = 0, x = 1, n = 2, rb = 3, out = 4;
  // locals
  const p = 5, end = 6, d = 7, rb2 = 8, rb3 = 9, qs = 10;
  const a = [11, 12, 13, 14]; // v128 accumulators
  const qv = 15; // v128
  const unroll = (off: number): Bytes => [
    ...op.get(q), ...op.get(d), ...op.i32Add, ...k.load(off), ...op.set(qv),
    ...[0, 1, 2, 3].flatMap((r) =>
      mac(k, a[r], op.get(qv), [...op.get(p), ...op.get(d), ...op.i32Add, ...(r === 0 ? [] : [...op.get([0, rb, rb2, rb3][r]), ...op.i32Add]), ...k.load(off)]),
    ),
  ];
  const body: Bytes = [
    ...op.get(rb), ...op.get(rb), ...op.i32Add, ...op.set(rb2),
    ...op.get(rb2), ...op.get(rb), ...op.i32Add, ...op.set(rb3),
    ...op.get(x), ...op.set(p),
    ...op.get(x), ...op.get(n), ...op.get(rb), ...op.i32Mul, ...op.i32Add, ...op.set(end),
    ...op.get(out), ...op.set(qs),
    ...op.whileNot([...op.get(p), ...op.get(end), ...op.i32GeU], [
      ...a.flatMap((r) => [...op.v128Zero, ...op.set(r)]),
      ...op.i32(0), ...op.set(d),
      ...op.whileNot([...op.get(d), ...op.get(rb), ...op.i32GeU], [
        ...unroll(0), ...unroll(k.step),
        ...op.get(d), ...op.i32(2 * k.step), ...op.i32Add, ...op.set(d),
      ]),
      ...[0, 1, 2, 3].flatMap((r) => [...op.get(qs), ...hsum(k, a[r]), ...(k === KIND_I8 ? op.i32Store(4 * r) : op.f32Store(4 * r))]),
      ...op.get(qs), ...op.i32(16), ...op.i32Add, ...op.set(qs),
      ...op.get(p), ...op.get(rb), ...op.i32(4), ...op.i32Mul, ...op.i32Add, ...op.set(p),
    ]),
  ];
  return { name, params: [I32, I32, I32, I32, I32], locals: [I32, I32, I32, I32, I32, I32, V128, V128, V128, V128, V128], body };
}

/**
 * Shared 2×4 tile walker for argmax and gemmNT: rows i, i+1 of X against centroids j..j+3.
 * `onTile` receives the 8 accumulator locals (a[r][c]) after the inner product loop.
 * params: x, m2 (rows, multiple of 2), c, k4 (cols, multiple of 4), rb (row bytes), then extra.
 */
function tileKernel(
  name: string,
  k: Kind,
  extraParams: number[],
  extraLocals: number[],
  perRowPairStart: (loc: TileLocals) => Bytes,
  onTile: (loc: TileLocals) => Bytes,
  perRowPairEnd: (loc: TileLocals) => Bytes,
): FuncDef {
  const x = 0, m = 1, c = 2, kk = 3, rb = 4;
  const nExtra = extraParams.length;
  const base = 5 + nExtra;
  // i32 locals
  const xp = base, xe = base + 1, cp = base + 2, ce = base + 3, d = base + 4, rb2 = base + 5, rb3 = base + 6, j = base + 7, q = base + 8;
  const nI32 = 9;
  const extraBase = base + nI32;
  const vBase = extraBase + extraLocals.length;
  const a = [
    [vBase, vBase + 1, vBase + 2, vBase + 3],
    [vBase + 4, vBase + 5, vBase + 6, vBase + 7],
  ];
  const u = vBase + 8, v = vBase + 9, w = vBase + 10;
  const loc: TileLocals = { x, m, c, k: kk, rb, xp, cp, j, a, params: extraParams.map((_, i) => 5 + i), extra: extraLocals.map((_, i) => extraBase + i) };
  const unroll = (off: number): Bytes => [
    ...op.get(xp), ...op.get(d), ...op.i32Add, ...op.tee(q), ...k.load(off), ...op.set(u),
    ...op.get(q), ...op.get(rb), ...op.i32Add, ...k.load(off), ...op.set(v),
    ...op.get(cp), ...op.get(d), ...op.i32Add, ...op.set(q),
    ...[0, 1, 2, 3].flatMap((col) => [
      ...op.get(q), ...(col === 0 ? [] : [...op.get([0, rb, rb2, rb3][col]), ...op.i32Add]), ...k.load(off), ...op.set(w),
      ...mac(k, a[0][col], op.get(u), op.get(w)),
      ...mac(k, a[1][col], op.get(v), op.get(w)),
    ]),
  ];
  const body: Bytes = [
    ...op.get(rb), ...op.get(rb), ...op.i32Add, ...op.set(rb2),
    ...op.get(rb2), ...op.get(rb), ...op.i32Add, ...op.set(rb3),
    ...op.get(x), ...op.set(xp),
    ...op.get(x), ...op.get(m), ...op.get(rb), ...op.i32Mul, ...op.i32Add, ...op.set(xe),
    ...op.get(c), ...op.get(kk), ...op.get(rb), ...op.i32Mul, ...op.i32Add, ...op.set(ce),
    ...op.whileNot([...op.get(xp), ...op.get(xe), ...op.i32GeU], [
      ...perRowPairStart(loc),
      ...op.get(c), ...op.set(cp),
      ...op.i32(0), ...op.set(j),
      ...op.whileNot([...op.get(cp), ...op.get(ce), ...op.i32GeU], [
        ...a.flat().flatMap((r) => [...op.v128Zero, ...op.set(r)]),
        ...op.i32(0), ...op.set(d),
        ...op.whileNot([...op.get(d), ...op.get(rb), ...op.i32GeU], [
          ...unroll(0), ...unroll(k.step),
          ...op.get(d), ...op.i32(2 * k.step), ...op.i32Add, ...op.set(d),
        ]),
        ...onTile(loc),
        ...op.get(cp), ...op.get(rb), ...op.i32(4), ...op.i32Mul, ...op.i32Add, ...op.set(cp),
        ...op.get(j), ...op.i32(4), ...op.i32Add, ...op.set(j),
      ]),
      ...perRowPairEnd(loc),
      ...op.get(xp), ...op.get(rb2), ...op.i32Add, ...op.set(xp),
    ]),
  ];
  const locals = [...new Array<number>(nI32).fill(I32), ...extraLocals, ...new Array<number>(11).fill(V128)];
  return { name, params: [I32, I32, I32, I32, I32, ...extraParams], locals, body };
}

interface TileLocals {
  x: number; m: number; c: number; k: number; rb: number; xp: number; cp: number; j: number;
  a: number[][];
  params: number[];
  extra: number[];
}

/**
 * argmax(x, m2, c, k4, rb, j0, outIdx, outVal): for each row, keeps (in outIdx/outVal, read at
 * start and written at the end, so column blocks can be chained) the best dot and j0 + its column.
 */
function argmaxKernel(name: string, k: Kind): FuncDef {
  // extra params: j0, outIdx, outVal; extra locals: op (row-pair offset into out arrays), best0, best1, bi0, bi1, s
  return tileKernel(
    name, k, [I32, I32, I32], [I32, k.scalar, k.scalar, I32, I32, k.scalar],
    (t) => {
      const [, outIdx, outVal] = t.params;
      const [o, b0, b1, i0, i1] = t.extra;
      return [
        // o = (xp - x) / rb * 4  → row index * 4; computed incrementally instead: o starts at 0.
        ...op.get(outVal), ...op.get(o), ...op.i32Add, ...k.scalarLoad, ...op.set(b0),
        ...op.get(outVal), ...op.get(o), ...op.i32Add, ...(k === KIND_I8 ? op.i32Load(4) : op.f32Load(4)), ...op.set(b1),
        ...op.get(outIdx), ...op.get(o), ...op.i32Add, ...op.i32Load(), ...op.set(i0),
        ...op.get(outIdx), ...op.get(o), ...op.i32Add, ...op.i32Load(4), ...op.set(i1),
      ];
    },
    (t) => {
      const [j0] = t.params;
      const [, b0, b1, i0, i1, s] = t.extra;
      const upd = (row: number, col: number): Bytes => {
        const best = row === 0 ? b0 : b1;
        const bi = row === 0 ? i0 : i1;
        return [
          ...hsum(k, t.a[row][col]), ...op.tee(s), ...op.get(best), ...k.gt, ...op.ifVoid,
          ...op.get(s), ...op.set(best),
          ...op.get(j0), ...op.get(t.j), ...op.i32Add, ...(col ? [...op.i32(col), ...op.i32Add] : []), ...op.set(bi),
          ...op.end,
        ];
      };
      return [0, 1, 2, 3].flatMap((col) => [...upd(0, col), ...upd(1, col)]);
    },
    (t) => {
      const [, outIdx, outVal] = t.params;
      const [o, b0, b1, i0, i1] = t.extra;
      return [
        ...op.get(outVal), ...op.get(o), ...op.i32Add, ...op.get(b0), ...k.scalarStore,
        ...op.get(outVal), ...op.get(o), ...op.i32Add, ...op.get(b1), ...(k === KIND_I8 ? op.i32Store(4) : op.f32Store(4)),
        ...op.get(outIdx), ...op.get(o), ...op.i32Add, ...op.get(i0), ...op.i32Store(),
        ...op.get(outIdx), ...op.get(o), ...op.i32Add, ...op.get(i1), ...op.i32Store(4),
        ...op.get(o), ...op.i32(8), ...op.i32Add, ...op.set(o),
      ];
    },
  );
}

/** gemmNT(a, m2, b, n4, rb, out, ldo): out[i*ldo + j] = a_i·b_j, float32. ldo in bytes. */
function gemmKernel(kf: Kind): FuncDef {
  return tileKernel(
    'gemmNT', kf, [I32, I32], [I32],
    () => [],
    (t) => {
      const [, ldo] = t.params;
      const [r0] = t.extra; // byte address of out[i, 0]
      return [0, 1].flatMap((row) =>
        [0, 1, 2, 3].flatMap((col) => [
          ...op.get(r0), ...op.get(t.j), ...op.i32(4), ...op.i32Mul, ...op.i32Add,
          ...(row ? [...op.get(ldo), ...op.i32Add] : []),
          ...hsum(KIND_F32, t.a[row][col]), ...op.f32Store(4 * col),
        ]),
      );
    },
    (t) => {
      const [, ldo] = t.params;
      const [r0] = t.extra;
      return [...op.get(r0), ...op.get(ldo), ...op.get(ldo), ...op.i32Add, ...op.i32Add, ...op.set(r0)];
    },
  );
}

/** gemm's r0 must start at `out`: a tiny prologue wrapper sets it. */
function gemmWithPrologue(kf: Kind): FuncDef {
  const f = gemmKernel(kf);
  // params: x m c k rb out ldo → locals start at 7; r0 is the first extra local = 7 + 9.
  const r0 = 7 + 9;
  f.body = [...op.get(5), ...op.set(r0), ...f.body];
  return f;
}

/** Float kernels with relaxed-SIMD fused multiply-add (Node ≥ 22 ships it), else mul + add. */
const KIND_F32_FMA: Kind = { ...KIND_F32, fma: op.f32x4RelaxedMadd };

const buildModule = (kf: Kind): Uint8Array<ArrayBuffer> =>
  assemble([
    dotsKernel('dotsI8', KIND_I8),
    dotsKernel('dotsF32', kf),
    argmaxKernel('argmaxI8', KIND_I8),
    argmaxKernel('argmaxF32', kf),
    gemmWithPrologue(kf),
  ]);

/** Module variants, most capable first. */
const VARIANTS: Array<{ name: string; bytes: () => Uint8Array<ArrayBuffer> }> = [
  { name: 'wasm-simd128+relaxed-fma', bytes: () => buildModule(KIND_F32_FMA) },
  { name: 'wasm-simd128', bytes: () => buildModule(KIND_F32) },
];
let variant = 'js';

/** The slice of the WebAssembly JS API used here (the project's lib settings omit its typings). */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
};

interface Exports {
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

function kernels(): Exports | null {
  if (forceJs) return null;
  if (wasm === undefined) {
    wasm = null;
    for (const v of VARIANTS) {
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
const roundUp = (n: number, m: number): number => Math.ceil(n / m) * m;
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
function reserve(w: Exports, ...sizes: number[]): number[] {
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
function putRows(w: Exports, addr: number, src: Int8Array | Float32Array, n: number, dim: number, dimPad: number, nPad: number, padRow: 'zero' | 'last'): void {
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

type RowsArg<T extends Int8Array | Float32Array> = T | Pinned<T>;

/** Kernel address and padded dim of a row argument (copying plain arrays into scratch at `addr`). */
function placeRows(w: Exports, x: Int8Array | Float32Array | Pinned, n: number, dim: number, addr: number, dp: number, np: number): number {
  if (x instanceof Pinned) {
    if (x.released) throw new Error('vector kernels: pinned rows used after release');
    if (x.addr < 0 || x.dimPad !== dp || x.n < n) throw new Error('vector kernels: pinned rows do not match the call');
    return x.addr;
  }
  putRows(w, addr, x, n, dim, dp, np, 'zero');
  return addr;
}

const rowsData = <T extends Int8Array | Float32Array>(x: RowsArg<T>): T => (x instanceof Pinned ? x.data : x);

// ---------------------------------------------------------------------------------------------
// Public wrappers
// ---------------------------------------------------------------------------------------------

/**
 * Dot products of one int8 query with rows `from .. from+n` of x (rows of `dim`, contiguous),
 * into `out` (Int32Array(n), exact).
 */
export function dotsI8(q: Int8Array, x: RowsArg<Int8Array>, n: number, dim: number, out: Int32Array, from = 0): Int32Array {
  const w = kernels();
  if (!w || (n < 8 && !(x instanceof Pinned))) return dotsI8Js(q, rowsData(x).subarray(from * dim), n, dim, out);
  const dp = roundUp(dim, 16), np = roundUp(n, 4);
  const pinned = x instanceof Pinned;
  const [qa, xa, oa] = reserve(w, dp, pinned ? 0 : np * dp, np * 4);
  putRows(w, qa, q, 1, dim, dp, 1, 'zero');
  if (pinned && from + n > x.n) throw new RangeError('dotsI8: rows out of range');
  if (pinned && from + np > roundUp(x.n, 4)) {
    // The padded tile would run past the pinned rows: do the whole tiles in wasm, the tail in JS.
    const whole = n & ~3;
    if (whole) dotsI8(q, x, whole, dim, out, from);
    dotsI8Js(q, x.data.subarray((from + whole) * dim), n - whole, dim, out.subarray(whole));
    return out;
  }
  const base = placeRows(w, pinned ? x : x.subarray(from * dim), n, dim, xa, dp, np) + (pinned ? from * dp : 0);
  w.dotsI8(qa, base, np, dp, oa);
  out.set(new Int32Array(w.mem.buffer, oa, n));
  return out;
}

export function dotsI8Js(q: Int8Array, x: Int8Array, n: number, dim: number, out: Int32Array): Int32Array {
  for (let i = 0, o = 0; i < n; i++, o += dim) {
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0, d = 0;
    for (; d + 3 < dim; d += 4) {
      s0 = (s0 + q[d] * x[o + d]) | 0;
      s1 = (s1 + q[d + 1] * x[o + d + 1]) | 0;
      s2 = (s2 + q[d + 2] * x[o + d + 2]) | 0;
      s3 = (s3 + q[d + 3] * x[o + d + 3]) | 0;
    }
    for (; d < dim; d++) s0 = (s0 + q[d] * x[o + d]) | 0;
    out[i] = (s0 + s1 + s2 + s3) | 0;
  }
  return out;
}

/** Float32 dots of one query with n rows (n × dim contiguous, or pinned). */
export function dotsF32(q: Float32Array, x: RowsArg<Float32Array>, n: number, dim: number, out: Float32Array): Float32Array {
  const w = kernels();
  if (!w || (n < 8 && !(x instanceof Pinned))) return dotsF32Js(q, rowsData(x), n, dim, out);
  const dp = roundUp(dim, 8), np = roundUp(n, 4);
  const [qa, xa, oa] = reserve(w, dp * 4, x instanceof Pinned ? 0 : np * dp * 4, np * 4);
  putRows(w, qa, q, 1, dim, dp, 1, 'zero');
  const base = placeRows(w, x, n, dim, xa, dp, np);
  w.dotsF32(qa, base, np, dp * 4, oa);
  out.set(new Float32Array(w.mem.buffer, oa, n));
  return out;
}

export function dotsF32Js(q: Float32Array, x: Float32Array, n: number, dim: number, out: Float32Array): Float32Array {
  for (let i = 0, o = 0; i < n; i++, o += dim) {
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0, d = 0;
    for (; d + 3 < dim; d += 4) {
      s0 += q[d] * x[o + d];
      s1 += q[d + 1] * x[o + d + 1];
      s2 += q[d + 2] * x[o + d + 2];
      s3 += q[d + 3] * x[o + d + 3];
    }
    for (; d < dim; d++) s0 += q[d] * x[o + d];
    out[i] = s0 + s1 + s2 + s3;
  }
  return out;
}

/** Centroids per wasm call: a block of C stays in the per-core L2 while all rows stream past it. */
const COL_BLOCK_BYTES = 256 * 1024;

/**
 * For each row of X (m × dim), the index of the centroid (rows of C, k × dim) with the largest
 * dot product, and that dot. Lowest index wins ties. int8 in, exact Int32 dots out.
 */
export function argmaxI8(x: RowsArg<Int8Array>, m: number, c: Int8Array, k: number, dim: number, outIdx: Int32Array, outVal: Int32Array): void {
  const w = kernels();
  if (!w || m < 2 || k < 4) return argmaxJs(rowsData(x), m, c, k, dim, outIdx, outVal);
  const dp = roundUp(dim, 16), mp = roundUp(m, 2), kp = roundUp(k, 4);
  const [xa, ca, ia, va] = reserve(w, x instanceof Pinned ? 0 : mp * dp, kp * dp, mp * 4, mp * 4);
  const base = placeRows(w, x, m, dim, xa, dp, mp);
  putRows(w, ca, c, k, dim, dp, kp, 'last');
  new Int32Array(w.mem.buffer, ia, mp).fill(0);
  new Int32Array(w.mem.buffer, va, mp).fill(-0x80000000);
  const block = Math.max(4, roundUp(Math.floor(COL_BLOCK_BYTES / dp), 4));
  for (let j = 0; j < kp; j += block) w.argmaxI8(base, mp, ca + j * dp, Math.min(block, kp - j), dp, j, ia, va);
  outIdx.set(new Int32Array(w.mem.buffer, ia, m));
  outVal.set(new Int32Array(w.mem.buffer, va, m));
}

/** Float32 version of {@link argmaxI8}. */
export function argmaxF32(x: RowsArg<Float32Array>, m: number, c: Float32Array, k: number, dim: number, outIdx: Int32Array, outVal: Float32Array): void {
  const w = kernels();
  if (!w || m < 2 || k < 4) return argmaxJs(rowsData(x), m, c, k, dim, outIdx, outVal);
  const dp = roundUp(dim, 8), mp = roundUp(m, 2), kp = roundUp(k, 4);
  const [xa, ca, ia, va] = reserve(w, x instanceof Pinned ? 0 : mp * dp * 4, kp * dp * 4, mp * 4, mp * 4);
  const base = placeRows(w, x, m, dim, xa, dp, mp);
  putRows(w, ca, c, k, dim, dp, kp, 'last');
  new Int32Array(w.mem.buffer, ia, mp).fill(0);
  new Float32Array(w.mem.buffer, va, mp).fill(-Infinity);
  const block = Math.max(4, roundUp(Math.floor(COL_BLOCK_BYTES / (dp * 4)), 4));
  for (let j = 0; j < kp; j += block) w.argmaxF32(base, mp, ca + j * dp * 4, Math.min(block, kp - j), dp * 4, j, ia, va);
  outIdx.set(new Int32Array(w.mem.buffer, ia, m));
  outVal.set(new Float32Array(w.mem.buffer, va, m));
}

export function argmaxJs(x: Int8Array, m: number, c: Int8Array, k: number, dim: number, outIdx: Int32Array, outVal: Int32Array): void;
export function argmaxJs(x: Float32Array, m: number, c: Float32Array, k: number, dim: number, outIdx: Int32Array, outVal: Float32Array): void;
export function argmaxJs(x: Int8Array | Float32Array, m: number, c: Int8Array | Float32Array, k: number, dim: number, outIdx: Int32Array, outVal: Int32Array | Float32Array): void {
  const isInt = x instanceof Int8Array;
  for (let i = 0; i < m; i++) {
    const xo = i * dim;
    let best = -Infinity, bi = 0;
    for (let j = 0; j < k; j++) {
      const co = j * dim;
      let s0 = 0, s1 = 0, d = 0;
      for (; d + 1 < dim; d += 2) {
        s0 += x[xo + d] * c[co + d];
        s1 += x[xo + d + 1] * c[co + d + 1];
      }
      if (d < dim) s0 += x[xo + d] * c[co + d];
      const s = isInt ? s0 + s1 : Math.fround(s0 + s1);
      if (s > best) {
        best = s;
        bi = j;
      }
    }
    outIdx[i] = bi;
    outVal[i] = best;
  }
}

/**
 * out = A·Bᵀ (A: m × dim, B: n × dim, both row-major float32) as a new Float32Array(m × n).
 */
export function gemmNT(a: Float32Array, m: number, b: Float32Array, n: number, dim: number): Float32Array {
  const out = new Float32Array(m * n);
  const w = kernels();
  if (!w) {
    for (let i = 0; i < m; i++) dotsF32Js(a.subarray(i * dim, i * dim + dim), b, n, dim, out.subarray(i * n, i * n + n));
    return out;
  }
  const dp = roundUp(dim, 8), mp = roundUp(m, 2), np = roundUp(n, 4);
  const block = Math.max(4, roundUp(Math.floor(COL_BLOCK_BYTES / (dp * 4)), 4));
  const [aa, ba, oa] = reserve(w, mp * dp * 4, np * dp * 4, mp * np * 4);
  putRows(w, aa, a, m, dim, dp, mp, 'zero');
  putRows(w, ba, b, n, dim, dp, np, 'zero');
  for (let j = 0; j < np; j += block) w.gemmNT(aa, mp, ba + j * dp * 4, Math.min(block, np - j), dp * 4, oa + j * 4, np * 4);
  const res = new Float32Array(w.mem.buffer, oa, mp * np);
  if (np === n) out.set(res.subarray(0, m * n));
  else for (let i = 0; i < m; i++) out.set(res.subarray(i * np, i * np + n), i * n);
  return out;
}

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
