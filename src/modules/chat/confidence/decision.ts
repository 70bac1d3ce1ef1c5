import { confidenceFeatures, FEATURE_NAMES, type Features, type ScoredUnit } from './features';
import { codeNamedByNone, unitsNamingCodes } from './relevance';

/**
 * The assistant's decision (pure): answer from the best unit, suggest the first few, or decline.
 * Two logistic models over the same scale-free features (features.ts): `answer` estimates the
 * probability that the best unit answers the question, `suggest` that one of the first three
 * does. Their weights are fitted by `kb eval:chat … --fit` (fit.ts); the ones in use are in
 * weights.ts, the thresholds in the configuration (confidence.config.ts).
 */

export interface LogisticModel {
  bias: number;
  weights: Partial<Record<keyof Features, number>>;
}

export interface ConfidenceModels {
  answer: LogisticModel;
  suggest: LogisticModel;
}

export interface ConfidenceThresholds {
  /** Answer when P(best unit is right) reaches this. */
  answer: number;
  /**
   * Otherwise suggest when P(a right unit among the first three) reaches this — the floor on a
   * suggestion set's relevance —; below it, only the first units that name the question's error
   * code are offered (relevance.ts), and without one the assistant declines.
   */
  suggest: number;
}

export type Outcome = 'answered' | 'suggested' | 'declined';

export interface Decision<H extends ScoredUnit = ScoredUnit> {
  outcome: Outcome;
  /** The unit answered from (outcome answered). */
  hit: H | null;
  /** The units offered (outcome suggested), best first. */
  suggestions: H[];
  /** P(best unit is right), P(a right unit among the first three): 0 without hits. */
  answerConfidence: number;
  suggestConfidence: number;
  features: Features | null;
}

/** How many units a suggestion offers at most ("Forse cercava:" two or three). */
export const MAX_SUGGESTIONS = 3;

export function probability(model: LogisticModel, features: Features): number {
  let z = model.bias;
  for (const name of FEATURE_NAMES) z += (model.weights[name] ?? 0) * features[name];
  return 1 / (1 + Math.exp(-z));
}

export function decide<H extends ScoredUnit>(
  question: string,
  hits: readonly H[],
  models: ConfidenceModels,
  thresholds: ConfidenceThresholds,
): Decision<H> {
  const features = confidenceFeatures(question, hits);
  if (!features) return { outcome: 'declined', hit: null, suggestions: [], answerConfidence: 0, suggestConfidence: 0, features };
  const answerConfidence = round(probability(models.answer, features));
  const suggestConfidence = round(probability(models.suggest, features));
  const base = { answerConfidence, suggestConfidence, features };
  if (answerConfidence >= thresholds.answer) return { outcome: 'answered', hit: hits[0], suggestions: [], ...base };
  if (suggestConfidence >= thresholds.suggest) {
    const suggestions = distinctUnits(hits).slice(0, MAX_SUGGESTIONS);
    // Close enough in words, but the code the customer quotes is in none of them: another problem.
    if (!codeNamedByNone(question, suggestions)) return { outcome: 'suggested', hit: null, suggestions, ...base };
  }
  // Below the floor only the units naming the customer's error code are plausibly about the question.
  const naming = unitsNamingCodes(question, hits.slice(0, MAX_SUGGESTIONS));
  if (naming.length > 0) return { outcome: 'suggested', hit: null, suggestions: naming, ...base };
  return { outcome: 'declined', hit: null, suggestions: [], ...base };
}

function distinctUnits<H extends ScoredUnit>(hits: readonly H[]): H[] {
  const seen = new Set<number>();
  return hits.filter((h) => !seen.has(h.unit_id) && seen.add(h.unit_id));
}

function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
