import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import type { PromptTopic } from './gap-topics-task';
import type { GapDecision, GapOutcome, GapQuestion, GapsDatabase, GapsTables } from './gaps.tables';

export interface NewGapQuestion {
  conversation_id: string;
  message_id: number;
  question: string;
  product: string | null;
  locale: string;
  outcome: GapOutcome;
  ticket_id?: number | null;
}

/** A question with the name of its model topic (null: none yet, or GAPS_TOPICS=local). */
export type GapQuestionWithTopic = GapQuestion & { topic_name: string | null };

/** One batch's placement, by question id (gap-topic-placement.ts gives it by index). */
export interface BatchPlacement {
  product: string | null;
  /** The model that answered, kept with the topics it named. */
  model: string;
  join: Array<{ topicId: number; questionIds: number[] }>;
  open: Array<{ name: string; questionIds: number[] }>;
  leftOut: number[];
}

const decode = <R extends GapQuestion>(row: R): R => ({
  ...row,
  id: Number(row.id),
  message_id: Number(row.message_id),
  ticket_id: row.ticket_id === null ? null : Number(row.ticket_id),
  topic_id: row.topic_id === null ? null : Number(row.topic_id),
  topic_attempts: Number(row.topic_attempts),
});

/** All SQL of the knowledge gaps. */
@Injectable()
export class GapsRepository {
  private readonly db: Kysely<GapsDatabase>;

  constructor(@Inject(DB) db: Db) {
    this.db = db.withTables<GapsTables>();
  }

