import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { GapDecision, GapOutcome, GapQuestion, GapsDatabase, GapsTables } from './gaps.tables';

export interface NewGapQuestion {
  conversation_id: string;
  message_id: number;
  question: string;
  product: string | null;
  locale: string;
  outcome: GapOutcome;
  ticket_id?: number | null;
}

const decode = (row: GapQuestion): GapQuestion => ({ ...row, id: Number(row.id), message_id: Number(row.message_id), ticket_id: row.ticket_id === null ? null : Number(row.ticket_id) });

/** All SQL of the knowledge gaps. */
@Injectable()
export class GapsRepository {
  private readonly db: Kysely<GapsDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<GapsTables>();
  }

  /** One row per turn: a turn recorded twice (a retried hook) stays one gap, with its first outcome. */
  async insert(row: NewGapQuestion): Promise<boolean> {
    const result = await this.db.insertInto('kb_gap_questions').ignore().values(row).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The conversation's gap questions went into this escalation ticket. */
  async linkTicket(conversationId: string, ticketId: number): Promise<void> {
    await this.db.updateTable('kb_gap_questions').set({ ticket_id: ticketId }).where('conversation_id', '=', conversationId).where('ticket_id', 'is', null).execute();
  }

  async deleteSuggested(conversationId: string, messageId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('kb_gap_questions')
      .where('conversation_id', '=', conversationId)
      .where('message_id', '=', messageId)
      .where('outcome', '=', 'suggested')
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The most recent `limit` questions since `since`, oldest first. */
  async since(since: Date, limit: number): Promise<GapQuestion[]> {
    const rows = await this.db.selectFrom('kb_gap_questions').selectAll().where('created_at', '>=', since).orderBy('id', 'desc').limit(limit).execute();
    return rows.reverse().map(decode);
  }

  async byIds(ids: number[]): Promise<GapQuestion[]> {
    if (ids.length === 0) return [];
    return (await this.db.selectFrom('kb_gap_questions').selectAll().where('id', 'in', ids).orderBy('id').execute()).map(decode);
  }

  async decide(ids: number[], decision: GapDecision | null, unitId: number | null, actor: string | null): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('kb_gap_questions')
      .set({ decision, unit_id: unitId, decided_by: actor, decided_at: decision ? new Date() : null })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async byConversations(conversationIds: string[]): Promise<GapQuestion[]> {
    if (conversationIds.length === 0) return [];
    return (await this.db.selectFrom('kb_gap_questions').selectAll().where('conversation_id', 'in', conversationIds).orderBy('id').execute()).map(decode);
  }

  async deleteConversations(conversationIds: string[]): Promise<number> {
    if (conversationIds.length === 0) return 0;
    const result = await this.db.deleteFrom('kb_gap_questions').where('conversation_id', 'in', conversationIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
