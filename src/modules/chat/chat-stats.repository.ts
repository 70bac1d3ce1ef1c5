import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { ChatDatabase, ChatOutcome, ChatTables } from './chat.tables';
import { parseJsonList } from './chat.repository';

/** A period of time: `from` included, `to` excluded. */
export interface Period {
  from: Date;
  to: Date;
}

/** Conversations started on one UTC day, and what became of them. */
export interface ConversationDay {
  day: string;
  conversations: number;
  escalated: number;
  rated_negative: number;
  /** Neither escalated nor rated negative. */
  deflected: number;
}

/** Assistant turns of one UTC day by outcome ('unknown': a row from before outcomes were recorded, if any). */
export interface TurnDay {
  day: string;
  outcome: ChatOutcome | 'unknown';
  turns: number;
}

/** One assistant turn as the per-unit figures need it. */
export interface TurnUnits {
  day: string;
  outcome: ChatOutcome | null;
  citations: number[];
  suggestions: number[];
  rating: number | null;
  first_event_ms: number | null;
}

/** All-time totals for the Prometheus counters, read from `afterId` on (incremental scrapes). */
export interface OutcomeTotals {
  last_message_id: number;
  outcomes: Array<{ outcome: string; turns: number }>;
}

const DAY = (column: string) => sql<string>`DATE_FORMAT(${sql.ref(column)}, '%Y-%m-%d')`;

/**
 * The chat's figures for the metrics (GET /api/review/metrics, GET /metrics): read-only SQL over
 * the chat tables, decoded here. Kept apart from ChatRepository, which serves the conversations.
 */
