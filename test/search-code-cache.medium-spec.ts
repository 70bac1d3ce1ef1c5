import { ClusteringService } from '../src/modules/search/clustering.service';
import { CodeCacheService } from '../src/modules/search/code-cache.service';
import { IndexingService } from '../src/modules/search/indexing.service';
import { IndexStateService } from '../src/modules/search/index-state.service';
import { SearchRepository, type SearchScope } from '../src/modules/search/search.repository';
import { SearchService } from '../src/modules/search/search.service';
import { dbOf, useReaderAndWriter } from './utils/test-app';
import { codesOfUnits, importAndIndex } from './utils/search-units';

/**
 * Two API instances stand for two processes sharing one database: `reader` keeps its codes in
 * memory and must stay exact while `writer` changes the index.
 */
describe('search: in-memory code lists stay exact across processes (real MariaDB/MySQL)', () => {
  const apps = useReaderAndWriter({ SEARCH_CODE_CACHE_MB: '64', SEARCH_SNAPSHOT_DIR: 'none' });

  const load = importAndIndex;
  const codesOf = (unitIds: number[]) => codesOfUnits(apps.writer, unitIds);

  const SCOPES: SearchScope[] = [
    { locale: 'it', product: null },
    { locale: 'it', product: 'alpha' },
    { locale: 'it', product: 'beta' },
    { locale: 'en', product: null },
  ];

  /** The reader's answers from memory equal the database path's, for every scope. */
  async function expectExact(queries: Int8Array[], k = 15): Promise<void> {
    const search = apps.reader.get(SearchService);
    const index = await apps.reader.get(IndexStateService).current();
    for (const code of queries) {
      for (const scope of SCOPES) {
        // Two probes of the six lists: the scan covers part of the index, as at scale.
        const fromDb = await search.semanticChunks(code, index, scope, k, 2, true);
        expect(await search.semanticChunks(code, index, scope, k, 2)).toEqual(fromDb);
      }
    }
  }

  const unitsIn = async (code: Int8Array) => {
    const index = await apps.reader.get(IndexStateService).current();
    return (await apps.reader.get(SearchService).semanticChunks(code, index, { locale: 'it', product: null }, 40)).map((c) => c.unit_id);
  };

  /** Units of the top chunks from memory only (null would mean it fell back to the database). */
  const unitsInMemory = async (code: Int8Array) => {
    const index = await apps.reader.get(IndexStateService).current();
    const all = Array.from({ length: index.clusters }, (_, c) => c);
    const top = await apps.reader.get(CodeCacheService).topChunks(code, index, all, { locale: 'it', product: null }, 40);
    expect(top).not.toBeNull();
    return top!.map((c) => c.unit_id);
  };

  it('answers exactly what the database answers, scanned whole and with IVF, and uses its memory for it', async () => {
    const ids = await load(apps.writer, 0, 90);
    // Another spec may have left an IVF index behind: a small index is scanned whole.
    expect((await apps.writer.get(ClusteringService).cluster()).mode).toBe('exact');
    apps.reader.get(IndexStateService).invalidate();
    const queries = await codesOf(ids.filter((_, i) => i % 9 === 0));
    await expectExact(queries);
    expect(apps.reader.get(CodeCacheService).stats.lists).toBe(2); // the exact list, per locale asked
    await apps.writer.get(ClusteringService).cluster({ clusters: 6 });
    apps.reader.get(IndexStateService).invalidate();
    await expectExact(queries);
    await apps.reader.get(SearchService).warmCodeCache();
    const db = dbOf(apps.writer);
    for (let c = 0; c < 6; c++) {
      // Every list is now in memory: a scan of each answers without the database.
      expect(await apps.reader.get(CodeCacheService).topChunks(queries[0], await apps.reader.get(IndexStateService).current(), [c], SCOPES[0], 3)).not.toBeNull();
    }
    expect(apps.reader.get(CodeCacheService).stats.bytes).toBeGreaterThan(Number((await db.selectFrom('knowledge_chunks').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n) * 256);
  });

  it("another process's changes are seen by the very next search: un-served, re-indexed, new units", async () => {
    const ids = await load(apps.writer, 0, 90);
    await apps.writer.get(ClusteringService).cluster({ clusters: 6 });
    apps.reader.get(IndexStateService).invalidate();
    await apps.reader.get(SearchService).warmCodeCache();
    const [hidden, edited] = [ids[4], ids[5]];
    const [hiddenCode] = await codesOf([hidden]);
    expect(await unitsIn(hiddenCode)).toContain(hidden);

    await apps.writer.get(SearchRepository).setUnitServed(hidden, false);
    expect(await unitsInMemory(hiddenCode)).not.toContain(hidden);
    expect(await unitsIn(hiddenCode)).not.toContain(hidden);

    await dbOf(apps.writer).updateTable('knowledge_units').set({ problem: 'Stampante fiscale non risponde dopo il cambio rotolo' }).where('id', '=', edited).execute();
    await apps.writer.get(IndexingService).indexUnit(edited);
    const [added] = await load(apps.writer, 500, 1);
    const [editedCode] = await codesOf([edited]);
    const [addedCode] = await codesOf([added]);
    expect((await unitsIn(editedCode))[0]).toBe(edited);
    expect(await unitsIn(addedCode)).toContain(added);
    expect(await unitsInMemory(addedCode)).toContain(added);
    expect((await unitsInMemory(editedCode))[0]).toBe(edited);
    await expectExact([hiddenCode, editedCode, addedCode, ...(await codesOf(ids.slice(20, 24)))]);
  });

  it('a new clustering is never mixed with lists of the old one; pruned change records empty the lists', async () => {
    const ids = await load(apps.writer, 0, 90);
    await apps.writer.get(ClusteringService).cluster({ clusters: 6 });
    apps.reader.get(IndexStateService).invalidate();
    await apps.reader.get(SearchService).warmCodeCache();
    const queries = await codesOf(ids.slice(0, 6));
    const stale = await apps.reader.get(IndexStateService).current();
    await apps.writer.get(ClusteringService).cluster({ clusters: 5 });
    // The reader still holds the old centroids: memory must not answer for them.
    expect(await apps.reader.get(CodeCacheService).topChunks(queries[0], stale, [0, 1], SCOPES[0], 5)).toBeNull();
    apps.reader.get(IndexStateService).invalidate();
    await expectExact(queries);

    // Two changes, the first one's record pruned before the reader saw it: it cannot patch, it reloads.
    await apps.writer.get(SearchRepository).setUnitServed(ids[0], false);
    await apps.writer.get(SearchRepository).pruneChanges(new Date(Date.now() + 60_000));
    await apps.writer.get(SearchRepository).setUnitServed(ids[1], false);
    expect(await unitsIn(queries[0])).not.toContain(ids[0]);
    await expectExact(queries);
  });

  // Found by review: both reproduced against MariaDB before the fix.
  it('a chunk written with a stale cluster id while the index turned to exact scan stays found from memory', async () => {
    const ids = await load(apps.writer, 0, 30);
    await apps.writer.get(ClusteringService).cluster({ clusters: 3 });
    apps.writer.get(IndexStateService).invalidate();
    const victim = ids[7];
    const repository = apps.writer.get(SearchRepository);
    const existingChunks = repository.existingChunks.bind(repository);
    // The indexer reads the unit's chunks (IVF cluster ids); meanwhile the index becomes an exact
    // scan and the reader loads its exact list; then the indexer writes the chunks back as they were.
    const spy = jest.spyOn(repository, 'existingChunks').mockImplementationOnce(async (unitId: number) => {
      const rows = await existingChunks(unitId);
      await repository.clearClusters(30, (await repository.indexState()).projection, { nprobe: 0, measured_recall: null, recall_target: null, recall_queries: 0 });
      apps.reader.get(IndexStateService).invalidate();
      const index = await apps.reader.get(IndexStateService).current();
      expect(await apps.reader.get(CodeCacheService).topChunks((await codesOf([victim]))[0], index, [], SCOPES[0], 40)).not.toBeNull();
      return rows;
    });
    try {
      await apps.writer.get(IndexingService).indexUnit(victim);
    } finally {
      spy.mockRestore();
    }
    expect((await unitsInMemory((await codesOf([victim]))[0]))).toContain(victim);
    await expectExact(await codesOf([victim, ids[8]]));
  });

  it('one scan never mixes two moments: a unit moved between clusters while a list loads is not listed twice', async () => {
    const ids = await load(apps.writer, 0, 30);
    await apps.writer.get(ClusteringService).cluster({ clusters: 3 });
    apps.reader.get(IndexStateService).invalidate();
    const index = await apps.reader.get(IndexStateService).current();
    const victim = ids[3];
    const [code] = await codesOf([victim]);
    const c1 = (await apps.writer.get(SearchRepository).existingChunks(victim))[0].cluster_id!;
    const c2 = (c1 + 1) % 3;
    const cache = apps.reader.get(CodeCacheService);
    expect(await cache.topChunks(code, index, [c1], SCOPES[0], 40)).not.toBeNull(); // c1 in memory, c2 not
    const readerRepository = apps.reader.get(SearchRepository);
    const versions = readerRepository.versions.bind(readerRepository);
    // Right after this search read the change number, another process moves the unit to c2.
    const spy = jest.spyOn(readerRepository, 'versions').mockImplementationOnce(async () => {
      const read = await versions();
      const rows = await dbOf(apps.writer).selectFrom('knowledge_chunks').selectAll().where('unit_id', '=', victim).execute();
      await apps.writer.get(SearchRepository).replaceChunks(
        victim,
        rows.map(({ id: _id, created_at: _created, updated_at: _updated, ...row }) => ({ ...row, cluster_id: c2 })),
      );
      return read;
    });
    let top;
    try {
      top = await cache.topChunks(code, index, [c1, c2], SCOPES[0], 40);
    } finally {
      spy.mockRestore();
    }
    const live = new Set((await readerRepository.codesInClusters([c1, c2], SCOPES[0])).map((r) => r.id));
    expect(top).not.toBeNull();
    expect(top!.filter((c) => !live.has(c.id))).toEqual([]);
    expect(new Set(top!.map((c) => c.id)).size).toBe(top!.length);
  });

  it('concurrent first searches of a list read it from the database once', async () => {
    const ids = await load(apps.writer, 0, 30);
    await apps.writer.get(ClusteringService).cluster({ clusters: 3 });
    apps.reader.get(IndexStateService).invalidate();
    const index = await apps.reader.get(IndexStateService).current();
    const [code] = await codesOf([ids[0]]);
    await apps.reader.get(CodeCacheService).topChunks(code, index, [], SCOPES[0], 1); // syncs, loads nothing
    const spy = jest.spyOn(apps.reader.get(SearchRepository), 'servedCodesSnapshot');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => apps.reader.get(CodeCacheService).topChunks(code, index, [0, 1, 2], SCOPES[0], 10)));
      expect(spy).toHaveBeenCalledTimes(1);
      expect(answers.every((a) => a !== null && JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
