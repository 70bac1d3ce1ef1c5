import { Kysely, sql } from 'kysely';

/**
 * The chat gives one of three outcomes per turn, not two: answered (one unit, confident),
 * suggested (two or three units offered as choices) or declined. `answered` stays for older
 * readers; `outcome` is what the metrics and the gap list read. `suggestions` keeps the unit ids
 * offered (a JSON array), so a later choice can be checked against what was offered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .addColumn('outcome', sql`enum('answered','suggested','declined')`)
    .addColumn('suggestions', 'varchar(255)', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await sql`UPDATE chat_messages SET outcome = CASE WHEN answered THEN 'answered' ELSE 'declined' END WHERE role = 'assistant'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('suggestions').dropColumn('outcome').execute();
}
