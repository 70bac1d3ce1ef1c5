import { hitAtDepths, rankMetrics } from './retrieval-metrics';

describe('hitAtDepths', () => {
  const runs = [
    { ranked: ['a', 'b', 'c'], relevant: ['a'] }, // first
    { ranked: ['x', 'y', 'z', 'w', 'v', 'b'], relevant: ['b'] }, // sixth
    { ranked: ['x', 'y'], relevant: ['q'] }, // never
    { ranked: ['x', 'y', 'z', 'c'], relevant: ['c', 'x'] }, // first (any relevant id)
  ];

  it('counts a query at depth k when any relevant id is among its first k', () => {
    expect(hitAtDepths(runs, [1, 3, 5, 6, 16])).toEqual({ 1: 0.5, 3: 0.5, 5: 0.5, 6: 0.75, 16: 0.75 });
  });

  it('agrees with rankMetrics at the depths both report', () => {
    const m = rankMetrics(runs);
    const d = hitAtDepths(runs, [1, 3, 10]);
    expect([d[1], d[3], d[10]]).toEqual([m.hit_at_1, m.hit_at_3, m.hit_at_10]);
  });

  it('is 0 at every depth with no queries, never NaN', () => {
    expect(hitAtDepths([], [3, 8])).toEqual({ 3: 0, 8: 0 });
  });
});
