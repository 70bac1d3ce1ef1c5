import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Selectable, type Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Database, KnowledgeUnit, KnowledgeUnitRevisionsTable, UnitStatus } from '../../database/database.types';
import type {
  KnowledgeSummary,
  LearnedPhrase,
  LinkType,
  NewUnit,
  QueueRow,
  Revision,
  RevisionReason,
  ServedUnitText,
  TicketLink,
  Unit,
  UnitChange,
  UnitFilter,
} from './unit.types';

export type Trx = Transaction<Database>;
type Executor = Db | Trx;

/** Statuses whose units new tickets can join (rejected/archived ones are not resurrected by a ticket). */
const JOINABLE = ['pending_review', 'approved', 'stale'] as const;

/** The queue order: most frequent first, then most handling time, then most recent; id last. */
const QUEUE_ORDER = ['ticket_count', 'total_handle_seconds', 'last_seen_at', 'id'] as const;

// ---- storage formats: phrases are JSON in a TEXT column, decoded here and nowhere else -----

export function encodePhrases(phrases: string[]): string {
  return JSON.stringify(phrases);
}

export function decodePhrases(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function decodeUnit(row: KnowledgeUnit): Unit {
  return {
    ...row,
    search_phrases: decodePhrases(row.search_phrases),
    ticket_count: Number(row.ticket_count),
    total_handle_seconds: Number(row.total_handle_seconds),
    confidence: Number(row.confidence),
  };
}

function decodeRevision(row: Selectable<KnowledgeUnitRevisionsTable>): Revision {
  return { ...row, search_phrases: decodePhrases(row.search_phrases) };
}

function encodeChange(change: UnitChange) {
  const { search_phrases, ...rest } = change;
  return search_phrases === undefined ? rest : { ...rest, search_phrases: encodePhrases(search_phrases) };
}

/**
 * All SQL about knowledge units and what hangs off them: ticket links, revisions and learned
 * phrases (conflicts, merge suggestions and retirement candidates are in UnitCasesRepository,
 * ticket candidates in UnitCandidatesRepository, serving events in ServingEventsRepository). Private to the knowledge module: others call KnowledgeService or
 * UnitLifecycleService.
 */
@Injectable()
export class KnowledgeRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * A transaction serialised with every other one of the same scope (product and category), the
   * lock held until after the commit: GET_LOCK (MySQL and MariaDB alike) on the transaction's
   * own connection, released once the transaction is over. Two workers then cannot both miss
   * each other's new unit, and a job that waited for the lock reads what the previous one
   * committed (released before the commit, the next job could read too early).
   */
  async inScopeTransaction<T>(scope: string, work: (trx: Trx) => Promise<T>): Promise<T> {
    const name = `distillo-scope-${createHash('sha1').update(scope).digest('hex')}`;
    return this.db.connection().execute(async (connection) => {
      const { rows } = await sql<{ got: number | null }>`SELECT GET_LOCK(${name}, 30) AS got`.execute(connection);
      if (Number(rows[0]?.got) !== 1) throw Object.assign(new Error(`Could not lock scope ${scope}`), { code: 'ER_LOCK_DEADLOCK' });
      try {
        return await connection.transaction().execute(work);
      } finally {
        await sql`SELECT RELEASE_LOCK(${name})`.execute(connection);
      }
    });
  }

  // ---- one unit ----------------------------------------------------------------------------

  async findUnit(id: number, executor: Executor = this.db): Promise<Unit | undefined> {
    const row = await executor.selectFrom('knowledge_units').selectAll().where('id', '=', id).executeTakeFirst();
    return row && decodeUnit(row);
  }

  async lockUnit(trx: Trx, id: number): Promise<Unit | undefined> {
    const row = await trx.selectFrom('knowledge_units').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row && decodeUnit(row);
  }

  /**
   * Called in inScopeTransaction, which already serialises every writer of the scope's units:
   * no FOR UPDATE here, whose gap lock on a missing key would block inserts in other scopes.
   */
  async findUnitByDedupKey(trx: Trx, key: string): Promise<Unit | undefined> {
    const row = await trx.selectFrom('knowledge_units').selectAll().where('dedup_key', '=', key).executeTakeFirst();
    return row && decodeUnit(row);
  }

  async findUnitByExternalId(externalId: string): Promise<Unit | undefined> {
    const row = await this.db.selectFrom('knowledge_units').selectAll().where('external_id', '=', externalId).executeTakeFirst();
    return row && decodeUnit(row);
  }

  /** Units a new ticket could join as a paraphrase: same product and category, still alive. */
  async findJoinCandidates(trx: Executor, product: string | null, category: string): Promise<Array<{ id: number; problem: string; phrases: string[] }>> {
    let query = trx
      .selectFrom('knowledge_units')
      .select(['id', 'problem', 'search_phrases'])
      .where('category', '=', category)
      .where('status', 'in', [...JOINABLE])
      .where('source_type', '=', 'ticket');
    query = product === null ? query.where('product', 'is', null) : query.where('product', '=', product);
    return (await query.execute()).map((r) => ({ id: r.id, problem: r.problem, phrases: decodePhrases(r.search_phrases) }));
  }

  async insertUnit(executor: Executor, unit: NewUnit): Promise<number> {
    const result = await executor
      .insertInto('knowledge_units')
      .values({ ...unit, search_phrases: encodePhrases(unit.search_phrases) })
      .executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  /** Bumps the version; the caller holds the row lock and has checked the expected version. */
  async updateUnit(trx: Trx, id: number, change: UnitChange): Promise<void> {
    await trx
      .updateTable('knowledge_units')
      .set((eb) => ({ ...encodeChange(change), version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** One more ticket on a unit: counters and phrases, not the reviewed text (no version bump). */
  async countTicket(trx: Trx, unitId: number, handleSeconds: number, seenAt: Date, phrases?: string[]): Promise<void> {
    await trx
      .updateTable('knowledge_units')
      .set((eb) => ({
        ticket_count: eb('ticket_count', '+', 1),
        total_handle_seconds: eb('total_handle_seconds', '+', handleSeconds),
        last_seen_at: sql<Date>`GREATEST(COALESCE(last_seen_at, ${seenAt}), ${seenAt})`,
        ...(phrases ? { search_phrases: encodePhrases(phrases) } : {}),
      }))
      .where('id', '=', unitId)
      .execute();
  }

  /** Cited units were shown to a customer once more. */
  async countServed(unitIds: number[]): Promise<void> {
    if (unitIds.length === 0) return;
    await this.db
      .updateTable('knowledge_units')
      .set((eb) => ({ served_count: eb('served_count', '+', 1) }))
      .where('id', 'in', unitIds)
      .execute();
  }

  /** A customer's rating of an answer, on the units it cited (in the rating's transaction). */
  async countRating(trx: Trx, unitIds: number[], value: 1 | -1): Promise<void> {
    if (unitIds.length === 0) return;
    await trx
      .updateTable('knowledge_units')
      .set((eb) => (value === 1 ? { helpful_yes: eb('helpful_yes', '+', 1) } : { helpful_no: eb('helpful_no', '+', 1) }))
      .where('id', 'in', unitIds)
      .execute();
  }

  // ---- many units --------------------------------------------------------------------------

  async idsByStatus(status: UnitStatus, options: { withoutPii?: boolean } = {}): Promise<number[]> {
    let query = this.db.selectFrom('knowledge_units').select('id').where('status', '=', status);
    if (options.withoutPii) query = query.where('contains_pii', '=', false);
    return (await query.orderBy('id').execute()).map((r) => r.id);
  }

  /** External id (imported FAQs) → unit id. */
  async externalIdMap(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('knowledge_units').select(['id', 'external_id']).where('external_id', 'is not', null).execute();
    return new Map(rows.map((r) => [r.external_id!, r.id]));
  }

  async servedTexts(ids: number[]): Promise<ServedUnitText[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('knowledge_units')
      .select(['id', 'title', 'problem', 'symptoms', 'cause', 'solution', 'applicability', 'search_phrases', 'status', 'product', 'locale', 'is_one_off'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({ ...r, search_phrases: decodePhrases(r.search_phrases) }));
  }

  async problems(unitIds: number[]): Promise<Map<number, string>> {
    if (unitIds.length === 0) return new Map();
    const rows = await this.db.selectFrom('knowledge_units').select(['id', 'problem']).where('id', 'in', unitIds).execute();
    return new Map(rows.map((r) => [r.id, r.problem]));
  }

  /** A unit a customer may read: approved only. */
  async approvedUnit(unitId: number) {
    return this.db
      .selectFrom('knowledge_units')
      .select(['id', 'title', 'problem', 'solution', 'applicability', 'product', 'is_one_off', 'updated_at'])
      .where('id', '=', unitId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
  }

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

  /** Keyset paging over units of some statuses, id order (the daily job, the audits). */
  async pageUnits(statuses: readonly UnitStatus[] | null, afterId: number, limit: number): Promise<Unit[]> {
    let query = this.db.selectFrom('knowledge_units').selectAll().where('id', '>', afterId);
    if (statuses) query = query.where('status', 'in', [...statuses]);
    return (await query.orderBy('id').limit(limit).execute()).map(decodeUnit);
  }

  async summary(): Promise<KnowledgeSummary> {
    const [units, links, open] = await Promise.all([
      this.db.selectFrom('knowledge_units').select(['status', sql<number>`COUNT(*)`.as('n')]).groupBy('status').execute(),
      this.db.selectFrom('knowledge_unit_ticket').select(['link_type', sql<number>`COUNT(*)`.as('n')]).groupBy('link_type').execute(),
      sql<{ conflicts: number; suggestions: number }>`
        SELECT (SELECT COUNT(*) FROM kb_conflicts WHERE status = 'open') AS conflicts,
               (SELECT COUNT(*) FROM kb_merge_suggestions WHERE status = 'open') AS suggestions`.execute(this.db),
    ]);
    return {
      units_by_status: Object.fromEntries(units.map((r) => [r.status, Number(r.n)])),
      links_by_type: Object.fromEntries(links.map((r) => [r.link_type, Number(r.n)])),
      open_conflicts: Number(open.rows[0].conflicts),
      open_merge_suggestions: Number(open.rows[0].suggestions),
    };
  }

  // ---- the review queue --------------------------------------------------------------------

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
        'u.title',
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
        'u.one_off_reason',
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
    return rows.map((r) => ({
      ...r,
      total_handle_seconds: Number(r.total_handle_seconds),
      confidence: Number(r.confidence),
      open_conflicts: Number(r.open_conflicts ?? 0),
    }));
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

  // ---- ticket links ------------------------------------------------------------------------

  async findUnitByTicket(ticketId: number, executor: Executor = this.db): Promise<{ unit_id: number } | undefined> {
    return executor.selectFrom('knowledge_unit_ticket').select('unit_id').where('ticket_id', '=', ticketId).executeTakeFirst();
  }

  /** INSERT IGNORE: false when the ticket was already linked (a retried or duplicated job). */
  async linkTicket(trx: Trx, link: { unit_id: number; ticket_id: number; link_type: LinkType; similarity: number | null }): Promise<boolean> {
    const result = await trx.insertInto('knowledge_unit_ticket').ignore().values(link).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The source unit's tickets now count in the target (a ticket belongs to one unit). */
  async moveTicketLinks(trx: Trx, fromUnitId: number, toUnitId: number): Promise<number> {
    const result = await trx.updateTable('knowledge_unit_ticket').set({ unit_id: toUnitId }).where('unit_id', '=', fromUnitId).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async ticketLinks(unitId: number, limit: number): Promise<TicketLink[]> {
    const rows = await this.db
      .selectFrom('knowledge_unit_ticket')
      .select(['ticket_id', 'link_type', 'similarity', 'created_at as linked_at'])
      .where('unit_id', '=', unitId)
      .orderBy('created_at')
      .orderBy('ticket_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, similarity: r.similarity === null ? null : Number(r.similarity) }));
  }

  /** The first `perUnit` source tickets (ids) of each unit, and how many it has. */
  async linkPreview(unitIds: number[], perUnit: number): Promise<Map<number, { linked: number; ticket_ids: number[] }>> {
    const out = new Map<number, { linked: number; ticket_ids: number[] }>();
    if (unitIds.length === 0) return out;
    const { rows } = await sql<{ unit_id: number; ticket_id: number; rn: number; linked: number }>`
      SELECT unit_id, ticket_id, rn, linked FROM (
        SELECT l.unit_id, l.ticket_id,
               ROW_NUMBER() OVER (PARTITION BY l.unit_id ORDER BY l.created_at, l.ticket_id) AS rn,
               COUNT(*) OVER (PARTITION BY l.unit_id) AS linked
        FROM knowledge_unit_ticket l
        WHERE l.unit_id IN (${sql.join(unitIds)})
      ) ranked WHERE rn <= ${perUnit} ORDER BY unit_id, rn`.execute(this.db);
    for (const row of rows) {
      const entry = out.get(row.unit_id) ?? { linked: Number(row.linked), ticket_ids: [] };
      entry.ticket_ids.push(Number(row.ticket_id));
      out.set(row.unit_id, entry);
    }
    return out;
  }

  /** Which unit each ticket ended up in (ticket id → unit id). */
  async ticketAssignments(): Promise<Map<number, number>> {
    const rows = await this.db.selectFrom('knowledge_unit_ticket').select(['ticket_id', 'unit_id']).execute();
    return new Map(rows.map((r) => [Number(r.ticket_id), r.unit_id]));
  }

  async unitsOfTickets(ticketIds: number[]): Promise<Map<number, number>> {
    if (ticketIds.length === 0) return new Map();
    const rows = await this.db.selectFrom('knowledge_unit_ticket').select(['ticket_id', 'unit_id']).where('ticket_id', 'in', ticketIds).execute();
    return new Map(rows.map((r) => [Number(r.ticket_id), r.unit_id]));
  }

  async findUnits(trx: Trx, ids: number[]): Promise<Unit[]> {
    if (ids.length === 0) return [];
    return (await trx.selectFrom('knowledge_units').selectAll().where('id', 'in', ids).execute()).map(decodeUnit);
  }

  // ---- revisions ---------------------------------------------------------------------------

  async insertRevision(trx: Trx, unit: Unit, reason: RevisionReason, createdBy: string, conflictId: number | null = null): Promise<void> {
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
        search_phrases: encodePhrases(unit.search_phrases),
        conflict_id: conflictId,
        created_by: createdBy,
      })
      .execute();
  }

  async revisions(unitId: number): Promise<Revision[]> {
    const rows = await this.db.selectFrom('knowledge_unit_revisions').selectAll().where('unit_id', '=', unitId).orderBy('id', 'desc').execute();
    return rows.map(decodeRevision);
  }

  // ---- learned phrases ---------------------------------------------------------------------

  async learnedPhrases(unitId: number): Promise<LearnedPhrase[]> {
    return this.db
      .selectFrom('kb_learned_phrases')
      .select(['id', 'phrase', 'source', 'created_at'])
      .where('unit_id', '=', unitId)
      .orderBy('id')
      .execute();
  }

  /** Learned questions of several units, oldest first. */
  async learnedPhrasesOfUnits(unitIds: number[]): Promise<Array<{ unit_id: number; phrase: string }>> {
    if (unitIds.length === 0) return [];
    return this.db.selectFrom('kb_learned_phrases').select(['unit_id', 'phrase']).where('unit_id', 'in', unitIds).orderBy('id').execute();
  }

  async countLearnedPhrases(trx: Trx, unitId: number): Promise<number> {
    const row = await trx.selectFrom('kb_learned_phrases').select(sql<number>`COUNT(*)`.as('n')).where('unit_id', '=', unitId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** INSERT IGNORE on (unit, normalised key): null when the unit already had this question. */
  async insertLearnedPhrase(
    trx: Trx,
    row: { unit_id: number; phrase: string; phrase_key: string; source: LearnedPhrase['source'] },
  ): Promise<number | null> {
    const result = await trx.insertInto('kb_learned_phrases').ignore().values(row).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? Number(result.insertId) : null;
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
}
