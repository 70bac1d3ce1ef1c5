import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ClusteringService } from '../src/modules/search/clustering.service';
import { CodeCacheService } from '../src/modules/search/code-cache.service';
import { IndexingService } from '../src/modules/search/indexing.service';
import { IndexStateService } from '../src/modules/search/index-state.service';
import { LexicalIndexService } from '../src/modules/search/lexical-index.service';
import { ProbeTuningService } from '../src/modules/search/probe-tuning.service';
import { SearchRepository, type SearchScope } from '../src/modules/search/search.repository';
import { SearchService } from '../src/modules/search/search.service';
import { chooseNprobe } from '../src/lib/vector/probe-recall';
import { ListSnapshot } from '../src/lib/vector/list-snapshot';
import { dbOf, startApi, useReaderAndWriter } from './utils/test-app';
import { codesOfUnits, importAndIndex } from './utils/search-units';
import { waitFor } from './utils/wait-for';

const SNAPSHOTS = mkdtempSync(join(tmpdir(), 'search-snapshots-'));

const SCOPES: SearchScope[] = [
  { locale: 'it', product: null },
  { locale: 'it', product: 'alpha' },
];

/**
 * Issue 33 on the real database: kb:cluster measures recall and the search probes what it chose;
 * a second process starts from the host's snapshot files and answers exactly what the database does.
 */
