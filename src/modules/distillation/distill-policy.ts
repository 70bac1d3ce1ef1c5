import { cosine } from '../knowledge/text-similarity';
import { analyze } from '../../lib/text/italian';
import type { DistilledUnit } from './distilled-unit.schema';

/**
 * The decisions of distillation that are not the distiller's: what to discard, when a new
 * ticket joins an existing unit, when a new fix is a conflict. Pure, so they are measured
 * on the corpus and unit-tested without a database.
 */
export const DISTILL_POLICY = {
  /** Below this the distiller is not sure enough: the ticket is not distilled. */
  minConfidence: 0.6,
  /**
   * A problem at least this similar to a unit in the same product and category joins it.
   * Measured on the corpus with the rules distiller (kb eval:distill threshold sweep): 0.2 gave
   * pairwise precision 0.98 / recall 0.78, 0.25 gave 1.00 / 0.66. 0.25 is kept: a wrong merge
   * hides a problem from reviewers, a missed one only costs a merge suggestion.
   */
  paraphraseLink: 0.25,
  /** Between suggest and link: a new unit, with a merge suggestion for the reviewer. */
  paraphraseSuggest: 0.15,
  /** A solution less similar than this to an approved unit's is materially different: a conflict. */
  conflictBelow: 0.5,
  /** Search phrases kept per unit (new tickets add their customers' wording to a pending unit). */
  maxPhrases: 12,
  reviewDueMonths: 6,
} as const;

export type DiscardReason = 'not_reusable' | 'low_confidence' | 'commercial_exception' | 'one_off';

export function discardReason(unit: DistilledUnit): string | null {
  if (unit.is_commercial_exception) return 'commercial_exception';
  if (unit.is_one_off) return 'one_off';
  if (!unit.is_reusable) return 'not_reusable';
  if (unit.confidence < DISTILL_POLICY.minConfidence) return `low_confidence (${unit.confidence.toFixed(2)})`;
  return null;
}

export interface JoinCandidate {
  id: number;
  problem: string;
  phrases: string[];
}

/**
 * How much a new unit's problem reads like a candidate's: the cosine of the Italian stems
 * (Snowball, stopwords removed) of problem + search phrases on each side. The phrases matter:
 * a unit's phrases accumulate the wordings of every customer who had the problem.
 */
export function paraphraseSimilarity(problem: string, phrases: string[], candidate: JoinCandidate): number {
  return cosine(stemCounts([problem, ...phrases].join('\n')), stemCounts([candidate.problem, ...candidate.phrases].join('\n')));
}

function stemCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const stem of analyze(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return counts;
}

export function bestParaphrase(
  problem: string,
  phrases: string[],
  candidates: JoinCandidate[],
): { id: number; similarity: number } | null {
  let best: { id: number; similarity: number } | null = null;
  for (const candidate of candidates) {
    const similarity = paraphraseSimilarity(problem, phrases, candidate);
    if (!best || similarity > best.similarity) best = { id: candidate.id, similarity };
  }
  return best;
}

/** Union of phrases, case-insensitively, existing ones first, capped. */
export function mergePhrases(existing: string[], incoming: string[], cap: number = DISTILL_POLICY.maxPhrases): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const phrase of [...existing, ...incoming]) {
    const key = phrase.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(phrase.trim());
    if (out.length >= cap) break;
  }
  return out;
}

export function reviewDueFrom(now: Date): Date {
  const due = new Date(now);
  due.setUTCMonth(due.getUTCMonth() + DISTILL_POLICY.reviewDueMonths);
  return due;
}
