import * as fc from 'fast-check';

import { rrf } from './rrf';

describe('rrf', () => {
  it('fuses a worked example with ties (k = 60)', () => {
    const lexical = ['a', 'b', 'c', 'e'];
    const semantic = ['b', 'a', 'd', 'e'];
    const out = rrf([lexical, semantic]);
    // a: 1/61 + 1/62, b: 1/62 + 1/61 → exact tie, same best rank and list count → id order
    expect(out.map((r) => r.id)).toEqual(['a', 'b', 'e', 'c', 'd']);
    expect(out[0]).toEqual({ id: 'a', score: 1 / 62 + 1 / 61, ranks: [1, 2] });
    expect(out[1]).toEqual({ id: 'b', score: 1 / 62 + 1 / 61, ranks: [2, 1] });
    expect(out[0].score).toBe(out[1].score);
    // e: 2/64 ≈ 0.03125 beats c and d (1/63 ≈ 0.01587 each, tied → id order)
    expect(out[2]).toEqual({ id: 'e', score: 2 / 64, ranks: [4, 4] });
    expect(out[3]).toEqual({ id: 'c', score: 1 / 63, ranks: [3, null] });
    expect(out[4]).toEqual({ id: 'd', score: 1 / 63, ranks: [null, 3] });
  });

  it('applies limit and k, ignores repeated ids within a list, accepts empty lists', () => {
    expect(rrf([[1, 2, 3], [3]], 0, 2)).toEqual([
      { id: 1, score: 1, ranks: [1, null] },
      { id: 3, score: 1 / 3 + 1, ranks: [3, 1] },
    ].sort((a, b) => b.score - a.score));
    expect(rrf([[7, 7, 8]], 60)).toEqual([
      { id: 7, score: 1 / 61, ranks: [1] },
      { id: 8, score: 1 / 63, ranks: [3] },
    ]);
    expect(rrf([[], []])).toEqual([]);
    expect(rrf([])).toEqual([]);
    expect(rrf([[1, 2]], 60, 0)).toEqual([]);
    expect(() => rrf([[1]], -1)).toThrow(RangeError);
  });

  it('breaks exact ties by best rank, then presence, then id (numbers numerically)', () => {
    // 10 and 2 both only at rank 1 of one list: tie → 2 before 10 (numeric, not lexicographic)
    const out = rrf([[10], [2]]);
    expect(out.map((r) => r.id)).toEqual([2, 10]);
    // three lists, the same multiset of ranks in different lists → identical scores
    const three = rrf([[1, 2, 3], [2, 3, 1], [3, 1, 2]]);
    expect(new Set(three.map((r) => r.score)).size).toBe(1);
    expect(three.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('property: sorted by score, each score is Σ 1/(k + rank) of its ranks, deterministic under list reordering of ties', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 15 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 100 }),
        (lists, k) => {
          const out = rrf(lists, k, 100);
          const all = new Set(lists.flat());
          expect(out.length).toBe(all.size);
          for (let i = 1; i < out.length; i++) expect(out[i - 1].score).toBeGreaterThanOrEqual(out[i].score);
          for (const r of out) {
            let s = 0;
            r.ranks.forEach((rank, li) => {
              if (rank !== null) {
                expect(lists[li][rank - 1]).toBe(r.id);
                s += 1 / (k + rank);
              } else expect(lists[li]).not.toContain(r.id);
            });
            expect(r.score).toBeCloseTo(s, 12);
          }
          // reversing the list order permutes ranks but not the fused order
          const rev = rrf([...lists].reverse(), k, 100);
          expect(rev.map((r) => r.id)).toEqual(out.map((r) => r.id));
        },
      ),
    );
  });
});
