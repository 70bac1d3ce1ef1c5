import { Kysely, sql } from 'kysely';
import { TABLE_OPTIONS } from './20261130T0700_tickets';

/**
 * A helpful rating used to turn the customer's question into a learned phrase of the cited unit
 * at once: one anonymous click wrote (redacted, but otherwise arbitrary) text into the search
 * index. Now it is a suggestion; a reviewer accepts it (then it is learned) or rejects it. Each
 * suggestion counts the distinct conversations that proposed it (the sources table), so the
 * review queue can show the most supported first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kb_phrase_suggestions')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull().references('knowledge_units.id').onDelete('cascade'))
    .addColumn('phrase', 'varchar(1500)', (col) => col.notNull())
    .addColumn('phrase_key', 'char(64)', (col) => col.notNull())
    .addColumn('status', sql`enum('pending','accepted','rejected')`, (col) => col.notNull().defaultTo('pending'))
    .addColumn('conversations', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('decided_by', 'varchar(191)')
    .addColumn('decided_at', sql`datetime(3)`)
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addUniqueConstraint('kb_phrase_suggestions_unit_key_uq', ['unit_id', 'phrase_key'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('kb_phrase_suggestions_status_idx').on('kb_phrase_suggestions').columns(['status', 'conversations']).execute();
  await db.schema
    .createTable('kb_phrase_suggestion_sources')
    .addColumn('suggestion_id', 'integer', (col) => col.unsigned().notNull().references('kb_phrase_suggestions.id').onDelete('cascade'))
    .addColumn('conversation_id', 'char(36)', (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addPrimaryKeyConstraint('kb_phrase_suggestion_sources_pk', ['suggestion_id', 'conversation_id'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kb_phrase_suggestion_sources').execute();
  await db.schema.dropTable('kb_phrase_suggestions').execute();
}
