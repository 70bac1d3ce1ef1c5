import { analyze } from '../../../lib/text/italian';

/**
 * What the confidence of an answer is built from (pure, no framework). Every feature is a share,
 * a margin relative to the best score, a rank agreement or a cosine: none is a raw score of one
 * knowledge base's scale (a reranker's 2.6 on the corpus is not a 2.6 on an imported FAQ), so the
 * same weights can be fitted on one set and used on another.
 *
 * A competitor the search did not return (a product with one or two served units: the search has
 * nothing else to return) scores as the last unit it did return — the most cautious value the
 * ranking allows, since a unit ranked lower scores no higher: with two hits the third margin is the
 * second's; a lone unit ties with itself, so its margins (score, cover, cosine) are 0. Nothing shows
 * a unit stands out from units that do not exist. The models were fitted on searches that always
 * returned five units (QA4FAQ, 406 units), where a margin of 1 never occurs; counted as competitors
 * scoring zero (margins of 1, as they were), missing units gave a lone unit about 1.8 logits of
 * answer confidence from the margins alone, whatever the question: in the demo (one approved
 * FatturaFacile unit) every FatturaFacile question the corpus does not cover came out at 0.62–0.73,
 * and one was answered from the two-factor unit.
 */

/** The part of a search hit the features read (SearchHit satisfies it). */
export interface ScoredUnit {
  unit_id: number;
  title: string;
  problem: string;
  solution: string;
  /** The unit's search phrases (absent: none). */
  phrases?: string[];
  score: number;
  cosine: number;
  ranks: { lexical: number | null; semantic: number | null };
}

export const FEATURE_NAMES = [
  /** (s1 − s2) / s1: how far the best unit stands above the second (0 for a lone unit, see above). */
  'margin2',
  /** (s1 − s3) / s1: above the third (with no third, above the second). */
  'margin3',
  /** The best unit is first in the lexical branch AND in the semantic branch. */
  'agree',
  /** 1 / its rank in the lexical branch (0 when the branch did not find it). */
  'lexical',
  /** Share of the question's content stems found in the best unit's title, problem and phrases. */
  'cover',
  /** cover(best) − the best cover among the next two: the question's words point at this unit (0 with no other). */
  'coverMargin',
  /** Dense cosine of the best unit. */
  'cosine',
  /** cosine(best) − the best cosine among the others (0 with no other). */
  'cosineMargin',
  /** The best cover among the first three (does any of them speak of the question's words?). */
  'cover3',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type Features = Record<FeatureName, number>;

/** The features of a question's ranked hits (best first); null when there is no hit. */
export function confidenceFeatures(question: string, hits: readonly ScoredUnit[]): Features | null {
  const best = hits[0];
  if (!best) return null;
  const terms = [...new Set(analyze(question, { dropQueryFiller: true }))];
  const heads = hits.slice(0, 3).map((h) => coverage(terms, headText(h)));
  const scale = Math.abs(best.score) > 1e-9 ? Math.abs(best.score) : 1;
  // A competitor not returned scores as the last one returned (see above); a lone unit, as itself.
  const last = hits.length - 1;
  const relative = (i: number) => clamp01((best.score - hits[Math.min(i, last)].score) / scale);
  const otherCosines = hits.length > 1 ? hits.slice(1).map((h) => h.cosine) : [best.cosine];
  const otherCovers = heads.length > 1 ? heads.slice(1) : heads;
  return {
    margin2: relative(1),
    margin3: relative(2),
    agree: best.ranks.lexical === 1 && best.ranks.semantic === 1 ? 1 : 0,
    lexical: inverseRank(best.ranks.lexical),
    cover: heads[0],
    coverMargin: heads[0] - Math.max(...otherCovers),
    cosine: best.cosine,
    cosineMargin: best.cosine - Math.max(...otherCosines),
    cover3: Math.max(...heads),
  };
}

/** Share of `terms` (stems) that occur among the stems of `text`; 0 for a question with no content word. */
export function coverage(terms: readonly string[], text: string): number {
  if (terms.length === 0) return 0;
  const stems = new Set(analyze(text));
  return terms.filter((t) => stems.has(t)).length / terms.length;
}

function headText(hit: ScoredUnit): string {
  return [hit.title, hit.problem, ...(hit.phrases ?? [])].join('\n');
}

function inverseRank(rank: number | null): number {
  return typeof rank === 'number' && rank >= 1 ? 1 / rank : 0;
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
