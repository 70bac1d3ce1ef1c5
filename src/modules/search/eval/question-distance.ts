import type { INestApplicationContext } from '@nestjs/common';
import { mulberry32, gaussian } from '../../../lib/random/seeded-random';
import { percentile } from '../../../lib/stats/percentile';
import { assignInt8 } from '../../../lib/vector/centroid-assignment';
import { bufferToFloat } from '../../../lib/vector/buffers';
import { CODE_DIMS, cosineFloat, decodeRows, quantizeRows, toCode, type Reduction } from '../../../lib/vector/codes';
import { IvfLists } from '../../../lib/vector/ivf';
import { kmeans } from '../../../lib/vector/kmeans';
import { chooseK } from '../../../lib/vector/kmeans-sizing';
import { candidatesByProbe, nprobeLadder, recallCurve, type ProbeLevel } from '../../../lib/vector/probe-recall';
import { matchCosine, perturbToCosine } from '../../../lib/vector/probe-queries';
import { IndexStateService } from '../index-state.service';
import { SearchRepository } from '../search.repository';
import { SearchService } from '../search.service';
import { roundMetric } from './retrieval-metrics';

type Spread = Record<'p10' | 'p25' | 'p50' | 'p75' | 'p90', number>;

export interface QuestionDistance {
  /** Cosine of each question with the closest chunk of its right units. */
  answer_cosine: Spread;
  /** Cosine of each question with the closest chunk of the whole index. */
  nearest_cosine: Spread;
  /**
   * An IVF over this index (K ≈ 4√N, whatever its size), probed as kb:cluster replays a search:
   * recall@10 against the exact float scan, averaged over the nprobe ladder, for the real
   * questions and for stored chunks moved to each cosine from themselves (perturbToCosine).
   * `matched_cosine`: the cosine whose curve is as hard as the questions' (interpolated).
   */
  ivf: { clusters: number; questions_mean_recall: number; stored_mean_recall: number; perturbed: Array<{ cosine: number; mean_recall: number }>; matched_cosine: number | null };
}

const COSINES = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const KEEP = 100;

/**
 * How far real questions lie from the indexed chunks, in the terms kb:cluster's recall
 * measurement needs (see lib/vector/probe-queries.ts): the cosine a perturbed chunk must have
 * with itself to be as hard for the IVF as a real question is.
 */
export async function questionDistance(app: INestApplicationContext, questions: Array<{ question: string; units: number[] }>): Promise<QuestionDistance> {
  const repository = app.get(SearchRepository);
  const index = await app.get(IndexStateService).current();
  const qVectors = await app.get(SearchService).embedQuestions(questions.map((q) => q.question));
  const rows = await repository.pageEmbeddings(0, 1_000_000);
  const ids = Int32Array.from(rows, (r) => r.id);
  const vectors = rows.map((r) => bufferToFloat(r.embedding));
  const codes = new Int8Array(rows.length * CODE_DIMS);
  vectors.forEach((v, i) => codes.set(toCode(v, index.reduction), i * CODE_DIMS));

  const answer: number[] = [];
  const nearest: number[] = [];
  for (const [i, q] of questions.entries()) {
    const own = (await repository.embeddingsOfUnits(q.units, { locale: 'it', product: null })).map((c) => cosineFloat(qVectors[i], bufferToFloat(c.embedding)));
    if (own.length > 0) answer.push(Math.max(...own));
    nearest.push(Math.max(...vectors.map((v) => cosineFloat(qVectors[i], v))));
  }

  const k = chooseK(rows.length);
  const { centroids } = kmeans(decodeRows(codes), CODE_DIMS, k, { seed: 1, maxIterations: 20 });
  const centroidCodes = quantizeRows(centroids);
  const lists = IvfLists.build(codes, assignInt8(codes, centroidCodes).assignments, k, ids);
  const ladder = nprobeLadder(k);
  const curveOf = (queries: Float32Array[], exclude: number[]) => meanRecall(ivfCurve(queries, exclude, vectors, ids, centroidCodes, lists, ladder, index.reduction));

  const gauss = gaussian(mulberry32(11));
  const perturbed = COSINES.map((cosine) => ({ cosine, mean_recall: roundMetric(curveOf(vectors.map((v) => perturbToCosine(v, cosine, gauss)), vectors.map(() => -1))) }));
  const questionsRecall = curveOf(qVectors, qVectors.map(() => -1));
  return {
    answer_cosine: spread(answer),
    nearest_cosine: spread(nearest),
    ivf: {
      clusters: k,
      questions_mean_recall: roundMetric(questionsRecall),
      stored_mean_recall: roundMetric(curveOf(vectors, Array.from(ids))),
      perturbed,
      matched_cosine: matchCosine(perturbed, questionsRecall),
    },
  };
}

/** The recall curve of `queries` on the lists, the candidates rescored by float cosine as served. */
function ivfCurve(
  queries: Float32Array[],
  exclude: number[],
  vectors: Float32Array[],
  ids: Int32Array,
  centroidCodes: Int8Array,
  lists: IvfLists,
  ladder: number[],
  reduction: Reduction,
): ProbeLevel[] {
  const byId = new Map(Array.from(ids, (id, i) => [id, vectors[i]]));
  const truth = queries.map((q, i) =>
    Array.from(ids)
      .filter((id) => id !== exclude[i])
      .map((id) => ({ id, s: cosineFloat(q, byId.get(id)!) }))
      .sort((a, b) => b.s - a.s || a.id - b.id)
      .slice(0, 10)
      .map((x) => x.id),
  );
  const perQuery = queries.map((q, i) => candidatesByProbe(toCode(q, reduction), centroidCodes, lists, ladder, KEEP, exclude[i]));
  const rank = (i: number, candidates: number[]) =>
    candidates.map((id) => ({ id, s: cosineFloat(queries[i], byId.get(id)!) })).sort((a, b) => b.s - a.s || a.id - b.id).map((x) => x.id);
  return recallCurve(ladder, perQuery, truth, rank, ids.length);
}

function meanRecall(curve: ProbeLevel[]): number {
  return curve.reduce((s, l) => s + l.recall, 0) / Math.max(1, curve.length);
}

function spread(xs: number[]): Spread {
  const at = (p: number) => roundMetric(percentile(xs, p));
  return { p10: at(10), p25: at(25), p50: at(50), p75: at(75), p90: at(90) };
}
