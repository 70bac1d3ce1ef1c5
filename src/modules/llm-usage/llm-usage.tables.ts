import type { Generated } from 'kysely';
import type { Database } from '../../database/database.types';

/** The llm_usage ledger (migration 20261201T1100), owned by this module: only its repository names it. */
export interface LlmUsageTable {
  id: Generated<number>;
  call_key: string;
  role: 'distill' | 'pair_check' | 'synthesis' | 'gap_topics' | 'chat';
  provider: string;
  model: string;
  ticket_id: number | null;
  conversation_id: string | null;
  chat_message_id: number | null;
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  /** DECIMAL comes back from mysql2 as a string. */
  cost_usd: string | number | null;
  created_at: Generated<Date>;
}

export type LlmUsageTables = { llm_usage: LlmUsageTable };
export type LlmUsageDatabase = Database & LlmUsageTables;
