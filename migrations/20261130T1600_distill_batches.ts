import { sql, Kysely } from 'kysely';

/**
 * Message Batches for the backfill (half price, results within 24 h): one row per batch submitted
 * to the provider, one item per ticket with the content it was sent with (a ticket changed since
 * then is not settled by the old result).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('distill_batches')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('provider_batch_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('model', 'varchar(100)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('in_progress'))
    .addColumn('request_count', 'integer', (col) => col.unsigned().notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('applied_at', sql`datetime(3)`)
    .execute();
  await db.schema.createIndex('distill_batches_status_idx').on('distill_batches').column('status').execute();
  await db.schema
    .createTable('distill_batch_items')
    .addColumn('batch_id', 'integer', (col) => col.unsigned().notNull().references('distill_batches.id').onDelete('cascade'))
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned().notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('content_hash', 'char(64)', (col) => col.notNull())
    .addColumn('settled', 'varchar(24)')
    .addPrimaryKeyConstraint('distill_batch_items_pk', ['batch_id', 'ticket_id'])
    .execute();
  await db.schema.createIndex('distill_batch_items_ticket_idx').on('distill_batch_items').column('ticket_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('distill_batch_items').execute();
  await db.schema.dropTable('distill_batches').execute();
}
