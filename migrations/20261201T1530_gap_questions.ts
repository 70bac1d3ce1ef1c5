import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * The knowledge gaps: one row per customer question the chat did not serve well (declined,
 * escalated, answered but rated unhelpful, or given suggestions none of which was chosen), kept
 * redacted, with the turn it came from (`message_id`: the assistant's message, or the customer's
 * last one when an escalation followed no turn of ours). Topics are computed from these rows
 * when they are read (clustered by embedding), so a reviewer's decision is stored on the
 * questions it covered: `decision` covered (by `unit_id`) or ignored. `ticket_id` is the
 * escalation ticket the question went into: the unit that ticket feeds once it is resolved and
 * distilled closes the gap. No foreign keys: the chat, its tickets and the units are other
 * modules' tables; erasure of a conversation deletes its rows through the gaps service.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kb_gap_questions')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('conversation_id', 'char(36)', (col) => col.notNull())
    .addColumn('message_id', 'bigint', (col) => col.unsigned().notNull())
    .addColumn('question', 'varchar(2000)', (col) => col.notNull())
    .addColumn('product', 'varchar(64)')
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('outcome', sql`enum('declined','escalated','unhelpful','suggested')`, (col) => col.notNull())
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned())
    .addColumn('decision', sql`enum('covered','ignored')`)
    .addColumn('unit_id', 'integer', (col) => col.unsigned())
    .addColumn('decided_by', 'varchar(191)')
    .addColumn('decided_at', sql`datetime(3)`)
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addUniqueConstraint('kb_gap_questions_message_uq', ['conversation_id', 'message_id'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('kb_gap_questions_created_idx').on('kb_gap_questions').column('created_at').execute();
  await db.schema.createIndex('kb_gap_questions_ticket_idx').on('kb_gap_questions').column('ticket_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kb_gap_questions').execute();
}
