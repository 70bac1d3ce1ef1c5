import * as fc from 'fast-check';

import { mulberry32 } from '../random/seeded-random';
import { CODE_DIMS } from './codes';
import { pinRows } from './simd';
import { topKByDot, TopKHeap } from './top-k';

/** Reference ranking: full sort by score desc, id asc. */
function fullSort(query: Int8Array, codes: Int8Array, ids: number[], k: number): { ids: number[]; scores: number[] } {
  const rows = ids.map((id, i) => {
    let s = 0;
    for (let d = 0; d < CODE_DIMS; d++) s += query[d] * codes[i * CODE_DIMS + d];
    return { id, s };
  });
  rows.sort((a, b) => b.s - a.s || a.id - b.id);
  const top = rows.slice(0, k);
  return { ids: top.map((r) => r.id), scores: top.map((r) => r.s) };
}

describe('topKByDot', () => {
  const make = (seed: number, n: number, lo: number, hi: number): { q: Int8Array; codes: Int8Array; ids: number[] } => {
    const r = mulberry32(seed);
    const rnd = (): number => lo + Math.floor(r() * (hi - lo + 1));
    const q = Int8Array.from({ length: 256 }, rnd);
    const codes = Int8Array.from({ length: n * 256 }, rnd);
    const ids = Array.from({ length: n }, (_, i) => i * 3 + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    return { q, codes, ids };
  };

  it.each([
    [1, 1000, -127, 127, 10],
    [2, 5000, -127, 127, 50],
    [3, 2000, -1, 1, 25], // scores in a narrow range: many ties, broken by id
    [4, 300, 0, 0, 10], // all ties
    [5, 7, -127, 127, 20], // k > n
  ])('equals a full sort (seed %i, n=%i, values %i..%i, k=%i)', (seed, n, lo, hi, k) => {
    const { q, codes, ids } = make(seed, n, lo, hi);
    const got = topKByDot(q, codes, ids, k);
    expect(got).toEqual(fullSort(q, codes, ids, k));
  });

  it('accepts Buffers, defaults ids to row numbers, handles k = 0', () => {
    const { q, codes } = make(6, 500, -127, 127);
    const buf = Buffer.from(codes.buffer, codes.byteOffset, codes.byteLength);
    const rows = Array.from({ length: 500 }, (_, i) => i);
    expect(topKByDot(q, buf, undefined, 10)).toEqual(fullSort(q, codes, rows, 10));
    expect(topKByDot(q, codes, rows, 0)).toEqual({ ids: [], scores: [] });
    expect(() => topKByDot(q, codes, [1, 2], 5)).toThrow(RangeError);
  });

  it('gives the same answer on pinned codes and across scan chunks', () => {
    const { q, codes, ids } = make(7, 40000, -127, 127); // > one 16k-row chunk
    const p = pinRows(codes, 40000, 256);
    try {
      const want = fullSort(q, codes, ids, 15);
      expect(topKByDot(q, p, ids, 15)).toEqual(want);
      expect(topKByDot(q, codes, ids, 15)).toEqual(want);
    } finally {
      p.release();
    }
  });

  it('property: TopKHeap keeps exactly the k best (score desc, id asc) in any push order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 0, maxLength: 200 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer(),
        (ids, k, seed) => {
          const r = mulberry32(seed);
          const pairs = ids.map((id) => ({ id, s: Math.floor(r() * 8) }));
          const heap = new TopKHeap(k);
          for (const p of pairs) heap.push(p.id, p.s);
          const want = [...pairs].sort((a, b) => b.s - a.s || a.id - b.id).slice(0, k);
          expect(heap.result()).toEqual({ ids: want.map((p) => p.id), scores: want.map((p) => p.s) });
        },
      ),
    );
  });
});

