import { z } from 'zod';
import { DEFAULT_ANSWER_CONFIDENCE, DEFAULT_SUGGEST_CONFIDENCE } from '../modules/chat/confidence/weights';
import { unsetIfBlank } from './env';

const probability = (fallback: number) => unsetIfBlank(z.coerce.number().finite().min(0).max(1).default(fallback));

/**
 * When the offline assistant answers, suggests or declines (src/modules/chat/confidence/), merged
 * into the app config with `...confidenceConfigShape`. Both are probabilities of the fitted models
 * in src/modules/chat/confidence/weights.ts; `kb eval:chat` prints the precision/coverage curve of
 * each threshold, so an operator can move them knowing what they buy.
 */
export const confidenceConfigShape = {
  /** Answer from the best unit when the probability that it is right reaches this (0–1); higher = fewer, safer answers. */
  CHAT_ANSWER_CONFIDENCE: probability(DEFAULT_ANSWER_CONFIDENCE),
  /** Otherwise offer the first units as «Forse cercava:» when the probability that one of them is right reaches this (0–1): the floor on the suggestions' relevance; below it the assistant says it does not know and offers a person (units naming the customer's error code excepted). */
  CHAT_SUGGEST_CONFIDENCE: probability(DEFAULT_SUGGEST_CONFIDENCE),
};
