import { atMost, ProviderEndpoint, type EndpointDefaults, type EndpointOptions } from '../http/provider-endpoint';
import type { EmbedKind, Embedder } from './embedder';
import { embedInBatches, parseEmbeddingList, remoteEmbedderName } from './embedding-batches';
import { textTable } from '../../lib/tables/text-table';

/**
 * Voyage AI text embeddings over plain HTTP (no SDK):
 *   POST {baseURL}/v1/embeddings   Authorization: Bearer <key>
 *   {input: string[], model, input_type: 'document'|'query', output_dimension?, output_dtype: 'float'}
 *   → 200 {object: 'list', data: [{object: 'embedding', embedding: number[], index}], model, usage: {total_tokens}}
 *   → 4xx/5xx {detail: "…"}
 * The list holds at most 1000 texts and a per-model token total (120K for the large models,
 * 320K for voyage-4/voyage-3.5, 1M for the lite ones): batches are capped in characters too.
 * input_type makes Voyage prepend its retrieval prompt for queries or documents.
 */

/** Native (default) length; `flexible` models accept output_dimension 256/512/1024/2048 (Matryoshka). */
const MODELS = textTable<{ dimensions: number; flexible: boolean }>({
  'voyage-4-large': { dimensions: 1024, flexible: true },
  'voyage-4': { dimensions: 1024, flexible: true },
  'voyage-4-lite': { dimensions: 1024, flexible: true },
  'voyage-3.5': { dimensions: 1024, flexible: true },
  'voyage-3.5-lite': { dimensions: 1024, flexible: true },
  'voyage-3-large': { dimensions: 1024, flexible: true },
  'voyage-code-3': { dimensions: 1024, flexible: true },
  'voyage-finance-2': { dimensions: 1024, flexible: false },
  'voyage-law-2': { dimensions: 1024, flexible: false },
  'voyage-code-2': { dimensions: 1536, flexible: false },
});

const VOYAGE_EMBEDDINGS: EndpointDefaults = {
  baseURL: 'https://api.voyageai.com',
  path: '/v1/embeddings',
  model: 'voyage-3.5',
  timeoutMs: 30_000,
  label: 'voyage embeddings',
};

export const VOYAGE_OUTPUT_DIMENSIONS = [256, 512, 1024, 2048] as const;
export const VOYAGE_MAX_INPUTS_PER_REQUEST = 1000;

/** baseURL (without /v1) defaults to https://api.voyageai.com, model to voyage-3.5, timeoutMs to 30 s. */
export interface VoyageEmbedderOptions extends EndpointOptions {
  /** output_dimension: 256, 512, 1024 or 2048 (flexible models); sent when set. Required for unknown models. */
  dimensions?: number;
  /** Texts per request, at most 1000. */
  maxBatchSize?: number;
  /** Characters per request. Default 100 000 (within the smallest per-request token limit, 120K). */
  maxBatchChars?: number;
}

export class VoyageEmbedder implements Embedder {
  readonly name: string;
  readonly dimensions: number;
  readonly matryoshka: boolean;
  private readonly endpoint: ProviderEndpoint;
  private readonly maxBatchSize: number;
  private readonly maxBatchChars: number;

  constructor(private readonly options: VoyageEmbedderOptions) {
    this.endpoint = new ProviderEndpoint('VoyageEmbedder', options, VOYAGE_EMBEDDINGS);
    const model = this.endpoint.model;
    const known = MODELS.get(model);
    if (options.dimensions !== undefined) {
      if (!(VOYAGE_OUTPUT_DIMENSIONS as readonly number[]).includes(options.dimensions)) {
        throw new Error(`VoyageEmbedder: output_dimension must be one of ${VOYAGE_OUTPUT_DIMENSIONS.join(', ')}`);
      }
      if (known && !known.flexible) throw new Error(`VoyageEmbedder: ${model} does not accept output_dimension`);
    } else if (!known) {
      throw new Error(`VoyageEmbedder: unknown model ${model}: set dimensions`);
    }
    this.dimensions = options.dimensions ?? known!.dimensions;
    this.matryoshka = known ? known.flexible : true; // output_dimension is only offered for Matryoshka models
    this.name = remoteEmbedderName('voyage', model, this.dimensions, known?.dimensions);
    this.maxBatchSize = atMost(options.maxBatchSize, VOYAGE_MAX_INPUTS_PER_REQUEST);
    this.maxBatchChars = options.maxBatchChars ?? 100_000;
  }

  async embed(texts: string[], kind: EmbedKind, signal?: AbortSignal): Promise<Float32Array[]> {
    return embedInBatches(texts, this.maxBatchSize, this.maxBatchChars, (items) =>
      this.endpoint.post(
        {
          input: items,
          model: this.endpoint.model,
          input_type: kind,
          ...(this.options.dimensions !== undefined ? { output_dimension: this.options.dimensions } : {}),
          output_dtype: 'float',
        },
        { signal, parse: (body) => parseEmbeddingList(body, items.length, this.dimensions) },
      ),
    );
  }
}
