import { dedupKey, textSimilarity } from '../../lib/text/comparison';
import { discardReason, DISTILL_POLICY } from './distill-policy';
import { candidateGroupingText, clusterGrouping } from './grouping';
import type { DistilledUnit } from './distilled-unit.schema';

/**
 * Measuring distillation against the corpus ground truth, without a database: the grouping
 * is replayed with the same policy functions the DistillTicket job uses, in ticket order.
 * Pure: no framework imports.
 */

export interface TruthRow {
  external_id: string;
  group: string;
  expected: { reusable: boolean; commercial_exception: boolean; one_off: boolean; conflicting_fix?: boolean };
  pii?: Array<{ label: string; value: string }>;
}

export interface DistilledTicket {
  external_id: string;
  product: string | null;
  /** The redacted subject, which grouping compares too. */
  subject?: string;
  unit: DistilledUnit;
}

export interface GroupingMetrics {
  precision: number;
  recall: number;
  f1: number;
  units: number;
  tickets: number;
}

/**
 * The job's grouping, computed at once: exact key only, or the order-independent grouping the
 * DistillTicket jobs converge to whatever order they run in (average linkage over the tickets
 * of each product and category, src/modules/distillation/grouping.ts).
 */
export function replayGrouping(tickets: DistilledTicket[], options: { paraphrase: boolean; linkThreshold?: number }): Map<string, number> {
  const kept = tickets.filter((t) => !discardReason(t.unit));
  const scopeOf = (t: DistilledTicket) => `${t.product ?? ''}|${t.unit.category}`;
  if (!options.paraphrase) {
    const keys = new Map<string, number>();
    return new Map(kept.map((t) => {
      const key = dedupKey(t.product, t.unit.category, t.unit.problem);
      if (!keys.has(key)) keys.set(key, keys.size);
      return [t.external_id, keys.get(key)!];
    }));
  }
  return clusterGrouping(
    kept.map((t) => ({ key: t.external_id, scope: scopeOf(t), text: candidateGroupingText({ ...t.unit, subject: t.subject ?? '' }) })),
    options.linkThreshold ?? DISTILL_POLICY.groupLink,
  );
}

/**
 * Pairwise precision and recall over the tickets that became part of a unit: a pair is
 * predicted together when in one unit, truly together when in one ground-truth group.
 */
export function pairwiseGrouping(assignment: Map<string, number>, truth: Map<string, string>): GroupingMetrics {
  const ids = [...assignment.keys()];
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const predicted = assignment.get(ids[i]) === assignment.get(ids[j]);
      const actual = truth.get(ids[i]) === truth.get(ids[j]);
      if (predicted && actual) tp++;
      else if (predicted) fp++;
      else if (actual) fn++;
    }
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    units: new Set(assignment.values()).size,
    tickets: ids.length,
  };
}

export interface FlagMetrics {
  accuracy: number;
  precision: number;
  recall: number;
  positives: number;
}

export function flagMetrics(pairs: Array<{ predicted: boolean; expected: boolean }>): FlagMetrics {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let correct = 0;
  for (const { predicted, expected } of pairs) {
    if (predicted === expected) correct++;
    if (predicted && expected) tp++;
    else if (predicted) fp++;
    else if (expected) fn++;
  }
  return {
    accuracy: pairs.length ? correct / pairs.length : 1,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    positives: tp + fn,
  };
}

/**
 * The conflict check against the ground truth, apart from the grouping: every kept ticket of a
 * true group after its first is compared with that first ticket's solution (the one its unit
 * carries, since joining never rewrites a solution); predicted a conflict below the policy's
 * threshold, expected one when the ground truth says its fix is materially different.
 */
export function conflictCheck(known: DistilledTicket[], truth: Map<string, TruthRow>): FlagMetrics {
  const firstOfGroup = new Map<string, DistilledTicket>();
  const pairs: Array<{ predicted: boolean; expected: boolean }> = [];
  for (const ticket of known) {
    if (discardReason(ticket.unit)) continue;
    const row = truth.get(ticket.external_id)!;
    const first = firstOfGroup.get(row.group);
    if (!first) {
      firstOfGroup.set(row.group, ticket);
      continue;
    }
    pairs.push({
      predicted: textSimilarity(first.unit.solution, ticket.unit.solution) < DISTILL_POLICY.conflictBelow,
      expected: row.expected.conflicting_fix === true,
    });
  }
  return flagMetrics(pairs);
}

export interface DistillEvaluation {
  tickets: number;
  discarded: Record<string, number>;
  grouping: { exact_key: GroupingMetrics; with_paraphrase: GroupingMetrics };
  threshold_sweep: Array<{ threshold: number } & GroupingMetrics>;
  flags: { keep_or_discard: FlagMetrics; commercial_exception: FlagMetrics; one_off: FlagMetrics; conflicting_fix: FlagMetrics };
}

export function evaluateDistillation(tickets: DistilledTicket[], truthRows: TruthRow[]): DistillEvaluation {
  const truth = new Map(truthRows.map((t) => [t.external_id, t]));
  const groups = new Map(truthRows.map((t) => [t.external_id, t.group]));
  const discarded: Record<string, number> = {};
  for (const ticket of tickets) {
    const reason = discardReason(ticket.unit);
    if (reason) {
      const kind = reason.split(' ')[0];
      discarded[kind] = (discarded[kind] ?? 0) + 1;
    }
  }
  const known = tickets.filter((t) => truth.has(t.external_id));
  const sweep = [0.2, 0.22, 0.25, 0.28, 0.3, 0.33, 0.35, 0.4].map((threshold) => ({
    threshold,
    ...pairwiseGrouping(replayGrouping(known, { paraphrase: true, linkThreshold: threshold }), groups),
  }));
  return {
    tickets: tickets.length,
    discarded,
    grouping: {
      exact_key: pairwiseGrouping(replayGrouping(known, { paraphrase: false }), groups),
      with_paraphrase: pairwiseGrouping(replayGrouping(known, { paraphrase: true }), groups),
    },
    threshold_sweep: sweep,
    flags: {
      // One-off fixes are kept (flagged), concessions and the rest discarded.
      keep_or_discard: flagMetrics(
        known.map((t) => ({ predicted: discardReason(t.unit) === null, expected: truth.get(t.external_id)!.expected.reusable || truth.get(t.external_id)!.expected.one_off })),
      ),
      commercial_exception: flagMetrics(
        known.map((t) => ({ predicted: t.unit.is_commercial_exception, expected: truth.get(t.external_id)!.expected.commercial_exception })),
      ),
      one_off: flagMetrics(known.map((t) => ({ predicted: t.unit.is_one_off, expected: truth.get(t.external_id)!.expected.one_off }))),
      conflicting_fix: conflictCheck(known, truth),
    },
  };
}
