/**
 * What one model call (or one chat turn, summed over its calls) consumed, as every LLM provider
 * reports it: Anthropic's input/output/cache_read_input/cache_creation_input tokens, the
 * OpenAI-compatible servers' prompt/completion tokens with prompt_tokens_details.cached_tokens.
 * Pure: the prices and the arithmetic are testable without a provider.
 */
import { ownValue, textTable } from '../../lib/tables/text-table';

export interface LlmUsage {
  /** 'anthropic', 'anthropic-batch' (half price), 'openai-compatible'. */
  provider: string;
  model: string;
  /** Input tokens billed at the full rate (cache reads and writes not included). */
  input_tokens: number;
  output_tokens: number;
  /** Input tokens read from the provider's prompt cache. */
  cache_read_tokens: number;
  /** Input tokens written to the prompt cache (Anthropic bills them above the input rate). */
  cache_write_tokens: number;
}

/** US dollars per million tokens. */
export interface LlmPrice {
  input: number;
  output: number;
  cache_read?: number;
  cache_write?: number;
}

export type LlmPriceTable = Record<string, LlmPrice>;

/**
 * Default list prices (USD per million tokens, standard tier, 5-minute cache writes), matched by
 * model-name prefix so dated snapshots (`claude-sonnet-5-5-20261101`) find their family. They are
 * the Anthropic list prices known to us when this was written (Sonnet $3/$15, Haiku $1/$5, Opus
 * $5/$25; cache reads 0.1×, 5-minute cache writes 1.25× the input price), not read from any API:
 * check them against your contract and set LLM_PRICES for other rates or any other model. A model served by a local
 * OpenAI-compatible server has no price here: its cost is recorded as unknown (null), its tokens
 * still are, unless LLM_PRICES names it (e.g. `{"qwen3:8b":{"input":0,"output":0}}`).
 */
export const DEFAULT_LLM_PRICES: LlmPriceTable = {
  'claude-opus': { input: 5, output: 25, cache_read: 0.5, cache_write: 6.25 },
  'claude-sonnet': { input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
  'claude-haiku': { input: 1, output: 5, cache_read: 0.1, cache_write: 1.25 },
};

/** Batch requests are billed at half the standard price (Message Batches). */
const PROVIDER_DISCOUNT = textTable({ 'anthropic-batch': 0.5 });

/**
 * The price of a model: an exact key first, else the longest key that prefixes the name. The name
 * is the provider's (a server may answer "constructor"): only the table's own keys count.
 */
export function priceOf(model: string, table: LlmPriceTable): LlmPrice | undefined {
  const exact = ownValue(table, model);
  if (exact) return exact;
  let best: [string, LlmPrice] | undefined;
  for (const entry of Object.entries(table)) {
    if (model.startsWith(entry[0]) && (best === undefined || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1];
}

/**
 * The cost of a usage in USD, rounded to a millionth of a dollar; null when the model has no
 * price (unknown, not free). Cache reads default to the input price and cache writes to it too
 * when the table does not say (OpenAI-compatible servers do not bill cache writes).
 */
export function costOf(usage: LlmUsage, table: LlmPriceTable): number | null {
  const price = priceOf(usage.model, table);
  if (!price) return null;
  const discount = PROVIDER_DISCOUNT.get(usage.provider) ?? 1;
  const micro =
    usage.input_tokens * price.input +
    usage.output_tokens * price.output +
    usage.cache_read_tokens * (price.cache_read ?? price.input) +
    usage.cache_write_tokens * (price.cache_write ?? price.input);
  return Math.round(micro * discount) / 1_000_000;
}

/** Adds `b` into a running total (same provider and model: a turn's several calls). */
export function addUsage(a: LlmUsage | undefined, b: LlmUsage): LlmUsage {
  if (!a) return { ...b };
  return {
    provider: a.provider,
    model: a.model,
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_read_tokens: a.cache_read_tokens + b.cache_read_tokens,
    cache_write_tokens: a.cache_write_tokens + b.cache_write_tokens,
  };
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** Anthropic's usage object → LlmUsage (its input_tokens already exclude cache reads and writes). */
export function anthropicUsage(provider: string, model: string, usage: unknown): LlmUsage {
  const u = (usage ?? {}) as Record<string, unknown>;
  return {
    provider,
    model,
    input_tokens: count(u.input_tokens),
    output_tokens: count(u.output_tokens),
    cache_read_tokens: count(u.cache_read_input_tokens),
    cache_write_tokens: count(u.cache_creation_input_tokens),
  };
}

/**
 * Chat Completions' usage → LlmUsage: prompt_tokens include the cached ones
 * (prompt_tokens_details.cached_tokens), so those are moved to cache_read_tokens.
 */
export function chatCompletionsUsage(provider: string, model: string, usage: unknown): LlmUsage {
  const u = (usage ?? {}) as Record<string, unknown>;
  const details = (u.prompt_tokens_details ?? {}) as Record<string, unknown>;
  const prompt = count(u.prompt_tokens);
  const cached = Math.min(prompt, count(details.cached_tokens));
  return { provider, model, input_tokens: prompt - cached, output_tokens: count(u.completion_tokens), cache_read_tokens: cached, cache_write_tokens: 0 };
}
