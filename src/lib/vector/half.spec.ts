import { cosineHalf, HALF_TO_FLOAT, packHalf, toHalf } from './half';
import { cosineFloat } from './codes';
import { mulberry32 } from '../random/seeded-random';

describe('float16', () => {
  it('encodes the reference values (IEEE 754 binary16) and decodes them back', () => {
    const cases: Array<[number, number]> = [
      [0, 0x0000],
      [-0, 0x8000],
      [1, 0x3c00],
      [-2, 0xc000],
      [0.5, 0x3800],
      [65504, 0x7bff],
      [65520, 0x7c00], // rounds up past the largest: Infinity
      [2 ** -24, 0x0001], // smallest subnormal
      [2 ** -14, 0x0400], // smallest normal
      [1 / 3, 0x3555],
    ];
    for (const [value, bits] of cases) expect([value, toHalf(value)]).toEqual([value, bits]);
    expect(HALF_TO_FLOAT[0x3555]).toBeCloseTo(1 / 3, 3);
    expect(HALF_TO_FLOAT[0x7c00]).toBe(Infinity);
  });

  it('rounds to nearest, ties to even', () => {
    // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even (1); 1 + 3·2^-11 rounds up to even (1 + 2^-9)
    expect(toHalf(1 + 2 ** -11)).toBe(0x3c00);
    expect(toHalf(1 + 3 * 2 ** -11)).toBe(0x3c02);
    expect(toHalf(1 + 2 ** -11 + 2 ** -20)).toBe(0x3c01);
  });

  it('keeps the cosine of unit vectors within 1e-3 of float32', () => {
    const rand = mulberry32(7);
    for (let t = 0; t < 50; t++) {
      const a = Float32Array.from({ length: 256 }, () => rand() - 0.5);
      const b = Float32Array.from({ length: 256 }, (_, i) => a[i] * 0.8 + (rand() - 0.5) * 0.4);
      const halves = new Uint16Array(300);
      packHalf(b, halves, 17);
      expect(Math.abs(cosineHalf(a, halves, 17, 256) - cosineFloat(a, b))).toBeLessThan(1e-3);
    }
    expect(cosineHalf(new Float32Array(4), new Uint16Array(4), 0, 4)).toBe(0);
  });
});
