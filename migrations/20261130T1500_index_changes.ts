import { sql, Kysely } from 'kysely';

/**
 * A change counter for the chunks, so search processes can keep the probed clusters' codes in
 * memory and stay exact: every transaction that changes a unit's chunks (indexing, un-serving,
 * removal, re-coding) bumps `kb_index_state.data_version` as its last statement and writes one
 * `kb_index_changes` row per unit under that number (unit_id 0: everything changed). The bump
 * takes the state row's lock until commit, so numbers commit in order: a process that reads
 * data_version = n sees every change ≤ n, and patches only the units named since its own number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('kb_index_state')
    .addColumn('data_version', sql`bigint unsigned`, (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('kb_index_changes')
    .addColumn('data_version', sql`bigint unsigned`, (col) => col.notNull())
    .addColumn('unit_id', sql`int unsigned`, (col) => col.notNull())
    .addColumn('changed_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addPrimaryKeyConstraint('kb_index_changes_pk', ['data_version', 'unit_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kb_index_changes').execute();
  await db.schema.alterTable('kb_index_state').dropColumn('data_version').execute();
}
