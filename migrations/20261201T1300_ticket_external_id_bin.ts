import { sql, Kysely } from 'kysely';

/**
 * tickets.external_id compared with utf8mb4_unicode_ci: "RT-1" = "rt-1" = "ＲＴ-１" = "Rt-1"
 * for the unique key, while the upsert looked rows up by exact string, planned an INSERT and hit
 * the duplicate key forever (500). The column now compares bytes and the intake normalises the
 * key (NFKC, trimmed: ticket.dto.ts), so what the application calls equal is what the index does.
 * utf8mb4_bin pads spaces on both servers; the key is trimmed, so that never matters.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE tickets MODIFY external_id varchar(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE tickets MODIFY external_id varchar(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`.execute(db);
}
