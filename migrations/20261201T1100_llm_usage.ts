import { Kysely, sql } from 'kysely';

// Frozen in time: everything this migration needs is written here, not imported from src/.
const TABLE_OPTIONS = sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`;

/**
 * One row per billed LLM call (a distillation attempt, a Message Batch result) or per chat turn
 * (its model calls summed): tokens of the four kinds, the provider and model, and the cost at the
 * prices configured when it was recorded. Cost per ticket, per conversation and per month are sums
 * over it. `call_key` is unique so that recording the same call twice (a retried write) counts once.
 * No foreign keys: the ledger outlives a deleted conversation, and tickets are another module's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('llm_usage')
    .addColumn('id', 'bigint', (col) => col.unsigned().autoIncrement().primaryKey())
    .addColumn('call_key', 'varchar(191)', (col) => col.notNull().unique())
    .addColumn('role', sql`enum('distill','chat')`, (col) => col.notNull())
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('model', 'varchar(128)', (col) => col.notNull())
    .addColumn('ticket_id', 'bigint', (col) => col.unsigned())
    .addColumn('conversation_id', 'char(36)')
    .addColumn('chat_message_id', 'bigint', (col) => col.unsigned())
    .addColumn('input_tokens', 'integer', (col) => col.unsigned().notNull())
    .addColumn('output_tokens', 'integer', (col) => col.unsigned().notNull())
    .addColumn('cache_read_tokens', 'integer', (col) => col.unsigned().notNull())
    .addColumn('cache_write_tokens', 'integer', (col) => col.unsigned().notNull())
    // USD; NULL when the model had no configured price (unknown, not free).
    .addColumn('cost_usd', sql`decimal(14,6)`)
    .addColumn('created_at', sql`datetime(3)`, (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP(3)`))
    .modifyEnd(TABLE_OPTIONS)
    .execute();
  await db.schema.createIndex('llm_usage_ticket_idx').on('llm_usage').column('ticket_id').execute();
  await db.schema.createIndex('llm_usage_conversation_idx').on('llm_usage').column('conversation_id').execute();
  await db.schema.createIndex('llm_usage_created_idx').on('llm_usage').columns(['created_at', 'role']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('llm_usage').execute();
}
