import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import type { LoadedIndex } from './index-state.service';
import { SearchRepository, type SearchScope, type ServedCodeRow } from './search.repository';
import { CodeCache, EXACT_LIST, type CodeRecord, type ScoredChunk } from './vector/code-cache';

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
  private indexVersion = -1;
  private dataVersion = -1;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly repository: SearchRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = config.SEARCH_CODE_CACHE_MB > 0 ? new CodeCache(config.SEARCH_CODE_CACHE_MB * 1048576) : null;
  }

  /** Empties the lists (the bench measures a load from nothing). */
  reset(): void {
    this.cache?.clear();
  }

  get stats(): { lists: number; bytes: number } {
    return { lists: this.cache?.size ?? 0, bytes: this.cache?.bytes ?? 0 };
  }

  /** The top `k` chunks in scope over `clusters` (ignored in exact-scan mode), or null (see above). */
  async topChunks(code: Int8Array, index: LoadedIndex, clusters: ArrayLike<number>, scope: SearchScope, k: number): Promise<ScoredChunk[] | null> {
    const cache = this.cache;
    if (!cache) return null;
    const state = await this.repository.versions();
    if (state.version !== index.version) return null;
    await this.sync(state.version, state.data_version);
    if (this.indexVersion !== index.version) return null; // a concurrent search moved to a newer clustering
    const lists = index.exactScan ? [EXACT_LIST] : Array.from(clusters);
    const missing = lists.filter((c) => !cache.has(scope.locale, c));
    if (missing.length > 0 && (await this.load(index, scope.locale, missing)) === 0) return null;
    // null only if the budget could not hold all probed lists at once: read them from the database.
    return cache.scan(code, lists, scope, k);
  }

  /**
   * Loads every list of every locale (as far as the budget goes) so that the first searches do
   * not pay for it; the API calls it in the background at start. Returns the lists loaded.
   */
  async warm(index: LoadedIndex, clustersPerRead = 200): Promise<number> {
    const cache = this.cache;
    if (!cache) return 0;
    let loaded = 0;
    for (const locale of await this.repository.servedLocales()) {
      const all = index.exactScan ? [EXACT_LIST] : Array.from({ length: index.clusters }, (_, c) => c);
      for (let start = 0; start < all.length; start += clustersPerRead) {
        if (cache.bytes >= cache.maxBytes * 0.95) return loaded;
        const batch = all.slice(start, start + clustersPerRead).filter((c) => !cache.has(locale, c));
        const state = await this.repository.versions();
        if (state.version !== index.version) return loaded;
        await this.sync(state.version, state.data_version);
        loaded += await this.load(index, locale, batch);
      }
    }
    return loaded;
  }

  /** Reads the lists' served codes and keeps them, unless changes were patched meanwhile. */
  private async load(index: LoadedIndex, locale: string, lists: number[]): Promise<number> {
    if (lists.length === 0) return 0;
    const loadedAt = this.dataVersion;
    const rows = await this.repository.servedCodes(locale, index.exactScan ? null : lists);
    // A sync that ran meanwhile may have patched changes these rows predate: keep them only if not.
    if (this.dataVersion !== loadedAt || this.indexVersion !== index.version) return 0;
    const byList = new Map<number, CodeRecord[]>(lists.map((c) => [c, []]));
    for (const row of rows) byList.get(index.exactScan ? EXACT_LIST : row.cluster_id!)?.push(toRecord(row, index.exactScan));
    for (const [cluster, records] of byList) this.cache!.put(locale, cluster, records);
    return lists.length;
  }

  private async sync(version: number, dataVersion: number): Promise<void> {
    while (this.indexVersion !== version || this.dataVersion < dataVersion) {
      this.syncing ??= this.catchUp(version, dataVersion).finally(() => (this.syncing = undefined));
      await this.syncing;
    }
  }

  private async catchUp(version: number, dataVersion: number): Promise<void> {
    const cache = this.cache!;
    if (this.indexVersion !== version) {
      cache.clear();
      this.indexVersion = version;
      this.dataVersion = dataVersion;
      return;
    }
    if (this.dataVersion >= dataVersion) return;
    const from = this.dataVersion;
    const changes = await this.repository.changesBetween(from, dataVersion, MAX_PATCH_UNITS + 1);
    // Change numbers are consecutive: a first number past from + 1 means records were pruned.
    const complete = changes.length > 0 && changes[0].data_version === from + 1 && changes.length <= MAX_PATCH_UNITS;
    if (!complete || changes.some((c) => c.unit_id === 0)) {
      cache.clear();
    } else {
      const units = new Set(changes.map((c) => c.unit_id));
      const rows = await this.repository.servedCodesOfUnits([...units]);
      // Chunks have no cluster exactly while the index is scanned whole.
      cache.patch(units, rows.map((row) => toRecord(row, row.cluster_id === null)));
    }
    this.dataVersion = dataVersion;
  }
}

function toRecord(row: ServedCodeRow, exact: boolean): CodeRecord {
  return {
    id: row.id,
    unit_id: row.unit_id,
    cluster: exact ? EXACT_LIST : row.cluster_id!,
    product: row.product,
    locale: row.locale,
    code: row.embedding_small,
  };
}
