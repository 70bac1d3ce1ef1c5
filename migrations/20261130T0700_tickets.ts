import { Kysely, sql } from 'kysely';

/**
 * Frozen in time: never edit a migration that may have run somewhere; add a new one.
 * SQL here must run on MySQL 8.4+ and MariaDB 10.11+ alike (utf8mb4_unicode_ci exists on both,
 * MySQL's utf8mb4_0900_ai_ci does not exist on MariaDB).
 */
export const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('external_id', 'varchar(191)', (col) => col.notNull().unique())
    .addColumn('subject', 'varchar(500)', (col) => col.notNull())
    .addColumn('category', 'varchar(32)')
    .addColumn('product', 'varchar(64)')
    .addColumn('locale', 'varchar(10)', (col) => col.notNull().defaultTo('it'))
    .addColumn('customer_ref', 'varchar(191)')
    .addColumn('status', sql`enum('open','resolved','closed')`, (col) => col.notNull())
    .addColumn('closed_at', sql`datetime(3)`)
    .addColumn('handle_seconds', 'integer', (col) => col.unsigned())
    // Where the ticket stands on its way into the knowledge base; 'pending' is the outbox:
    // a closed ticket waiting for its DistillTicket job to be enqueued.
    .addColumn('kb_status', 'varchar(24)', (col) => col.notNull().defaultTo('none'))
    .addColumn('kb_status_reason', 'varchar(1000)')
    .addColumn('kb_enqueued_at', sql`datetime(3)`)
    // sha256 of the normalised payload: re-sending the same ticket changes nothing.
    .addColumn('content_hash', 'char(64)', (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('updated_at', sql`datetime(3)`, (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`).modifyEnd(sql`ON UPDATE CURRENT_TIMESTAMP(3)`),
    )
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('tickets_kb_status_idx').on('tickets').columns(['kb_status', 'updated_at']).execute();

  await db.schema
    .createTable('ticket_messages')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned().notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.unsigned().notNull())
    .addColumn('author', sql`enum('customer','agent','system')`, (col) => col.notNull())
    .addColumn('visibility', sql`enum('public','internal','internal_confidential')`, (col) => col.notNull())
    .addColumn('body', sql`mediumtext`, (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull())
    .addUniqueConstraint('ticket_messages_ticket_position_uq', ['ticket_id', 'position'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket_messages').execute();
  await db.schema.dropTable('tickets').execute();
}
