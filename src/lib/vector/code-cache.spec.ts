import { CodeCache, EXACT_LIST, type CodeRecord } from './code-cache';
import { mulberry32 } from '../random/seeded-random';
import { CODE_DIMS } from './codes';

const rand = mulberry32(7);
const randomCode = () => Uint8Array.from({ length: CODE_DIMS }, () => (Math.floor(rand() * 255) - 127) & 0xff);

function makeRows(n: number, clusters: number, firstId = 1): CodeRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    id: firstId + i,
    unit_id: 1000 + Math.floor((firstId + i) / 2),
    cluster: i % clusters,
    product: ['alpha', 'beta', ''][i % 3],
    locale: i % 5 === 0 ? 'en' : 'it',
    code: randomCode(),
  }));
}

const dot = (q: Int8Array, code: Uint8Array) => {
  const c = new Int8Array(code.buffer, code.byteOffset, CODE_DIMS);
  let s = 0;
  for (let d = 0; d < CODE_DIMS; d++) s += q[d] * c[d];
  return s;
};

/** The reference: filter by scope, sort by dot desc then id asc. */
function brute(rows: CodeRecord[], q: Int8Array, clusters: number[], locale: string, product: string | null, k: number) {
  return rows
    .filter((r) => clusters.includes(r.cluster) && r.locale === locale && (product === null || r.product === product || r.product === ''))
    .map((r) => ({ id: r.id, unit_id: r.unit_id, score: dot(q, r.code) }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, k);
}

function load(cache: CodeCache, rows: CodeRecord[], clusters: number) {
  for (const locale of ['it', 'en']) {
    for (let c = 0; c < clusters; c++) cache.put(locale, c, rows.filter((r) => r.cluster === c && r.locale === locale));
  }
}

const query = () => Int8Array.from({ length: CODE_DIMS }, () => Math.floor(rand() * 255) - 127);

describe('CodeCache', () => {
  const rows = makeRows(3000, 12);

  it('scans the probed lists with the scope applied inside (locale, product or product-less, every product)', async () => {
    const cache = new CodeCache(64 << 20);
    load(cache, rows, 12);
    for (let t = 0; t < 20; t++) {
      const q = query();
      const clusters = [t % 12, (t * 5 + 1) % 12, (t * 7 + 3) % 12];
      for (const [locale, product] of [['it', null], ['it', 'alpha'], ['en', 'beta'], ['it', 'gamma']] as const) {
        expect(await cache.scan(q, clusters, { locale, product }, 10)).toEqual(brute(rows, q, clusters, locale, product, 10));
      }
    }
  });

  it('answers null when a probed list is not loaded, [] for a locale it has never seen', async () => {
    const cache = new CodeCache(64 << 20);
    cache.put('it', 0, rows.filter((r) => r.cluster === 0 && r.locale === 'it'));
    expect(await cache.scan(query(), [0, 1], { locale: 'it', product: null }, 5)).toBeNull();
    cache.put('de', 0, []);
    expect(await cache.scan(query(), [0], { locale: 'de', product: null }, 5)).toEqual([]);
  });

  it('patch: changed units leave every list, their rows now join the lists that are loaded', async () => {
    const cache = new CodeCache(64 << 20);
    load(cache, rows, 12);
    const changed = new Set([1000 + 10, 1000 + 11, 1000 + 700]);
    // Unit 1010 is re-indexed with one chunk in another cluster; 1011 is un-served (no rows); 1700 too.
    const moved: CodeRecord = { id: 99_001, unit_id: 1010, cluster: 3, product: 'alpha', locale: 'it', code: randomCode() };
    cache.patch(changed, [moved]);
    const after = [...rows.filter((r) => !changed.has(r.unit_id)), moved];
    for (let t = 0; t < 10; t++) {
      const q = Int8Array.from(new Int8Array(moved.code.buffer));
      if (t > 0) q.set(query());
      const all = Array.from({ length: 12 }, (_, c) => c);
      expect(await cache.scan(q, all, { locale: 'it', product: 'alpha' }, 15)).toEqual(brute(after, q, all, 'it', 'alpha', 15));
    }
    const top = (await cache.scan(Int8Array.from(new Int8Array(moved.code.buffer)), [3], { locale: 'it', product: null }, 1))!;
    expect(top[0].id).toBe(99_001);
  });

  it('patch ignores rows of lists that are not loaded (they are read whole when probed)', async () => {
    const cache = new CodeCache(64 << 20);
    cache.put('it', 0, []);
    cache.patch(new Set([5]), [{ id: 1, unit_id: 5, cluster: 7, product: '', locale: 'it', code: randomCode() }]);
    expect(cache.has('it', 7)).toBe(false);
    expect(cache.size).toBe(1);
  });

  it('keeps within its byte budget by dropping the least recently scanned lists', async () => {
    const perList = rows.filter((r) => r.cluster === 0 && r.locale === 'it').length;
    const cache = new CodeCache(perList * (CODE_DIMS + 10) * 3 + 1000);
    for (let c = 0; c < 3; c++) cache.put('it', c, rows.filter((r) => r.cluster === c && r.locale === 'it'));
    await cache.scan(query(), [0], { locale: 'it', product: null }, 1); // 0 is now the most recent
    cache.put('it', 3, rows.filter((r) => r.cluster === 3 && r.locale === 'it'));
    expect([0, 1, 2, 3].map((c) => cache.has('it', c))).toEqual([true, false, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    // A list larger than the whole budget is not kept (and scans then answer null).
    const tiny = new CodeCache(1000);
    tiny.put('it', 0, rows.slice(0, 10).map((r) => ({ ...r, cluster: 0 })));
    expect(tiny.has('it', 0)).toBe(false);
  });

  it('an exact-scan index is one list', async () => {
    const cache = new CodeCache(64 << 20);
    const exact = rows.filter((r) => r.locale === 'it').map((r) => ({ ...r, cluster: EXACT_LIST }));
    cache.put('it', EXACT_LIST, exact);
    const q = query();
    expect(await cache.scan(q, [EXACT_LIST], { locale: 'it', product: 'beta' }, 8)).toEqual(brute(exact, q, [EXACT_LIST], 'it', 'beta', 8));
  });
});

describe('CodeCache rescoring with half-precision vectors', () => {
  const withVectors = (rows: CodeRecord[], dims = 32) =>
    rows.map((r) => ({ ...r, vector: new Uint8Array(Float32Array.from({ length: dims }, () => rand() - 0.5).buffer) }));
  const cosine = (a: Float32Array, b: Float32Array) => {
    let ab = 0, aa = 0, bb = 0;
    for (let i = 0; i < a.length; i++) (ab += a[i] * b[i]), (aa += a[i] * a[i]), (bb += b[i] * b[i]);
    return ab / Math.sqrt(aa * bb);
  };

  it('rescores the code top-`keep` by cosine with the full vectors, in scope, and survives a patch', async () => {
    const rows = withVectors(makeRows(600, 4));
    const cache = new CodeCache(1 << 24);
    load(cache, rows, 4);
    const q = Int8Array.from(randomCode());
    const vector = Float32Array.from({ length: 32 }, () => rand() - 0.5);
    const floats = new Map(rows.map((r) => [r.id, new Float32Array(r.vector.buffer)]));
    const expected = (from: CodeRecord[]) =>
      brute(from, q, [0, 2], 'it', 'alpha', 50)
        .map((c) => ({ id: c.id, unit_id: c.unit_id, score: cosine(vector, floats.get(c.id)!) }))
        .sort((a, b) => b.score - a.score || a.id - b.id)
        .slice(0, 10);
    const check = (got: Awaited<ReturnType<CodeCache['scanRescored']>>, want: ReturnType<typeof expected>) => {
      expect(got!.map((c) => c.id)).toEqual(want.map((c) => c.id));
      got!.forEach((c, i) => expect(c.score).toBeCloseTo(want[i].score, 2));
    };
    check(await cache.scanRescored(q, [0, 2], { locale: 'it', product: 'alpha' }, 50, vector, 10), expected(rows));
    // a patch re-packs the lists from their records: the vectors come back unchanged
    const changed = new Set([rows[3].unit_id]);
    cache.patch(changed, []);
    check(await cache.scanRescored(q, [0, 2], { locale: 'it', product: 'alpha' }, 50, vector, 10), expected(rows.filter((r) => !changed.has(r.unit_id))));
    // a query vector of another length than the lists' vectors: the caller reads the database
    expect(await cache.scanRescored(q, [0, 2], { locale: 'it', product: null }, 50, new Float32Array(16), 10)).toBeNull();
    expect(cache.bytes).toBeGreaterThan(600 * (CODE_DIMS + 32 * 2) * 0.9);
  });

  it('a list without vectors cannot rescore', async () => {
    const cache = new CodeCache(1 << 24);
    load(cache, makeRows(100, 2), 2);
    expect(await cache.scanRescored(Int8Array.from(randomCode()), [0], { locale: 'it', product: null }, 20, new Float32Array(32), 5)).toBeNull();
    expect(await cache.scan(Int8Array.from(randomCode()), [0], { locale: 'it', product: null }, 5)).not.toBeNull();
  });
});
