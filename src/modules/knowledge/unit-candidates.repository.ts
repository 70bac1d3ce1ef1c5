import { Inject, Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { KbUnitCandidatesTable } from '../../database/database.types';
import { decodePhrases, encodePhrases, type Trx } from './knowledge.repository';
import type { Candidate } from './unit-synthesis';

type Executor = Db | Trx;

/** All SQL about ticket candidates: each ticket's reading by the distiller, kept beside its unit. Private to the knowledge module. */
@Injectable()
export class UnitCandidatesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async insertCandidate(trx: Trx, unitId: number, scopeKey: string, candidate: Candidate): Promise<void> {
    await trx
      .insertInto('kb_unit_candidates')
      .ignore()
      .values({
        ticket_id: candidate.ticket_id,
        unit_id: unitId,
        scope_key: scopeKey,
        source_ref: candidate.source_ref,
        subject: candidate.subject,
        title: candidate.title,
        problem: candidate.problem,
        symptoms: candidate.symptoms,
        cause: candidate.cause,
        solution: candidate.solution,
        applicability: candidate.applicability,
        search_phrases: encodePhrases(candidate.search_phrases),
        confirmed: candidate.confirmed,
        is_one_off: candidate.is_one_off,
        one_off_reason: candidate.one_off_reason,
        failed_attempts: candidate.failed_attempts.length > 0 ? encodePhrases(candidate.failed_attempts) : null,
        confidence: candidate.confidence,
        handle_seconds: candidate.handle_seconds,
        closed_at: candidate.closed_at,
      })
      .execute();
  }

  /** Every candidate of a scope (product and category), with its unit: what a new ticket is compared with. */
  async scopeCandidates(executor: Executor | undefined, scopeKey: string): Promise<Array<Candidate & { unit_id: number }>> {
    const rows = await (executor ?? this.db).selectFrom('kb_unit_candidates').selectAll().where('scope_key', '=', scopeKey).execute();
    return rows.map(decodeCandidate);
  }

  async candidatesOf(executor: Executor | undefined, unitId: number): Promise<Array<Candidate & { unit_id: number }>> {
    const rows = await (executor ?? this.db).selectFrom('kb_unit_candidates').selectAll().where('unit_id', '=', unitId).execute();
    return rows.map(decodeCandidate);
  }

  async moveCandidates(trx: Trx, fromUnitId: number, toUnitId: number): Promise<void> {
    await trx.updateTable('kb_unit_candidates').set({ unit_id: toUnitId }).where('unit_id', '=', fromUnitId).execute();
  }

  /** One ticket, its link and its candidate, move to another unit (a regrouping of units in review). */
  async moveTicket(trx: Trx, ticketId: number, toUnitId: number): Promise<void> {
    await trx.updateTable('knowledge_unit_ticket').set({ unit_id: toUnitId, link_type: 'paraphrase' }).where('ticket_id', '=', ticketId).execute();
    await trx.updateTable('kb_unit_candidates').set({ unit_id: toUnitId }).where('ticket_id', '=', ticketId).execute();
  }

  /** A unit's counters recomputed from its candidates (after tickets moved in or out). */
  async recount(trx: Trx, unitId: number): Promise<void> {
    const row = await trx
      .selectFrom('kb_unit_candidates')
      .select([sql<number>`COUNT(*)`.as('n'), sql<number>`COALESCE(SUM(handle_seconds), 0)`.as('seconds'), sql<Date | null>`MAX(closed_at)`.as('last')])
      .where('unit_id', '=', unitId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('knowledge_units')
      .set({ ticket_count: Number(row.n), total_handle_seconds: Number(row.seconds), last_seen_at: row.last })
      .where('id', '=', unitId)
      .execute();
  }

}

function decodeCandidate(row: Selectable<KbUnitCandidatesTable>): Candidate & { unit_id: number } {
  return {
    ...row,
    ticket_id: Number(row.ticket_id),
    search_phrases: decodePhrases(row.search_phrases),
    failed_attempts: row.failed_attempts ? decodePhrases(row.failed_attempts) : [],
    confidence: Number(row.confidence),
  };
}

