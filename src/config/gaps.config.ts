import { floatString, intString } from './env';

/**
 * Chosen with `kb eval:gaps` on the QA4FAQ tune half only (best F0.5 of the sweep 0.15–0.60, local
 * embedder); the other half and the corpus's uncovered questions are only reported (README
 * "Knowledge gaps").
 */
export const DEFAULT_TOPIC_THRESHOLD = 0.35;

/**
 * The knowledge gaps' part of the configuration (src/modules/gaps), merged into the app config
 * with `...gapsConfigShape`.
 */
export const gapsConfigShape = {
  /**
   * Two groups of gap questions are one topic while their questions' average cosine reaches this.
   * 0.35 was chosen for EMBEDDINGS=local with `kb eval:gaps` (QA4FAQ tune half, best F0.5); another
   * embedder has another similarity scale: measure again with it before changing EMBEDDINGS.
   */
  GAPS_TOPIC_THRESHOLD: floatString(DEFAULT_TOPIC_THRESHOLD, 0),
  /**
   * At most this many of the most recent gap questions are clustered per request: the n² cosines
   * dominate (768-dim local vectors; measured under load average 17 on 2 cores: 1,000 questions
   * 4.0 s, 3,000 questions 26 s), and memory is 4·n² bytes.
   */
  GAPS_MAX_QUESTIONS: intString(1000, 10),
};
