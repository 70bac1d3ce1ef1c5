import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * The customer chat: conversations (reached with a random token whose sha256 is all we keep),
 * their messages, one rating per assistant message, the escalation of a conversation to a
 * ticket, and the outbound webhook deliveries of those escalations. JSON lists are TEXT,
 * (de)serialised by the repository, so MySQL and MariaDB behave the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'char(36)', (col) => col.primaryKey())
    .addColumn('token_hash', 'char(64)', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)', (col) => col.notNull().defaultTo('it'))
    .addColumn('product', 'varchar(64)')
    .addColumn('status', sql`enum('open','escalated')`, (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('updated_at', sql`datetime(3)`, (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`).modifyEnd(sql`ON UPDATE CURRENT_TIMESTAMP(3)`),
    )
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('conversation_id', 'char(36)', (col) => col.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('role', sql`enum('user','assistant')`, (col) => col.notNull())
    // What the customer wrote, or what the customer was shown (after the citation guard).
    .addColumn('text', sql`mediumtext`, (col) => col.notNull())
    // complete · interrupted (the client went away mid-answer) · failed (the assistant failed mid-answer)
    .addColumn('status', sql`enum('complete','interrupted','failed')`, (col) => col.notNull().defaultTo('complete'))
    .addColumn('answered', 'boolean', (col) => col.notNull().defaultTo(false))
    // JSON arrays: unit ids cited (valid ones), unit ids the searches of this turn returned, flags.
    .addColumn('citations', 'text', (col) => col.notNull())
    .addColumn('consulted', 'text', (col) => col.notNull())
    .addColumn('flags', 'text', (col) => col.notNull())
    .addColumn('assistant', 'varchar(64)')
    .addColumn('input_tokens', 'integer', (col) => col.unsigned())
    .addColumn('output_tokens', 'integer', (col) => col.unsigned())
    .addColumn('first_event_ms', 'integer', (col) => col.unsigned())
    .addColumn('duration_ms', 'integer', (col) => col.unsigned())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('chat_messages_conversation_idx').on('chat_messages').columns(['conversation_id', 'id']).execute();

  // The primary key is the message: a message is rated once.
  await db.schema
    .createTable('chat_ratings')
    .addColumn('message_id', 'bigint', (col) => col.unsigned().primaryKey().references('chat_messages.id').onDelete('cascade'))
    .addColumn('conversation_id', 'char(36)', (col) => col.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('value', sql`tinyint`, (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  // One escalation per conversation (the unique key makes a second call return the same ticket).
  await db.schema
    .createTable('chat_escalations')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('conversation_id', 'char(36)', (col) =>
      col.notNull().unique().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned().notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  // An outbound webhook: the exact body that is signed and sent, and how its delivery went.
  await db.schema
    .createTable('chat_webhook_deliveries')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('escalation_id', 'integer', (col) => col.unsigned().notNull().references('chat_escalations.id').onDelete('cascade'))
    .addColumn('event', 'varchar(64)', (col) => col.notNull())
    .addColumn('url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('payload', sql`mediumtext`, (col) => col.notNull())
    .addColumn('status', sql`enum('pending','delivered','failed')`, (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('last_status', 'smallint', (col) => col.unsigned())
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('last_attempt_at', sql`datetime(3)`)
    .addColumn('delivered_at', sql`datetime(3)`)
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('updated_at', sql`datetime(3)`, (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`).modifyEnd(sql`ON UPDATE CURRENT_TIMESTAMP(3)`),
    )
    .addUniqueConstraint('chat_webhook_deliveries_escalation_event_uq', ['escalation_id', 'event'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('chat_webhook_deliveries_status_idx').on('chat_webhook_deliveries').columns(['status', 'updated_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['chat_webhook_deliveries', 'chat_escalations', 'chat_ratings', 'chat_messages', 'chat_conversations']) {
    await db.schema.dropTable(table).execute();
  }
}
