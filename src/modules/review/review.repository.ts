import { Inject, Injectable } from '@nestjs/common';
import { sql, type Selectable, type Transaction, type Updateable } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type {
  Database,
  KbConflictsTable,
  KbMergeSuggestionsTable,
  KnowledgeUnit,
  KnowledgeUnitRevisionsTable,
  KnowledgeUnitsTable,
  MessageVisibility,
  UnitStatus,
} from '../../database/database.types';

export type Trx = Transaction<Database>;
type Executor = Db | Trx;

export interface UnitFilter {
  status: UnitStatus;
  category?: string;
  product?: string;
}

export interface QueueRow {
  id: number;
  problem: string;
  solution_preview: string;
  product: string | null;
  category: string;
  locale: string;
  status: UnitStatus;
  ticket_count: number;
  total_handle_seconds: number;
  last_seen_at: Date | null;
  review_due_at: Date | null;
  contains_pii: boolean;
  is_one_off: boolean;
  is_commercial_exception: boolean;
  confidence: number;
  source_type: string;
  version: number;
  open_conflicts: number;
  retirement_reason: string | null;
}

export type ConflictRow = Selectable<KbConflictsTable> & {
  ticket_external_id: string;
  unit_problem: string;
  unit_solution: string;
  unit_status: UnitStatus;
  unit_version: number;
};

export type MergeSuggestionRow = Selectable<KbMergeSuggestionsTable> & {
  unit_problem: string;
  unit_status: UnitStatus;
  unit_ticket_count: number;
  target_problem: string;
  target_status: UnitStatus;
  target_ticket_count: number;
};

export type RevisionRow = Selectable<KnowledgeUnitRevisionsTable>;

/** The queue order: most frequent first, then most handling time, then most recent; id last. */
const QUEUE_ORDER = ['ticket_count', 'total_handle_seconds', 'last_seen_at', 'id'] as const;

