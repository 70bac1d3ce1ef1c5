import { mulberry32 } from '../../../lib/random/seeded-random';

/**
 * kb eval:chat's pure parts: which units a run holds out of the knowledge base, which half of the
 * questions it tunes on, and how each turn's outcome is counted.
 */

/**
 * A fixed, seeded `fraction` of the units (by id): shuffled with mulberry32(seed) after sorting,
 * so the same ids, fraction and seed always hold out the same units whatever the file's order.
 */
export function heldOutUnits(ids: readonly string[], fraction: number, seed: number): Set<string> {
  if (!(fraction > 0)) return new Set();
  const sorted = [...new Set(ids)].sort();
  const rand = mulberry32(seed);
  for (let i = sorted.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [sorted[i], sorted[j]] = [sorted[j], sorted[i]];
  }
  return new Set(sorted.slice(0, Math.round(sorted.length * Math.min(1, fraction))));
}

/** FNV-1a of the question (32 bits). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type QueryPart = 'tune' | 'report' | 'all';

/**
 * The fixed split of the questions: FNV-1a(question) even = `tune`, odd = `report`. The same
 * halves as bench/qa4faq-offline.bench.ts (where the local reranker's weights were chosen on the
 * even half), so the report half was tuned on by neither the reranker nor the confidence.
 */
export function inPart(question: string, part: QueryPart): boolean {
  if (part === 'all') return true;
  return (fnv1a(question) % 2 === 0) === (part === 'tune');
}

export type TurnOutcome = 'answered' | 'suggested' | 'declined';

export interface CountedTurn {
  /** The question has at least one right unit in the knowledge base. */
  covered: boolean;
  outcome: TurnOutcome;
  /** Units cited (answered) or offered (suggested). */
  units: number[];
  isRight(unitId: number): boolean;
}

export interface OutcomeCounts {
  covered: {
    questions: number;
    answered_right: number;
    answered_wrong: number;
    suggested_right: number;
    suggested_wrong: number;
    declined: number;
  };
  uncovered: { questions: number; answered: number; suggested: number; declined: number };
  /** Right answers / all answers (covered and uncovered); 1 when nothing was answered. */
  precision: number;
  /** Covered questions answered right / covered questions. */
  covered_answered_right: number;
  /** Covered questions answered right or with a right unit among the suggestions / covered questions. */
  covered_right_answered_or_suggested: number;
  /** Uncovered questions answered / uncovered questions. */
  uncovered_answered: number;
  /**
   * The «Forse cercava:» sets shown (covered and uncovered questions) and those among them with no
   * unit about the question (no right unit: every set of an uncovered question), and their share.
   */
  suggestion_sets: { shown: number; without_right_unit: number; share_without_right_unit: number };
}

/**
 * Counts as #13 asks: a covered question is answered right when a cited unit is right, suggested
 * right when an offered unit is; an uncovered question answered is wrong by construction.
 */
export function countOutcomes(turns: readonly CountedTurn[]): OutcomeCounts {
  const covered = { questions: 0, answered_right: 0, answered_wrong: 0, suggested_right: 0, suggested_wrong: 0, declined: 0 };
  const uncovered = { questions: 0, answered: 0, suggested: 0, declined: 0 };
  for (const t of turns) {
    const right = t.units.some((u) => t.isRight(u));
    if (t.covered) {
      covered.questions++;
      if (t.outcome === 'answered') covered[right ? 'answered_right' : 'answered_wrong']++;
      else if (t.outcome === 'suggested') covered[right ? 'suggested_right' : 'suggested_wrong']++;
      else covered.declined++;
    } else {
      uncovered.questions++;
      uncovered[t.outcome]++;
    }
  }
  const answers = covered.answered_right + covered.answered_wrong + uncovered.answered;
  return {
    covered,
    uncovered,
    precision: answers ? ratio(covered.answered_right, answers) : 1,
    covered_answered_right: ratio(covered.answered_right, covered.questions),
    covered_right_answered_or_suggested: ratio(covered.answered_right + covered.suggested_right, covered.questions),
    uncovered_answered: ratio(uncovered.answered, uncovered.questions),
    suggestion_sets: suggestionSets(covered.suggested_right + covered.suggested_wrong + uncovered.suggested, covered.suggested_wrong + uncovered.suggested),
  };
}

function suggestionSets(shown: number, withoutRightUnit: number): OutcomeCounts['suggestion_sets'] {
  return { shown, without_right_unit: withoutRightUnit, share_without_right_unit: ratio(withoutRightUnit, shown) };
}

function ratio(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a / b) * 10_000) / 10_000;
}

/**
 * The product a customer picks when asked which product they use: the question's own product
 * when the ground truth knows it and the assistant offered it; otherwise none (the customer has
 * no button to press, and the first turn's outcome stands).
 */
export function productChoice(offered: readonly string[], questionProduct: string | null | undefined): string | null {
  return questionProduct && offered.includes(questionProduct) ? questionProduct : null;
}

/**
 * The product of each ground-truth group (the corpus): the product most of its tickets carry
 * (ties: the first in name order), from ticket → group and ticket → product.
 */
export function productsOfGroups(groupOfTicket: ReadonlyMap<string, string>, productOfTicket: ReadonlyMap<string, string | null>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const [ticket, group] of groupOfTicket) {
    const product = productOfTicket.get(ticket);
    if (!product) continue;
    const byProduct = counts.get(group) ?? new Map<string, number>();
    byProduct.set(product, (byProduct.get(product) ?? 0) + 1);
    counts.set(group, byProduct);
  }
  const out = new Map<string, string>();
  for (const [group, byProduct] of counts) {
    const [best] = [...byProduct].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    out.set(group, best[0]);
  }
  return out;
}

/** A follow-up asked after a right answer ("e se non funziona ancora?"), as kb eval:chat counts it. */
export interface FollowUpTurn {
  /** The units the follow-up's search returned, best first. */
  searched: number[];
  /** The units the conversation had already given (cited) before the follow-up. */
  given: number[];
  outcome: TurnOutcome;
  units: number[];
  isRight(unitId: number): boolean;
}

export interface FollowUpCounts {
  asked: number;
  /** The follow-up's search put a right unit (the same group, or a relevant unit) first. */
  first_unit_right: number;
  answered_right: number;
  answered_wrong: number;
  suggested_right: number;
  suggested_wrong: number;
  /** Declined: the follow-up found nothing new and offered a person. */
  declined: number;
  /** The follow-up cited or offered again a unit the conversation had already given: the same answer twice. */
  repeated: number;
}

export function countFollowUps(turns: readonly FollowUpTurn[]): FollowUpCounts {
  const counts: FollowUpCounts = { asked: 0, first_unit_right: 0, answered_right: 0, answered_wrong: 0, suggested_right: 0, suggested_wrong: 0, declined: 0, repeated: 0 };
  for (const t of turns) {
    counts.asked++;
    if (t.units.some((u) => t.given.includes(u))) counts.repeated++;
    if (t.searched.length > 0 && t.isRight(t.searched[0])) counts.first_unit_right++;
    const right = t.units.some((u) => t.isRight(u));
    if (t.outcome === 'answered') counts[right ? 'answered_right' : 'answered_wrong']++;
    else if (t.outcome === 'suggested') counts[right ? 'suggested_right' : 'suggested_wrong']++;
    else counts.declined++;
  }
  return counts;
}
