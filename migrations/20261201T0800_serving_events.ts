import { sql, Kysely } from 'kysely';

/**
 * "What customers may see of this unit changed": written by the knowledge module in the same
 * transaction as the change (approval, rejection, an edit of a served unit…), acted on by the
 * search module (hide the chunks at once, re-index). A row stays unhandled until the search
 * module has done its part, so a crash between the commit and the hide is caught up by the
 * periodic SyncServing job instead of leaving a rejected unit findable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kb_serving_events')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull())
    .addColumn('served', 'boolean', (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('handled_at', sql`datetime(3)`)
    .execute();
  await db.schema.createIndex('kb_serving_events_unhandled_idx').on('kb_serving_events').columns(['handled_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kb_serving_events').execute();
}
