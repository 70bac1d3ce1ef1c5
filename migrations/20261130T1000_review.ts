import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * The reviewer side: accounts, sessions, the audit log, superseded unit texts, retirement
 * candidates, and the indexes the review queue pages with (ORDER BY … LIMIT read from an index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviewers')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('email', 'varchar(191)', (col) => col.notNull().unique())
    .addColumn('role', sql`enum('reviewer','admin')`, (col) => col.notNull())
    // scrypt$N$r$p$salt$hash: the parameters travel with the hash so they can be raised later.
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('disabled_at', sql`datetime(3)`)
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('updated_at', sql`datetime(3)`, (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`).modifyEnd(sql`ON UPDATE CURRENT_TIMESTAMP(3)`),
    )
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  // Only the SHA-256 of a session token is stored: a copy of the table opens no session.
  await db.schema
    .createTable('reviewer_sessions')
    .addColumn('token_hash', 'char(64)', (col) => col.primaryKey())
    .addColumn('reviewer_id', 'integer', (col) => col.unsigned().notNull().references('reviewers.id').onDelete('cascade'))
    .addColumn('kind', sql`enum('cookie','bearer')`, (col) => col.notNull())
    // The CSRF token bound to this session (cookie sessions send it back in X-CSRF-Token).
    .addColumn('csrf_token', 'char(43)', (col) => col.notNull())
    .addColumn('expires_at', sql`datetime(3)`, (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('reviewer_sessions_reviewer_idx').on('reviewer_sessions').column('reviewer_id').execute();
  await db.schema.createIndex('reviewer_sessions_expires_idx').on('reviewer_sessions').column('expires_at').execute();

  // Who did what, when, with the values before and after (JSON as text: MySQL and MariaDB alike).
  // No foreign keys: the log outlives what it talks about.
  await db.schema
    .createTable('kb_audit_log')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('actor_id', 'integer', (col) => col.unsigned())
    .addColumn('actor', 'varchar(191)', (col) => col.notNull())
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('entity_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('entity_id', 'bigint', (col) => col.unsigned())
    .addColumn('unit_id', 'integer', (col) => col.unsigned())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('kb_audit_log_unit_idx').on('kb_audit_log').columns(['unit_id', 'id']).execute();
  await db.schema.createIndex('kb_audit_log_actor_idx').on('kb_audit_log').columns(['actor_id', 'id']).execute();

  // A unit's earlier text (replaced by a conflict resolution, an edit or a merge): kept for the
  // audit and the history, never served (the search index only reads knowledge_units).
  await db.schema
    .createTable('knowledge_unit_revisions')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull().references('knowledge_units.id').onDelete('cascade'))
    .addColumn('unit_version', 'integer', (col) => col.unsigned().notNull())
    .addColumn('reason', sql`enum('edit','conflict_replace','conflict_merge','merged_into')`, (col) => col.notNull())
    .addColumn('problem', 'text', (col) => col.notNull())
    .addColumn('symptoms', 'text', (col) => col.notNull())
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('solution', 'text', (col) => col.notNull())
    .addColumn('applicability', 'text', (col) => col.notNull())
    .addColumn('search_phrases', 'text', (col) => col.notNull())
    .addColumn('conflict_id', 'integer', (col) => col.unsigned())
    .addColumn('created_by', 'varchar(191)', (col) => col.notNull())
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema
    .createIndex('knowledge_unit_revisions_unit_idx')
    .on('knowledge_unit_revisions')
    .columns(['unit_id', 'id'])
    .execute();

  // Served units nobody needs any more (no ticket in a year, rated unhelpful): flagged by the
  // daily job, retired (archived) or dismissed by a reviewer. One row per unit, ever.
  await db.schema
    .createTable('kb_retirement_candidates')
    .addColumn('unit_id', 'integer', (col) => col.unsigned().primaryKey().references('knowledge_units.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(255)', (col) => col.notNull())
    .addColumn('status', sql`enum('open','dismissed','retired')`, (col) => col.notNull().defaultTo('open'))
    .addColumn('flagged_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('resolved_by', 'varchar(191)')
    .addColumn('resolved_at', sql`datetime(3)`)
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  // The review queue: highest ticket_count first, then handle time, then recency, within a status
  // (and optionally a category or a product). InnoDB appends the primary key, the last tie-break.
  await db.schema
    .createIndex('knowledge_units_review_idx')
    .on('knowledge_units')
    .columns(['status', 'ticket_count', 'total_handle_seconds', 'last_seen_at'])
    .execute();
  await db.schema
    .createIndex('knowledge_units_review_category_idx')
    .on('knowledge_units')
    .columns(['status', 'category', 'ticket_count', 'total_handle_seconds', 'last_seen_at'])
    .execute();
  await db.schema
    .createIndex('knowledge_units_review_product_idx')
    .on('knowledge_units')
    .columns(['status', 'product', 'ticket_count', 'total_handle_seconds', 'last_seen_at'])
    .execute();
  // The daily job: approved units past their review date.
  await db.schema.createIndex('knowledge_units_review_due_idx').on('knowledge_units').columns(['status', 'review_due_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'knowledge_units_review_due_idx',
    'knowledge_units_review_product_idx',
    'knowledge_units_review_category_idx',
    'knowledge_units_review_idx',
  ]) {
    await db.schema.dropIndex(index).on('knowledge_units').execute();
  }
  for (const table of ['kb_retirement_candidates', 'knowledge_unit_revisions', 'kb_audit_log', 'reviewer_sessions', 'reviewers']) {
    await db.schema.dropTable(table).execute();
  }
}
