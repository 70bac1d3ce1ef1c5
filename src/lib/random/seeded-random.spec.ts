import { gaussian, mulberry32 } from './seeded-random';

describe('seeded random', () => {
  it('mulberry32 repeats for a seed, differs across seeds, stays in [0, 1)', () => {
    const a = Array.from({ length: 1000 }, mulberry32(42));
    expect(Array.from({ length: 1000 }, mulberry32(42))).toEqual(a);
    expect(Array.from({ length: 1000 }, mulberry32(43))).not.toEqual(a);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = a.reduce((s, x) => s + x, 0) / a.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.05);
  });

  it('gaussian gives standard normal deviates (mean ≈ 0, variance ≈ 1), reproducibly', () => {
    const xs = Array.from({ length: 20000 }, gaussian(mulberry32(7)));
    expect(Array.from({ length: 20000 }, gaussian(mulberry32(7)))).toEqual(xs);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});