/** All SQL of the review side (units as reviewers see them, revisions, conflicts, merges, staleness). */
@Injectable()
export class ReviewRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // ---- the queue -------------------------------------------------------------------------

  private filtered(filter: UnitFilter) {
    let query = this.db.selectFrom('knowledge_units as u').where('u.status', '=', filter.status);
    if (filter.category !== undefined) query = query.where('u.category', '=', filter.category);
    if (filter.product !== undefined) query = query.where('u.product', '=', filter.product);
    return query;
  }

  /**
   * One page of the queue. WHERE status (+ category or product) and ORDER BY the queue columns
   * are one index's prefix and key order (migration 20261130T1000), so the server reads
   * offset + limit index entries: no filesort, whatever the number of pending units.
   */
  async queuePage(filter: UnitFilter, limit: number, offset: number): Promise<QueueRow[]> {
    let query = this.filtered(filter)
      .leftJoin('kb_retirement_candidates as rc', (join) => join.onRef('rc.unit_id', '=', 'u.id').on('rc.status', '=', 'open'))
      .select([
        'u.id',
        'u.problem',
        sql<string>`LEFT(u.solution, 280)`.as('solution_preview'),
        'u.product',
        'u.category',
        'u.locale',
        'u.status',
        'u.ticket_count',
        'u.total_handle_seconds',
        'u.last_seen_at',
        'u.review_due_at',
        'u.contains_pii',
        'u.is_one_off',
        'u.is_commercial_exception',
        'u.confidence',
        'u.source_type',
        'u.version',
        'rc.reason as retirement_reason',
        (eb) =>
          eb
            .selectFrom('kb_conflicts as c')
            .select(sql<number>`COUNT(*)`.as('n'))
            .where('c.status', '=', 'open')
            .whereRef('c.unit_id', '=', 'u.id')
            .as('open_conflicts'),
      ]);
    for (const column of QUEUE_ORDER) query = query.orderBy(`u.${column}`, 'desc');
    const rows = await query.limit(limit).offset(offset).execute();
    return rows.map((r) => ({ ...r, open_conflicts: Number(r.open_conflicts ?? 0) }));
  }

  /** The compiled queue query, for EXPLAIN in the tests. */
  queuePageSql(filter: UnitFilter, limit: number, offset: number) {
    let query = this.filtered(filter).select(['u.id']);
    for (const column of QUEUE_ORDER) query = query.orderBy(`u.${column}`, 'desc');
    return query.limit(limit).offset(offset).compile();
  }

  async queueIds(filter: UnitFilter, limit: number): Promise<Array<{ id: number; contains_pii: boolean }>> {
    let query = this.filtered(filter).select(['u.id', 'u.contains_pii']);
    for (const column of QUEUE_ORDER) query = query.orderBy(`u.${column}`, 'desc');
    return query.limit(limit).execute();
  }

  async countUnits(filter: UnitFilter): Promise<number> {
    const row = await this.filtered(filter).select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countByStatus(filter: Omit<UnitFilter, 'status'>): Promise<Record<string, number>> {
    let query = this.db.selectFrom('knowledge_units').select(['status', sql<number>`COUNT(*)`.as('n')]);
    if (filter.category !== undefined) query = query.where('category', '=', filter.category);
    if (filter.product !== undefined) query = query.where('product', '=', filter.product);
    const rows = await query.groupBy('status').execute();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }

  async facets(): Promise<{ categories: string[]; products: string[] }> {
    const [categories, products] = await Promise.all([
      this.db.selectFrom('knowledge_units').select('category').distinct().orderBy('category').execute(),
      this.db.selectFrom('knowledge_units').select('product').distinct().where('product', 'is not', null).orderBy('product').execute(),
    ]);
    return { categories: categories.map((r) => r.category), products: products.map((r) => r.product!) };
  }

  async countOpen(): Promise<{ conflicts: number; merge_suggestions: number; retirement_candidates: number }> {
    const count = async (table: 'kb_conflicts' | 'kb_merge_suggestions' | 'kb_retirement_candidates') =>
      Number(
        (
          await this.db
            .selectFrom(table)
            .select(sql<number>`COUNT(*)`.as('n'))
            .where('status', '=', 'open')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [conflicts, merge_suggestions, retirement_candidates] = await Promise.all([
      count('kb_conflicts'),
      count('kb_merge_suggestions'),
      count('kb_retirement_candidates'),
    ]);
    return { conflicts, merge_suggestions, retirement_candidates };
  }

  /** The first `perUnit` source tickets of each unit, and how many it has. */
  async sourcePreview(unitIds: number[], perUnit: number): Promise<Map<number, { linked: number; tickets: Array<{ id: number; external_id: string }> }>> {
    const out = new Map<number, { linked: number; tickets: Array<{ id: number; external_id: string }> }>();
    if (unitIds.length === 0) return out;
    const { rows } = await sql<{ unit_id: number; id: number; external_id: string; rn: number; linked: number }>`
      SELECT unit_id, id, external_id, rn, linked FROM (
        SELECT l.unit_id, t.id, t.external_id,
               ROW_NUMBER() OVER (PARTITION BY l.unit_id ORDER BY l.created_at, l.ticket_id) AS rn,
               COUNT(*) OVER (PARTITION BY l.unit_id) AS linked
        FROM knowledge_unit_ticket l JOIN tickets t ON t.id = l.ticket_id
        WHERE l.unit_id IN (${sql.join(unitIds)})
      ) ranked WHERE rn <= ${perUnit}`.execute(this.db);
    for (const row of rows) {
      const entry = out.get(row.unit_id) ?? { linked: Number(row.linked), tickets: [] };
      entry.tickets.push({ id: Number(row.id), external_id: row.external_id });
      out.set(row.unit_id, entry);
    }
    return out;
  }

  // ---- one unit --------------------------------------------------------------------------

  async findUnit(id: number, executor: Executor = this.db): Promise<KnowledgeUnit | undefined> {
    return executor.selectFrom('knowledge_units').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async lockUnit(trx: Trx, id: number): Promise<KnowledgeUnit | undefined> {
    return trx.selectFrom('knowledge_units').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** Bumps the version; the caller holds the row lock and has checked the expected version. */
  async updateUnit(trx: Trx, id: number, fields: Updateable<KnowledgeUnitsTable>): Promise<void> {
    await trx
      .updateTable('knowledge_units')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async insertRevision(trx: Trx, unit: KnowledgeUnit, reason: RevisionRow['reason'], createdBy: string, conflictId: number | null = null): Promise<void> {
    await trx
      .insertInto('knowledge_unit_revisions')
      .values({
        unit_id: unit.id,
        unit_version: unit.version,
        reason,
        problem: unit.problem,
        symptoms: unit.symptoms,
        cause: unit.cause,
        solution: unit.solution,
        applicability: unit.applicability,
        search_phrases: unit.search_phrases,
        conflict_id: conflictId,
        created_by: createdBy,
      })
      .execute();
  }

  async revisions(unitId: number): Promise<RevisionRow[]> {
    return this.db.selectFrom('knowledge_unit_revisions').selectAll().where('unit_id', '=', unitId).orderBy('id', 'desc').execute();
  }

  async sourceTickets(unitId: number, limit: number) {
    return this.db
      .selectFrom('knowledge_unit_ticket as l')
      .innerJoin('tickets as t', 't.id', 'l.ticket_id')
      .select([
        't.id',
        't.external_id',
        't.subject',
        't.category',
        't.product',
        't.locale',
        't.closed_at',
        't.handle_seconds',
        'l.link_type',
        'l.similarity',
        'l.created_at as linked_at',
      ])
      .where('l.unit_id', '=', unitId)
      .orderBy('l.created_at')
      .orderBy('l.ticket_id')
      .limit(limit)
      .execute();
  }

  /** Messages a reviewer may read: internal_confidential ones never leave the database. */
  async reviewableMessages(ticketIds: number[]) {
    if (ticketIds.length === 0) return [];
    const visible: MessageVisibility[] = ['public', 'internal'];
    return this.db
      .selectFrom('ticket_messages')
      .select(['ticket_id', 'author', 'visibility', 'body', 'created_at'])
      .where('ticket_id', 'in', ticketIds)
      .where('visibility', 'in', visible)
      .orderBy('ticket_id')
      .orderBy('position')
      .execute();
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

  async retirementCandidate(unitId: number) {
    return this.db.selectFrom('kb_retirement_candidates').selectAll().where('unit_id', '=', unitId).executeTakeFirst();
  }

  async resolveRetirement(executor: Executor, unitId: number, status: 'dismissed' | 'retired', by: string): Promise<boolean> {
    const result = await executor
      .updateTable('kb_retirement_candidates')
      .set({ status, resolved_by: by, resolved_at: new Date() })
      .where('unit_id', '=', unitId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  // ---- learned phrases -------------------------------------------------------------------

  async learnedPhrases(unitId: number) {
    return this.db.selectFrom('kb_learned_phrases').select(['id', 'phrase', 'source', 'created_at']).where('unit_id', '=', unitId).orderBy('id').execute();
  }

  async deleteLearnedPhrase(trx: Trx, unitId: number, phraseId: number) {
    const phrase = await trx
      .selectFrom('kb_learned_phrases')
      .select(['id', 'phrase', 'source'])
      .where('id', '=', phraseId)
      .where('unit_id', '=', unitId)
      .forUpdate()
      .executeTakeFirst();
    if (phrase) await trx.deleteFrom('kb_learned_phrases').where('id', '=', phraseId).execute();
    return phrase;
  }

  // ---- conflicts -------------------------------------------------------------------------

  private conflictQuery(executor: Executor = this.db) {
    return executor
      .selectFrom('kb_conflicts as c')
      .innerJoin('knowledge_units as u', 'u.id', 'c.unit_id')
      .innerJoin('tickets as t', 't.id', 'c.ticket_id')
      .selectAll('c')
      .select([
        't.external_id as ticket_external_id',
        'u.problem as unit_problem',
        'u.solution as unit_solution',
        'u.status as unit_status',
        'u.version as unit_version',
      ]);
  }

  async conflictsPage(status: ConflictRow['status'], limit: number, offset: number): Promise<{ total: number; rows: ConflictRow[] }> {
    const [count, rows] = await Promise.all([
      this.db.selectFrom('kb_conflicts').select(sql<number>`COUNT(*)`.as('n')).where('status', '=', status).executeTakeFirstOrThrow(),
      this.conflictQuery().where('c.status', '=', status).orderBy('c.id', status === 'open' ? 'asc' : 'desc').limit(limit).offset(offset).execute(),
    ]);
    return { total: Number(count.n), rows };
  }

  async conflictsOfUnit(unitId: number): Promise<ConflictRow[]> {
    return this.conflictQuery().where('c.unit_id', '=', unitId).orderBy('c.id', 'desc').execute();
  }

  async findConflict(id: number): Promise<ConflictRow | undefined> {
    return this.conflictQuery().where('c.id', '=', id).executeTakeFirst();
  }

  async lockConflict(trx: Trx, id: number) {
    return trx.selectFrom('kb_conflicts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async closeConflict(trx: Trx, id: number, status: 'kept' | 'replaced' | 'merged', by: string): Promise<void> {
    await trx.updateTable('kb_conflicts').set({ status, resolved_by: by, resolved_at: new Date() }).where('id', '=', id).execute();
  }

  // ---- merge suggestions -----------------------------------------------------------------

  private suggestionQuery(executor: Executor = this.db) {
    return executor
      .selectFrom('kb_merge_suggestions as s')
      .innerJoin('knowledge_units as a', 'a.id', 's.unit_id')
      .innerJoin('knowledge_units as b', 'b.id', 's.target_unit_id')
      .selectAll('s')
      .select([
        'a.problem as unit_problem',
        'a.status as unit_status',
        'a.ticket_count as unit_ticket_count',
        'b.problem as target_problem',
        'b.status as target_status',
        'b.ticket_count as target_ticket_count',
      ]);
  }

  async mergeSuggestionsPage(status: MergeSuggestionRow['status'], limit: number, offset: number) {
    const [count, rows] = await Promise.all([
      this.db.selectFrom('kb_merge_suggestions').select(sql<number>`COUNT(*)`.as('n')).where('status', '=', status).executeTakeFirstOrThrow(),
      this.suggestionQuery().where('s.status', '=', status).orderBy('s.similarity', 'desc').orderBy('s.id').limit(limit).offset(offset).execute(),
    ]);
    return { total: Number(count.n), rows: rows as MergeSuggestionRow[] };
  }

  async mergeSuggestionsOfUnit(unitId: number): Promise<MergeSuggestionRow[]> {
    return this.suggestionQuery()
      .where((eb) => eb.or([eb('s.unit_id', '=', unitId), eb('s.target_unit_id', '=', unitId)]))
      .orderBy('s.id', 'desc')
      .execute() as Promise<MergeSuggestionRow[]>;
  }

  async lockMergeSuggestion(trx: Trx, id: number) {
    return trx.selectFrom('kb_merge_suggestions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async setMergeSuggestionStatus(trx: Trx, id: number, status: 'merged' | 'dismissed'): Promise<void> {
    await trx.updateTable('kb_merge_suggestions').set({ status }).where('id', '=', id).execute();
  }

  /** Other open suggestions that involve a unit that just stopped existing on its own. */
  async dismissSuggestionsOf(trx: Trx, unitId: number): Promise<void> {
    await trx
      .updateTable('kb_merge_suggestions')
      .set({ status: 'dismissed' })
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('unit_id', '=', unitId), eb('target_unit_id', '=', unitId)]))
      .execute();
  }

  /** The source unit's tickets now count in the target (a ticket belongs to one unit). */
  async moveTicketLinks(trx: Trx, fromUnitId: number, toUnitId: number): Promise<number> {
    const result = await trx.updateTable('knowledge_unit_ticket').set({ unit_id: toUnitId }).where('unit_id', '=', fromUnitId).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  // ---- staleness and retirement (the daily job) ------------------------------------------

  async dueForReview(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('knowledge_units')
      .select('id')
      .where('status', '=', 'approved')
      .where('review_due_at', '<=', now)
      .orderBy('review_due_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  async pageRetirementInputs(afterId: number, limit: number) {
    return this.db
      .selectFrom('knowledge_units')
      .select(['id', 'status', 'created_at', 'last_seen_at', 'review_due_at', 'helpful_yes', 'helpful_no'])
      .where('status', 'in', ['approved', 'stale'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** INSERT IGNORE: a unit is flagged once (a dismissed flag stays dismissed). */
  async flagRetirement(trx: Trx, unitId: number, reason: string): Promise<boolean> {
    const result = await trx.insertInto('kb_retirement_candidates').ignore().values({ unit_id: unitId, reason }).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Approved units with nothing in the index (an IndexUnit lost while Redis was away). */
  async approvedWithoutChunks(limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('knowledge_units as u')
      .select('u.id')
      .where('u.status', '=', 'approved')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('knowledge_chunks as k').select('k.id').whereRef('k.unit_id', '=', 'u.id'))))
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
