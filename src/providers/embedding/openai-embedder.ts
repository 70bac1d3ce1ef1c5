import { errorMessageOf } from '../http/http-json';
import { atMost, ProviderEndpoint, type EndpointDefaults, type EndpointOptions } from '../http/provider-endpoint';
import type { EmbedKind, Embedder } from './embedder';
import { embedInBatches, parseEmbeddingList, remoteEmbedderName } from './embedding-batches';
import { textTable } from '../../lib/tables/text-table';

/**
 * OpenAI embeddings over plain HTTP (no SDK):
 *   POST {baseURL}/v1/embeddings   Authorization: Bearer <key>
 *   {model, input: string[], encoding_format: 'float', dimensions?}
 *   → 200 {object: 'list', data: [{object: 'embedding', index, embedding: number[]}], model, usage}
 *   → 4xx/5xx {error: {message, type, param, code}}
 * `input` holds at most 2048 strings, none empty; the request's inputs share a token budget,
 * so batches are also capped in characters. `dimensions` (text-embedding-3 only) shortens the
 * vectors Matryoshka-style, server-side (truncated and re-normalised).
 */

/** Native length of the models we know; text-embedding-3 is Matryoshka-trained and accepts `dimensions`. */
const MODELS = textTable<{ dimensions: number; matryoshka: boolean }>({
  'text-embedding-3-small': { dimensions: 1536, matryoshka: true },
  'text-embedding-3-large': { dimensions: 3072, matryoshka: true },
  'text-embedding-ada-002': { dimensions: 1536, matryoshka: false },
});

const OPENAI_EMBEDDINGS: EndpointDefaults = {
  baseURL: 'https://api.openai.com',
  path: '/v1/embeddings',
  model: 'text-embedding-3-small',
  timeoutMs: 30_000,
  label: 'openai embeddings',
};

export const OPENAI_MAX_INPUTS_PER_REQUEST = 2048;

/** baseURL (without /v1) defaults to https://api.openai.com, model to text-embedding-3-small, timeoutMs to 30 s. */
export interface OpenAiEmbedderOptions extends EndpointOptions {
  /** Shorter vectors (text-embedding-3 only): sent as `dimensions` when set. Required for unknown models. */
  dimensions?: number;
  /** Inputs per request, at most 2048. */
  maxBatchSize?: number;
  /** Characters per request (all inputs together). Default 200 000 (the API allows 300 000 tokens). */
  maxBatchChars?: number;
  organization?: string;
  project?: string;
}

export class OpenAiEmbedder implements Embedder {
  readonly name: string;
  readonly dimensions: number;
  readonly matryoshka: boolean;
  private readonly endpoint: ProviderEndpoint;
  private readonly requestDimensions: number | undefined;
  private readonly maxBatchSize: number;
  private readonly maxBatchChars: number;

  constructor(private readonly options: OpenAiEmbedderOptions) {
    this.endpoint = new ProviderEndpoint('OpenAiEmbedder', options, OPENAI_EMBEDDINGS);
    const model = this.endpoint.model;
    const known = MODELS.get(model);
    if (options.dimensions !== undefined) {
      if (!Number.isInteger(options.dimensions) || options.dimensions < 1) throw new Error('OpenAiEmbedder: dimensions must be a positive integer');
      if (known && !known.matryoshka) throw new Error(`OpenAiEmbedder: ${model} does not accept dimensions`);
      if (known && options.dimensions > known.dimensions) {
        throw new Error(`OpenAiEmbedder: ${model} has at most ${known.dimensions} dimensions`);
      }
    } else if (!known) {
      throw new Error(`OpenAiEmbedder: unknown model ${model}: set dimensions`);
    }
    this.dimensions = options.dimensions ?? known!.dimensions;
    this.requestDimensions = options.dimensions;
    // An unknown model is not assumed Matryoshka-trained: the code then comes from a fitted projection.
    this.matryoshka = known?.matryoshka ?? false;
    this.name = remoteEmbedderName('openai', model, this.dimensions, known?.dimensions);
    this.maxBatchSize = atMost(options.maxBatchSize, OPENAI_MAX_INPUTS_PER_REQUEST);
    this.maxBatchChars = options.maxBatchChars ?? 200_000;
  }

  /** OpenAI's embeddings have no query/document distinction: `kind` is not sent. */
  async embed(texts: string[], _kind: EmbedKind, signal?: AbortSignal): Promise<Float32Array[]> {
    return embedInBatches(texts, this.maxBatchSize, this.maxBatchChars, (items) =>
      this.endpoint.post(
        {
          model: this.endpoint.model,
          input: items,
          encoding_format: 'float',
          ...(this.requestDimensions !== undefined ? { dimensions: this.requestDimensions } : {}),
        },
        {
          headers: this.headers(),
          signal,
          parse: (body) => parseEmbeddingList(body, items.length, this.dimensions),
          describeError: describeOpenAiError,
        },
      ),
    );
  }

  /** Besides the key: the organization and project, when configured. */
  private headers(): Record<string, string> {
    return {
      ...(this.options.organization ? { 'openai-organization': this.options.organization } : {}),
      ...(this.options.project ? { 'openai-project': this.options.project } : {}),
    };
  }
}

/** `{error: {message, type, code}}`; a 429 for exhausted quota/billing is not going to clear by retrying. */
export function describeOpenAiError(_status: number, body: unknown): { message?: string; retryable?: boolean } {
  const error = (body as { error?: { type?: unknown; code?: unknown } } | undefined)?.error;
  const final = error?.code === 'insufficient_quota' || error?.type === 'insufficient_quota' || error?.code === 'billing_hard_limit_reached';
  const message = errorMessageOf(body);
  const tag = typeof error?.code === 'string' ? error.code : typeof error?.type === 'string' ? error.type : undefined;
  return { message: message && tag ? `${message} [${tag}]` : message, ...(final ? { retryable: false } : {}) };
}
