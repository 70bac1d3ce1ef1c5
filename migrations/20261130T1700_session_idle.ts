import { sql, Kysely } from 'kysely';

/** When a browser session was last used: cookie sessions end after REVIEW_SESSION_IDLE_MINUTES idle. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reviewer_sessions')
    .addColumn('last_seen_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reviewer_sessions').dropColumn('last_seen_at').execute();
}
