import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Database } from '../../database/database.types';

/** Why a question is a gap (what the chat gave the customer). */
export type GapOutcome = 'declined' | 'escalated' | 'unhelpful' | 'suggested';
export type GapDecision = 'covered' | 'ignored';

/** kb_gap_questions (migration 20261201T1530), owned by this module with kb_gap_topics: only its repository names them. */
export interface GapQuestionsTable {
  id: Generated<number>;
  conversation_id: string;
  message_id: number;
  question: string;
  product: string | null;
  locale: string;
  outcome: GapOutcome;
  ticket_id: number | null;
  decision: GapDecision | null;
  unit_id: number | null;
  decided_by: string | null;
  decided_at: Date | null;
  /** The topic the model put it in (migration 20261205T1200), written once; null until then. */
  topic_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Model calls that left it out (it is no longer asked about at GAP_TOPICS_POLICY.maxAttempts). */
  topic_attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** kb_gap_topics (migration 20261205T1200): a topic the model opened, named in the customers' words. */
export interface GapTopicsTable {
  id: Generated<number>;
  name: string;
  product: string | null;
  /** The model that named it, as the provider names it. */
  model: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type GapsTables = { kb_gap_questions: GapQuestionsTable; kb_gap_topics: GapTopicsTable };
export type GapsDatabase = Database & GapsTables;
export type GapQuestion = Selectable<GapQuestionsTable>;
