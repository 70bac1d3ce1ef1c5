import { z } from 'zod';
import { intString, optionalString, requireWhen, withDefault } from './env';

/**
 * The customer chat's part of the configuration, merged into the app config (src/config/config.ts)
 * with `...chatConfigShape`; its cross-field rules are `refineChatConfig`, applied there.
 * A blank variable counts as unset (src/config/env.ts).
 */
export const chatConfigShape = {
  /** Who answers the customer: offline extraction from the best unit, or a model with a search tool (Claude, or any OpenAI-compatible server: LLM_*). */
  CHAT: withDefault(z.enum(['extractive', 'anthropic', 'openai-compatible']), 'extractive'),
  /** Model of the chat assistant; unset = ANTHROPIC_MODEL (CHAT=anthropic) or LLM_MODEL (CHAT=openai-compatible). */
  CHAT_MODEL: optionalString(z.string().min(1)),
  /**
   * Who decides whether the found units answer the question (CHAT=anthropic|openai-compatible): `model` = the model
   * reads the best units and answers, suggests or declines in one call; `confidence` = the search's score decides and the
   * model answers with a search tool (the earlier path, kept for comparison).
   */
  CHAT_DECIDES: withDefault(z.enum(['model', 'confidence']), 'model'),
  /** Units the model reads when it decides (CHAT_DECIDES=model): the best of the search, in order. */
  CHAT_MODEL_UNITS: intString(8, 1),
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
  CHAT_CORS_ORIGINS: withDefault(z.string(), '*'),
  /** Where an escalation is announced (the external ticketing system); unset = no webhook. */
  ESCALATION_WEBHOOK_URL: optionalString(z.string().url()),
  /** HMAC-SHA256 key of the X-Distillo-Signature header. */
  ESCALATION_WEBHOOK_SECRET: optionalString(z.string().min(16, 'must be at least 16 characters')),
  /** Delivery attempts of one webhook before it is marked failed. */
  WEBHOOK_ATTEMPTS: intString(8, 1),
  /** Exponential backoff between attempts: 1×, 2×, 4×… this. */
  WEBHOOK_BACKOFF_BASE_MS: intString(10_000, 1),
  /** One HTTP attempt of a webhook. */
  WEBHOOK_TIMEOUT_MS: intString(10_000, 100),
};

const chatConfigObject = z.object(chatConfigShape);
export type ChatConfig = z.infer<typeof chatConfigObject>;

/** The chat's rules across variables (the app config's superRefine runs them). */
export function refineChatConfig(config: ChatConfig & { ANTHROPIC_API_KEY?: string }, ctx: z.RefinementCtx): void {
  if (config.CHAT === 'anthropic') requireWhen(ctx, config, 'ANTHROPIC_API_KEY', 'CHAT=anthropic');
  if (config.ESCALATION_WEBHOOK_URL !== undefined) requireWhen(ctx, config, 'ESCALATION_WEBHOOK_SECRET', 'ESCALATION_WEBHOOK_URL is set');
}
