import { Kysely, sql } from 'kysely';

/**
 * A handoff that holds (issue 13.5).
 * - chat_conversations.status: 'escalated' becomes 'handed_over' (the assistant stops answering
 *   until the customer closes the handoff, which sets 'open' again).
 * - chat_messages.role gains 'agent': a person's public reply on the escalation ticket, copied from
 *   the tickets service (redacted); `source_key` (sha256 of the ticket message's time and text) is
 *   unique per conversation, so the same reply delivered twice (event and poll) is stored once.
 * - chat_webhook_deliveries: one delivery per (escalation, event, dedup_key) instead of per
 *   (escalation, event), so every relayed customer message is announced; '' keeps the old rows' key.
 * - tickets.contact_email: the address a customer left, with consent, to be answered by e-mail;
 *   kept on the escalation ticket only (no chat table holds it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE chat_conversations MODIFY status enum('open','escalated','handed_over') NOT NULL DEFAULT 'open'`.execute(db);
  await sql`UPDATE chat_conversations SET status = 'handed_over' WHERE status = 'escalated'`.execute(db);
  await sql`ALTER TABLE chat_conversations MODIFY status enum('open','handed_over') NOT NULL DEFAULT 'open'`.execute(db);

  await sql`ALTER TABLE chat_messages MODIFY role enum('user','assistant','agent') NOT NULL`.execute(db);
  await db.schema.alterTable('chat_messages').addColumn('source_key', 'char(64)').execute();
  await db.schema.createIndex('chat_messages_source_uq').on('chat_messages').columns(['conversation_id', 'source_key']).unique().execute();

  await db.schema.alterTable('chat_webhook_deliveries').addColumn('dedup_key', 'varchar(64)', (col) => col.notNull().defaultTo('')).execute();
  // The new key first: the old one is the index of the escalation_id foreign key until then.
  await db.schema
    .createIndex('chat_webhook_deliveries_escalation_event_key_uq')
    .on('chat_webhook_deliveries')
    .columns(['escalation_id', 'event', 'dedup_key'])
    .unique()
    .execute();
  await db.schema.dropIndex('chat_webhook_deliveries_escalation_event_uq').on('chat_webhook_deliveries').execute();

  await db.schema.alterTable('tickets').addColumn('contact_email', 'varchar(254)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('contact_email').execute();
  await sql`DELETE FROM chat_webhook_deliveries WHERE dedup_key <> ''`.execute(db);
  await db.schema
    .createIndex('chat_webhook_deliveries_escalation_event_uq')
    .on('chat_webhook_deliveries')
    .columns(['escalation_id', 'event'])
    .unique()
    .execute();
  await db.schema.dropIndex('chat_webhook_deliveries_escalation_event_key_uq').on('chat_webhook_deliveries').execute();
  await db.schema.alterTable('chat_webhook_deliveries').dropColumn('dedup_key').execute();
  await db.schema.dropIndex('chat_messages_source_uq').on('chat_messages').execute();
  await db.schema.alterTable('chat_messages').dropColumn('source_key').execute();
  await sql`DELETE FROM chat_messages WHERE role = 'agent'`.execute(db);
  await sql`ALTER TABLE chat_messages MODIFY role enum('user','assistant') NOT NULL`.execute(db);
  await sql`ALTER TABLE chat_conversations MODIFY status enum('open','escalated','handed_over') NOT NULL DEFAULT 'open'`.execute(db);
  await sql`UPDATE chat_conversations SET status = 'escalated' WHERE status = 'handed_over'`.execute(db);
  await sql`ALTER TABLE chat_conversations MODIFY status enum('open','escalated') NOT NULL DEFAULT 'open'`.execute(db);
}
