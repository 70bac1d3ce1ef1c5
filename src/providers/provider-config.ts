import { z } from 'zod';
import { intString, optionalInt, optionalString, requireWhen, withDefault } from '../config/env';
import type { Embedder } from './embedding/embedder';
import type { Reranker } from './rerank/reranker';
import { CohereReranker } from './rerank/cohere-reranker';
import { OpenAiEmbedder } from './embedding/openai-embedder';
import { VoyageEmbedder, VOYAGE_OUTPUT_DIMENSIONS } from './embedding/voyage-embedder';
import { VoyageReranker } from './rerank/voyage-reranker';

/**
 * The search providers' part of the configuration. To merge into the app config:
 *
 *   export const configSchema = z.object({ ...existing, ...providerConfigShape }).superRefine(refineProviderConfig);
 *
 * (`providerConfigSchema` is the same fragment on its own, refinement included.)
 * A blank variable counts as unset (src/config/env.ts).
 */

export const providerConfigShape = {
  /** Who turns text into vectors: the offline embedder, or a remote API. */
  EMBEDDINGS: withDefault(z.enum(['local', 'openai', 'voyage']), 'local'),
  /** Who reorders the search finalists; `none` keeps the fusion order. */
  RERANKER: withDefault(z.enum(['local', 'voyage', 'cohere', 'none']), 'local'),

  OPENAI_API_KEY: optionalString(),
  OPENAI_BASE_URL: withDefault(z.string().url(), 'https://api.openai.com'),
  OPENAI_EMBEDDING_MODEL: withDefault(z.string().min(1), 'text-embedding-3-small'),
  /** Shorter text-embedding-3 vectors (the `dimensions` parameter); unset = the model's full length. */
  OPENAI_EMBEDDING_DIMENSIONS: optionalInt(1),

  VOYAGE_API_KEY: optionalString(),
  VOYAGE_BASE_URL: withDefault(z.string().url(), 'https://api.voyageai.com'),
  VOYAGE_EMBEDDING_MODEL: withDefault(z.string().min(1), 'voyage-3.5'),
  /** output_dimension: 256, 512, 1024 or 2048; unset = the model's default (1024). */
  VOYAGE_EMBEDDING_DIMENSIONS: optionalInt(1).refine((v) => v === undefined || (VOYAGE_OUTPUT_DIMENSIONS as readonly number[]).includes(v), {
    message: `must be one of ${VOYAGE_OUTPUT_DIMENSIONS.join(', ')}`,
  }),
  VOYAGE_RERANK_MODEL: withDefault(z.string().min(1), 'rerank-2.5'),

  COHERE_API_KEY: optionalString(),
  COHERE_BASE_URL: withDefault(z.string().url(), 'https://api.cohere.com'),
  COHERE_RERANK_MODEL: withDefault(z.string().min(1), 'rerank-v3.5'),

  /** Per HTTP attempt; a hang past it is a retryable failure. */
  PROVIDER_TIMEOUT_MS: intString(15_000, 100),
  /** Retries inside one call (429/5xx/timeouts, honouring retry-after up to 10 s); callers may retry on top. */
  PROVIDER_MAX_RETRIES: intString(2, 0),
};

export const providerConfigObject = z.object(providerConfigShape);
export type ProviderConfig = z.infer<typeof providerConfigObject>;

/** The key of every selected remote provider is required. */
export function refineProviderConfig(config: ProviderConfig, ctx: z.RefinementCtx): void {
  const need = (key: 'OPENAI_API_KEY' | 'VOYAGE_API_KEY' | 'COHERE_API_KEY', because: string) => requireWhen(ctx, config, key, because);
  if (config.EMBEDDINGS === 'openai') need('OPENAI_API_KEY', 'EMBEDDINGS=openai');
  if (config.EMBEDDINGS === 'voyage') need('VOYAGE_API_KEY', 'EMBEDDINGS=voyage');
  if (config.RERANKER === 'voyage' && config.EMBEDDINGS !== 'voyage') need('VOYAGE_API_KEY', 'RERANKER=voyage');
  if (config.RERANKER === 'cohere') need('COHERE_API_KEY', 'RERANKER=cohere');
}

export const providerConfigSchema = providerConfigObject.superRefine(refineProviderConfig);

function requireKey(value: string | undefined, name: string): string {
  if (!value?.trim()) throw new Error(`${name} is required`);
  return value;
}

/** The remote embedder the config selects, or null for `local` (the caller provides its own). */
export function createRemoteEmbedder(config: ProviderConfig): Embedder | null {
  const common = { timeoutMs: config.PROVIDER_TIMEOUT_MS, maxRetries: config.PROVIDER_MAX_RETRIES };
  switch (config.EMBEDDINGS) {
    case 'openai':
      return new OpenAiEmbedder({
        ...common,
        apiKey: requireKey(config.OPENAI_API_KEY, 'OPENAI_API_KEY'),
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_EMBEDDING_MODEL,
        dimensions: config.OPENAI_EMBEDDING_DIMENSIONS,
      });
    case 'voyage':
      return new VoyageEmbedder({
        ...common,
        apiKey: requireKey(config.VOYAGE_API_KEY, 'VOYAGE_API_KEY'),
        baseURL: config.VOYAGE_BASE_URL,
        model: config.VOYAGE_EMBEDDING_MODEL,
        dimensions: config.VOYAGE_EMBEDDING_DIMENSIONS,
      });
    case 'local':
      return null;
  }
}

/** The remote reranker the config selects, or null for `local` and `none`. */
export function createRemoteReranker(config: ProviderConfig): Reranker | null {
  const common = { timeoutMs: config.PROVIDER_TIMEOUT_MS, maxRetries: config.PROVIDER_MAX_RETRIES };
  switch (config.RERANKER) {
    case 'voyage':
      return new VoyageReranker({
        ...common,
        apiKey: requireKey(config.VOYAGE_API_KEY, 'VOYAGE_API_KEY'),
        baseURL: config.VOYAGE_BASE_URL,
        model: config.VOYAGE_RERANK_MODEL,
      });
    case 'cohere':
      return new CohereReranker({
        ...common,
        apiKey: requireKey(config.COHERE_API_KEY, 'COHERE_API_KEY'),
        baseURL: config.COHERE_BASE_URL,
        model: config.COHERE_RERANK_MODEL,
      });
    case 'local':
    case 'none':
      return null;
  }
}
