import type { ConfidenceModels } from './decision';

/**
 * The fitted confidence models the offline assistant uses (see decision.ts and features.ts).
 *
 * FITTED ON the TUNE half of the QA4FAQ development queries (FNV-1a(question) even: 217 of 463,
 * ../shared/eval/qa4faq, never copied here) over its 406 FAQ units minus a seeded quarter held out
 * (seed 2016: 102 units), so 40 of those questions are not covered and teach the models to
 * decline; offline defaults (EMBEDDINGS=local, RERANKER=local). `answer` is fitted on "the first
 * hit is a relevant unit", `suggest` on "a relevant unit is among the first three"; logistic
 * regression, L2 0.003 (fit.ts). Never fitted on the REPORT half nor on the corpus questions:
 * the figures kb eval:chat prints for those are out of sample (README, "Answer, suggest or decline").
 *
 * REFIT (another embedder or reranker, or a knowledge base of your own with labelled questions):
 *   npm run kb -- eval:chat --units U.jsonl --queries Q.jsonl --holdout 0.25 --part tune --fit
 * prints both models and proposed thresholds (answer: precision ≥ 0.9 on those questions; suggest:
 * the floor at which at least two «Forse cercava:» sets in three hold a unit about the question —
 * below it the assistant declines and offers a person); paste them here, then measure with
 * `--part report` and on the corpus (`npm run kb -- eval:chat`).
 */
export const CONFIDENCE_MODELS: ConfidenceModels = {
  answer: {
    bias: -2.776,
    weights: { margin2: 0.715, margin3: 1.067, agree: 0.599, lexical: 0.836, cover: 0.717, coverMargin: -0.083, cosine: 1.279, cosineMargin: 0.196, cover3: 0.438 },
  },
  suggest: {
    bias: -1.957,
    weights: { margin2: 0.408, margin3: 0.309, agree: 0.68, lexical: 0.837, cover: 0.778, coverMargin: -0.42, cosine: 1.223, cosineMargin: -0.11, cover3: 0.617 },
  },
};

/** The thresholds the fit proposed with these models (the configuration's defaults: CHAT_ANSWER_CONFIDENCE, CHAT_SUGGEST_CONFIDENCE). */
export const DEFAULT_ANSWER_CONFIDENCE = 0.73;
/**
 * The floor on a suggestion set's relevance, proposed by the fit on the TUNE half (issue 31). It
 * was 0.27 (every right suggestion kept): 42 % of the sets shown there held no unit about the
 * question. Measured on the REPORT half and on the corpus by `kb eval:chat`.
 */
export const DEFAULT_SUGGEST_CONFIDENCE = 0.53;
