import { Kysely } from 'kysely';

/**
 * A random token per write that puts a ticket in the outbox, part of its DistillTicket job id.
 * The id used to be ticket + content hash only: closed → open → closed with the same content
 * within the completed-job retention reused the id of the completed job, BullMQ ignored the add
 * and the ticket stayed 'queued' for ever. The API's enqueue and the sweep's re-enqueue of the
 * same write still share one id (the token is stored), so a job is never run twice for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tickets').addColumn('outbox_token', 'varchar(16)', (col) => col.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('outbox_token').execute();
}
