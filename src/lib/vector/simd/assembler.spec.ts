import { assemble, I32, op, sleb, uleb } from './assembler';

/** The slice of the WebAssembly JS API the test needs (the project's lib settings omit its typings). */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
};

describe('wasm assembler', () => {
  it('encodes LEB128 like the spec examples', () => {
    expect(uleb(0)).toEqual([0x00]);
    expect(uleb(127)).toEqual([0x7f]);
    expect(uleb(128)).toEqual([0x80, 0x01]);
    expect(uleb(624485)).toEqual([0xe5, 0x8e, 0x26]);
    expect(sleb(-1)).toEqual([0x7f]);
    expect(sleb(63)).toEqual([0x3f]);
    expect(sleb(64)).toEqual([0xc0, 0x00]);
    expect(sleb(-123456)).toEqual([0xc0, 0xbb, 0x78]);
  });

  it('assembles a module that instantiates, exports its memory and runs a loop', () => {
    // sum(n, out): stores 0 + 1 + … + (n − 1) at byte address `out`.
    const n = 0, out = 1, i = 2, acc = 3;
    const body = [
      ...op.whileNot([...op.get(i), ...op.get(n), ...op.i32GeU], [
        ...op.get(acc), ...op.get(i), ...op.i32Add, ...op.set(acc),
        ...op.get(i), ...op.i32(1), ...op.i32Add, ...op.set(i),
      ]),
      ...op.get(out), ...op.get(acc), ...op.i32Store(),
    ];
    const bytes = assemble([{ name: 'sum', params: [I32, I32], locals: [I32, I32], body }]);
    const exports = new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports as {
      sum(n: number, out: number): void;
      mem: { buffer: ArrayBuffer };
    };
    exports.sum(100, 64);
    expect(new Int32Array(exports.mem.buffer, 64, 1)[0]).toBe(4950);
  });
});