  /** One row per turn: a turn recorded twice (a retried hook) stays one gap, with its first outcome. */
  async insert(row: NewGapQuestion): Promise<boolean> {
    const result = await this.db.insertInto('kb_gap_questions').ignore().values(row).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The conversation's gap questions went into this escalation ticket. */
  async linkTicket(conversationId: string, ticketId: number): Promise<void> {
    await this.db.updateTable('kb_gap_questions').set({ ticket_id: ticketId }).where('conversation_id', '=', conversationId).where('ticket_id', 'is', null).execute();
  }

  /** The question of a turn whose suggestion was chosen goes, and its topic with it when it was the last one. */
  async deleteSuggested(conversationId: string, messageId: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('kb_gap_questions')
        .where('conversation_id', '=', conversationId)
        .where('message_id', '=', messageId)
        .where('outcome', '=', 'suggested')
        .executeTakeFirst();
      if (Number(result.numDeletedRows) > 0) await deleteEmptyTopics(trx);
      return Number(result.numDeletedRows);
    });
  }

  private withTopicName() {
    return this.db.selectFrom('kb_gap_questions as q').leftJoin('kb_gap_topics as t', 't.id', 'q.topic_id').selectAll('q').select('t.name as topic_name');
  }

  /** The most recent `limit` questions since `since`, oldest first, with their model topic's name. */
  async since(since: Date, limit: number): Promise<GapQuestionWithTopic[]> {
    const rows = await this.withTopicName().where('q.created_at', '>=', since).orderBy('q.id', 'desc').limit(limit).execute();
    return rows.reverse().map(decode);
  }

  /**
   * The questions the model has yet to place, oldest first: no topic, left out fewer than
   * `maxAttempts` times, among the `window` most recent questions (those the page groups), and
   * not in `skip` (asked about already in this run).
   */
  async unplaced(window: number, maxAttempts: number, skip: ReadonlySet<number>): Promise<Array<Pick<GapQuestion, 'id' | 'question' | 'product'>>> {
    const floor = await this.db.selectFrom('kb_gap_questions').select('id').orderBy('id', 'desc').limit(1).offset(window - 1).executeTakeFirst();
    const rows = await this.db
      .selectFrom('kb_gap_questions')
      .select(['id', 'question', 'product'])
      .where('topic_id', 'is', null)
      .where('topic_attempts', '<', maxAttempts)
      .where('id', '>=', floor ? Number(floor.id) : 0)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, id: Number(r.id) })).filter((r) => !skip.has(r.id));
  }

  /** The topics of one product the model is shown: those with questions, the most recently asked first, each with its first `examples` questions. */
  async promptTopics(product: string | null, limit: number, examples: number): Promise<PromptTopic[]> {
    const topics = await this.db
      .selectFrom('kb_gap_topics as t')
      .innerJoin('kb_gap_questions as q', 'q.topic_id', 't.id')
      .select(['t.id', 't.name', sql<number>`MAX(q.id)`.as('last_id')])
      .where(sql<boolean>`t.product <=> ${product}`)
      .groupBy(['t.id', 't.name'])
      .orderBy('last_id', 'desc')
      .limit(limit)
      .execute();
    if (topics.length === 0) return [];
    const ids = topics.map((t) => Number(t.id));
    const { rows } = await sql<{ topic_id: number; question: string }>`
      SELECT topic_id, question FROM (
        SELECT topic_id, question, ROW_NUMBER() OVER (PARTITION BY topic_id ORDER BY id) AS n
        FROM kb_gap_questions WHERE topic_id IN (${sql.join(ids)})
      ) firsts WHERE n <= ${examples} ORDER BY topic_id, n`.execute(this.db);
    return topics.map((t) => ({ id: Number(t.id), name: t.name, examples: rows.filter((r) => Number(r.topic_id) === Number(t.id)).map((r) => r.question) }));
  }

  /**
   * Writes one batch's placement, all or nothing. A question's topic is written once (a run
   * that placed it first wins; a retried or concurrent run changes nothing), a question joins
   * only a topic that still exists, and a new topic none of whose questions could still be
   * placed is not kept. Left-out questions count one more attempt.
   */
  async place(placement: BatchPlacement): Promise<{ placed: number; opened: number }> {
    return this.db.transaction().execute(async (trx) => {
      let placed = 0;
      let opened = 0;
      const setTopic = async (topicId: number, ids: number[]) => {
        if (ids.length === 0) return 0;
        const result = await trx
          .updateTable('kb_gap_questions')
          .set({ topic_id: topicId })
          .where('id', 'in', ids)
          .where('topic_id', 'is', null)
          .where(({ exists, selectFrom }) => exists(selectFrom('kb_gap_topics').select('id').where('id', '=', topicId)))
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      };
      for (const j of placement.join) placed += await setTopic(j.topicId, j.questionIds);
      for (const o of placement.open) {
        const inserted = await trx.insertInto('kb_gap_topics').values({ name: o.name.slice(0, 120), product: placement.product, model: placement.model.slice(0, 100) }).executeTakeFirstOrThrow();
        const topicId = Number(inserted.insertId);
        const n = await setTopic(topicId, o.questionIds);
        if (n === 0) await trx.deleteFrom('kb_gap_topics').where('id', '=', topicId).execute();
        else opened++;
        placed += n;
      }
      await countAttempt(trx, placement.leftOut);
      return { placed, opened };
    });
  }

  /** A model call about these questions gave nothing usable: one more attempt each. */
  async countAttempt(ids: number[]): Promise<void> {
    await countAttempt(this.db, ids);
  }

  async byIds(ids: number[]): Promise<GapQuestion[]> {
    if (ids.length === 0) return [];
    return (await this.db.selectFrom('kb_gap_questions').selectAll().where('id', 'in', ids).orderBy('id').execute()).map(decode);
  }

  async decide(ids: number[], decision: GapDecision | null, unitId: number | null, actor: string | null): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('kb_gap_questions')
      .set({ decision, unit_id: unitId, decided_by: actor, decided_at: decision ? new Date() : null })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async byConversations(conversationIds: string[]): Promise<GapQuestionWithTopic[]> {
    if (conversationIds.length === 0) return [];
    return (await this.withTopicName().where('q.conversation_id', 'in', conversationIds).orderBy('q.id').execute()).map(decode);
  }

  /** Erasure: the conversations' questions, and the topics they leave empty (a topic's name came from its questions). */
  async deleteConversations(conversationIds: string[]): Promise<number> {
    if (conversationIds.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('kb_gap_questions').where('conversation_id', 'in', conversationIds).executeTakeFirst();
      await deleteEmptyTopics(trx);
      return Number(result.numDeletedRows);
    });
  }
}

async function countAttempt(db: Kysely<GapsDatabase>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('kb_gap_questions').set((eb) => ({ topic_attempts: eb('topic_attempts', '+', 1) })).where('id', 'in', ids).where('topic_id', 'is', null).execute();
}

async function deleteEmptyTopics(db: Kysely<GapsDatabase>): Promise<void> {
  await sql`DELETE t FROM kb_gap_topics t LEFT JOIN kb_gap_questions q ON q.topic_id = t.id WHERE q.id IS NULL`.execute(db);
}
