import { atMost, ProviderEndpoint, type EndpointDefaults, type EndpointOptions } from '../http/provider-endpoint';
import { parseRelevanceList, rerankByRelevance } from './relevance-list';
import type { RerankCandidate, RerankResult, Reranker } from './reranker';

/**
 * Voyage AI rerank over plain HTTP (no SDK):
 *   POST {baseURL}/v1/rerank   Authorization: Bearer <key>
 *   {query, documents: string[], model, top_k?, truncation?}
 *   → 200 {object: 'list', data: [{index, relevance_score}], model, usage: {total_tokens}}
 *     (most relevant first; only top_k of them when top_k is sent)
 *   → 4xx/5xx {detail: "…"}
 * At most 1000 documents per request: candidates past that keep their order after the scored ones.
 */

const VOYAGE_RERANK: EndpointDefaults = {
  baseURL: 'https://api.voyageai.com',
  path: '/v1/rerank',
  model: 'rerank-2.5',
  timeoutMs: 10_000,
  label: 'voyage rerank',
};

export const VOYAGE_MAX_RERANK_DOCUMENTS = 1000;

/** baseURL (without /v1) defaults to https://api.voyageai.com, model to rerank-2.5, timeoutMs to 10 s. */
export interface VoyageRerankerOptions extends EndpointOptions {
  /** Ask for the best k only (the others come back unscored, in their original order). */
  topK?: number;
  /** false: over-long query/documents are an error instead of being truncated (API default true; not sent unless set). */
  truncation?: boolean;
  maxDocuments?: number;
}

export class VoyageReranker implements Reranker {
  readonly name: string;
  private readonly endpoint: ProviderEndpoint;
  private readonly maxDocuments: number;

  constructor(private readonly options: VoyageRerankerOptions) {
    this.endpoint = new ProviderEndpoint('VoyageReranker', options, VOYAGE_RERANK);
    this.name = `voyage:${this.endpoint.model}`;
    this.maxDocuments = atMost(options.maxDocuments, VOYAGE_MAX_RERANK_DOCUMENTS);
  }

  async rerank(query: string, candidates: RerankCandidate[], signal?: AbortSignal): Promise<RerankResult[]> {
    return rerankByRelevance(query, candidates, this.maxDocuments, this.options.topK, (documents, topK) =>
      this.endpoint.post(
        {
          query,
          documents,
          model: this.endpoint.model,
          ...(topK !== undefined ? { top_k: topK } : {}),
          ...(this.options.truncation !== undefined ? { truncation: this.options.truncation } : {}),
        },
        { signal, parse: (body) => parseRelevanceList(body, 'data', documents.length, topK ?? documents.length) },
      ),
    );
  }
}
