import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * The connectors' own records of what they did in the ticketing system (Zendesk, Zammad):
 *  - connector_escalations: one row per handed-over chat escalation, holding the remote ticket's id
 *    once created, so a retry finds it (exactly once); the contact the customer gave is kept only
 *    until the remote ticket exists, then cleared (it lives on that ticket);
 *  - connector_escalation_messages: the customer's later messages, each added to that ticket once;
 *  - connector_assist_notes: the agent-assist note of a ticket, posted once.
 * Rows go with the chat escalation or the ticket they belong to (ON DELETE CASCADE).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('connector_escalations')
    .addColumn('escalation_id', 'integer', (col) => col.unsigned().primaryKey().references('chat_escalations.id').onDelete('cascade'))
    .addColumn('conversation_id', 'char(36)', (col) => col.notNull())
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned().notNull())
    .addColumn('local_external_id', 'varchar(191)', (col) => col.notNull())
    .addColumn('connector', 'varchar(32)', (col) => col.notNull())
    .addColumn('remote_external_id', 'varchar(191)')
    .addColumn('status', sql`enum('pending','created','failed')`, (col) => col.notNull().defaultTo('pending'))
    .addColumn('requester_email', 'varchar(320)')
    .addColumn('requester_name', 'varchar(200)')
    .addColumn('attempts', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('updated_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`).modifyEnd(sql`ON UPDATE CURRENT_TIMESTAMP(3)`))
    .addUniqueConstraint('connector_escalations_remote', ['connector', 'remote_external_id'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('connector_escalations_local').on('connector_escalations').column('local_external_id').execute();

  await db.schema
    .createTable('connector_escalation_messages')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('escalation_id', 'integer', (col) => col.unsigned().notNull().references('connector_escalations.escalation_id').onDelete('cascade'))
    .addColumn('message_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', sql`enum('pending','posted','failed')`, (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('posted_at', sql`datetime(3)`)
    .addUniqueConstraint('connector_escalation_messages_key', ['escalation_id', 'message_key'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  await db.schema
    .createTable('connector_assist_notes')
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned().primaryKey().references('tickets.id').onDelete('cascade'))
    .addColumn('ticket_external_id', 'varchar(191)', (col) => col.notNull())
    .addColumn('connector', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', sql`enum('pending','posted','skipped','failed')`, (col) => col.notNull().defaultTo('pending'))
    .addColumn('unit_ids', 'varchar(255)', (col) => col.notNull().defaultTo('[]'))
    .addColumn('attempts', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('posted_at', sql`datetime(3)`)
    .modifyEnd(TABLE_OPTIONS)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('connector_assist_notes').execute();
  await db.schema.dropTable('connector_escalation_messages').execute();
  await db.schema.dropTable('connector_escalations').execute();
}
