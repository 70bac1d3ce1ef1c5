import { z } from 'zod';
import { intString, optionalString, requireWhen, withDefault } from '../../config/env';
import { DEFAULT_LLM_PRICES, type LlmPriceTable } from './llm-usage';

/**
 * The LLM providers' part of the configuration, merged into the app config (src/config/config.ts)
 * with `...llmConfigShape`; `refineLlmConfig` runs in its superRefine. The `openai-compatible`
 * provider (any server speaking Chat Completions: Ollama, vLLM, llama.cpp's server, LM Studio,
 * Azure OpenAI, Mistral, OpenAI) is configured here for both roles (DISTILLER, CHAT).
 */
const priceSchema = z.object({
  input: z.number().finite().min(0),
  output: z.number().finite().min(0),
  cache_read: z.number().finite().min(0).optional(),
  cache_write: z.number().finite().min(0).optional(),
});

/** LLM_PRICES: JSON `{"<model or model prefix>": {"input", "output", "cache_read"?, "cache_write"?}}`, USD per million tokens, over the defaults. */
const pricesJson = optionalString().transform((value, ctx): LlmPriceTable => {
  if (value === undefined) return DEFAULT_LLM_PRICES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON: {"model": {"input": 3, "output": 15, "cache_read": 0.3, "cache_write": 3.75}}' });
    return z.NEVER;
  }
  const table = z.record(z.string().min(1), priceSchema).safeParse(parsed);
  if (!table.success) {
    const issue = table.error.issues[0];
    ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || '(root)'}: ${issue.message} (USD per million tokens)` });
    return z.NEVER;
  }
  return { ...DEFAULT_LLM_PRICES, ...table.data };
});

export const llmConfigShape = {
  /** The server's base URL including the API prefix, e.g. http://127.0.0.1:11434/v1 (Ollama). */
  LLM_BASE_URL: optionalString(z.string().url()),
  /** Bearer key; unset for local servers that take none (no Authorization header is sent). */
  LLM_API_KEY: optionalString(),
  /**
   * The model name as the server knows it (`qwen3:8b`, `mistral-small-latest`, an Azure deployment),
   * for every call to the server: distillation (DISTILLER=openai-compatible), the chat
   * (CHAT=openai-compatible) and the grouping of gap questions into topics (GAPS_TOPICS=model).
   * CHAT_MODEL, when set, replaces it for the chat's role.
   */
  LLM_MODEL: optionalString(z.string().min(1)),
  /** Per request; a hang past it is a retryable failure. Local models on a CPU are slow: 120 s. */
  LLM_TIMEOUT_MS: intString(120_000, 1000),
  /** Retries inside the client (429/5xx/timeouts, honouring Retry-After up to 10 s); the job retries on top. */
  LLM_MAX_RETRIES: intString(2, 0),
  /** Prices per million tokens over the defaults (llm-usage.ts); a model without a price has its cost recorded as unknown. */
  LLM_PRICES: pricesJson,
  /** DISTILLER=anthropic: structured outputs (a JSON schema) instead of the forced tool; a model that refuses them falls back to the tool. */
  ANTHROPIC_STRUCTURED_OUTPUTS: withDefault(z.enum(['true', 'false']), 'true').transform((v) => v === 'true'),
  /** Output tokens per distillation call (openai-compatible). */
  LLM_DISTILL_MAX_TOKENS: withDefault(z.coerce.number().int().min(256), 3000),
};

const llmConfigObject = z.object(llmConfigShape);
export type LlmConfig = z.infer<typeof llmConfigObject>;

/** Who needs the openai-compatible server says so: its URL and model are then required. */
export function refineLlmConfig(config: LlmConfig & { DISTILLER: string; CHAT: string }, ctx: z.RefinementCtx): void {
  const roles = [config.DISTILLER === 'openai-compatible' && 'DISTILLER', config.CHAT === 'openai-compatible' && 'CHAT'].filter(Boolean);
  if (roles.length === 0) return;
  const because = roles.map((r) => `${r}=openai-compatible`).join(' and ');
  requireWhen(ctx, config, 'LLM_BASE_URL', because);
  requireWhen(ctx, config, 'LLM_MODEL', because);
}
