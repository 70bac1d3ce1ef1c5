/**
 * What the two HTTP rerankers share: Voyage (`data`) and Cohere (`results`) both answer
 * `[{index, relevance_score}]` for at most so many documents, possibly only the best few.
 */
import { nonEmpty } from '../http/http-json';
import { expectArray, expectFinite, expectIndex, expectObject, ResponseShapeError } from '../http/response-shape';
import { ownValue } from '../../lib/tables/text-table';

export interface Scored {
  index: number;
  score: number;
}

/** `{[listKey]: [{index, relevance_score}]}` → scores, checking indices (in range, no repeats) and count. */
export function parseRelevanceList(body: unknown, listKey: string, documentCount: number, maxResults: number): Scored[] {
  const list = expectArray(ownValue(expectObject(body, 'body'), listKey), listKey);
  if (list.length > maxResults) throw new ResponseShapeError(`${listKey}: expected at most ${maxResults} results, got ${list.length}`);
  const seen = new Set<number>();
  return list.map((raw, position) => {
    const item = expectObject(raw, `${listKey}[${position}]`);
    const index = expectIndex(item.index, `${listKey}[${position}].index`, documentCount);
    if (seen.has(index)) throw new ResponseShapeError(`${listKey}[${position}].index: ${index} appears twice`);
    seen.add(index);
    return { index, score: expectFinite(item.relevance_score, `${listKey}[${position}].relevance_score`) };
  });
}

/**
 * Every candidate back, best first: the scored ones by score (ties keep the provider's order),
 * then those the provider did not score (top_k/top_n, or past the document limit) in their
 * original order, with a score no higher than the lowest given (0 when all scores are ≥ 0).
 */
export function orderByScores<C extends { id: number }>(candidates: C[], scored: Scored[]): Array<{ id: number; score: number }> {
  const ranked = scored
    .map((s, position) => ({ ...s, position }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map((s) => ({ id: candidates[s.index].id, score: s.score }));
  const scoredIndices = new Set(scored.map((s) => s.index));
  const floor = Math.min(0, ...scored.map((s) => s.score));
  const rest = candidates.filter((_, i) => !scoredIndices.has(i)).map((c) => ({ id: c.id, score: floor }));
  return [...ranked, ...rest];
}

/**
 * The rerank call both providers make: nothing to send for no candidates or a blank query (the
 * APIs reject it: the order is kept), at most `maxDocuments` documents (blank ones as one space),
 * `top` only when it really cuts the list; every candidate comes back, best first.
 */
export async function rerankByRelevance<C extends { id: number; text: string }>(
  query: string,
  candidates: C[],
  maxDocuments: number,
  top: number | undefined,
  send: (documents: string[], top: number | undefined) => Promise<Scored[]>,
): Promise<Array<{ id: number; score: number }>> {
  if (candidates.length === 0) return [];
  if (query.trim() === '') return orderByScores(candidates, []);
  const documents = candidates.slice(0, maxDocuments).map((c) => nonEmpty(c.text));
  const cut = top !== undefined && top < documents.length ? top : undefined;
  return orderByScores(candidates, await send(documents, cut));
}
