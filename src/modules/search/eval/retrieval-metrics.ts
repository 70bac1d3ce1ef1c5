/** Retrieval metrics. Pure: no framework imports. */

export interface EvalQuery {
  question: string;
  relevant: string[];
}

export interface RankMetrics {
  hit_at_1: number;
  hit_at_3: number;
  hit_at_10: number;
  mrr: number;
}

/** `ranked`: external ids, best first. A hit at k when any relevant id is among the first k. */
export function rankMetrics(runs: Array<{ ranked: string[]; relevant: string[] }>): RankMetrics {
  let h1 = 0;
  let h3 = 0;
  let h10 = 0;
  let rr = 0;
  for (const { ranked, relevant } of runs) {
    const wanted = new Set(relevant);
    const first = ranked.findIndex((id) => wanted.has(id));
    if (first === -1) continue;
    if (first < 1) h1++;
    if (first < 3) h3++;
    if (first < 10) h10++;
    rr += 1 / (first + 1);
  }
  const n = Math.max(1, runs.length);
  return { hit_at_1: roundMetric(h1 / n), hit_at_3: roundMetric(h3 / n), hit_at_10: roundMetric(h10 / n), mrr: roundMetric(rr / n) };
}

/** The share of queries with a relevant id among the first k, for each depth k (rounded like the rest). */
export function hitAtDepths(runs: Array<{ ranked: string[]; relevant: string[] }>, depths: readonly number[]): Record<number, number> {
  const firsts = runs.map(({ ranked, relevant }) => {
    const wanted = new Set(relevant);
    return ranked.findIndex((id) => wanted.has(id));
  });
  const n = Math.max(1, runs.length);
  return Object.fromEntries(depths.map((k) => [k, roundMetric(firsts.filter((first) => first !== -1 && first < k).length / n)]));
}

/**
 * Deterministic split of a query set (FNV-1a of the question): the same queries always land on
 * the same side, so "feedback" and "held-out" never overlap and runs are comparable.
 */
export function splitQueries<T extends { question: string }>(queries: T[], feedbackFraction: number): { feedback: T[]; heldOut: T[] } {
  const feedback: T[] = [];
  const heldOut: T[] = [];
  for (const query of queries) {
    let h = 0x811c9dc5;
    for (let i = 0; i < query.question.length; i++) h = Math.imul(h ^ query.question.charCodeAt(i), 0x01000193) >>> 0;
    ((h % 1000) / 1000 < feedbackFraction ? feedback : heldOut).push(query);
  }
  return { feedback, heldOut };
}

export type QueryPart = 'tune' | 'report' | 'all';

/**
 * The fixed halves of a query set: FNV-1a(question) even = `tune`, odd = `report` — the split of
 * kb eval:chat (chat-outcomes.ts) and bench/qa4faq-offline.bench.ts, so retrieval is tuned on the
 * same half as the reranker and the chat's confidence, and the other half stays unseen.
 */
export function inQueryPart(question: string, part: QueryPart): boolean {
  if (part === 'all') return true;
  let h = 0x811c9dc5;
  for (let i = 0; i < question.length; i++) h = Math.imul(h ^ question.charCodeAt(i), 0x01000193);
  return ((h >>> 0) % 2 === 0) === (part === 'tune');
}

/** Four decimals: how every figure of the retrieval reports is printed. */
export function roundMetric(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
