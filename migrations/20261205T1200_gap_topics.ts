import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * Gap topics grouped by a model (issue #29):
 * - kb_gap_topics: a topic the model opened for questions no existing topic answered, named in
 *   the customers' words (`product`: the questions' product; NULL when they had none). No foreign
 *   keys, as for the questions: a topic left without questions (erased, or a suggestion chosen) is
 *   deleted by the gaps service.
 * - kb_gap_questions.topic_id: the topic the model put the question in, written once (NULL until
 *   then: the page groups those with the local clustering); topic_attempts: how many model calls
 *   left it out, so a question the model never places stops being asked about.
 * - llm_usage.role gains 'gap_topics': what grouping the gaps costs is recorded apart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kb_gap_topics')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('product', 'varchar(64)')
    .addColumn('model', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema
    .alterTable('kb_gap_questions')
    .addColumn('topic_id', 'bigint', (col) => col.unsigned())
    .addColumn('topic_attempts', sql`tinyint unsigned`, (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('kb_gap_questions_topic_idx').on('kb_gap_questions').column('topic_id').execute();
  await sql`ALTER TABLE llm_usage MODIFY role enum('distill','chat','pair_check','synthesis','gap_topics') NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM llm_usage WHERE role = 'gap_topics'`.execute(db);
  await sql`ALTER TABLE llm_usage MODIFY role enum('distill','chat','pair_check','synthesis') NOT NULL`.execute(db);
  await db.schema.dropIndex('kb_gap_questions_topic_idx').on('kb_gap_questions').execute();
  await db.schema.alterTable('kb_gap_questions').dropColumn('topic_id').dropColumn('topic_attempts').execute();
  await db.schema.dropTable('kb_gap_topics').execute();
}
