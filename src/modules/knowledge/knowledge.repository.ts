import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Updateable } from 'kysely';
import type { Database, KnowledgeUnit, KnowledgeUnitsTable, NewKnowledgeUnit } from '../../database/database.types';

export type Trx = Transaction<Database>;
type Executor = Db | Trx;

/** Statuses whose units new tickets can join (rejected/archived ones are not resurrected by a ticket). */
const JOINABLE = ['pending_review', 'approved', 'stale'] as const;

export function serializePhrases(phrases: string[]): string {
  return JSON.stringify(phrases);
}

export function parsePhrases(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** All SQL about knowledge units, their ticket links, conflicts and merge suggestions. */
@Injectable()
export class KnowledgeRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async findUnitByTicket(ticketId: number, executor: Executor = this.db): Promise<{ unit_id: number } | undefined> {
    return executor
      .selectFrom('knowledge_unit_ticket').select('unit_id').where('ticket_id', '=', ticketId).executeTakeFirst();
  }

  /**
   * Serialises distillation within one product and category for the length of `work`
   * (GET_LOCK exists on MySQL and MariaDB alike): two workers cannot both miss each other's
   * new unit and create two units for the same problem.
   */
  async withScopeLock<T>(trx: Trx, scope: string, work: () => Promise<T>): Promise<T> {
    const name = `distillo-scope-${createHash('sha1').update(scope).digest('hex')}`;
    const { rows } = await sql<{ got: number | null }>`SELECT GET_LOCK(${name}, 30) AS got`.execute(trx);
    if (Number(rows[0]?.got) !== 1) throw Object.assign(new Error(`Could not lock scope ${scope}`), { code: 'ER_LOCK_DEADLOCK' });
    try {
      return await work();
    } finally {
      await sql`SELECT RELEASE_LOCK(${name})`.execute(trx);
    }
  }

  /**
   * Called under withScopeLock, which already serialises every writer of the scope's units:
   * no FOR UPDATE here, whose gap lock on a missing key would block inserts in other scopes.
   */
  async findUnitByDedupKey(trx: Trx, key: string): Promise<KnowledgeUnit | undefined> {
    return trx.selectFrom('knowledge_units').selectAll().where('dedup_key', '=', key).executeTakeFirst();
  }

  async findUnit(executor: Executor | undefined, id: number): Promise<KnowledgeUnit | undefined> {
    return (executor ?? this.db).selectFrom('knowledge_units').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Units a new ticket could join as a paraphrase: same product and category, still alive. */
  async findJoinCandidates(
    trx: Executor,
    product: string | null,
    category: string,
  ): Promise<Array<Pick<KnowledgeUnit, 'id' | 'problem' | 'search_phrases'>>> {
    let query = trx
      .selectFrom('knowledge_units')
      .select(['id', 'problem', 'search_phrases'])
      .where('category', '=', category)
      .where('status', 'in', [...JOINABLE])
      .where('source_type', '=', 'ticket');
    query = product === null ? query.where('product', 'is', null) : query.where('product', '=', product);
    return query.execute();
  }

  async findUnitByExternalId(externalId: string): Promise<KnowledgeUnit | undefined> {
    return this.db.selectFrom('knowledge_units').selectAll().where('external_id', '=', externalId).executeTakeFirst();
  }

  async idsByStatus(status: KnowledgeUnit['status']): Promise<number[]> {
    const rows = await this.db.selectFrom('knowledge_units').select('id').where('status', '=', status).orderBy('id').execute();
    return rows.map((r) => r.id);
  }

  /** External id (imported FAQs) → unit id. */
  async externalIdMap(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('knowledge_units').select(['id', 'external_id']).where('external_id', 'is not', null).execute();
    return new Map(rows.map((r) => [r.external_id!, r.id]));
  }

  async insertUnitStandalone(unit: NewKnowledgeUnit): Promise<number> {
    const result = await this.db.insertInto('knowledge_units').values(unit).executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  /** An imported FAQ changed at its source: its text is replaced and its version bumped. */
  async updateImportedUnit(id: number, fields: Updateable<KnowledgeUnitsTable>): Promise<void> {
    await this.db
      .updateTable('knowledge_units')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async insertUnit(trx: Trx, unit: NewKnowledgeUnit): Promise<number> {
    const result = await trx.insertInto('knowledge_units').values(unit).executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  /** INSERT IGNORE: false when the ticket was already linked (a retried or duplicated job). */
  async linkTicket(
    trx: Trx,
    link: { unit_id: number; ticket_id: number; link_type: 'created' | 'exact' | 'paraphrase'; similarity: number | null },
  ): Promise<boolean> {
    const result = await trx.insertInto('knowledge_unit_ticket').ignore().values(link).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async countTicket(trx: Trx, unitId: number, handleSeconds: number, seenAt: Date, phrases?: string[]): Promise<void> {
    await trx
      .updateTable('knowledge_units')
      .set((eb) => ({
        ticket_count: eb('ticket_count', '+', 1),
        total_handle_seconds: eb('total_handle_seconds', '+', handleSeconds),
        last_seen_at: sql<Date>`GREATEST(COALESCE(last_seen_at, ${seenAt}), ${seenAt})`,
        ...(phrases ? { search_phrases: serializePhrases(phrases) } : {}),
      }))
      .where('id', '=', unitId)
      .execute();
  }

  async openConflict(trx: Trx, conflict: { unit_id: number; ticket_id: number; proposed_solution: string; similarity: number }) {
    await trx.insertInto('kb_conflicts').ignore().values(conflict).execute();
  }

  async suggestMerge(trx: Trx, suggestion: { unit_id: number; target_unit_id: number; similarity: number }) {
    await trx.insertInto('kb_merge_suggestions').ignore().values(suggestion).execute();
  }

  async summary(): Promise<{
    units_by_status: Record<string, number>;
    links_by_type: Record<string, number>;
    open_conflicts: number;
    open_merge_suggestions: number;
  }> {
    const units = await this.db.selectFrom('knowledge_units').select(['status', sql<number>`COUNT(*)`.as('n')]).groupBy('status').execute();
    const links = await this.db
      .selectFrom('knowledge_unit_ticket')
      .select(['link_type', sql<number>`COUNT(*)`.as('n')])
      .groupBy('link_type')
      .execute();
    const conflicts = await this.db
      .selectFrom('kb_conflicts')
      .select(sql<number>`COUNT(*)`.as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const suggestions = await this.db
      .selectFrom('kb_merge_suggestions')
      .select(sql<number>`COUNT(*)`.as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return {
      units_by_status: Object.fromEntries(units.map((r) => [r.status, Number(r.n)])),
      links_by_type: Object.fromEntries(links.map((r) => [r.link_type, Number(r.n)])),
      open_conflicts: Number(conflicts.n),
      open_merge_suggestions: Number(suggestions.n),
    };
  }

  /** Which unit each ticket ended up in, by the ticket's external id. */
  async ticketAssignments(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('knowledge_unit_ticket')
      .innerJoin('tickets', 'tickets.id', 'knowledge_unit_ticket.ticket_id')
      .select(['tickets.external_id', 'knowledge_unit_ticket.unit_id'])
      .execute();
    return new Map(rows.map((r) => [r.external_id, r.unit_id]));
  }

  /** Every text field of every unit, a page at a time (for the personal-data audit). */
  async pageUnitTexts(afterId: number, limit: number): Promise<Array<{ id: number; text: string }>> {
    const rows = await this.db
      .selectFrom('knowledge_units')
      .select(['id', 'problem', 'symptoms', 'cause', 'solution', 'applicability', 'search_phrases'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(({ id, ...fields }) => ({ id, text: Object.values(fields).join('\n') }));
  }
}
