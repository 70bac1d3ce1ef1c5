import { Kysely, sql } from 'kysely';

/**
 * kb:cluster measures recall instead of assuming it (issue 33): it stores the nprobe it chose for
 * the index (0 = not measured, the ⌈√K⌉ default applies), the recall@10 it measured at that
 * choice against the exact float scan, the target it aimed at, and how many queries it used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE kb_index_state
    ADD COLUMN nprobe INT NOT NULL DEFAULT 0,
    ADD COLUMN measured_recall DOUBLE NULL,
    ADD COLUMN recall_target DOUBLE NULL,
    ADD COLUMN recall_queries INT NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE kb_index_state DROP COLUMN nprobe, DROP COLUMN measured_recall, DROP COLUMN recall_target, DROP COLUMN recall_queries`.execute(db);
}
