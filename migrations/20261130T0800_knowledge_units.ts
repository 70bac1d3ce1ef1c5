import { Kysely, sql } from 'kysely';

// Frozen in time: the table options are repeated here rather than imported from another migration.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('knowledge_units')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('problem', 'text', (col) => col.notNull())
    .addColumn('symptoms', 'text', (col) => col.notNull())
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('solution', 'text', (col) => col.notNull())
    .addColumn('applicability', 'text', (col) => col.notNull())
    .addColumn('product', 'varchar(64)')
    .addColumn('category', 'varchar(32)', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)', (col) => col.notNull().defaultTo('it'))
    .addColumn('status', sql`enum('pending_review','approved','rejected','stale','superseded','archived')`, (col) =>
      col.notNull().defaultTo('pending_review'),
    )
    .addColumn('dedup_key', 'char(64)', (col) => col.notNull().unique())
    .addColumn('ticket_count', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('total_handle_seconds', 'bigint', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('last_seen_at', sql`datetime(3)`)
    .addColumn('review_due_at', sql`datetime(3)`)
    .addColumn('contains_pii', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_commercial_exception', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_one_off', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('confidence', sql`decimal(4,3)`, (col) => col.notNull().defaultTo(0))
    // A JSON array kept as text: MySQL returns JSON columns parsed and MariaDB as strings,
    // so the application owns (de)serialisation and both servers behave the same.
    .addColumn('search_phrases', 'text', (col) => col.notNull())
    .addColumn('source_type', sql`enum('ticket','faq','article')`, (col) => col.notNull().defaultTo('ticket'))
    .addColumn('distilled_by', 'varchar(64)')
    .addColumn('served_count', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('helpful_yes', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('helpful_no', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.unsigned().notNull().defaultTo(1))
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addColumn('updated_at', sql`datetime(3)`, (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`).modifyEnd(sql`ON UPDATE CURRENT_TIMESTAMP(3)`),
    )
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema
    .createIndex('knowledge_units_scope_idx')
    .on('knowledge_units')
    .columns(['product', 'category', 'status'])
    .execute();
  await db.schema
    .createIndex('knowledge_units_queue_idx')
    .on('knowledge_units')
    .columns(['status', 'ticket_count'])
    .execute();

  // The link is the idempotency key of distillation: a ticket counts once, whatever retries.
  await db.schema
    .createTable('knowledge_unit_ticket')
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull().references('knowledge_units.id').onDelete('cascade'))
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned().notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('link_type', sql`enum('created','exact','paraphrase')`, (col) => col.notNull())
    .addColumn('similarity', sql`decimal(4,3)`)
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addPrimaryKeyConstraint('knowledge_unit_ticket_pk', ['unit_id', 'ticket_id'])
    // One unit per ticket: a re-distilled ticket never counts in a second unit.
    .addUniqueConstraint('knowledge_unit_ticket_ticket_uq', ['ticket_id'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  await db.schema
    .createTable('kb_conflicts')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull().references('knowledge_units.id').onDelete('cascade'))
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned().notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('proposed_solution', 'text', (col) => col.notNull())
    .addColumn('similarity', sql`decimal(4,3)`, (col) => col.notNull())
    .addColumn('status', sql`enum('open','kept','replaced','merged')`, (col) => col.notNull().defaultTo('open'))
    .addColumn('resolved_by', 'varchar(191)')
    .addColumn('resolved_at', sql`datetime(3)`)
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addUniqueConstraint('kb_conflicts_unit_ticket_uq', ['unit_id', 'ticket_id'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('kb_conflicts_status_idx').on('kb_conflicts').columns(['status', 'unit_id']).execute();

  // A new unit that reads like an existing one, below the linking threshold: the reviewer decides.
  await db.schema
    .createTable('kb_merge_suggestions')
    .addColumn('id', 'integer', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('unit_id', 'integer', (col) => col.unsigned().notNull().references('knowledge_units.id').onDelete('cascade'))
    .addColumn('target_unit_id', 'integer', (col) =>
      col.unsigned().notNull().references('knowledge_units.id').onDelete('cascade'),
    )
    .addColumn('similarity', sql`decimal(4,3)`, (col) => col.notNull())
    .addColumn('status', sql`enum('open','merged','dismissed')`, (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .addUniqueConstraint('kb_merge_suggestions_pair_uq', ['unit_id', 'target_unit_id'])
    .modifyEnd(TABLE_OPTIONS)
    .execute();

  await db.schema
    .alterTable('tickets')
    .addColumn('distilled_by', 'varchar(64)')
    .addColumn('distill_input_tokens', 'integer', (col) => col.unsigned())
    .addColumn('distill_output_tokens', 'integer', (col) => col.unsigned())
    .addColumn('distill_attempts', 'integer', (col) => col.unsigned().notNull().defaultTo(0))
    .addColumn('distilled_at', sql`datetime(3)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .dropColumn('distilled_by')
    .dropColumn('distill_input_tokens')
    .dropColumn('distill_output_tokens')
    .dropColumn('distill_attempts')
    .dropColumn('distilled_at')
    .execute();
  for (const table of ['kb_merge_suggestions', 'kb_conflicts', 'knowledge_unit_ticket', 'knowledge_units']) {
    await db.schema.dropTable(table).execute();
  }
}
