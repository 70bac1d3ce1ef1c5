import { sql, Kysely } from 'kysely';

/**
 * A GDPR subject is its reference exactly (issue 32). tickets.customer_ref and
 * chat_conversations.customer_ref compared under utf8mb4_unicode_ci, which folds case, accents and
 * width: an export for "rt-subj-2", "RT-SÚBJ-2" or "ＲＴ-ＳＵＢＪ-２" returned RT-SUBJ-2's tickets
 * and conversations, and erasing one erased the others. The columns now compare bytes
 * (utf8mb4_bin, on MySQL 8.4 and MariaDB 10.11 alike); the references are stored and looked up
 * cleaned the same way (NFC, trimmed: customerRefField and the intake's optionalText), so a
 * decomposed accent is still the same reference and nothing else is. utf8mb4_bin pads spaces;
 * the references are trimmed, so that never matters. Their indexes are rebuilt by the ALTER.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE tickets MODIFY customer_ref varchar(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL`.execute(db);
  await sql`ALTER TABLE chat_conversations MODIFY customer_ref varchar(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE chat_conversations MODIFY customer_ref varchar(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL`.execute(db);
  await sql`ALTER TABLE tickets MODIFY customer_ref varchar(191) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL`.execute(db);
}
