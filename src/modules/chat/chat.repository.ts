import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { ChatDatabase, ChatTables, ChatMessageRow, ChatMessageStatus, Conversation } from './chat.tables';

export function toJsonList(values: Array<string | number>): string {
  return JSON.stringify(values);
}

export function parseJsonList<T extends string | number>(stored: string): T[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export interface AssistantMessageInput {
  conversation_id: string;
  text: string;
  status: ChatMessageStatus;
  answered: boolean;
  citations: number[];
  consulted: number[];
  flags: string[];
  assistant: string;
  input_tokens: number | null;
  output_tokens: number | null;
  first_event_ms: number | null;
  duration_ms: number;
}

/** All SQL of the customer chat (the webhook deliveries have their own repository). */
@Injectable()
export class ChatRepository {
  private readonly db: Kysely<ChatDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<ChatTables>();
  }

  async createConversation(row: { id: string; token_hash: string; locale: string; product: string | null }): Promise<void> {
    await this.db.insertInto('chat_conversations').values(row).execute();
  }

  findConversation(id: string): Promise<Conversation | undefined> {
    return this.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertUserMessage(conversationId: string, text: string): Promise<number> {
    const result = await this.db
      .insertInto('chat_messages')
      .values({ conversation_id: conversationId, role: 'user', text, citations: '[]', consulted: '[]', flags: '[]' })
      .executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  async insertAssistantMessage(message: AssistantMessageInput): Promise<number> {
    const result = await this.db
      .insertInto('chat_messages')
      .values({
        ...message,
        role: 'assistant',
        citations: toJsonList(message.citations),
        consulted: toJsonList(message.consulted),
        flags: toJsonList(message.flags),
      })
      .executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  /** The last `limit` messages before `beforeId`, oldest first (the assistant's memory). */
  async recentMessages(conversationId: string, beforeId: number, limit: number): Promise<ChatMessageRow[]> {
    if (limit <= 0) return [];
    const rows = await this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('id', '<', beforeId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  messages(conversationId: string): Promise<ChatMessageRow[]> {
    return this.db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
  }

  findMessage(conversationId: string, messageId: number): Promise<ChatMessageRow | undefined> {
    return this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('id', '=', messageId)
      .executeTakeFirst();
  }

  /** The customer's message the assistant message answered. */
  previousUserMessage(conversationId: string, messageId: number): Promise<ChatMessageRow | undefined> {
    return this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('id', '<', messageId)
      .where('role', '=', 'user')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
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

  /**
   * The rating row (primary key = message) and the helpful counters of the cited units, in one
   * transaction: false when the message was already rated (nothing changes).
   */
  async rate(conversationId: string, messageId: number, value: 1 | -1, unitIds: number[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('chat_ratings')
        .ignore()
        .values({ message_id: messageId, conversation_id: conversationId, value })
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      if (unitIds.length > 0) {
        await trx
          .updateTable('knowledge_units')
          .set((eb) => (value === 1 ? { helpful_yes: eb('helpful_yes', '+', 1) } : { helpful_no: eb('helpful_no', '+', 1) }))
          .where('id', 'in', unitIds)
          .execute();
      }
      return true;
    });
  }

  async ratingOf(messageId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('chat_ratings').select('value').where('message_id', '=', messageId).executeTakeFirst();
    return row?.value;
  }

  async ratingsOf(conversationId: string): Promise<Map<number, number>> {
    const rows = await this.db.selectFrom('chat_ratings').select(['message_id', 'value']).where('conversation_id', '=', conversationId).execute();
    return new Map(rows.map((r) => [Number(r.message_id), r.value]));
  }

  async unitProblems(unitIds: number[]): Promise<Map<number, string>> {
    if (unitIds.length === 0) return new Map();
    const rows = await this.db.selectFrom('knowledge_units').select(['id', 'problem']).where('id', 'in', unitIds).execute();
    return new Map(rows.map((r) => [r.id, r.problem]));
  }

  /** A unit a customer may read: approved only. */
  approvedUnit(unitId: number) {
    return this.db
      .selectFrom('knowledge_units')
      .select(['id', 'problem', 'solution', 'applicability', 'product', 'updated_at'])
      .where('id', '=', unitId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
  }

  findEscalation(conversationId: string) {
    return this.db.selectFrom('chat_escalations').selectAll().where('conversation_id', '=', conversationId).executeTakeFirst();
  }

  /**
   * Links the conversation to its ticket; the unique conversation_id makes a racing second
   * call a no-op, and both read back the same row.
   */
  async linkEscalation(conversationId: string, ticketId: number) {
    await this.db.insertInto('chat_escalations').ignore().values({ conversation_id: conversationId, ticket_id: ticketId }).execute();
    await this.db.updateTable('chat_conversations').set({ status: 'escalated' }).where('id', '=', conversationId).execute();
    return this.db.selectFrom('chat_escalations').selectAll().where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
  }

  /** For kb eval:chat: units and the ground-truth groups of their source tickets. */
  async unitSourceTickets(): Promise<Array<{ unit_id: number; external_id: string }>> {
    return this.db
      .selectFrom('knowledge_unit_ticket')
      .innerJoin('tickets', 'tickets.id', 'knowledge_unit_ticket.ticket_id')
      .select(['knowledge_unit_ticket.unit_id', 'tickets.external_id'])
      .execute();
  }

  /**
   * For kb eval:chat and the bench (scratch databases): what a reviewer clearing the queue does,
   * without the audit trail. Units the redactor still flags (contains_pii) stay pending, as in
   * the review flow.
   */
  async approveAllPending(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('knowledge_units')
      .select('id')
      .where('status', '=', 'pending_review')
      .where('contains_pii', '=', false)
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) await this.db.updateTable('knowledge_units').set({ status: 'approved' }).where('id', 'in', ids).execute();
    return ids;
  }

  async counts(): Promise<{ conversations: number; messages: number }> {
    const c = await this.db.selectFrom('chat_conversations').select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
    const m = await this.db.selectFrom('chat_messages').select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
    return { conversations: Number(c.n), messages: Number(m.n) };
  }
}
