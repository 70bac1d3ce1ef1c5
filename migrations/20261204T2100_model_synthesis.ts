import { Kysely, sql } from 'kysely';

/**
 * The model path (issue #28):
 * - knowledge_units.synthesis_by / synthesis_key / synthesis_alternatives: who wrote a unit's
 *   text in review — 'local' (the synthesis of its candidates, as before) or 'model' (one model
 *   call from all its tickets' candidates) — and for which set of candidates (a hash): a model
 *   text stays while its candidates are the same; the contradicting fixes the model set apart,
 *   for the reviewer (JSON).
 * - kb_pair_checks: what the model said of two tickets the similarity could not settle (same
 *   problem? same fix?), for the readings it compared (a hash of both), so grouping reads it
 *   again on every regroup and a retried job never asks twice.
 * - llm_usage.role gains 'pair_check' and 'synthesis': what those calls cost is recorded apart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('knowledge_units')
    .addColumn('synthesis_by', 'varchar(8)', (col) => col.notNull().defaultTo('local'))
    .addColumn('synthesis_key', 'char(64)')
    .addColumn('synthesis_alternatives', 'text')
    .execute();
  await db.schema
    .createTable('kb_pair_checks')
    .addColumn('id', 'bigint', (col) => col.autoIncrement().primaryKey())
    .addColumn('ticket_a', 'bigint', (col) => col.notNull())
    .addColumn('ticket_b', 'bigint', (col) => col.notNull())
    .addColumn('readings_hash', 'char(64)', (col) => col.notNull())
    .addColumn('same_problem', 'boolean', (col) => col.notNull())
    .addColumn('same_fix', 'boolean', (col) => col.notNull())
    .addColumn('reason', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('model', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'datetime', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addUniqueConstraint('uq_kb_pair_checks', ['ticket_a', 'ticket_b', 'readings_hash'])
    .execute();
  await db.schema.createIndex('ix_kb_pair_checks_b').on('kb_pair_checks').column('ticket_b').execute();
  await sql`ALTER TABLE llm_usage MODIFY role enum('distill','chat','pair_check','synthesis') NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM llm_usage WHERE role IN ('pair_check','synthesis')`.execute(db);
  await sql`ALTER TABLE llm_usage MODIFY role enum('distill','chat') NOT NULL`.execute(db);
  await db.schema.dropTable('kb_pair_checks').execute();
  await db.schema.alterTable('knowledge_units').dropColumn('synthesis_by').dropColumn('synthesis_key').dropColumn('synthesis_alternatives').execute();
}