describe('search: measured nprobe and host snapshots (real MariaDB/MySQL)', () => {
  const apps = useReaderAndWriter({ SEARCH_CODE_CACHE_MB: '64', SEARCH_SNAPSHOT_DIR: SNAPSHOTS, SEARCH_RECALL_QUERIES: '40' });

  const load = importAndIndex;
  const codesOf = (unitIds: number[]) => codesOfUnits(apps.writer, unitIds);

  it('kb:cluster stores the nprobe it measured; searches probe it and /metrics shows it', async () => {
    await load(apps.writer, 0, 120);
    const report = await apps.writer.get(ClusteringService).cluster({ clusters: 8 });
    expect(report.recall_queries).toBe(40);
    expect(report.measured_recall).not.toBeNull();
    expect(report.recall_curve.map((l) => l.nprobe)).toEqual([1, 2, 3, 4, 6, 8]);
    const state = await apps.writer.get(SearchRepository).indexState();
    expect(state).toMatchObject({ nprobe: report.nprobe, measured_recall: report.measured_recall, recall_target: 0.97, recall_queries: 40 });
    apps.reader.get(IndexStateService).invalidate();
    const index = await apps.reader.get(IndexStateService).current();
    if (report.mode === 'ivf') {
      expect(report.nprobe).toBeGreaterThan(0);
      expect(report.measured_recall!).toBeGreaterThanOrEqual(0.97);
      // not the ⌈√K⌉ formula (3 for K = 8) unless the measurement happened to land on it
      expect(apps.reader.get(SearchService).nprobe(index)).toBe(report.nprobe);
    } else {
      expect(index.exactScan).toBe(true);
    }
    const metrics = (await request(apps.reader.getHttpServer()).get('/metrics').expect(200)).text;
    expect(metrics).toMatch(new RegExp(`^distillo_search_nprobe ${report.mode === 'ivf' ? report.nprobe : 0}$`, 'm'));
    expect(metrics).toMatch(new RegExp(`^distillo_search_measured_recall ${report.measured_recall}$`, 'm'));
    expect(metrics).toMatch(/^distillo_search_recall_target 0\.97$/m);
  });

  it('with K given, the lists stay and every one is probed when only that reaches the target', async () => {
    await load(apps.writer, 0, 120);
    const tuning = apps.writer.get(ProbeTuningService);
    const measure = tuning.measure.bind(tuning);
    // The measurement as made, with the curve uniform data gives (the target only at every list).
    const spy = jest.spyOn(tuning, 'measure').mockImplementationOnce(async (input) => {
      const real = await measure(input);
      const curve = real.curve.map((l, i, all) => ({ ...l, recall: i === all.length - 1 ? 1 : 0.3 }));
      return { ...real, ...chooseNprobe(curve, real.target, 0.5, input.keepLists) };
    });
    const report = await apps.writer.get(ClusteringService).cluster({ clusters: 8 });
    expect(spy.mock.calls[0][0].keepLists).toBe(true);
    expect(report).toMatchObject({ mode: 'ivf', nprobe: 8, measured_recall: 1 });
    expect(await apps.writer.get(SearchRepository).indexState()).toMatchObject({ exact_scan: false, clusters: 8, nprobe: 8, measured_recall: 1 });
  });

  it('a new process starts from the snapshot files the first one wrote, and stays exact after changes', async () => {
    const ids = await load(apps.writer, 0, 120);
    await apps.writer.get(ClusteringService).cluster({ clusters: 8 });
    apps.reader.get(IndexStateService).invalidate();
    expect(await apps.reader.get(SearchService).warmCodeCache()).toBe(8);
    const index = await apps.reader.get(IndexStateService).current();
    const files = readdirSync(SNAPSHOTS);
    expect(files.filter((f) => f.startsWith(`lists-`) && f.includes(`-v${index.version}-`))).toHaveLength(1);
    expect(files.filter((f) => f.startsWith('lexical-'))).toHaveLength(1);

    // A change after the snapshot: the new process must patch it in.
    const edited = ids[7];
    await dbOf(apps.writer).updateTable('knowledge_units').set({ problem: 'Stampante fiscale non risponde dopo il cambio rotolo' }).where('id', '=', edited).execute();
    await apps.writer.get(IndexingService).indexUnit(edited);
    await apps.writer.get(SearchRepository).setUnitServed(ids[8], false);

    const fresh = await startApi();
    try {
      const repository = fresh.get(SearchRepository);
      const scans = jest.spyOn(repository, 'servedCodesScan');
      const snapshotReads = jest.spyOn(repository, 'lexicalSnapshot');
      const lists = jest.spyOn(repository, 'servedCodesSnapshot');
      const prefetch = jest.spyOn(ListSnapshot.prototype, 'prefetchVectors');
      expect(await fresh.get(SearchService).warmCodeCache()).toBe(8);
      expect(fresh.get(LexicalIndexService).stats.ready).toBe(true);
      // The snapshot's vector section read once, whole, into the page cache, in the background.
      await fresh.get(CodeCacheService).vectorsPrefetched;
      expect(prefetch).toHaveBeenCalledTimes(1);
      const snapshot = prefetch.mock.contexts[0] as ListSnapshot;
      await expect(prefetch.mock.results[0].value).resolves.toBe(snapshot.meta.n * snapshot.meta.dims * 2);
      expect(snapshot.meta.n * snapshot.meta.dims).toBeGreaterThan(0);
      prefetch.mockRestore();
      // Nothing read from the database but the few changed units.
      expect(scans).not.toHaveBeenCalled();
      expect(snapshotReads).not.toHaveBeenCalled();
      expect(lists).not.toHaveBeenCalled();
      const search = fresh.get(SearchService);
      const freshIndex = await fresh.get(IndexStateService).current();
      for (const code of await codesOf([edited, ids[8], ids[20], ids[55]])) {
        for (const scope of SCOPES) {
          const fromDb = await search.semanticChunks(code, freshIndex, scope, 15, 2, true);
          expect(await fresh.get(CodeCacheService).topChunks(code, freshIndex, Array.from({ length: 8 }, (_, c) => c), scope, 15)).not.toBeNull();
          expect(await search.semanticChunks(code, freshIndex, scope, 15, 2)).toEqual(fromDb);
        }
      }
      for (const q of ['stampante fiscale rotolo', 'errore modulo magazzino', 'campo listini salvare']) {
        // Exactly what the process that read the database holds (FULLTEXT itself is not compared:
        // its N and df lag behind a delete for a moment, which moves its scores and ties).
        const inMemory = await search.lexicalChunks(q, SCOPES[0], 40);
        expect(inMemory.length).toBeGreaterThan(0);
        expect(inMemory).toEqual(await apps.reader.get(SearchService).lexicalChunks(q, SCOPES[0], 40));
        // The whole search: the finalists' cosines from the snapshot's vectors match the database's.
        const mine = (await search.search({ q, product: null, locale: 'it', limit: 10 })).results;
        const reader = (await apps.reader.get(SearchService).search({ q, product: null, locale: 'it', limit: 10 })).results;
        expect(mine.map((r) => r.unit_id)).toEqual(reader.map((r) => r.unit_id));
        mine.forEach((r, i) => expect(r.cosine).toBeCloseTo(reader[i].cosine, 2));
        expect(mine.map((r) => r.unit_id)).not.toContain(ids[8]);
      }
    } finally {
      await fresh.close();
    }
  });

  it('after a new clustering, a process that warmed takes a snapshot of the new index in the background', async () => {
    const ids = await load(apps.writer, 0, 120);
    await apps.writer.get(ClusteringService).cluster({ clusters: 8 });
    apps.reader.get(IndexStateService).invalidate();
    await apps.reader.get(SearchService).warmCodeCache();
    await apps.writer.get(ClusteringService).cluster({ clusters: 6 });
    apps.reader.get(IndexStateService).invalidate();
    const index = await apps.reader.get(IndexStateService).current();
    const [code] = await codesOf([ids[3]]);
    const search = apps.reader.get(SearchService);
    const fromDb = await search.semanticChunks(code, index, SCOPES[0], 15, 2, true);
    // The first search after the swap answers (from the database while the snapshot is made) …
    expect(await search.semanticChunks(code, index, SCOPES[0], 15, 2)).toEqual(fromDb);
    // … and soon every list of the new index is in memory, from a snapshot file of its version.
    await waitFor(async () => apps.reader.get(CodeCacheService).stats.lists === 6, { timeoutMs: 20_000, what: 'the new index in memory' });
    expect(readdirSync(SNAPSHOTS).filter((f) => f.startsWith('lists-') && f.includes(`-v${index.version}-`))).toHaveLength(1);
    expect(await apps.reader.get(CodeCacheService).topChunks(code, index, [0, 1, 2, 3, 4, 5], SCOPES[0], 15)).not.toBeNull();
    expect(await search.semanticChunks(code, index, SCOPES[0], 15, 2)).toEqual(fromDb);
  });
});
