import { atMost, ProviderEndpoint, type EndpointDefaults, type EndpointOptions } from '../http/provider-endpoint';
import { parseRelevanceList, rerankByRelevance } from './relevance-list';
import type { RerankCandidate, RerankResult, Reranker } from './reranker';

/**
 * Cohere rerank v2 over plain HTTP (no SDK):
 *   POST {baseURL}/v2/rerank   Authorization: Bearer <key>
 *   {model, query, documents: string[], top_n?, max_tokens_per_doc?}
 *   → 200 {id, results: [{index, relevance_score}], meta: {api_version, billed_units: {search_units}}}
 *     (most relevant first; only top_n of them when top_n is sent)
 *   → 4xx/5xx {id?, message: "…"}
 * Cohere recommends at most 1000 documents per request: candidates past that keep their order
 * after the scored ones.
 */

const COHERE_RERANK: EndpointDefaults = {
  baseURL: 'https://api.cohere.com',
  path: '/v2/rerank',
  model: 'rerank-v3.5',
  timeoutMs: 10_000,
  label: 'cohere rerank',
};

export const COHERE_MAX_RERANK_DOCUMENTS = 1000;

/** baseURL (without /v2) defaults to https://api.cohere.com, model to rerank-v3.5, timeoutMs to 10 s. */
export interface CohereRerankerOptions extends EndpointOptions {
  /** Ask for the best n only (the others come back unscored, in their original order). */
  topN?: number;
  /** Documents longer than this are truncated by the API (its default 4096). Not sent unless set. */
  maxTokensPerDoc?: number;
  maxDocuments?: number;
}

export class CohereReranker implements Reranker {
  readonly name: string;
  private readonly endpoint: ProviderEndpoint;
  private readonly maxDocuments: number;

  constructor(private readonly options: CohereRerankerOptions) {
    this.endpoint = new ProviderEndpoint('CohereReranker', options, COHERE_RERANK);
    this.name = `cohere:${this.endpoint.model}`;
    this.maxDocuments = atMost(options.maxDocuments, COHERE_MAX_RERANK_DOCUMENTS);
  }

  /** A blank query is not sent ("query must not be empty or be only whitespace", 400): the order is kept. */
  async rerank(query: string, candidates: RerankCandidate[], signal?: AbortSignal): Promise<RerankResult[]> {
    return rerankByRelevance(query, candidates, this.maxDocuments, this.options.topN, (documents, topN) =>
      this.endpoint.post(
        {
          model: this.endpoint.model,
          query,
          documents,
          ...(topN !== undefined ? { top_n: topN } : {}),
          ...(this.options.maxTokensPerDoc !== undefined ? { max_tokens_per_doc: this.options.maxTokensPerDoc } : {}),
        },
        { signal, parse: (body) => parseRelevanceList(body, 'results', documents.length, topN ?? documents.length) },
      ),
    );
  }
}
