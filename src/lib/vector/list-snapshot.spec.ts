import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CodeCache, type CodeRecord } from './code-cache';
import { ListSnapshot, writeSnapshot, type SnapshotRows } from './list-snapshot';
import { mulberry32 } from '../random/seeded-random';
import { CODE_DIMS } from './codes';
import { cosineHalf, packHalf } from './half';
import { floatToBuffer } from './buffers';

const rand = mulberry32(11);
const DIMS = 8;
const dir = mkdtempSync(join(tmpdir(), 'list-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** n rows of one locale over `lists` lists, in id order (as the database scan reads them). */
function rows(n: number, lists: number): CodeRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    unit_id: 500 + Math.floor(i / 3),
    cluster: (i * 7) % lists,
    product: ['alpha', 'beta', ''][i % 3],
    locale: 'it',
    code: Uint8Array.from({ length: CODE_DIMS }, () => (Math.floor(rand() * 255) - 127) & 0xff),
    vector: new Uint8Array(floatToBuffer(Float32Array.from({ length: DIMS }, () => rand() * 2 - 1))),
  }));
}

function snapshotOf(records: CodeRecord[], lists: number, path: string): ListSnapshot {
  const names = ['alpha', 'beta', ''];
  const n = records.length;
  const r: SnapshotRows = {
    n,
    lists: Int32Array.from(records, (x) => x.cluster),
    ids: Int32Array.from(records, (x) => x.id),
    units: Int32Array.from(records, (x) => x.unit_id),
    products: Uint16Array.from(records, (x) => names.indexOf(x.product)),
    codes: new Int8Array(n * CODE_DIMS),
    vectors: new Uint16Array(n * DIMS),
  };
  records.forEach((x, i) => {
    r.codes.set(new Int8Array(x.code.buffer, x.code.byteOffset, CODE_DIMS), i * CODE_DIMS);
    packHalf(new Float32Array(x.vector!.buffer, x.vector!.byteOffset, DIMS), r.vectors, i * DIMS);
  });
  writeSnapshot(path, { installation: 'i', version: 3, dataVersion: 9, locale: 'it', exactScan: false, lists, dims: DIMS, productNames: names }, r);
  return ListSnapshot.open(path);
}

const query = () => Int8Array.from({ length: CODE_DIMS }, () => Math.floor(rand() * 255) - 127);
const vectorQuery = () => Float32Array.from({ length: DIMS }, () => rand() * 2 - 1);