@Injectable()
export class ChatStatsRepository {
  private readonly db: Kysely<ChatDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<ChatTables>();
  }

  /**
   * Conversations started in the period with at least one customer message (an opened widget that
   * asked nothing is not a conversation), per day: escalated, rated negative at least once, deflected.
   * Deflected means the assistant gave a cited answer (directly or from a chosen suggestion) and the
   * customer neither asked for a person nor rated it negative: a conversation that was only declined
   * or only offered suggestions is not "resolved without an operator", it was left alone.
   */
  async conversationDays(period: Period): Promise<ConversationDay[]> {
    const rows = await sql<{ day: string; conversations: number; escalated: number; rated_negative: number; deflected: number }>`
      SELECT day, COUNT(*) AS conversations, SUM(escalated) AS escalated, SUM(negative) AS rated_negative,
             SUM(CASE WHEN escalated = 0 AND negative = 0 AND answered = 1 THEN 1 ELSE 0 END) AS deflected
      FROM (
        SELECT DATE_FORMAT(c.created_at, '%Y-%m-%d') AS day,
               CASE WHEN EXISTS (SELECT 1 FROM chat_escalations e WHERE e.conversation_id = c.id) THEN 1 ELSE 0 END AS escalated,
               CASE WHEN EXISTS (SELECT 1 FROM chat_ratings r WHERE r.conversation_id = c.id AND r.value < 0) THEN 1 ELSE 0 END AS negative,
               CASE WHEN EXISTS (SELECT 1 FROM chat_messages a WHERE a.conversation_id = c.id AND a.role = 'assistant' AND a.answered = 1) THEN 1 ELSE 0 END AS answered
        FROM chat_conversations c
        WHERE c.created_at >= ${period.from} AND c.created_at < ${period.to}
          AND EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id AND m.role = 'user')
      ) AS started
      GROUP BY day
      ORDER BY day`.execute(this.db);
    return rows.rows.map((r) => ({
      day: String(r.day),
      conversations: Number(r.conversations),
      escalated: Number(r.escalated),
      rated_negative: Number(r.rated_negative),
      deflected: Number(r.deflected),
    }));
  }

  /** Assistant turns of the period per day and outcome (every outcome the column holds, 'suggested' included). */
  async turnDays(period: Period): Promise<TurnDay[]> {
    const day = DAY('created_at');
    const rows = await this.db
      .selectFrom('chat_messages')
      .select([day.as('day'), 'outcome', sql<number>`COUNT(*)`.as('turns')])
      .where('role', '=', 'assistant')
      .where('created_at', '>=', period.from)
      .where('created_at', '<', period.to)
      .groupBy([day, 'outcome'])
      .orderBy(day)
      .execute();
    return rows.map((r) => ({ day: String(r.day), outcome: r.outcome ?? 'unknown', turns: Number(r.turns) }));
  }

  /** Every assistant turn of the period with the units it cited or offered and its rating (one per message). */
  async turnUnits(period: Period): Promise<TurnUnits[]> {
    const rows = await this.db
      .selectFrom('chat_messages as m')
      .leftJoin('chat_ratings as r', 'r.message_id', 'm.id')
      .select([DAY('m.created_at').as('day'), 'm.outcome', 'm.citations', 'm.suggestions', 'm.first_event_ms', 'r.value as rating'])
      .where('m.role', '=', 'assistant')
      .where('m.created_at', '>=', period.from)
      .where('m.created_at', '<', period.to)
      .orderBy('m.id')
      .execute();
    return rows.map((r) => ({
      day: String(r.day),
      outcome: r.outcome,
      citations: parseJsonList<number>(r.citations).map(Number),
      suggestions: parseJsonList<number>(r.suggestions).map(Number),
      rating: r.rating === null || r.rating === undefined ? null : Number(r.rating),
      first_event_ms: r.first_event_ms === null ? null : Number(r.first_event_ms),
    }));
  }

  /** Ratings given in the period. */
  async ratings(period: Period): Promise<{ helpful: number; unhelpful: number }> {
    const row = await this.db
      .selectFrom('chat_ratings')
      .select([sql<number>`COALESCE(SUM(value > 0), 0)`.as('helpful'), sql<number>`COALESCE(SUM(value < 0), 0)`.as('unhelpful')])
      .where('created_at', '>=', period.from)
      .where('created_at', '<', period.to)
      .executeTakeFirstOrThrow();
    return { helpful: Number(row.helpful), unhelpful: Number(row.unhelpful) };
  }

  /**
   * Assistant turns after message `afterId` by outcome, up to the last message older than two
   * seconds (a row whose insert is still in flight can have a smaller id than one already visible;
   * two seconds lets it land first), and that last id: a scrape adds these to its running totals,
   * so each scrape reads only the new rows by primary key, not the whole table.
   */
  async outcomesAfter(afterId: number): Promise<OutcomeTotals> {
    // Backwards along the primary key until the first old enough row: a few rows, not a table scan.
    const last = await this.db
      .selectFrom('chat_messages')
      .select('id')
      .where('created_at', '<', sql<Date>`NOW(3) - INTERVAL 2 SECOND`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const upTo = Number(last?.id ?? 0);
    // Nothing new, or fewer rows than before (the table was emptied): the caller decides what to do.
    if (upTo <= afterId) return { last_message_id: upTo, outcomes: [] };
    const counts = await this.db
      .selectFrom('chat_messages')
      .select(['outcome', sql<number>`COUNT(*)`.as('turns')])
      .where('role', '=', 'assistant')
      .where('id', '>', afterId)
      .where('id', '<=', upTo)
      .groupBy('outcome')
      .execute();
    return { last_message_id: upTo, outcomes: counts.map((c) => ({ outcome: c.outcome ?? 'unknown', turns: Number(c.turns) })) };
  }

  /** All escalations and ratings so far (small tables: one row per conversation or per rated answer). */
  async escalationAndRatingTotals(): Promise<{ escalations: number; helpful: number; unhelpful: number }> {
    const [escalations, ratings] = await Promise.all([
      this.db.selectFrom('chat_escalations').select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('chat_ratings')
        .select([sql<number>`COALESCE(SUM(value > 0), 0)`.as('helpful'), sql<number>`COALESCE(SUM(value < 0), 0)`.as('unhelpful')])
        .executeTakeFirstOrThrow(),
    ]);
    return { escalations: Number(escalations.n), helpful: Number(ratings.helpful), unhelpful: Number(ratings.unhelpful) };
  }
}
