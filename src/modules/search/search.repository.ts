import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { ChunkKind, Database, IndexState, NewKnowledgeChunk } from '../../database/database.types';

type Executor = Db | Transaction<Database> | Kysely<Database>;

/** What the in-memory lists and the lexical index check before answering (see recordChunkChange). */
export interface IndexVersions {
  installation: string;
  version: number;
  data_version: number;
}

/** Where a search may look: approved units of one locale, of the asked product or of every product. */
export interface SearchScope {
  locale: string;
  /** null: no product given, every product's units are in scope. */
  product: string | null;
}

export interface CodeRow {
  id: number;
  unit_id: number;
  embedding_small: Buffer;
}

/** A served chunk's code with what the in-memory lists need (see CodeCacheService). */
export interface ServedCodeRow {
  id: number;
  unit_id: number;
  cluster_id: number | null;
  product: string;
  locale: string;
  embedding_small: Buffer;
  /** Only when asked for (the lists keep full vectors to rescore). */
  embedding?: Buffer;
}

export interface ExistingChunk {
  id: number;
  kind: ChunkKind;
  position: number;
  content_hash: string;
  embedder: string;
  embedder_version: string;
  embedding: Buffer;
  embedding_small: Buffer;
  cluster_id: number | null;
}

/**
 * The head (problem + phrases) and learned questions are written the way customers ask: their
 * matches weigh more (content 1, head 4: measured on QA4FAQ, lexical hit@3 .644 at 3, .657 at 4).
 */
export const LEXICAL_KIND_WEIGHTS: Readonly<Record<ChunkKind, number>> = { content: 1, phrases: 4, question: 3 };
const LEXICAL_KIND_WEIGHT = sql`CASE kind WHEN 'content' THEN ${sql.lit(LEXICAL_KIND_WEIGHTS.content)} WHEN 'phrases' THEN ${sql.lit(LEXICAL_KIND_WEIGHTS.phrases)} ELSE ${sql.lit(LEXICAL_KIND_WEIGHTS.question)} END`;

/** A chunk as the in-process lexical index needs it (served or not: N and df count every row, as InnoDB's do). */
export interface LexicalRow {
  id: number;
  unit_id: number;
  kind: ChunkKind;
  product: string;
  locale: string;
  is_served: boolean;
  content_stemmed: string;
}

const LEXICAL_COLUMNS = ['id', 'unit_id', 'kind', 'product', 'locale', 'is_served', 'content_stemmed'] as const;

/**
 * Records that these units' chunks changed (0: all of them), as the transaction's last statements:
 * the state row's lock is then held only until commit, and change numbers commit in order.
 */
async function recordChunkChange(trx: Transaction<Database>, unitIds: number[]): Promise<void> {
  await sql`UPDATE kb_index_state SET data_version = LAST_INSERT_ID(data_version + 1) WHERE id = 1`.execute(trx);
  await sql`INSERT INTO kb_index_changes (data_version, unit_id) VALUES ${sql.join(unitIds.map((id) => sql`(LAST_INSERT_ID(), ${id})`))}`.execute(trx);
}

/** What kb:cluster measured of the index it publishes (see migration 20261204T2100). */
export interface MeasuredProbe {
  nprobe: number;
  measured_recall: number | null;
  recall_target: number | null;
  recall_queries: number;
}

const SERVED_CODE_COLUMNS = ['id', 'unit_id', 'cluster_id', 'product', 'locale', 'embedding_small'] as const;

