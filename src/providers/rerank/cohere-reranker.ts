import type { RerankCandidate, RerankResult, Reranker } from './reranker';
import { errorMessageOf, joinUrl, nonEmpty, orderByScores, parseRelevanceList, postJson, type RetryPolicy } from '../http/http-json';

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

export const COHERE_MAX_RERANK_DOCUMENTS = 1000;

export interface CohereRerankerOptions {
  apiKey: string;
  /** Without /v2. Default https://api.cohere.com. */
  baseURL?: string;
  /** Default rerank-v3.5. */
  model?: string;
  /** Ask for the best n only (the others come back unscored, in their original order). */
  topN?: number;
  /** Documents longer than this are truncated by the API (its default 4096). Not sent unless set. */
  maxTokensPerDoc?: number;
  maxDocuments?: number;
  timeoutMs?: number;
  maxRetries?: number;
  retry?: RetryPolicy;
}

export class CohereReranker implements Reranker {
  readonly name: string;
  private readonly url: string;
  private readonly model: string;
  private readonly maxDocuments: number;

  constructor(private readonly options: CohereRerankerOptions) {
    if (!options.apiKey) throw new Error('CohereReranker: apiKey is required');
    this.model = options.model ?? 'rerank-v3.5';
    this.name = `cohere:${this.model}`;
    this.url = joinUrl(options.baseURL ?? 'https://api.cohere.com', '/v2/rerank');
    this.maxDocuments = Math.min(options.maxDocuments ?? COHERE_MAX_RERANK_DOCUMENTS, COHERE_MAX_RERANK_DOCUMENTS);
  }

  async rerank(query: string, candidates: RerankCandidate[], signal?: AbortSignal): Promise<RerankResult[]> {
    if (candidates.length === 0) return [];
    // "query must not be empty or be only whitespace" (400): nothing to rank by, keep the order.
    if (query.trim() === '') return orderByScores(candidates, []);
    const documents = candidates.slice(0, this.maxDocuments).map((c) => nonEmpty(c.text));
    const topN = this.options.topN !== undefined && this.options.topN < documents.length ? this.options.topN : undefined;
    const scored = await postJson(
      this.url,
      {
        model: this.model,
        query,
        documents,
        ...(topN !== undefined ? { top_n: topN } : {}),
        ...(this.options.maxTokensPerDoc !== undefined ? { max_tokens_per_doc: this.options.maxTokensPerDoc } : {}),
      },
      {
        label: `cohere rerank (${this.model})`,
        headers: { authorization: `Bearer ${this.options.apiKey}` },
        timeoutMs: this.options.timeoutMs ?? 10_000,
        maxRetries: this.options.maxRetries ?? 2,
        signal,
        retry: this.options.retry,
        parse: (body) => parseRelevanceList(body, 'results', documents.length, topN ?? documents.length),
        describeError: (_status, body) => ({ message: errorMessageOf(body) }),
      },
    );
    return orderByScores(candidates, scored);
  }
}