describe('list snapshots', () => {
  const records = rows(900, 6);

  it('group the rows by list and keep each list in the order given', async () => {
    const snapshot = snapshotOf(records, 6, join(dir, 'a.snap'));
    expect(snapshot.meta).toMatchObject({ n: 900, lists: 6, dataVersion: 9, dims: DIMS });
    for (let c = 0; c < 6; c++) {
      const ids = Array.from(snapshot.ids.subarray(snapshot.offsets[c], snapshot.offsets[c + 1]));
      expect(ids).toEqual(records.filter((r) => r.cluster === c).map((r) => r.id));
    }
    snapshot.close();
  });

  it('answer scans, rescoring (vectors read from the file) and patches as the in-memory lists do', async () => {
    const memory = new CodeCache(64 << 20);
    for (let c = 0; c < 6; c++) memory.put('it', c, records.filter((r) => r.cluster === c));
    const mapped = new CodeCache(64 << 20);
    expect(mapped.adopt(snapshotOf(records, 6, join(dir, 'b.snap')))).toBe(true);
    // vectors are not held in memory: only codes, ids, units and products count
    expect(mapped.bytes).toBeLessThan(memory.bytes);
    for (let t = 0; t < 10; t++) {
      const q = query();
      const v = vectorQuery();
      const lists = [t % 6, (t + 2) % 6];
      for (const scope of [{ locale: 'it', product: null }, { locale: 'it', product: 'beta' }]) {
        expect(await mapped.scan(q, lists, scope, 10)).toEqual(await memory.scan(q, lists, scope, 10));
        expect(await mapped.scanRescored(q, lists, scope, 40, v, 10)).toEqual(await memory.scanRescored(q, lists, scope, 40, v, 10));
      }
    }
    const changed = new Set([500, 501]);
    const replacement = rows(3, 6).map((r, i) => ({ ...r, id: 5000 + i, unit_id: 500 }));
    memory.patch(changed, replacement);
    mapped.patch(changed, replacement);
    const q = query();
    const v = vectorQuery();
    expect(await mapped.scanRescored(q, [0, 1, 2, 3, 4, 5], { locale: 'it', product: null }, 100, v, 20)).toEqual(
      await memory.scanRescored(q, [0, 1, 2, 3, 4, 5], { locale: 'it', product: null }, 100, v, 20),
    );
    mapped.clear();
  });

  it("give a unit's best cosine from the file, and name the units changed since as missing", () => {
    const cache = new CodeCache(64 << 20);
    cache.adopt(snapshotOf(records, 6, join(dir, 'c.snap')));
    const v = vectorQuery();
    const best = (unit: number, product: string | null) => {
      const mine = records.filter((r) => r.unit_id === unit && (product === null || r.product === product || r.product === ''));
      if (mine.length === 0) return undefined;
      return Math.max(
        ...mine.map((r) => {
          const h = new Uint16Array(DIMS);
          packHalf(new Float32Array(r.vector!.buffer, r.vector!.byteOffset, DIMS), h, 0);
          return cosineHalf(v, h, 0, DIMS);
        }),
      );
    };
    const { cosines, missing } = cache.unitCosines(v, [500, 610, 799], { locale: 'it', product: null });
    expect(missing).toEqual([]);
    for (const unit of [500, 610, 799]) expect(cosines.get(unit)).toBeCloseTo(best(unit, null)!, 6);
    const scoped = cache.unitCosines(v, [501], { locale: 'it', product: 'alpha' });
    expect(scoped.cosines.get(501)).toBeCloseTo(best(501, 'alpha')!, 6);
    cache.patch(new Set([610]), []);
    expect(cache.unitCosines(v, [500, 610], { locale: 'it', product: null }).missing).toEqual([610]);
    expect(cache.unitCosines(v, [500], { locale: 'en', product: null }).missing).toEqual([500]);
    cache.clear();
  });

  it('read any rows\' vectors in one batch (any order, repeats, neighbours and far rows) as one read per row does', () => {
    const snapshot = snapshotOf(records, 6, join(dir, 'd.snap'));
    const one = (row: number) => {
      const out = new Uint16Array(DIMS);
      snapshot.readVector(row, out);
      return Array.from(out);
    };
    for (const rows of [[5], [899, 0, 450, 451, 452, 2, 0, 898, 300], Array.from({ length: 120 }, () => Math.floor(rand() * 900)), []]) {
      const out = new Uint16Array(rows.length * DIMS + 3).fill(7);
      snapshot.readVectors(Int32Array.from(rows), rows.length, out);
      rows.forEach((row, i) => expect(Array.from(out.subarray(i * DIMS, (i + 1) * DIMS))).toEqual(one(row)));
      expect(Array.from(out.subarray(rows.length * DIMS))).toEqual([7, 7, 7]);
    }
    expect(() => snapshot.readVectors([900], 1, new Uint16Array(DIMS))).toThrow(/truncated/);
    snapshot.close();
    expect(() => snapshot.readVectors([1], 1, new Uint16Array(DIMS))).toThrow(/closed/);
  });

  it('read the whole vector section once in the background, and stop quietly when closed', async () => {
    const snapshot = snapshotOf(records, 6, join(dir, 'e.snap'));
    await expect(snapshot.prefetchVectors(1000)).resolves.toBe(900 * DIMS * 2);
    const closing = snapshot.prefetchVectors(64);
    snapshot.close();
    await expect(closing).resolves.toBeLessThan(900 * DIMS * 2);
  });
});
