import { Kysely } from 'kysely';

/**
 * Erasure and access (GDPR articles 15 and 17) find a customer's data by reference:
 * - `chat_conversations.customer_ref`: the embedding site's own id of its logged-in user, passed
 *   optionally when a conversation is created (a conversation escalated into one of the
 *   customer's tickets belongs to that customer too, through chat_escalations);
 * - indexes for the lookups by reference and by conversation, and for the retention job's scan
 *   of old conversations.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_conversations').addColumn('customer_ref', 'varchar(191)').execute();
  await db.schema.createIndex('chat_conversations_customer_ref_idx').on('chat_conversations').column('customer_ref').execute();
  await db.schema.createIndex('chat_conversations_created_idx').on('chat_conversations').column('created_at').execute();
  await db.schema.createIndex('tickets_customer_ref_idx').on('tickets').column('customer_ref').execute();
  await db.schema.createIndex('kb_phrase_suggestion_sources_conversation_idx').on('kb_phrase_suggestion_sources').column('conversation_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('kb_phrase_suggestion_sources_conversation_idx').on('kb_phrase_suggestion_sources').execute();
  await db.schema.dropIndex('tickets_customer_ref_idx').on('tickets').execute();
  await db.schema.dropIndex('chat_conversations_created_idx').on('chat_conversations').execute();
  await db.schema.dropIndex('chat_conversations_customer_ref_idx').on('chat_conversations').execute();
  await db.schema.alterTable('chat_conversations').dropColumn('customer_ref').execute();
}
