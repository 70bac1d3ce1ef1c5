import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { LlmUsageDatabase, LlmUsageTable, LlmUsageTables } from './llm-usage.tables';

export type NewUsageRow = Omit<LlmUsageTable, 'id' | 'created_at' | 'cost_usd'> & { cost_usd: number | null };

export interface UsageTotals {
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  /** Sum over the calls with a known price; null when none had one. */
  cost_usd: number | null;
  /** Calls whose model had no price (their cost is not in cost_usd). */
  unpriced_calls: number;
}

const totals = (db: Kysely<LlmUsageDatabase>) =>
  db
    .selectFrom('llm_usage')
    .select([
      sql<number>`COUNT(*)`.as('calls'),
      sql<number>`COALESCE(SUM(input_tokens), 0)`.as('input_tokens'),
      sql<number>`COALESCE(SUM(output_tokens), 0)`.as('output_tokens'),
      sql<number>`COALESCE(SUM(cache_read_tokens), 0)`.as('cache_read_tokens'),
      sql<number>`COALESCE(SUM(cache_write_tokens), 0)`.as('cache_write_tokens'),
      sql<string | null>`SUM(cost_usd)`.as('cost_usd'),
      sql<number>`COALESCE(SUM(cost_usd IS NULL), 0)`.as('unpriced_calls'),
    ]);

function decode(row: Record<string, unknown>): UsageTotals {
  return {
    calls: Number(row.calls),
    input_tokens: Number(row.input_tokens),
    output_tokens: Number(row.output_tokens),
    cache_read_tokens: Number(row.cache_read_tokens),
    cache_write_tokens: Number(row.cache_write_tokens),
    cost_usd: row.cost_usd === null || row.cost_usd === undefined ? null : Number(row.cost_usd),
    unpriced_calls: Number(row.unpriced_calls),
  };
}

/** All SQL of the LLM usage ledger. */
@Injectable()
export class LlmUsageRepository {
  private readonly db: Kysely<LlmUsageDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<LlmUsageTables>();
  }

  /** Idempotent on call_key: the same call recorded twice stays one row. */
  async insert(row: NewUsageRow): Promise<void> {
    await this.db
      .insertInto('llm_usage')
      .values({ ...row, cost_usd: row.cost_usd === null ? null : row.cost_usd.toFixed(6) })
      .onDuplicateKeyUpdate({ call_key: sql`call_key` })
      .execute();
  }

  async totalsForTicket(ticketId: number): Promise<UsageTotals> {
    return decode(await totals(this.db).where('ticket_id', '=', ticketId).executeTakeFirstOrThrow());
  }

  async totalsForConversation(conversationId: string): Promise<UsageTotals> {
    return decode(await totals(this.db).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow());
  }

  async totalsByRole(): Promise<Array<UsageTotals & { role: string; units: number }>> {
    const rows = await totals(this.db)
      .select(['role', sql<number>`COUNT(DISTINCT COALESCE(ticket_id, conversation_id))`.as('units')])
      .groupBy('role')
      .orderBy('role')
      .execute();
    return rows.map((r) => ({ ...decode(r), role: String(r.role), units: Number(r.units) }));
  }

  /**
   * Calls recorded in [from, to), grouped by role and by `period` (UTC day or month): the metrics'
   * tokens and cost, with the tickets / conversations they were spent on for per-unit averages.
   */
  async totalsIn(from: Date, to: Date, period: 'all' | 'day' | 'month'): Promise<Array<UsageTotals & { role: string; period: string; units: number }>> {
    // A literal format (not a bound parameter), so ONLY_FULL_GROUP_BY sees SELECT and GROUP BY as one expression.
    const key = sql<string>`DATE_FORMAT(created_at, ${sql.lit(period === 'month' ? '%Y-%m' : '%Y-%m-%d')})`;
    const query = totals(this.db)
      .select(['role', sql<number>`COUNT(DISTINCT COALESCE(ticket_id, conversation_id))`.as('units')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to);
    const rows =
      period === 'all'
        ? (await query.select(sql<string>`'all'`.as('period')).groupBy('role').orderBy('role').execute())
        : await query.select(key.as('period')).groupBy([key, 'role']).orderBy(key).orderBy('role').execute();
    return rows.map((r) => ({ ...decode(r), role: String(r.role), period: String(r.period), units: Number(r.units) }));
  }

  /** Per calendar month (UTC, the sessions' time zone) and role. */
  async totalsByMonth(): Promise<Array<UsageTotals & { month: string; role: string }>> {
    const month = sql<string>`DATE_FORMAT(created_at, '%Y-%m')`;
    const rows = await totals(this.db).select([month.as('month'), 'role']).groupBy([month, 'role']).orderBy(month).orderBy('role').execute();
    return rows.map((r) => ({ ...decode(r), month: String(r.month), role: String(r.role) }));
  }

  // ---- erasure and access (src/modules/gdpr) ---------------------------------------------------

  async rowsOf(ticketIds: number[], conversationIds: string[]) {
    if (ticketIds.length === 0 && conversationIds.length === 0) return [];
    return this.db
      .selectFrom('llm_usage')
      .selectAll()
      .where((eb) => eb.or([...(ticketIds.length ? [eb('ticket_id', 'in', ticketIds)] : []), ...(conversationIds.length ? [eb('conversation_id', 'in', conversationIds)] : [])]))
      .orderBy('id')
      .execute();
  }

  /**
   * The billed calls stay (they are the month's costs) but lose what tied them to the erased
   * tickets and conversations: the ticket and message ids go, the call key becomes `erased:<id>`,
   * and each conversation's calls get one fresh random id instead of the conversation's (costs
   * per conversation still average over the right number of conversations). One transaction.
   */
  async unlink(ticketIds: number[], conversationIds: string[]): Promise<number> {
    if (ticketIds.length === 0 && conversationIds.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      let rows = 0;
      if (ticketIds.length > 0) {
        const result = await trx
          .updateTable('llm_usage')
          .set({ ticket_id: null, call_key: sql`CONCAT('erased:', id)` })
          .where('ticket_id', 'in', ticketIds)
          .executeTakeFirst();
        rows += Number(result.numUpdatedRows);
      }
      for (const conversationId of conversationIds) {
        const result = await trx
          .updateTable('llm_usage')
          .set({ conversation_id: randomUUID(), chat_message_id: null, call_key: sql`CONCAT('erased:', id)` })
          .where('conversation_id', '=', conversationId)
          .executeTakeFirst();
        rows += Number(result.numUpdatedRows);
      }
      return rows;
    });
  }
}
