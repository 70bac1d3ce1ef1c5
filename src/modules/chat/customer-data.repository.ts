import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { ChatDatabase, ChatTables } from './chat.tables';

export interface ChatErasureCounts {
  conversations: number;
  messages: number;
  ratings: number;
  escalations: number;
  webhook_deliveries: number;
}

/** All SQL of the chat module for erasure, access and retention (GDPR articles 15 and 17). */
@Injectable()
export class ChatCustomerDataRepository {
  private readonly db: Kysely<ChatDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<ChatTables>();
  }

  async conversationsOfCustomer(customerRef: string): Promise<string[]> {
    const rows = await this.db.selectFrom('chat_conversations').select('id').where('customer_ref', '=', customerRef).orderBy('id').execute();
    return rows.map((r) => r.id);
  }

  async conversationsEscalatedInto(ticketIds: number[]): Promise<string[]> {
    if (ticketIds.length === 0) return [];
    const rows = await this.db.selectFrom('chat_escalations').select('conversation_id').where('ticket_id', 'in', ticketIds).orderBy('conversation_id').execute();
    return rows.map((r) => r.conversation_id);
  }

  async escalationTicketsOf(conversationIds: string[]): Promise<number[]> {
    if (conversationIds.length === 0) return [];
    const rows = await this.db.selectFrom('chat_escalations').select('ticket_id').where('conversation_id', 'in', conversationIds).orderBy('ticket_id').execute();
    return rows.map((r) => Number(r.ticket_id));
  }

  /** Conversations whose last message (or creation, when none) is older than `cutoff`. */
  async olderThan(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('chat_conversations as c')
      .select('c.id')
      .where('c.created_at', '<', cutoff)
      .where(sql<boolean>`COALESCE((SELECT MAX(m.created_at) FROM chat_messages m WHERE m.conversation_id = c.id), c.created_at) < ${cutoff}`)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Every row of the conversations (the token's hash aside: it is a credential, not data about the customer). */
  async export(conversationIds: string[]): Promise<unknown[]> {
    if (conversationIds.length === 0) return [];
    const [conversations, messages, ratings, escalations] = await Promise.all([
      this.db
        .selectFrom('chat_conversations')
        .select(['id', 'customer_ref', 'locale', 'product', 'status', 'created_at', 'updated_at'])
        .where('id', 'in', conversationIds)
        .orderBy('created_at')
        .execute(),
      this.db.selectFrom('chat_messages').selectAll().where('conversation_id', 'in', conversationIds).orderBy('id').execute(),
      this.db.selectFrom('chat_ratings').selectAll().where('conversation_id', 'in', conversationIds).execute(),
      this.db.selectFrom('chat_escalations').selectAll().where('conversation_id', 'in', conversationIds).execute(),
    ]);
    const escalationIds = escalations.map((e) => e.id);
    const deliveries =
      escalationIds.length === 0 ? [] : await this.db.selectFrom('chat_webhook_deliveries').selectAll().where('escalation_id', 'in', escalationIds).orderBy('id').execute();
    return conversations.map((c) => {
      const escalation = escalations.find((e) => e.conversation_id === c.id);
      return {
        ...c,
        messages: messages.filter((m) => m.conversation_id === c.id),
        ratings: ratings.filter((r) => r.conversation_id === c.id),
        escalation: escalation ? { ...escalation, webhook_deliveries: deliveries.filter((d) => d.escalation_id === escalation.id) } : null,
      };
    });
  }

  /** The conversations and everything hanging off them, in one transaction. */
  async erase(conversationIds: string[]): Promise<ChatErasureCounts> {
    if (conversationIds.length === 0) return { conversations: 0, messages: 0, ratings: 0, escalations: 0, webhook_deliveries: 0 };
    return this.db.transaction().execute(async (trx) => {
      const escalationIds = (await trx.selectFrom('chat_escalations').select('id').where('conversation_id', 'in', conversationIds).forUpdate().execute()).map((e) => e.id);
      const deliveries = escalationIds.length === 0 ? 0 : Number((await trx.deleteFrom('chat_webhook_deliveries').where('escalation_id', 'in', escalationIds).executeTakeFirst()).numDeletedRows);
      const escalations = await trx.deleteFrom('chat_escalations').where('conversation_id', 'in', conversationIds).executeTakeFirst();
      const ratings = await trx.deleteFrom('chat_ratings').where('conversation_id', 'in', conversationIds).executeTakeFirst();
      const messages = await trx.deleteFrom('chat_messages').where('conversation_id', 'in', conversationIds).executeTakeFirst();
      const conversations = await trx.deleteFrom('chat_conversations').where('id', 'in', conversationIds).executeTakeFirst();
      return {
        conversations: Number(conversations.numDeletedRows),
        messages: Number(messages.numDeletedRows),
        ratings: Number(ratings.numDeletedRows),
        escalations: Number(escalations.numDeletedRows),
        webhook_deliveries: deliveries,
      };
    });
  }

  /**
   * Tickets leaving by retention: their escalation links (and the webhook deliveries, which carry
   * the transcript) go, the conversations stay under their own retention.
   */
  async eraseEscalationsOfTickets(ticketIds: number[]): Promise<{ escalations: number; webhook_deliveries: number }> {
    if (ticketIds.length === 0) return { escalations: 0, webhook_deliveries: 0 };
    return this.db.transaction().execute(async (trx) => {
      const escalationIds = (await trx.selectFrom('chat_escalations').select('id').where('ticket_id', 'in', ticketIds).forUpdate().execute()).map((e) => e.id);
      if (escalationIds.length === 0) return { escalations: 0, webhook_deliveries: 0 };
      const deliveries = await trx.deleteFrom('chat_webhook_deliveries').where('escalation_id', 'in', escalationIds).executeTakeFirst();
      const escalations = await trx.deleteFrom('chat_escalations').where('id', 'in', escalationIds).executeTakeFirst();
      return { escalations: Number(escalations.numDeletedRows), webhook_deliveries: Number(deliveries.numDeletedRows) };
    });
  }
}
