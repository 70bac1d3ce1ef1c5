import type { RerankCandidate, RerankResult, Reranker } from './reranker';
import { errorMessageOf, joinUrl, nonEmpty, orderByScores, parseRelevanceList, postJson, type RetryPolicy } from '../http/http-json';

/**
 * Voyage AI rerank over plain HTTP (no SDK):
 *   POST {baseURL}/v1/rerank   Authorization: Bearer <key>
 *   {query, documents: string[], model, top_k?, truncation?}
 *   → 200 {object: 'list', data: [{index, relevance_score}], model, usage: {total_tokens}}
 *     (most relevant first; only top_k of them when top_k is sent)
 *   → 4xx/5xx {detail: "…"}
 * At most 1000 documents per request: candidates past that keep their order after the scored ones.
 */

export const VOYAGE_MAX_RERANK_DOCUMENTS = 1000;

export interface VoyageRerankerOptions {
  apiKey: string;
  /** Without /v1. Default https://api.voyageai.com. */
  baseURL?: string;
  /** Default rerank-2.5. */
  model?: string;
  /** Ask for the best k only (the others come back unscored, in their original order). */
  topK?: number;
  /** false: over-long query/documents are an error instead of being truncated (API default true; not sent unless set). */
  truncation?: boolean;
  maxDocuments?: number;
  timeoutMs?: number;
  maxRetries?: number;
  retry?: RetryPolicy;
}

export class VoyageReranker implements Reranker {
  readonly name: string;
  private readonly url: string;
  private readonly model: string;
  private readonly maxDocuments: number;

  constructor(private readonly options: VoyageRerankerOptions) {
    if (!options.apiKey) throw new Error('VoyageReranker: apiKey is required');
    this.model = options.model ?? 'rerank-2.5';
    this.name = `voyage:${this.model}`;
    this.url = joinUrl(options.baseURL ?? 'https://api.voyageai.com', '/v1/rerank');
    this.maxDocuments = Math.min(options.maxDocuments ?? VOYAGE_MAX_RERANK_DOCUMENTS, VOYAGE_MAX_RERANK_DOCUMENTS);
  }

  async rerank(query: string, candidates: RerankCandidate[], signal?: AbortSignal): Promise<RerankResult[]> {
    if (candidates.length === 0) return [];
    if (query.trim() === '') return orderByScores(candidates, []);
    const documents = candidates.slice(0, this.maxDocuments).map((c) => nonEmpty(c.text));
    const topK = this.options.topK !== undefined && this.options.topK < documents.length ? this.options.topK : undefined;
    const scored = await postJson(
      this.url,
      {
        query,
        documents,
        model: this.model,
        ...(topK !== undefined ? { top_k: topK } : {}),
        ...(this.options.truncation !== undefined ? { truncation: this.options.truncation } : {}),
      },
      {
        label: `voyage rerank (${this.model})`,
        headers: { authorization: `Bearer ${this.options.apiKey}` },
        timeoutMs: this.options.timeoutMs ?? 10_000,
        maxRetries: this.options.maxRetries ?? 2,
        signal,
        retry: this.options.retry,
        parse: (body) => parseRelevanceList(body, 'data', documents.length, topK ?? documents.length),
        describeError: (_status, body) => ({ message: errorMessageOf(body) }),
      },
    );
    return orderByScores(candidates, scored);
  }
}
