/**
 * Reorders the finalists of a search. One interface for the offline `local` reranker and
 * the HTTP providers (`voyage`, `cohere`), selected by config RERANKER (`none` keeps fusion order).
 */
export interface RerankCandidate {
  /** The caller's id (a unit id). */
  id: number;
  /** What the reranker reads: problem, phrases, solution. */
  text: string;
  /**
   * Field-aware rerankers may use these; remote ones read `text` only. `learned`: customer
   * questions learned for the unit (kb aliases:learn, helpful chat ratings).
   */
  fields?: { problem: string; phrases: string[]; solution: string; learned?: string[] };
  /** Evidence from the earlier stages, for rerankers that combine it. */
  cosine?: number;
  lexicalRank?: number | null;
  semanticRank?: number | null;
}

export interface RerankResult {
  id: number;
  score: number;
}

export interface Reranker {
  readonly name: string;
  /** All candidates back, best first, with the reranker's score. */
  rerank(query: string, candidates: RerankCandidate[], signal?: AbortSignal): Promise<RerankResult[]>;
}

export const RERANKER = Symbol('RERANKER');
