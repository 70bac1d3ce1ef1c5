import { gaussian, mulberry32 } from '../random/seeded-random';
import { matchCosine, perturbToCosine } from './probe-queries';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

describe('perturbToCosine', () => {
  const source = Float32Array.from({ length: 256 }, (_, i) => Math.sin(i) * 3);
  const unitSource = source.map((x) => x / Math.sqrt(dot(source, source)));

  it('moves a vector to exactly the cosine asked, at unit length, in a seeded random direction', () => {
    for (const cosine of [0.2, 0.37, 0.62, 0.95]) {
      const q = perturbToCosine(source, cosine, gaussian(mulberry32(3)));
      expect(dot(q, q)).toBeCloseTo(1, 5);
      expect(dot(q, unitSource)).toBeCloseTo(cosine, 5);
    }
    const a = perturbToCosine(source, 0.37, gaussian(mulberry32(3)));
    expect(perturbToCosine(source, 0.37, gaussian(mulberry32(3)))).toEqual(a);
    // another draw: the same cosine to the source, another direction
    const b = perturbToCosine(source, 0.37, gaussian(mulberry32(4)));
    expect(dot(a, b)).toBeLessThan(0.5);
  });

  it('leaves the source (made unit) at cosine 1, and redraws a direction parallel to it', () => {
    expect(dot(perturbToCosine(source, 1, gaussian(mulberry32(1))), unitSource)).toBeCloseTo(1, 6);
    const e1 = Float32Array.from({ length: 4 }, (_, i) => (i === 0 ? 2 : 0));
    const draws = [5, 0, 0, 0, 0, 1, 0, 0];
    const q = perturbToCosine(e1, 0.5, () => draws.shift() ?? 0);
    expect(Array.from(q, (x) => Math.round(x * 1000) / 1000)).toEqual([0.5, 0.866, 0, 0]);
    expect(() => perturbToCosine(e1, 0.5, () => 1e-9 * 0)).toThrow(RangeError);
  });
});

describe('matchCosine', () => {
  const levels = [
    { cosine: 0.3, mean_recall: 0.81 },
    { cosine: 0.4, mean_recall: 0.845 },
    { cosine: 0.5, mean_recall: 0.87 },
  ];

  it('interpolates the cosine whose mean recall equals the questions’', () => {
    expect(matchCosine(levels, 0.831)).toBe(0.36);
    expect(matchCosine(levels, 0.87)).toBe(0.5);
  });

  it('answers null outside the measured levels', () => {
    expect(matchCosine(levels, 0.9)).toBeNull();
    expect(matchCosine(levels, 0.5)).toBeNull();
  });
});
