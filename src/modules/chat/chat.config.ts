import { z } from 'zod';

/**
 * The customer chat's part of the configuration, merged into the app config (src/config/config.ts)
 * with `...chatConfigShape`; the cross-field rules are `chatConfigProblems`.
 */

const intString = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
/** An unset variable and `VAR=` in a .env file both mean "not set". */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const chatConfigShape = {
  /** Who answers the customer: offline extraction from the best unit, or Claude with a search tool. */
  CHAT: z.enum(['extractive', 'anthropic']).default('extractive'),
  /**
   * The extractive assistant answers when its best hit's reranker score + 2 × cosine reaches this
   * (measured for EMBEDDINGS=local, RERANKER=local with `kb eval:chat`; re-measure for others).
   */
  CHAT_EXTRACTIVE_MIN_EVIDENCE: z.coerce.number().min(0).default(2.6),
  /** Model of the anthropic assistant; unset = ANTHROPIC_MODEL. */
  CHAT_MODEL: blankIsUnset(z.string().min(1)),
  /** Most model calls (search steps included) in one answer. */
  CHAT_MAX_STEPS: intString(6, 1),
  /** Earlier messages of the conversation the anthropic assistant sees. */
  CHAT_MEMORY_MESSAGES: intString(20, 0),
  /** Output tokens per model call. */
  CHAT_MAX_TOKENS: intString(1024, 64),
  /** Chat requests (conversations, messages, ratings, escalations) per client IP per minute; 0 = no limit. */
  CHAT_RATE_IP_PER_MINUTE: intString(60, 0),
  /** Messages per conversation per minute; 0 = no limit. */
  CHAT_RATE_CONVERSATION_PER_MINUTE: intString(10, 0),
  /** Origins allowed to call /api/chat from a browser (comma-separated), `*` = any (the token is the credential). */
  CHAT_CORS_ORIGINS: z.string().default('*'),
  /** Where an escalation is announced (the external ticketing system); unset = no webhook. */
  ESCALATION_WEBHOOK_URL: blankIsUnset(z.string().url()),
  /** HMAC-SHA256 key of the X-Distillo-Signature header. */
  ESCALATION_WEBHOOK_SECRET: blankIsUnset(z.string().min(16, 'must be at least 16 characters')),
  /** Delivery attempts of one webhook before it is marked failed. */
  WEBHOOK_ATTEMPTS: intString(8, 1),
  /** Exponential backoff between attempts: 1×, 2×, 4×… this. */
  WEBHOOK_BACKOFF_BASE_MS: intString(10_000, 1),
  /** One HTTP attempt of a webhook. */
  WEBHOOK_TIMEOUT_MS: intString(10_000, 100),
};

const chatConfigObject = z.object(chatConfigShape);
export type ChatConfig = z.infer<typeof chatConfigObject>;

/** Rules across variables, reported with the rest of the configuration's problems. */
export function chatConfigProblems(config: ChatConfig & { ANTHROPIC_API_KEY?: string }): string[] {
  const problems: string[] = [];
  if (config.CHAT === 'anthropic' && !config.ANTHROPIC_API_KEY) problems.push('  ANTHROPIC_API_KEY: required when CHAT=anthropic');
  if (config.ESCALATION_WEBHOOK_URL && !config.ESCALATION_WEBHOOK_SECRET) {
    problems.push('  ESCALATION_WEBHOOK_SECRET: required when ESCALATION_WEBHOOK_URL is set');
  }
  return problems;
}
