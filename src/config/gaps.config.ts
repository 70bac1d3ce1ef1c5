import { z } from 'zod';
import { floatString, intString, unsetIfBlank } from './env';

/**
 * Chosen with `kb eval:gaps` on the QA4FAQ tune half only (best F0.5 of the sweep 0.15–0.60, local
 * embedder); the other half and the corpus's uncovered questions are only reported (README
 * "Knowledge gaps").
 */
export const DEFAULT_TOPIC_THRESHOLD = 0.35;

/**
 * The knowledge gaps' part of the configuration (src/modules/gaps), merged into the app config
 * with `...gapsConfigShape`; its cross-field rule is `refineGapsConfig`.
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
  /**
   * Who groups the gap questions into topics: `model` (the configured model — DISTILLER, else CHAT —
   * puts each new question in an existing topic or opens one, named in the customers' words; the
   * questions it has not placed yet are grouped locally meanwhile) or `local` (the embedder's
   * clustering only). Unset: `model` when a model is configured, `local` otherwise.
   */
  GAPS_TOPICS: unsetIfBlank(z.enum(['model', 'local']).optional()),
  /** With GAPS_TOPICS=model: the model is asked this long after a gap is recorded, so a burst of questions costs one call. */
  GAPS_TOPICS_DELAY_MS: intString(60_000, 0),
  /**
   * With GAPS_TOPICS=model: at most this many questions per model call (a backlog takes several
   * calls). Large, because questions of one topic asked in different calls are grouped less often
   * (QA4FAQ tune half, gaps-v1: 46 % of the pairs that belong together when both are in one call,
   * 36 % across calls); 300 short questions are ~8,000 input tokens.
   */
  GAPS_TOPICS_BATCH: intString(300, 1),
};

const gapsConfigObject = z.object(gapsConfigShape);
export type GapsConfig = z.infer<typeof gapsConfigObject>;

type ModelRoles = { DISTILLER: 'rules' | 'anthropic' | 'openai-compatible'; CHAT: 'extractive' | 'anthropic' | 'openai-compatible' };

/** The provider that groups gap questions: the distiller's model first, else the chat's; null without a model. */
export function gapTopicsProvider(config: ModelRoles): { provider: 'anthropic' | 'openai-compatible'; role: 'DISTILLER' | 'CHAT' } | null {
  if (config.DISTILLER !== 'rules') return { provider: config.DISTILLER, role: 'DISTILLER' };
  if (config.CHAT !== 'extractive') return { provider: config.CHAT, role: 'CHAT' };
  return null;
}

/** GAPS_TOPICS as it applies: unset means the model when there is one. */
export function gapTopicsMode(config: GapsConfig & ModelRoles): 'model' | 'local' {
  return config.GAPS_TOPICS ?? (gapTopicsProvider(config) ? 'model' : 'local');
}

/** GAPS_TOPICS=model needs a model (DISTILLER or CHAT). */
export function refineGapsConfig(config: GapsConfig & ModelRoles, ctx: z.RefinementCtx): void {
  if (config.GAPS_TOPICS === 'model' && !gapTopicsProvider(config)) {
    ctx.addIssue({ code: 'custom', path: ['GAPS_TOPICS'], message: 'model needs a model: set DISTILLER=anthropic|openai-compatible or CHAT=anthropic|openai-compatible (or GAPS_TOPICS=local)' });
  }
}
