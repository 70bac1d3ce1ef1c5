/**
 * A minimal WebAssembly assembler: the kernels of ./kernels are written in this tiny instruction
 * DSL (no toolchain, no binary blob), so each is readable as the stack-machine program it is.
 * It knows the few instructions and sections the kernels need and nothing else: one memory
 * (exported as `mem`; its own, or a shared one imported as `env.mem`), functions of i32/f32
 * params with no results, every function exported.
 */

export type Bytes = number[];

export const I32 = 0x7f;
export const F32 = 0x7d;
export const V128 = 0x7b;

export function uleb(n: number): Bytes {
  const out: Bytes = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}

export function sleb(n: number): Bytes {
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
export const op = {
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

export interface FuncDef {
  name: string;
  params: number[];
  locals: number[];
  body: Bytes;
}

/** A shared memory the module imports (`env.mem`) instead of its own; pages of 64 KiB. */
export interface SharedMemoryImport {
  minPages: number;
  maxPages: number;
}

export function assemble(funcs: FuncDef[], shared?: SharedMemoryImport): Uint8Array<ArrayBuffer> {
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
    // limits flag 0x03: shared, with a maximum (a shared memory must declare one)
    ...(shared ? section(2, vec([[...str('env'), ...str('mem'), 0x02, 0x03, ...uleb(shared.minPages), ...uleb(shared.maxPages)]])) : []),
    ...section(3, vec(funcs.map((_, i) => uleb(i)))),
    ...(shared ? [] : section(5, vec([[0x00, ...uleb(1)]]))),
    ...section(7, vec([...funcs.map((f, i) => [...str(f.name), 0x00, ...uleb(i)]), [...str('mem'), 0x02, 0]])),
    ...section(10, vec(codes)),
  ];
  return new Uint8Array(bytes);
}
