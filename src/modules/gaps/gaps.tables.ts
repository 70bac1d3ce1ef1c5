import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Database } from '../../database/database.types';

/** Why a question is a gap (what the chat gave the customer). */
export type GapOutcome = 'declined' | 'escalated' | 'unhelpful' | 'suggested';
export type GapDecision = 'covered' | 'ignored';

/** kb_gap_questions (migration 20261201T1530), owned by this module: only its repository names it. */
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
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type GapsTables = { kb_gap_questions: GapQuestionsTable };
export type GapsDatabase = Database & GapsTables;
export type GapQuestion = Selectable<GapQuestionsTable>;
