import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * erased_ticket_ids (owned by the tickets module): a tombstone per external id of a ticket erased on
 * request (GDPR art. 17), the local ticket's and the ticketing system's ticket of an escalation.
 * Intake, imports and connector syncs skip (and report) a ticket whose id is here, so the next sync
 * does not bring an erased ticket back. Only HMAC-SHA256(GDPR_HASH_KEY, external id) is kept: an
 * escalation's id holds the conversation id, and "was this ticket erased?" needs no more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('erased_ticket_ids')
    .addColumn('id_hash', sql`char(64) CHARACTER SET ascii COLLATE ascii_bin`, (col) => col.primaryKey())
    .addColumn('erased_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('erased_ticket_ids').execute();
}
