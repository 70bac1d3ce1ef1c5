import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';

/**
 * A random id for this database. Job ids that must be unique per ticket (DistillTicket) carry it:
 * ticket ids restart at 1 in a new or re-created database, and a completed job kept in Redis under
 * the same id would otherwise swallow the new ticket's job (BullMQ ignores an add whose id exists).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('kb_index_state').addColumn('installation_id', 'char(16)').execute();
  await db.updateTable('kb_index_state').set({ installation_id: randomBytes(8).toString('hex') }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('kb_index_state').dropColumn('installation_id').execute();
}
