import { bufferToCode, bufferToFloat, codeToBuffer, floatToBuffer, packCodes } from './buffers';
import { toCode } from './codes';

describe('storage helpers', () => {
  it('codeToBuffer / bufferToCode are zero-copy views', () => {
    const code = toCode(Float32Array.from({ length: 256 }, (_, i) => Math.sin(i)));
    const buf = codeToBuffer(code);
    expect(buf.length).toBe(256);
    expect(buf.buffer).toBe(code.buffer);
    const back = bufferToCode(buf);
    expect(back).toEqual(code);
    back[0] = 99;
    expect(code[0]).toBe(99);
  });

  it('packCodes lays Buffers out contiguously and checks their length', () => {
    const a = Buffer.alloc(256, 1), b = Buffer.alloc(256, 0xff);
    const table = packCodes([a, b]);
    expect(table.length).toBe(512);
    expect(table[0]).toBe(1);
    expect(table[300]).toBe(-1);
    expect(() => packCodes([Buffer.alloc(10)])).toThrow(RangeError);
  });

  it('floatToBuffer / bufferToFloat round-trip little-endian float32', () => {
    const v = Float32Array.from([1.5, -2.25, 3e-8, Math.PI]);
    const buf = floatToBuffer(v);
    expect(buf.length).toBe(16);
    expect(buf.readFloatLE(4)).toBe(-2.25);
    const back = bufferToFloat(buf);
    expect(back).toEqual(v);
  });

  it('bufferToFloat views aligned Buffers and copies unaligned ones', () => {
    const v = Float32Array.from({ length: 64 }, (_, i) => i / 7);
    const raw = Buffer.from(floatToBuffer(v));
    // aligned slice of a bigger slab: a view
    const slab = Buffer.alloc(raw.length + 8);
    raw.copy(slab, 8);
    const aligned = slab.subarray(8);
    const view = bufferToFloat(aligned);
    expect(view).toEqual(v);
    expect(view.buffer).toBe(slab.buffer);
    // unaligned (as mysql2 hands out): a copy with the same values
    for (const off of [1, 2, 3, 5]) {
      const s = Buffer.alloc(raw.length + off);
      raw.copy(s, off);
      const u = s.subarray(off);
      expect((u.byteOffset % 4) !== 0).toBe(true);
      const f = bufferToFloat(u);
      expect(f).toEqual(v);
      expect(f.buffer).not.toBe(s.buffer);
    }
    expect(() => bufferToFloat(Buffer.alloc(7))).toThrow(RangeError);
  });
});

