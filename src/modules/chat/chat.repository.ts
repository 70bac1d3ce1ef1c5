import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { ChatDatabase, ChatTables, ChatMessageRow, ChatMessageStatus, ChatOutcome, Conversation, ConversationStatus, HandoffEndedBy } from './chat.tables';

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
  outcome: ChatOutcome;
  suggestions: number[];
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

  async createConversation(row: { id: string; token_hash: string; locale: string; product: string | null; customer_ref: string | null }): Promise<void> {
    await this.db.insertInto('chat_conversations').values(row).execute();
  }

  findConversation(id: string): Promise<Conversation | undefined> {
    return this.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertUserMessage(conversationId: string, text: string, flags: string[] = []): Promise<number> {
    const result = await this.db
      .insertInto('chat_messages')
      .values({ conversation_id: conversationId, role: 'user', text, citations: '[]', consulted: '[]', flags: toJsonList(flags) })
      .executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  /** The product the customer chose: every later search of the conversation is scoped to it. */
  async setConversationProduct(conversationId: string, product: string): Promise<void> {
    await this.db.updateTable('chat_conversations').set({ product }).where('id', '=', conversationId).execute();
  }

  async insertAssistantMessage(message: AssistantMessageInput): Promise<number> {
    const result = await this.db
      .insertInto('chat_messages')
      .values({
        ...message,
        role: 'assistant',
        citations: toJsonList(message.citations),
        suggestions: toJsonList(message.suggestions),
        consulted: toJsonList(message.consulted),
        flags: toJsonList(message.flags),
      })
      .executeTakeFirstOrThrow();
    return Number(result.insertId);
  }

  /**
   * The last `limit` messages of the customer and the assistant before `beforeId`, oldest first
   * (the assistant's memory: a person's replies are not the assistant's to repeat or build on).
   */
  async recentMessages(conversationId: string, beforeId: number, limit: number): Promise<Array<ChatMessageRow & { role: 'user' | 'assistant' }>> {
    if (limit <= 0) return [];
    const rows = await this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('role', 'in', ['user', 'assistant'])
      .where('id', '<', beforeId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse() as Array<ChatMessageRow & { role: 'user' | 'assistant' }>;
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

  transaction<T>(work: (trx: Transaction<ChatDatabase>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The rating row (primary key = message): false when the message was already rated. */
  async insertRating(trx: Transaction<ChatDatabase>, conversationId: string, messageId: number, value: 1 | -1): Promise<boolean> {
    const inserted = await trx.insertInto('chat_ratings').ignore().values({ message_id: messageId, conversation_id: conversationId, value }).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async ratingOf(messageId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('chat_ratings').select('value').where('message_id', '=', messageId).executeTakeFirst();
    return row?.value;
  }

  async ratingsOf(conversationId: string): Promise<Map<number, number>> {
    const rows = await this.db.selectFrom('chat_ratings').select(['message_id', 'value']).where('conversation_id', '=', conversationId).execute();
    return new Map(rows.map((r) => [Number(r.message_id), r.value]));
  }

  findEscalation(conversationId: string) {
    return this.db.selectFrom('chat_escalations').selectAll().where('conversation_id', '=', conversationId).executeTakeFirst();
  }

  /**
   * Links the conversation to its ticket; the unique conversation_id makes a racing second
   * call a no-op, and both read back the same row; `created` tells the one that inserted it.
   */
  async linkEscalation(conversationId: string, ticketId: number) {
    const result = await this.db.insertInto('chat_escalations').ignore().values({ conversation_id: conversationId, ticket_id: ticketId, handed_over_at: new Date() }).executeTakeFirst();
    await this.db.updateTable('chat_conversations').set({ status: 'handed_over' }).where('id', '=', conversationId).execute();
    const escalation = await this.db.selectFrom('chat_escalations').selectAll().where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
    // Only the call whose INSERT made the row created it: the racing losers answer 200, not 201.
    return { escalation, created: Number(result.numInsertedOrUpdatedRows ?? 0) === 1 };
  }

  /** Whether the customer has written in the conversation (an escalation hands over their request). */
  async hasCustomerMessage(conversationId: string): Promise<boolean> {
    const row = await this.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', conversationId).where('role', '=', 'user').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Claims the next handover of an escalation if its last one is at least `cooldownMs` old: one
   * conditional UPDATE, so of racing calls one wins. Null when claimed; otherwise the milliseconds
   * left until the cooldown ends.
   */
  async claimHandover(escalationId: number, cooldownMs: number): Promise<number | null> {
    const now = new Date();
    const result = await this.db
      .updateTable('chat_escalations')
      .set({ handed_over_at: now })
      .where('id', '=', escalationId)
      .where((eb) => eb.or([eb('handed_over_at', 'is', null), eb('handed_over_at', '<=', new Date(now.getTime() - cooldownMs))]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return null;
    const row = await this.db.selectFrom('chat_escalations').select('handed_over_at').where('id', '=', escalationId).executeTakeFirst();
    return row?.handed_over_at ? Math.max(1, new Date(row.handed_over_at).getTime() + cooldownMs - now.getTime()) : cooldownMs;
  }

  /** The escalations among these tickets (one query for a whole intake batch). */
  async escalationsOfTickets(ticketIds: number[]) {
    if (ticketIds.length === 0) return [];
    return this.db.selectFrom('chat_escalations').selectAll().where('ticket_id', 'in', ticketIds).execute();
  }

  async setStatus(conversationId: string, status: ConversationStatus): Promise<void> {
    await this.db.updateTable('chat_conversations').set({ status }).where('id', '=', conversationId).execute();
  }

  /** The handoff ends (customer or operator); false when it had already ended (a second close changes nothing). */
  async endHandoff(conversationId: string, by: HandoffEndedBy): Promise<boolean> {
    const result = await this.db
      .updateTable('chat_conversations')
      .set({ status: 'open', handoff_ended_by: by, handoff_ended_at: new Date() })
      .where('id', '=', conversationId)
      .where('status', '=', 'handed_over')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Handed over again: by the customer's new escalation, or (`onlyAfter: 'operator'`) because the
   * ticket re-opened, which resumes only a handoff the operator's close ended, never one the
   * customer left. False when nothing changed (already handed over).
   */
  async handOverAgain(conversationId: string, options: { onlyAfter?: HandoffEndedBy } = {}): Promise<boolean> {
    let query = this.db
      .updateTable('chat_conversations')
      .set({ status: 'handed_over', handoff_ended_by: null, handoff_ended_at: null })
      .where('id', '=', conversationId)
      .where('status', '=', 'open');
    if (options.onlyAfter) query = query.where('handoff_ended_by', '=', options.onlyAfter);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Compare-and-set of the ticket close the chat has acted on: true only for the caller that moved
   * it from `expected` (so a close seen by two processes, or twice, is acted on once).
   */
  async recordTicketClosure(escalationId: number, expected: Date | null, next: Date | null): Promise<boolean> {
    const result = await this.db
      .updateTable('chat_escalations')
      .set({ ticket_closed_at: next })
      .where('id', '=', escalationId)
      .where(sql<boolean>`ticket_closed_at <=> ${expected}`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setTicketClosedAt(escalationId: number, closedAt: Date | null): Promise<void> {
    await this.db.updateTable('chat_escalations').set({ ticket_closed_at: closedAt }).where('id', '=', escalationId).execute();
  }

  /**
   * A person's reply, copied from the escalation ticket; `created_at` is when the agent wrote it.
   * Returns the new id, or null when the same reply (same source key) was stored before.
   */
  async insertAgentMessage(conversationId: string, message: { text: string; created_at: Date; source_key: string }): Promise<number | null> {
    const result = await this.db
      .insertInto('chat_messages')
      .ignore()
      .values({ conversation_id: conversationId, role: 'agent', citations: '[]', consulted: '[]', flags: '[]', ...message })
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? Number(result.insertId) : null;
  }

  async deleteMessage(conversationId: string, messageId: number): Promise<void> {
    await this.db.deleteFrom('chat_messages').where('conversation_id', '=', conversationId).where('id', '=', messageId).execute();
  }

  /** When the latest copied agent reply was written (where the next poll of the ticket starts). */
  async latestAgentMessageAt(conversationId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('chat_messages')
      .select(sql<Date | null>`MAX(created_at)`.as('at'))
      .where('conversation_id', '=', conversationId)
      .where('role', '=', 'agent')
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }

  /** Messages after `afterId` of the given roles, oldest first (what a reconnecting stream missed). */
  messagesAfter(conversationId: string, afterId: number, roles: ChatMessageRow['role'][]): Promise<ChatMessageRow[]> {
    return this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('id', '>', afterId)
      .where('role', 'in', roles)
      .orderBy('id')
      .execute();
  }

  async counts(): Promise<{ conversations: number; messages: number }> {
    const c = await this.db.selectFrom('chat_conversations').select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
    const m = await this.db.selectFrom('chat_messages').select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow();
    return { conversations: Number(c.n), messages: Number(m.n) };
  }
}
