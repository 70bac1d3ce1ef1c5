import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * One row per ticketing-system connector (zendesk, zammad): where its sync resumes (`sync_cursor`,
 * written only after the batch it follows is stored), and how its last runs went, for the review
 * app. `status` 'stopped' is a permanent error (bad credentials, missing permission): the scheduled
 * sync skips the connector until someone fixes it and runs `kb connectors:sync`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('connector_state')
    .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('sync_cursor', 'text')
    .addColumn('status', sql`enum('never','running','ok','retrying','stopped')`, (col) => col.notNull().defaultTo('never'))
    .addColumn('last_sync_at', sql`datetime(3)`)
    .addColumn('last_success_at', sql`datetime(3)`)
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', sql`datetime(3)`)
    // The last run's counts as JSON ({"fetched","imported","updated","unchanged","errors"}).
    .addColumn('last_report', 'text')
    .addColumn('updated_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('connector_state').execute();
}
