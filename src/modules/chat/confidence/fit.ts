import { FEATURE_NAMES, type Features } from './features';
import { probability, type LogisticModel } from './decision';

/**
 * Fitting the confidence models and reading their curves (pure). Logistic regression with an L2
 * penalty by batch gradient descent: a few hundred examples and nine features, so plain and exact
 * enough; deterministic (zero start, fixed steps), so a refit on the same data gives the same weights.
 */

export interface Example {
  features: Features;
  label: boolean;
}

export interface FitOptions {
  /** L2 penalty on the weights (not the bias), per example. */
  l2?: number;
  iterations?: number;
  learningRate?: number;
}

export function fitLogistic(examples: readonly Example[], options: FitOptions = {}): LogisticModel {
  const l2 = options.l2 ?? 0.003;
  const iterations = options.iterations ?? 10_000;
  const rate = options.learningRate ?? 0.5;
  const d = FEATURE_NAMES.length;
  const w = new Float64Array(d);
  let bias = 0;
  const n = examples.length;
  if (n === 0) return { bias: 0, weights: {} };
  const rows = examples.map((e) => FEATURE_NAMES.map((f) => e.features[f]));
  for (let it = 0; it < iterations; it++) {
    const grad = new Float64Array(d);
    let gBias = 0;
    for (let i = 0; i < n; i++) {
      let z = bias;
      for (let j = 0; j < d; j++) z += w[j] * rows[i][j];
      const err = 1 / (1 + Math.exp(-z)) - (examples[i].label ? 1 : 0);
      gBias += err;
      for (let j = 0; j < d; j++) grad[j] += err * rows[i][j];
    }
    bias -= (rate * gBias) / n;
    for (let j = 0; j < d; j++) w[j] -= rate * (grad[j] / n + l2 * w[j]);
  }
  const weights: LogisticModel['weights'] = {};
  FEATURE_NAMES.forEach((f, j) => (weights[f] = Math.round(w[j] * 1000) / 1000));
  return { bias: Math.round(bias * 1000) / 1000, weights };
}

/** Mean log-loss of a model on examples (what a refit should lower on its own data). */
export function logLoss(model: LogisticModel, examples: readonly Example[]): number {
  if (examples.length === 0) return 0;
  let sum = 0;
  for (const e of examples) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, probability(model, e.features)));
    sum -= e.label ? Math.log(p) : Math.log(1 - p);
  }
  return sum / examples.length;
}

/** One question as the curve reads it: its answer confidence, whether answering would be right. */
export interface CurvePoint {
  confidence: number;
  right: boolean;
}

export interface CurveRow {
  threshold: number;
  answered: number;
  right: number;
  /** right / answered (1 when nothing is answered). */
  precision: number;
  /** answered / questions. */
  coverage: number;
}

/** Precision and coverage of answering at each threshold (answer when confidence ≥ threshold). */
export function precisionCoverageCurve(points: readonly CurvePoint[], thresholds: readonly number[]): CurveRow[] {
  return thresholds.map((threshold) => {
    const answered = points.filter((p) => p.confidence >= threshold);
    const right = answered.filter((p) => p.right).length;
    return {
      threshold,
      answered: answered.length,
      right,
      precision: answered.length ? round(right / answered.length) : 1,
      coverage: points.length ? round(answered.length / points.length) : 0,
    };
  });
}

/** 0.05, 0.10, … 0.95: the thresholds a report prints. */
export const CURVE_THRESHOLDS: readonly number[] = Array.from({ length: 19 }, (_, i) => round((i + 1) * 0.05));

/**
 * The lowest threshold (of a fine grid) whose answers reach `precision` — every higher threshold
 * too, so the choice is not a lucky dip of the curve; 1 when none does. A threshold that keeps
 * fewer than `minSupport` points is not judged (two sets at the tail say nothing of a precision).
 */
export function thresholdForPrecision(points: readonly CurvePoint[], precision: number, minSupport = 1): number {
  const grid = Array.from({ length: 99 }, (_, i) => round((i + 1) * 0.01));
  const rows = precisionCoverageCurve(points, grid);
  let chosen = 1;
  for (let i = rows.length - 1; i >= 0; i--) {
    if (rows[i].answered < minSupport) continue;
    if (rows[i].precision < precision) break;
    chosen = rows[i].threshold;
  }
  return chosen;
}

/**
 * Area under the ROC curve of `score` for `label` (the Mann–Whitney statistic: the chance that a
 * random positive scores above a random negative, ties counting half); 0.5 when one class is
 * empty. How well one feature alone separates right from wrong first hits.
 */
export function rocAuc(points: ReadonlyArray<{ score: number; label: boolean }>): number {
  const sorted = [...points].sort((a, b) => a.score - b.score);
  const positives = sorted.filter((p) => p.label).length;
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return 0.5;
  // Sum of the positives' ranks (1-based, ties given their average rank).
  let rankSum = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j].score === sorted[i].score) j++;
    const averageRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (sorted[k].label) rankSum += averageRank;
    i = j;
  }
  return round((rankSum - (positives * (positives + 1)) / 2) / (positives * negatives));
}

/** Per feature, its AUC alone for `label` (FEATURE_NAMES order). */
export function featureAucs(examples: readonly Example[]): Record<string, number> {
  return Object.fromEntries(FEATURE_NAMES.map((f) => [f, rocAuc(examples.map((e) => ({ score: e.features[f], label: e.label })))]));
}

function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
