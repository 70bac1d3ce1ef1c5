import { sql, Kysely } from 'kysely';

/**
 * A unit is the synthesis of its tickets, not the first ticket's copy: each linked ticket keeps
 * its own candidate (the distiller's reading of that ticket), and a unit still in review is
 * recomputed from all of them (the fix confirmed by the most tickets wins, the others stay
 * visible as alternatives). `synthesized` turns false when a reviewer edits the text: from then
 * on the reviewer's text is the unit's. Units get a short `title` (the problem as a customer
 * would put it) and the reason of a one-off flag; tickets keep the product and category names
 * their ticketing system sent beside the normalised values used for scope.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kb_unit_candidates')
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned().primaryKey())
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull())
    .addColumn('scope_key', 'varchar(191)', (col) => col.notNull())
    .addColumn('source_ref', 'varchar(191)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('problem', 'text', (col) => col.notNull())
    .addColumn('symptoms', 'text', (col) => col.notNull())
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('solution', 'text', (col) => col.notNull())
    .addColumn('applicability', 'text', (col) => col.notNull())
    .addColumn('search_phrases', 'text', (col) => col.notNull())
    .addColumn('confirmed', 'boolean', (col) => col.notNull())
    .addColumn('is_one_off', 'boolean', (col) => col.notNull())
    .addColumn('one_off_reason', 'varchar(300)')
    .addColumn('confidence', sql`decimal(4,3)`, (col) => col.notNull())
    .addColumn('handle_seconds', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('closed_at', sql`datetime(3)`, (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .execute();
  await db.schema.createIndex('kb_unit_candidates_unit_idx').on('kb_unit_candidates').column('unit_id').execute();
  await db.schema.createIndex('kb_unit_candidates_scope_idx').on('kb_unit_candidates').column('scope_key').execute();
  await db.schema
    .alterTable('knowledge_units')
    .addColumn('title', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('one_off_reason', 'varchar(300)')
    .addColumn('synthesized', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('product_name', 'varchar(80)')
    .addColumn('category_original', 'varchar(80)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('product_name').dropColumn('category_original').execute();
  await db.schema.alterTable('knowledge_units').dropColumn('title').dropColumn('one_off_reason').dropColumn('synthesized').execute();
  await db.schema.dropTable('kb_unit_candidates').execute();
}
