/**
 * The kernel programs, assembled by ./assembler into one module per variant:
 *
 *   dotsI8 (q, X, n, dim)            → Int32 dots of one int8 query with n int8 rows (1×4 tile)
 *   dotsF32(q, X, n, dim)            → Float32 dots of one query with n rows (1×4 tile)
 *   argmaxI8 (X, m, C, k, dim)       → per row, index and value of the largest dot with C (2×4 tile)
 *   argmaxF32(X, m, C, k, dim)       → same in float32
 *   gemmNT (A, m, B, n, dim)         → C = A·Bᵀ, float32 (2×4 tile), for the PCA
 *
 * Ties: the lowest centroid index wins (strict `>`), as in ./fallbacks.
 * Variants: float kernels use relaxed-SIMD fused multiply-add where the engine has it (Node ≥ 22),
 * else mul + add; ./runtime instantiates the most capable one the engine accepts.
 */
import { assemble, F32, I32, op, V128, type Bytes, type FuncDef, type SharedMemoryImport } from './assembler';

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

const buildModule = (kf: Kind, shared?: SharedMemoryImport): Uint8Array<ArrayBuffer> =>
  assemble(
    [
      dotsKernel('dotsI8', KIND_I8),
      dotsKernel('dotsF32', kf),
      argmaxKernel('argmaxI8', KIND_I8),
      argmaxKernel('argmaxF32', kf),
      gemmWithPrologue(kf),
    ],
    shared,
  );

/** Pages a shared kernel memory may grow to: the whole 32-bit space (reserved, not committed). */
export const SHARED_MAX_PAGES = 65536;

/**
 * Module variants, most capable first. `sharedBytes`: the same kernels over a shared memory they
 * import, which several threads' instances use at once (./code-arena's scan worker).
 */
export const KERNEL_VARIANTS: Array<{ name: string; bytes: () => Uint8Array<ArrayBuffer>; sharedBytes: () => Uint8Array<ArrayBuffer> }> = [
  {
    name: 'wasm-simd128+relaxed-fma',
    bytes: () => buildModule(KIND_F32_FMA),
    sharedBytes: () => buildModule(KIND_F32_FMA, { minPages: 1, maxPages: SHARED_MAX_PAGES }),
  },
  {
    name: 'wasm-simd128',
    bytes: () => buildModule(KIND_F32),
    sharedBytes: () => buildModule(KIND_F32, { minPages: 1, maxPages: SHARED_MAX_PAGES }),
  },
];
