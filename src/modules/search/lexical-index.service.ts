import { Inject, Injectable, Logger } from '@nestjs/common';
import { searchSnapshotDir, type AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { LexicalIndex, type LexicalDoc, type LexicalHit } from '../../lib/text/lexical-index';
import { ITALIAN_STOPWORDS } from '../../lib/text/italian';
import type { BooleanQuery } from '../../lib/text/fulltext-query';
import { coversEveryNumber } from './code-cache.service';
import { readLexicalSnapshot, writeLexicalSnapshot } from '../../lib/text/lexical-snapshot';
import { ensureDir, findSnapshots, removeOlderSnapshots, snapshotPath, type SnapshotKey } from './snapshot-files';
import { LEXICAL_KIND_WEIGHTS, SearchRepository, type IndexVersions, type LexicalRow, type SearchScope } from './search.repository';

/** More changed units than this since the last search: reload the index instead of patching. */
const MAX_PATCH_UNITS = 1000;
const PAGE = 5000;

/**
 * Keeps an in-process copy of the FULLTEXT index ({@link LexicalIndex}) and exact with the same
 * change counter as the code lists: before each search it reads the chunks' change number (one
 * primary-key read) and, when it moved, re-reads the changed units' chunks. It answers null when
 * it cannot answer exactly (off, still loading, reloading after a change it cannot patch, over
 * its memory budget): the caller then asks FULLTEXT, the source of truth.
 */
@Injectable()
export class LexicalIndexService {
  private index: LexicalIndex | null = null;
  private installation = '';
  private dataVersion = -1;
  private loading: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  private readonly maxBytes: number;
  /** This database's snapshot folder on this host ('' = none), shared with the code lists (searchSnapshotDir). */
  private readonly snapshotDir: string;
  private readonly logger = new Logger(LexicalIndexService.name);

  constructor(
    private readonly repository: SearchRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxBytes = config.SEARCH_LEXICAL_INDEX_MB * 1048576;
    this.snapshotDir = searchSnapshotDir(config);
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get stats(): { chunks: number; bytes: number; ready: boolean } {
    return { chunks: this.index?.size ?? 0, bytes: this.index?.bytes ?? 0, ready: this.index !== null };
  }

  /** Forgets the index (the bench measures FULLTEXT alone, then a load from nothing). */
  reset(): void {
    this.index = null;
    this.installation = '';
    this.dataVersion = -1;
  }

  /** Loads the index (API start, in the background; the bench and the evaluation wait for it). */
  async warm(): Promise<boolean> {
    if (this.maxBytes <= 0) return false;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    await this.loading;
    return this.index !== null;
  }

  /** The best `limit` chunks in scope, as FULLTEXT would rank them, or null (see above). */
  async search(query: BooleanQuery, scope: SearchScope, limit: number, read?: IndexVersions): Promise<LexicalHit[] | null> {
    if (this.maxBytes <= 0) return null;
    try {
      const state = read ?? (await this.repository.versions());
      if (!this.index || this.installation !== state.installation) {
        if (this.index) this.reset();
        void this.warm().catch((error: unknown) => this.drop(error));
        return null;
      }
      await this.sync(state.data_version);
      const index = this.index;
      if (!index || this.dataVersion < state.data_version) return null;
      return index.search(query, scope, limit);
    } catch (error) {
      this.drop(error);
      return null;
    }
  }

  private drop(error: unknown): void {
    this.logger.warn(`in-process lexical index dropped: ${error instanceof Error ? error.message : String(error)}`);
    this.reset();
  }

  private async load(): Promise<void> {
    const state = await this.repository.versions();
    if (this.snapshotDir && (await this.loadSnapshot(state))) return;
    const index = new LexicalIndex(ITALIAN_STOPWORDS);
    let over = false;
    const dataVersion = await this.repository.lexicalSnapshot(PAGE, (rows) => {
      if (over) return;
      index.add(rows.map(toDoc));
      over = index.bytes > this.maxBytes;
    });
    if (over) {
      this.logger.warn(`in-process lexical index over SEARCH_LEXICAL_INDEX_MB (${this.maxBytes / 1048576} MB): FULLTEXT answers`);
      return;
    }
    index.compact();
    this.index = index;
    this.installation = state.installation;
    this.dataVersion = dataVersion;
    if (this.snapshotDir) {
      try {
        const key = snapshotKey(state.installation);
        ensureDir(this.snapshotDir);
        writeLexicalSnapshot(snapshotPath(this.snapshotDir, key, dataVersion, ''), { installation: state.installation, dataVersion }, index.exportCompact());
        removeOlderSnapshots(this.snapshotDir, key, dataVersion);
      } catch (error) {
        this.logger.warn(`lexical snapshot not written: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /**
   * The host's snapshot of the index, if there is one the change records can bring to the
   * database's change number (else the caller reads the database and writes a new one).
   */
  private async loadSnapshot(state: IndexVersions): Promise<boolean> {
    try {
      const found = findSnapshots(this.snapshotDir, snapshotKey(state.installation), ['']);
      if (!found || found.dataVersion > state.data_version) return false;
      const changes = await this.repository.changesBetween(found.dataVersion, state.data_version, MAX_PATCH_UNITS + 1);
      if (!coversEveryNumber(changes, found.dataVersion, state.data_version) || changes.length > MAX_PATCH_UNITS || changes.some((c) => c.unit_id === 0)) return false;
      const { meta, arrays } = readLexicalSnapshot<{ installation: string; dataVersion: number }>(found.paths.get('')!);
      if (meta.installation !== state.installation || meta.dataVersion !== found.dataVersion) return false;
      const index = LexicalIndex.fromCompact(ITALIAN_STOPWORDS, arrays);
      if (index.bytes > this.maxBytes) return false;
      this.index = index;
      this.installation = state.installation;
      this.dataVersion = found.dataVersion;
      await this.sync(state.data_version);
      return this.index === index && this.dataVersion >= state.data_version;
    } catch (error) {
      this.logger.warn(`lexical snapshot not used: ${error instanceof Error ? error.message : String(error)}`);
      this.reset();
      return false;
    }
  }

  private async sync(dataVersion: number): Promise<void> {
    while (this.index && this.dataVersion < dataVersion) {
      this.syncing ??= this.catchUp(dataVersion).finally(() => (this.syncing = undefined));
      await this.syncing;
    }
  }

  private async catchUp(dataVersion: number): Promise<void> {
    const index = this.index;
    if (!index || this.dataVersion >= dataVersion) return;
    const from = this.dataVersion;
    const changes = await this.repository.changesBetween(from, dataVersion, MAX_PATCH_UNITS + 1);
    if (!coversEveryNumber(changes, from, dataVersion) || changes.length > MAX_PATCH_UNITS || changes.some((c) => c.unit_id === 0)) {
      // Records pruned, too many, or "every unit": load again from a snapshot; FULLTEXT meanwhile.
      this.reset();
      void this.warm().catch((error: unknown) => this.drop(error));
      return;
    }
    const units = new Set(changes.map((c) => c.unit_id));
    const rows = await this.repository.lexicalRowsOfUnits([...units]);
    if (this.index !== index) return;
    index.replaceUnits(units, rows.map(toDoc));
    this.dataVersion = dataVersion;
  }
}

function toDoc(row: LexicalRow): LexicalDoc {
  return {
    id: row.id,
    unit_id: row.unit_id,
    weight: LEXICAL_KIND_WEIGHTS[row.kind] ?? LEXICAL_KIND_WEIGHTS.question,
    product: row.product,
    locale: row.locale,
    served: Boolean(Number(row.is_served)),
    text: row.content_stemmed,
  };
}

function snapshotKey(installation: string): SnapshotKey {
  return { kind: 'lexical', installation, version: 0 };
}
