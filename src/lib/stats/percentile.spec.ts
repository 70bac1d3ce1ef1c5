import * as fc from 'fast-check';

import { percentile } from './percentile';

describe('percentile (nearest rank)', () => {
  it('picks the smallest value with at least p % of the values at or below it', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5);
    const twenty = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(twenty, 95)).toBe(19);
  });

  it('clamps p to the ends and returns 0 for no values', () => {
    expect(percentile([7, 3, 9], 0)).toBe(3);
    expect(percentile([7, 3, 9], 100)).toBe(9);
    expect(percentile([7, 3, 9], 150)).toBe(9);
    expect(percentile([], 50)).toBe(0);
  });

  it('leaves its input unsorted', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('property: is one of the values, with at least p % at or below it and fewer than p % below it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 100 }), (values, p) => {
        const x = percentile(values, p);
        expect(values).toContain(x);
        expect(values.filter((v) => v <= x).length).toBeGreaterThanOrEqual((p / 100) * values.length);
        expect(values.filter((v) => v < x).length).toBeLessThan((p / 100) * values.length);
      }),
    );
  });
});
