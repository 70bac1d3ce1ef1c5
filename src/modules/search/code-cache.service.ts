import { Inject, Injectable, Logger } from '@nestjs/common';
import { searchSnapshotDir, type AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import type { LoadedIndex } from './index-state.service';
import { SearchRepository, type IndexVersions, type SearchScope, type ServedCodeRow } from './search.repository';
import { CodeCache, EXACT_LIST, type CodeRecord, type ScoredChunk } from '../../lib/vector/code-cache';
import { ListSnapshot, writeSnapshot } from '../../lib/vector/list-snapshot';
import { ensureDir, findSnapshots, removeOlderSnapshots, snapshotPath, SnapshotRowsBuilder, type SnapshotKey } from './snapshot-files';

/** More changed units than this since the last search: reload lists on demand instead of patching. */
const MAX_PATCH_UNITS = 1000;

/**
 * Keeps probed clusters' codes in this process ({@link CodeCache}) and exact: before each scan it
 * reads the chunks' change number (one primary-key read) and, when it moved, re-reads only the
 * changed units' served codes. A clustering swap (new version) empties it. It answers null when
 * it cannot answer exactly (disabled, or the index this process holds is not the database's yet):
 * the caller then reads the codes from the database as before.
 */
@Injectable()
export class CodeCacheService {
  private readonly cache: CodeCache | null;
  private readonly logger = new Logger(CodeCacheService.name);
  /** What the lists belong to: the database (its installation id), the clustering and its mode. */
  private installation = '';
  private indexVersion = -1;
  private exactScan = true;
  /** The change number every cached list reflects. */
  private dataVersion = -1;
  private syncing: Promise<void> | undefined;
  /** The lists keep each chunk's full vector (half precision) for the semantic branch's rescoring. */
  private readonly withVectors: boolean;
  /** Lists being read from the database, by installation, clustering, locale and cluster. */
  private readonly loading = new Map<string, Promise<void>>();
  /** Where this database's list snapshots are on this host ('' = none: lists are read from the database). */
  private readonly snapshotDir: string;
  /** While a snapshot is read or built, searches answer from the database instead of loading lists. */
  private warming = false;
  /** The index version this process last warmed from a snapshot (or started to); -1: it never warmed (no API start). */
  private warmedVersion = -1;
  /** The background read of the last adopted snapshots' vectors (the bench waits for it). */
  vectorsPrefetched: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: SearchRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = config.SEARCH_CODE_CACHE_MB > 0 ? new CodeCache(config.SEARCH_CODE_CACHE_MB * 1048576) : null;
    this.withVectors = config.SEARCH_RESCORE_VECTORS === 'memory' && config.SEARCH_RESCORE_CANDIDATES > 0;
    this.snapshotDir = searchSnapshotDir(config);
  }

  /** Empties the lists (the bench measures a load from nothing). */
  reset(): void {
    this.cache?.clear();
  }

  get stats(): { lists: number; bytes: number } {
    return { lists: this.cache?.size ?? 0, bytes: this.cache?.bytes ?? 0 };
  }

  get enabled(): boolean {
    return this.cache !== null;
  }

  /** The top `k` chunks in scope over `clusters` (ignored in exact-scan mode), or null (see above). */
  async topChunks(
    code: Int8Array,
    index: LoadedIndex,
    clusters: ArrayLike<number>,
    scope: SearchScope,
    k: number,
    state?: IndexVersions,
  ): Promise<ScoredChunk[] | null> {
    return this.answer(index, clusters, scope, (cache, lists) => cache.scan(code, lists, scope, k), state);
  }

  /**
   * The top `keep` chunks by code, rescored with their full vectors held in memory, best `k` by
   * cosine; null when the lists keep no vectors (SEARCH_RESCORE_VECTORS=database) or as above.
   */
  async topChunksRescored(
    code: Int8Array,
    vector: Float32Array,
    index: LoadedIndex,
    clusters: ArrayLike<number>,
    scope: SearchScope,
    keep: number,
    k: number,
    state?: IndexVersions,
  ): Promise<ScoredChunk[] | null> {
    if (!this.withVectors) return null;
    return this.answer(index, clusters, scope, (cache, lists) => cache.scanRescored(code, lists, scope, keep, vector, k), state);
  }

  private async answer(
    index: LoadedIndex,
    clusters: ArrayLike<number>,
    scope: SearchScope,
    scan: (cache: CodeCache, lists: number[]) => Promise<ScoredChunk[] | null>,
    /** The versions this search read at its start (else read now). */
    read?: IndexVersions,
  ): Promise<ScoredChunk[] | null> {
    const cache = this.cache;
    if (!cache) return null;
    try {
      const state = read ?? (await this.repository.versions());
      // This process's index is not the database's yet (it reloads within seconds), or this
      // answer is older than what a concurrent search already moved the lists to.
      if (state.version !== index.version || (state.installation === this.installation && state.version < this.indexVersion)) return null;
      await this.sync(state.installation, index, state.data_version);
      if (!this.holds(state.installation, index)) return null;
      // A new clustering since this process warmed: take the host's snapshot of it (or write one)
      // in the background, answering from the database meanwhile, rather than list by list.
      if (this.snapshotDir && this.warmedVersion >= 0 && this.warmedVersion !== index.version && !this.warming) {
        this.warmedVersion = index.version;
        void this.warm(index).catch((error: unknown) => this.logger.warn(`list snapshot not loaded: ${error instanceof Error ? error.message : String(error)}`));
      }
      const lists = index.exactScan ? [EXACT_LIST] : Array.from(clusters);
      // Usually every probed list is here already: scan first, look for the missing ones only if not.
      const answered = await scan(cache, lists);
      if (answered) return answered;
      const missing = lists.filter((c) => !cache.has(scope.locale, c));
      if (missing.length > 0 && this.warming) return null;
      if (missing.length > 0) await this.loadOnce(state.installation, index, scope.locale, missing);
      // null only if the budget could not hold all probed lists at once: read them from the database.
      return scan(cache, lists);
    } catch (error) {
      // The lists are an optimisation: whatever went wrong, forget them and answer from the database.
      this.logger.warn(`in-memory code lists dropped: ${error instanceof Error ? error.message : String(error)}`);
      this.forget();
      return null;
    }
  }

  /**
   * The best cosine of each unit's chunks in scope from the host's snapshot vectors, when the lists
   * hold the change number this search read (`state`); the units it cannot answer for are `missing`.
   */
  unitCosines(vector: Float32Array, unitIds: number[], index: LoadedIndex, scope: SearchScope, state?: IndexVersions): { cosines: Map<number, number>; missing: number[] } {
    const none = { cosines: new Map<number, number>(), missing: unitIds };
    if (!this.cache || !state || unitIds.length === 0 || !this.holds(state.installation, index) || this.dataVersion !== state.data_version) return none;
    try {
      return this.cache.unitCosines(vector, unitIds, scope);
    } catch (error) {
      this.logger.warn(`snapshot vectors not read: ${error instanceof Error ? error.message : String(error)}`);
      return none;
    }
  }

  /**
   * Loads every list of every locale (as far as the budget goes) so that the first searches do
   * not pay for it; the API calls it in the background at start. Returns the lists loaded.
   */
  async warm(index: LoadedIndex, clustersPerRead = 200): Promise<number> {
    const cache = this.cache;
    if (!cache) return 0;
    if (this.snapshotDir) {
      this.warmedVersion = index.version;
      this.warming = true;
      try {
        const adopted = await this.warmFromSnapshot(index);
        if (adopted !== null) return adopted;
      } catch (error) {
        this.logger.warn(`list snapshot not used: ${error instanceof Error ? error.message : String(error)}`);
        cache.clear();
      } finally {
        this.warming = false;
      }
    }
    let loaded = 0;
    for (const locale of await this.repository.servedLocales()) {
      const all = index.exactScan ? [EXACT_LIST] : Array.from({ length: index.clusters }, (_, c) => c);
      for (let start = 0; start < all.length; start += clustersPerRead) {
        if (cache.bytes >= cache.maxBytes * 0.95) return loaded;
        const batch = all.slice(start, start + clustersPerRead).filter((c) => !cache.has(locale, c));
        const state = await this.repository.versions();
        if (state.version !== index.version) return loaded;
        await this.sync(state.installation, index, state.data_version);
        loaded += await this.load(state.installation, index, locale, batch);
      }
    }
    return loaded;
  }

  /**
   * Every list of every locale from this host's snapshot of the index version (built from one
   * sequential scan of the database when there is none yet), brought to the database's change
   * number with the change records. Null: not possible (budget, index changed): the caller loads
   * lists from the database as before.
   */
  private async warmFromSnapshot(index: LoadedIndex): Promise<number | null> {
    const cache = this.cache!;
    const first = await this.repository.versions();
    if (first.version !== index.version) return null;
    const key: SnapshotKey = { kind: 'lists', installation: first.installation, version: index.version };
    const locales = await this.repository.servedLocales();
    for (let attempt = 0; attempt < 2; attempt++) {
      const state = attempt === 0 ? first : await this.repository.versions();
      let found = locales.length > 0 ? findSnapshots(this.snapshotDir, key, locales) : null;
      // A file newer than the database (restored from a backup): not this database's state.
      if (found && found.dataVersion > state.data_version) found = null;
      if (!found) {
        if (attempt > 0 || !(await this.buildSnapshot(key, index))) return null;
        continue;
      }
      const snapshots = locales.map((locale) => ListSnapshot.open(found.paths.get(locale)!));
      cache.clear();
      if (!snapshots.every((snapshot) => snapshot.meta.exactScan === index.exactScan && cache.adopt(snapshot))) {
        snapshots.forEach((snapshot) => snapshot.close());
        cache.clear();
        return null;
      }
      this.prefetch(snapshots);
      this.installation = state.installation;
      this.indexVersion = index.version;
      this.exactScan = index.exactScan;
      this.dataVersion = found.dataVersion;
      const now = await this.repository.versions();
      if (now.version !== index.version) return null;
      await this.sync(now.installation, index, now.data_version);
      // Too far behind to patch (the cache was emptied): build a new snapshot once.
      if (cache.size > 0 || attempt > 0) return cache.size;
      if (!(await this.buildSnapshot(key, index))) return null;
    }
    return cache.size;
  }

  /**
   * Reads the adopted snapshots' vector sections once, sequentially, in the background: the
   * rescoring then reads its candidates from the page cache rather than the disk (see
   * {@link ListSnapshot.prefetchVectors}). Searches are exact meanwhile, only slower.
   */
  private prefetch(snapshots: ListSnapshot[]): void {
    const started = performance.now();
    this.vectorsPrefetched = (async () => {
      let bytes = 0;
      for (const snapshot of snapshots) bytes += await snapshot.prefetchVectors();
      if (bytes > 0) this.logger.log(`snapshot vectors read into the page cache (${Math.round(bytes / 1048576)} MB, ${Math.round(performance.now() - started)} ms)`);
    })().catch((error: unknown) => this.logger.warn(`snapshot vectors not prefetched: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** Writes this host's snapshot of the served lists (every locale) from one sequential scan. */
  private async buildSnapshot(key: SnapshotKey, index: LoadedIndex): Promise<boolean> {
    const builders = new Map<string, SnapshotRowsBuilder>();
    let counts = new Map<string, number>();
    let fits = true;
    const started = performance.now();
    const dataVersion = await this.repository.servedCodesScan(
      this.withVectors,
      5000,
      (c) => (counts = c),
      (rows) => {
        for (const row of rows) {
          if (!fits) return;
          let builder = builders.get(row.locale);
          if (!builder) {
            builder = new SnapshotRowsBuilder(counts.get(row.locale) ?? 0, this.withVectors ? (row.embedding?.byteLength ?? 0) / 4 : 0, index.exactScan);
            builders.set(row.locale, builder);
          }
          fits = builder.add(row);
        }
      },
    );
    if (!fits) {
      this.logger.warn('list snapshot not built: a chunk without a code, a cluster or a vector of the common length');
      return false;
    }
    ensureDir(this.snapshotDir);
    for (const [locale, builder] of builders) {
      writeSnapshot(
        snapshotPath(this.snapshotDir, key, dataVersion, locale),
        { installation: key.installation, version: key.version, dataVersion, locale, exactScan: index.exactScan, lists: index.exactScan ? 1 : index.clusters, dims: builder.dims, productNames: builder.productNames },
        builder.rows,
      );
    }
    removeOlderSnapshots(this.snapshotDir, key, dataVersion);
    this.logger.log(`list snapshot written (${[...builders.values()].reduce((a, b) => a + b.size, 0)} chunks, ${Math.round(performance.now() - started)} ms)`);
    return builders.size > 0;
  }

  /**
   * Loads the lists no other search is loading already, and waits for those that are: concurrent
   * first searches of a list read it once. A list still missing afterwards (a load discarded, the
   * budget too small) makes the scan answer null, and the search reads the database.
   */
  private async loadOnce(installation: string, index: LoadedIndex, locale: string, lists: number[]): Promise<void> {
    const key = (cluster: number) => `${installation}|${index.version}|${locale}|${cluster}`;
    const waiting = [...new Set(lists.map((c) => this.loading.get(key(c))).filter((p) => p !== undefined))];
    const mine = lists.filter((c) => !this.loading.has(key(c)));
    if (mine.length > 0) {
      const loading = this.load(installation, index, locale, mine).then(
        () => undefined,
        (error: unknown) => this.logger.warn(`code lists not loaded: ${error instanceof Error ? error.message : String(error)}`),
      );
      for (const c of mine) this.loading.set(key(c), loading);
      void loading.finally(() => mine.forEach((c) => this.loading.get(key(c)) === loading && this.loading.delete(key(c))));
      waiting.push(loading);
    }
    await Promise.all(waiting);
  }

  /**
   * Reads the lists' served codes together with the change number they reflect (one snapshot),
   * brings the other lists to that number, and keeps them only if every list is then at it: a
   * scan never mixes two moments of the index.
   */
  private async load(installation: string, index: LoadedIndex, locale: string, lists: number[]): Promise<number> {
    if (lists.length === 0) return 0;
    const { dataVersion, rows } = await this.repository.servedCodesSnapshot(locale, index.exactScan ? null : lists, this.withVectors);
    await this.sync(installation, index, dataVersion);
    if (!this.holds(installation, index) || this.dataVersion !== dataVersion) return 0;
    const byList = new Map<number, CodeRecord[]>(lists.map((c) => [c, []]));
    for (const row of rows) byList.get(index.exactScan ? EXACT_LIST : row.cluster_id!)?.push(toRecord(row, index.exactScan));
    for (const [cluster, records] of byList) this.cache!.put(locale, cluster, records);
    return lists.length;
  }

  private holds(installation: string, index: LoadedIndex): boolean {
    return this.installation === installation && this.indexVersion === index.version;
  }

  private forget(): void {
    this.cache?.clear();
    this.installation = '';
    this.indexVersion = -1;
    this.dataVersion = -1;
  }

  private async sync(installation: string, index: LoadedIndex, dataVersion: number): Promise<void> {
    while (!this.holds(installation, index) || this.dataVersion < dataVersion) {
      // Another search moved the lists to a newer clustering: this one answers from the database.
      if (this.installation === installation && this.indexVersion > index.version) return;
      this.syncing ??= this.catchUp(installation, index, dataVersion).finally(() => (this.syncing = undefined));
      await this.syncing;
    }
  }

  private async catchUp(installation: string, index: LoadedIndex, dataVersion: number): Promise<void> {
    const cache = this.cache!;
    if (!this.holds(installation, index)) {
      // A new clustering (or a re-created database): nothing cached belongs to it.
      cache.clear();
      this.installation = installation;
      this.indexVersion = index.version;
      this.exactScan = index.exactScan;
      this.dataVersion = dataVersion;
      return;
    }
    if (this.dataVersion >= dataVersion) return;
    const from = this.dataVersion;
    const changes = await this.repository.changesBetween(from, dataVersion, MAX_PATCH_UNITS + 1);
    if (!coversEveryNumber(changes, from, dataVersion) || changes.length > MAX_PATCH_UNITS || changes.some((c) => c.unit_id === 0)) {
      cache.clear();
    } else {
      const units = new Set(changes.map((c) => c.unit_id));
      const rows = await this.repository.servedCodesOfUnits([...units], this.withVectors);
      cache.patch(units, rows.map((row) => toRecord(row, this.exactScan)));
    }
    this.dataVersion = dataVersion;
  }
}

/**
 * Every transaction writes at least one record under its number, and numbers are consecutive:
 * a number missing from (from, to] means its records were pruned before this process saw them.
 */
export function coversEveryNumber(changes: Array<{ data_version: number }>, from: number, to: number): boolean {
  const seen = new Set(changes.map((c) => c.data_version));
  if (seen.size !== to - from) return false;
  for (let v = from + 1; v <= to; v++) if (!seen.has(v)) return false;
  return true;
}

function toRecord(row: ServedCodeRow, exact: boolean): CodeRecord {
  return {
    id: row.id,
    unit_id: row.unit_id,
    cluster: exact ? EXACT_LIST : row.cluster_id!,
    product: row.product,
    locale: row.locale,
    code: row.embedding_small,
    vector: row.embedding,
  };
}
