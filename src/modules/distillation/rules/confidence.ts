/** How the fix was confirmed: the rows of the confidence table. */
export type ConfirmationKind = 'customer_positive' | 'customer_done' | 'customer_weak' | 'agent_verified' | 'none';

/**
 * Confidence table: rows are how the fix was confirmed, columns how concrete the steps are
 * (concrete: a menu path or several specific steps; medium: one specific step; vague: no
 * instruction or a single generic sentence). Calibrated so that the job's 0.6 threshold keeps
 * confirmed or concrete units and drops vague ones, unless the customer said it worked ("a
 * posto", "ora va"): a short answer that worked is still the answer.
 */
const CONFIDENCE_TABLE: Record<ConfirmationKind, [number, number, number]> = {
  customer_positive: [0.86, 0.74, 0.6],
  customer_done: [0.8, 0.7, 0.52],
  customer_weak: [0.72, 0.64, 0.48],
  agent_verified: [0.72, 0.64, 0.48],
  none: [0.66, 0.61, 0.42],
};

/** Not-reusable units never claim more than this (the job discards below 0.6). */
export const NOT_REUSABLE_CONFIDENCE_CAP = 0.5;

export function confidenceOf(confirmation: ConfirmationKind, steps: number, concreteness: number, conflicts: number, hasCause: boolean): number {
  const column = steps === 0 ? 2 : concreteness >= 2 ? 0 : concreteness === 1 ? 1 : 2;
  let c = CONFIDENCE_TABLE[confirmation][column];
  if (column === 0 && steps >= 3) c += 0.03;
  if (hasCause && column !== 2) c += 0.02;
  c -= 0.12 * conflicts;
  return Math.round(Math.min(0.95, Math.max(0.05, c)) * 100) / 100;
}