/** All SQL of the search index: chunks, codes, FULLTEXT, centroids and the index state. */
@Injectable()
export class SearchRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Scope as SQL, inside both branches (never a filter applied after top-k). */
  private inScope<QB extends { where: (...args: any[]) => QB }>(query: QB, scope: SearchScope): QB {
    let scoped = query.where('is_served', '=', true).where('locale', '=', scope.locale);
    if (scope.product !== null) scoped = scoped.where('product', 'in', [scope.product, '']);
    return scoped;
  }

  async existingChunks(unitId: number): Promise<ExistingChunk[]> {
    return this.db
      .selectFrom('knowledge_chunks')
      .select(['id', 'kind', 'position', 'content_hash', 'embedder', 'embedder_version', 'embedding', 'embedding_small', 'cluster_id'])
      .where('unit_id', '=', unitId)
      .execute();
  }

  /** The unit's chunks become exactly `chunks`, in one transaction. */
  async replaceChunks(unitId: number, chunks: NewKnowledgeChunk[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('knowledge_chunks').where('unit_id', '=', unitId).execute();
      for (let i = 0; i < chunks.length; i += 200) {
        await trx.insertInto('knowledge_chunks').values(chunks.slice(i, i + 200)).execute();
      }
      await recordChunkChange(trx, [unitId]);
    });
  }

  async setUnitServed(unitId: number, served: boolean): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('knowledge_chunks').set({ is_served: served }).where('unit_id', '=', unitId).execute();
      await recordChunkChange(trx, [unitId]);
    });
  }

  async deleteUnitChunks(unitId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('knowledge_chunks').where('unit_id', '=', unitId).execute();
      await recordChunkChange(trx, [unitId]);
    });
  }

  // ---- in-memory code lists: what changed, and the served codes to load -----------------

  /** The clustering's version and the chunks' change number, read by every search (once, for both branches). */
  async versions(): Promise<IndexVersions> {
    const row = await this.db
      .selectFrom('kb_index_state')
      .select(['installation_id', 'version', 'data_version'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return { installation: row.installation_id ?? '', version: row.version, data_version: Number(row.data_version) };
  }

  /**
   * Served codes of one locale (in these clusters, or all: exact scan) and the change number they
   * reflect, read in one snapshot: the first consistent read of a REPEATABLE READ transaction fixes it.
   */
  async servedCodesSnapshot(locale: string, clusterIds: number[] | null, withVectors = false): Promise<{ dataVersion: number; rows: ServedCodeRow[] }> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const state = await trx.selectFrom('kb_index_state').select('data_version').where('id', '=', 1).executeTakeFirstOrThrow();
        let query = trx
          .selectFrom('knowledge_chunks')
          .select(withVectors ? [...SERVED_CODE_COLUMNS, 'embedding'] : SERVED_CODE_COLUMNS)
          .where('is_served', '=', true)
          .where('locale', '=', locale);
        if (clusterIds !== null) query = query.where('cluster_id', 'in', clusterIds.length > 0 ? clusterIds : [-1]);
        return { dataVersion: Number(state.data_version), rows: await query.execute() };
      });
  }

  /**
   * Every served chunk's list entry (and full vector when asked), in primary-key order a page at
   * a time, with the change number they reflect and the count per locale, all in one REPEATABLE
   * READ snapshot: a sequential scan, where reading list by list costs a random read per row
   * (88 s at 1M chunks on a 128 MB buffer pool).
   */
  async servedCodesScan(
    withVectors: boolean,
    pageSize: number,
    onStart: (counts: Map<string, number>) => void,
    onPage: (rows: ServedCodeRow[]) => void,
  ): Promise<number> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const state = await trx.selectFrom('kb_index_state').select('data_version').where('id', '=', 1).executeTakeFirstOrThrow();
        const counts = await trx
          .selectFrom('knowledge_chunks')
          .select(['locale', sql<number>`COUNT(*)`.as('n')])
          .where('is_served', '=', true)
          .groupBy('locale')
          .execute();
        onStart(new Map(counts.map((c) => [c.locale, Number(c.n)])));
        for (let after = 0; ; ) {
          const rows = await trx
            .selectFrom('knowledge_chunks')
            .select(withVectors ? [...SERVED_CODE_COLUMNS, 'embedding'] : SERVED_CODE_COLUMNS)
            .where('is_served', '=', true)
            .where('id', '>', after)
            .orderBy('id')
            .limit(pageSize)
            .execute();
          if (rows.length === 0) break;
          onPage(rows);
          after = rows[rows.length - 1].id;
        }
        return Number(state.data_version);
      });
  }

  /** Changes after `after`, up to `upTo`, oldest first (at most `limit` rows; unit 0 = every unit). */
  async changesBetween(after: number, upTo: number, limit: number): Promise<Array<{ data_version: number; unit_id: number }>> {
    const rows = await this.db
      .selectFrom('kb_index_changes')
      .select(['data_version', 'unit_id'])
      .where('data_version', '>', after)
      .where('data_version', '<=', upTo)
      .orderBy('data_version')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ data_version: Number(r.data_version), unit_id: r.unit_id }));
  }

  /**
   * Every chunk's text for the lexical index and the change number it reflects, read in one
   * REPEATABLE READ snapshot a page at a time (`onPage` consumes each page, so the rows are never
   * all held as objects at once).
   */
  async lexicalSnapshot(pageSize: number, onPage: (rows: LexicalRow[]) => void): Promise<number> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const state = await trx.selectFrom('kb_index_state').select('data_version').where('id', '=', 1).executeTakeFirstOrThrow();
        for (let after = 0; ; ) {
          const rows = await trx.selectFrom('knowledge_chunks').select(LEXICAL_COLUMNS).where('id', '>', after).orderBy('id').limit(pageSize).execute();
          if (rows.length === 0) break;
          onPage(rows);
          after = rows[rows.length - 1].id;
        }
        return Number(state.data_version);
      });
  }

  /** Every chunk of these units, served or not (the lexical index replaces them whole). */
  async lexicalRowsOfUnits(unitIds: number[]): Promise<LexicalRow[]> {
    if (unitIds.length === 0) return [];
    return this.db.selectFrom('knowledge_chunks').select(LEXICAL_COLUMNS).where('unit_id', 'in', unitIds).execute();
  }

  async servedLocales(): Promise<string[]> {
    const rows = await this.db.selectFrom('knowledge_chunks').select('locale').distinct().where('is_served', '=', true).execute();
    return rows.map((r) => r.locale);
  }

  async servedCodesOfUnits(unitIds: number[], withVectors = false): Promise<ServedCodeRow[]> {
    if (unitIds.length === 0) return [];
    return this.db
      .selectFrom('knowledge_chunks')
      .select(withVectors ? [...SERVED_CODE_COLUMNS, 'embedding'] : SERVED_CODE_COLUMNS)
      .where('is_served', '=', true)
      .where('unit_id', 'in', unitIds)
      .execute();
  }

  /**
   * Change records older than `olderThan` (a process that far behind notices the gap and reloads
   * its lists whole), deleted by primary-key range a slice at a time: chunk writes append to this
   * table and must not wait behind a long delete.
   */
  async pruneChanges(olderThan: Date): Promise<void> {
    const row = await this.db
      .selectFrom('kb_index_changes')
      .select(sql<number | null>`MAX(data_version)`.as('upTo'))
      .where('changed_at', '<', olderThan)
      .executeTakeFirst();
    if (row?.upTo == null) return;
    for (;;) {
      const result = await sql`DELETE FROM kb_index_changes WHERE data_version <= ${Number(row.upTo)} ORDER BY data_version LIMIT 5000`.execute(this.db);
      if (Number(result.numAffectedRows ?? 0) < 5000) return;
    }
  }

  async codesInClusters(clusterIds: number[], scope: SearchScope): Promise<CodeRow[]> {
    if (clusterIds.length === 0) return [];
    return this.inScope(this.db.selectFrom('knowledge_chunks').select(['id', 'unit_id', 'embedding_small']), scope)
      .where('cluster_id', 'in', clusterIds)
      .execute();
  }

  async allCodes(scope: SearchScope): Promise<CodeRow[]> {
    return this.inScope(this.db.selectFrom('knowledge_chunks').select(['id', 'unit_id', 'embedding_small']), scope).execute();
  }

  /** FULLTEXT over the stemmed copy of the text, the head weighted up, best chunks first. */
  async lexical(booleanQuery: string, scope: SearchScope, limit: number): Promise<Array<{ id: number; unit_id: number; score: number }>> {
    const match = sql<number>`MATCH(content_stemmed) AGAINST (${booleanQuery} IN BOOLEAN MODE)`;
    const rows = await this.inScope(
      this.db.selectFrom('knowledge_chunks').select(['id', 'unit_id', sql<number>`${match} * ${LEXICAL_KIND_WEIGHT}`.as('score')]),
      scope,
    )
      .where(match, '>', 0)
      .orderBy('score', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, unit_id: r.unit_id, score: Number(r.score) }));
  }

  /** Full vectors of these chunks (by primary key), for the semantic branch's rescoring. */
  async embeddingsOfChunks(chunkIds: number[]): Promise<Array<{ id: number; embedding: Buffer }>> {
    if (chunkIds.length === 0) return [];
    return this.db.selectFrom('knowledge_chunks').select(['id', 'embedding']).where('id', 'in', chunkIds).execute();
  }

  /** Full vectors of the finalists' chunks, for exact rescoring. */
  async embeddingsOfUnits(unitIds: number[], scope: SearchScope): Promise<Array<{ unit_id: number; embedding: Buffer }>> {
    if (unitIds.length === 0) return [];
    return this.inScope(this.db.selectFrom('knowledge_chunks').select(['unit_id', 'embedding']), scope)
      .where('unit_id', 'in', unitIds)
      .execute();
  }

  async indexState(executor: Executor = this.db): Promise<IndexState> {
    return executor.selectFrom('kb_index_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }

  async indexVersion(): Promise<number> {
    const row = await this.db.selectFrom('kb_index_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return row.version;
  }

  async centroids(version: number): Promise<Array<{ id: number; centroid: Buffer }>> {
    return this.db.selectFrom('kb_centroids').select(['id', 'centroid']).where('version', '=', version).orderBy('id').execute();
  }

  async countChunks(): Promise<number> {
    const row = await this.db.selectFrom('knowledge_chunks').select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Codes of every chunk in id order, a page at a time (clustering reads them all, sampled or not). */
  async pageCodes(afterId: number, limit: number): Promise<Array<{ id: number; embedding_small: Buffer }>> {
    return this.db
      .selectFrom('knowledge_chunks')
      .select(['id', 'embedding_small'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Chunks to re-embed after the embedder's state changed. */
  async pageChunksForReembed(afterId: number, limit: number): Promise<Array<{ id: number; content: string }>> {
    return this.db
      .selectFrom('knowledge_chunks')
      .select(['id', 'content'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async pageServedTexts(afterId: number, limit: number): Promise<Array<{ id: number; content: string }>> {
    return this.db
      .selectFrom('knowledge_chunks')
      .select(['id', 'content'])
      .where('is_served', '=', true)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async updateEmbeddings(
    rows: Array<{ id: number; embedding: Buffer; embedding_small: Buffer }>,
    embedder: string,
    embedderVersion: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx
          .updateTable('knowledge_chunks')
          .set({ embedding: row.embedding, embedding_small: row.embedding_small, embedder, embedder_version: embedderVersion })
          .where('id', '=', row.id)
          .execute();
      }
      await recordChunkChange(trx, [0]);
    });
  }

  async saveEmbedderState(embedder: string, version: string, state: string | null): Promise<void> {
    await this.db
      .updateTable('kb_index_state')
      .set({ embedder, embedder_version: version, embedder_state: state })
      .where('id', '=', 1)
      .execute();
  }

  /**
   * The swap: new centroids, every chunk's cluster id, and the version bump, in one transaction
   * on one connection (the assignments travel through a temporary table and one UPDATE … JOIN).
   * Chunks indexed while the clustering ran (id > lastSeenId) are assigned in the same transaction.
   */
  async swapClusters(input: {
    centroids: Buffer[];
    sizes: number[];
    assignments: { ids: Int32Array | number[]; clusters: Int32Array | number[] };
    projection: Buffer | null;
    exactScan: boolean;
    trainedChunks: number;
    lastSeenId: number;
    probe: MeasuredProbe;
    assignLate: (codes: Array<{ id: number; embedding_small: Buffer }>) => number[];
  }): Promise<number> {
    return this.db.connection().execute(async (connection) => {
      await sql`DROP TEMPORARY TABLE IF EXISTS kb_cluster_assignments`.execute(connection);
      await sql`CREATE TEMPORARY TABLE kb_cluster_assignments (id INT UNSIGNED PRIMARY KEY, cluster_id SMALLINT NOT NULL) ENGINE=InnoDB`.execute(
        connection,
      );
      try {
        return await connection.transaction().execute(async (trx) => {
          const { ids, clusters } = input.assignments;
          for (let start = 0; start < ids.length; start += 5000) {
            const values = [];
            for (let i = start; i < Math.min(ids.length, start + 5000); i++) values.push(sql`(${ids[i]}, ${clusters[i]})`);
            await sql`INSERT INTO kb_cluster_assignments (id, cluster_id) VALUES ${sql.join(values)}`.execute(trx);
          }
          await sql`UPDATE knowledge_chunks c JOIN kb_cluster_assignments a ON a.id = c.id SET c.cluster_id = a.cluster_id`.execute(trx);
          const late = await trx
            .selectFrom('knowledge_chunks')
            .select(['id', 'embedding_small'])
            .where('id', '>', input.lastSeenId)
            .execute();
          const lateClusters = input.assignLate(late);
          for (let i = 0; i < late.length; i++) {
            await trx.updateTable('knowledge_chunks').set({ cluster_id: lateClusters[i] }).where('id', '=', late[i].id).execute();
          }
          const state = await this.indexState(trx);
          const version = state.version + 1;
          for (let start = 0; start < input.centroids.length; start += 500) {
            await trx
              .insertInto('kb_centroids')
              .values(
                input.centroids.slice(start, start + 500).map((centroid, i) => ({ version, id: start + i, centroid, size: input.sizes[start + i] })),
              )
              .execute();
          }
          await trx
            .updateTable('kb_index_state')
            .set({
              version,
              clusters: input.centroids.length,
              exact_scan: input.exactScan,
              projection: input.projection,
              trained_chunks: input.trainedChunks,
              trained_at: new Date(),
              ...input.probe,
            })
            .where('id', '=', 1)
            .execute();
          await trx.deleteFrom('kb_centroids').where('version', '<', version).execute();
          return version;
        });
      } finally {
        await sql`DROP TEMPORARY TABLE IF EXISTS kb_cluster_assignments`.execute(connection);
      }
    });
  }

  /** Exact-scan mode (too few chunks for IVF): no centroids, every cluster id cleared. */
  async clearClusters(trainedChunks: number, projection: Buffer | null, probe: MeasuredProbe): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('knowledge_chunks').set({ cluster_id: null }).execute();
      const state = await this.indexState(trx);
      const version = state.version + 1;
      await trx.deleteFrom('kb_centroids').execute();
      await trx
        .updateTable('kb_index_state')
        .set({ version, clusters: 0, exact_scan: true, projection, trained_chunks: trainedChunks, trained_at: new Date(), ...probe })
        .where('id', '=', 1)
        .execute();
      return version;
    });
  }

  async countServedChunks(unitId: number): Promise<number> {
    const row = await this.db
      .selectFrom('knowledge_chunks')
      .select(sql<number>`COUNT(*)`.as('n'))
      .where('unit_id', '=', unitId)
      .where('is_served', '=', true)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Of these units, the ones with at least one chunk (the catch-up looks for approved units missing from the index). */
  async unitsWithChunks(unitIds: number[]): Promise<Set<number>> {
    if (unitIds.length === 0) return new Set();
    const rows = await this.db.selectFrom('knowledge_chunks').select('unit_id').distinct().where('unit_id', 'in', unitIds).execute();
    return new Set(rows.map((r) => r.unit_id));
  }

  async pageEmbeddings(afterId: number, limit: number): Promise<Array<{ id: number; embedding: Buffer }>> {
    return this.db
      .selectFrom('knowledge_chunks')
      .select(['id', 'embedding'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async updateCodes(rows: Array<{ id: number; embedding_small: Buffer }>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx.updateTable('knowledge_chunks').set({ embedding_small: row.embedding_small }).where('id', '=', row.id).execute();
      }
      await recordChunkChange(trx, [0]);
    });
  }
}
