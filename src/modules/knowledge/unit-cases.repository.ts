import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { Trx } from './knowledge.repository';
import type { Conflict, ConflictStatus, MergeSuggestion, MergeSuggestionStatus, RetirementCandidate } from './unit.types';

type Executor = Db | Trx;

/**
 * All SQL about what a reviewer has to decide on a unit beside its text: conflicts (a ticket's
 * different fix), merge suggestions (two units that may be one problem) and retirement
 * candidates. Private to the knowledge module, like KnowledgeRepository.
 */
@Injectable()
export class UnitCasesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async countOpen(): Promise<{ conflicts: number; merge_suggestions: number; retirement_candidates: number }> {
    const { rows } = await sql<{ conflicts: number; merge_suggestions: number; retirement_candidates: number }>`
      SELECT (SELECT COUNT(*) FROM kb_conflicts WHERE status = 'open') AS conflicts,
             (SELECT COUNT(*) FROM kb_merge_suggestions WHERE status = 'open') AS merge_suggestions,
             (SELECT COUNT(*) FROM kb_retirement_candidates WHERE status = 'open') AS retirement_candidates`.execute(this.db);
    const [row] = rows;
    return { conflicts: Number(row.conflicts), merge_suggestions: Number(row.merge_suggestions), retirement_candidates: Number(row.retirement_candidates) };
  }

  // ---- conflicts ---------------------------------------------------------------------------

  async openConflict(trx: Trx, conflict: { unit_id: number; ticket_id: number; proposed_solution: string; similarity: number }): Promise<void> {
    await trx.insertInto('kb_conflicts').ignore().values(conflict).execute();
  }

  private conflictQuery(executor: Executor = this.db) {
    return executor
      .selectFrom('kb_conflicts as c')
      .innerJoin('knowledge_units as u', 'u.id', 'c.unit_id')
      .selectAll('c')
      .select(['u.problem as unit_problem', 'u.solution as unit_solution', 'u.status as unit_status', 'u.version as unit_version']);
  }

  async conflictsPage(status: ConflictStatus, limit: number, offset: number): Promise<{ total: number; rows: Conflict[] }> {
    const [count, rows] = await Promise.all([
      this.db.selectFrom('kb_conflicts').select(sql<number>`COUNT(*)`.as('n')).where('status', '=', status).executeTakeFirstOrThrow(),
      this.conflictQuery().where('c.status', '=', status).orderBy('c.id', status === 'open' ? 'asc' : 'desc').limit(limit).offset(offset).execute(),
    ]);
    return { total: Number(count.n), rows: rows.map(decodeConflict) };
  }

  async conflictsOfUnit(unitId: number): Promise<Conflict[]> {
    return (await this.conflictQuery().where('c.unit_id', '=', unitId).orderBy('c.id', 'desc').execute()).map(decodeConflict);
  }

  async findConflict(id: number): Promise<Conflict | undefined> {
    const row = await this.conflictQuery().where('c.id', '=', id).executeTakeFirst();
    return row && decodeConflict(row);
  }

  async lockConflict(trx: Trx, id: number) {
    return trx.selectFrom('kb_conflicts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async closeConflict(trx: Trx, id: number, status: Exclude<ConflictStatus, 'open'>, by: string): Promise<void> {
    await trx.updateTable('kb_conflicts').set({ status, resolved_by: by, resolved_at: new Date() }).where('id', '=', id).execute();
  }

  // ---- merge suggestions -------------------------------------------------------------------

  async suggestMerge(trx: Trx, suggestion: { unit_id: number; target_unit_id: number; similarity: number }): Promise<void> {
    await trx.insertInto('kb_merge_suggestions').ignore().values(suggestion).execute();
  }

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

  async mergeSuggestionsPage(status: MergeSuggestionStatus, limit: number, offset: number): Promise<{ total: number; rows: MergeSuggestion[] }> {
    const [count, rows] = await Promise.all([
      this.db.selectFrom('kb_merge_suggestions').select(sql<number>`COUNT(*)`.as('n')).where('status', '=', status).executeTakeFirstOrThrow(),
      this.suggestionQuery().where('s.status', '=', status).orderBy('s.similarity', 'desc').orderBy('s.id').limit(limit).offset(offset).execute(),
    ]);
    return { total: Number(count.n), rows: rows.map(decodeSuggestion) };
  }

  async mergeSuggestionsOfUnit(unitId: number): Promise<MergeSuggestion[]> {
    const rows = await this.suggestionQuery()
      .where((eb) => eb.or([eb('s.unit_id', '=', unitId), eb('s.target_unit_id', '=', unitId)]))
      .orderBy('s.id', 'desc')
      .execute();
    return rows.map(decodeSuggestion);
  }

  async lockMergeSuggestion(trx: Trx, id: number) {
    return trx.selectFrom('kb_merge_suggestions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async setMergeSuggestionStatus(trx: Trx, id: number, status: Exclude<MergeSuggestionStatus, 'open'>): Promise<void> {
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

  // ---- retirement candidates ---------------------------------------------------------------

  async retirementCandidate(unitId: number): Promise<RetirementCandidate | undefined> {
    return this.db.selectFrom('kb_retirement_candidates').selectAll().where('unit_id', '=', unitId).executeTakeFirst();
  }

  /** INSERT IGNORE: a unit is flagged once (a dismissed flag stays dismissed). */
  async flagRetirement(trx: Trx, unitId: number, reason: string): Promise<boolean> {
    const result = await trx.insertInto('kb_retirement_candidates').ignore().values({ unit_id: unitId, reason }).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async resolveRetirement(trx: Trx, unitId: number, status: 'dismissed' | 'retired', by: string): Promise<boolean> {
    const result = await trx
      .updateTable('kb_retirement_candidates')
      .set({ status, resolved_by: by, resolved_at: new Date() })
      .where('unit_id', '=', unitId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

function decodeConflict<T extends { similarity: number }>(row: T): T {
  return { ...row, similarity: Number(row.similarity) };
}

function decodeSuggestion<T extends { similarity: number; unit_ticket_count: number; target_ticket_count: number }>(row: T): T {
  return { ...row, similarity: Number(row.similarity), unit_ticket_count: Number(row.unit_ticket_count), target_ticket_count: Number(row.target_ticket_count) };
}
