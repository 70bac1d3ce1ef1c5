import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { gaussian, mulberry32 } from '../../lib/random/seeded-random';
import { bufferToFloat } from '../../lib/vector/buffers';
import { CODE_DIMS, toCode, type Reduction } from '../../lib/vector/codes';
import { sampleIndices } from '../../lib/vector/kmeans-seeding';
import { IvfLists } from '../../lib/vector/ivf';
import { candidatesByProbe, chooseNprobe, chooseWithFloor, nprobeLadder, recallCurve, type ProbeChoice, type ProbeLevel } from '../../lib/vector/probe-recall';
import { perturbToCosine } from '../../lib/vector/probe-queries';
import { gemmNT } from '../../lib/vector/simd';
import { TopKHeap } from '../../lib/vector/top-k';
import { SearchRepository } from './search.repository';

/**
 * Past this share of the rows scanned an IVF probe costs about what scanning every code costs
 * (plus the probe) and still misses neighbours: the index falls back to the exact scan.
 */
export const MAX_PROBED_SHARE = 0.5;
const PAGE = 5000;

export interface ProbeMeasurement extends ProbeChoice {
  target: number;
  queries: number;
  /** The cosine the question-like queries were moved to (1: stored chunks only). */
  questionCosine: number;
  /** The stored chunks' own curve (the floor; `curve` is the question-like queries'). */
  storedCurve: ProbeLevel[];
}

/** A query of the measurement: its vector and code, and the row it must not find (its own; -1 none). */
interface Query {
  exclude: number;
  code: Int8Array;
  vector: Float32Array;
}

/**
 * kb:cluster's measurement of recall (see lib/vector/probe-recall.ts): a sample of stored chunks,
 * each also moved to SEARCH_RECALL_QUESTION_COSINE from itself (lib/vector/probe-queries.ts), as
 * queries; their true ten nearest neighbours by one sequential pass over every full vector; and the
 * search replayed as served — int8 scan of the probed lists, the top SEARCH_RESCORE_CANDIDATES
 * rescored by float cosine (the codes' order when rescoring is off). The question-like queries
 * must reach the target; the stored chunks themselves the stricter headroom (a floor: the choice
 * is never below what the measurement with stored chunks alone picked).
 */
@Injectable()
export class ProbeTuningService {
  constructor(
    private readonly repository: SearchRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `assignments`/`centroids` null: the index is one list (exact scan), only its recall is measured.
   * `ids` ascending, `codes` their int8 codes in the same order.
   */
  async measure(input: {
    ids: Int32Array;
    codes: Int8Array;
    assignments: Int32Array | null;
    centroids: Int8Array | null;
    seed?: number;
    /** The operator chose K: never fall back to the exact scan (see chooseNprobe). */
    keepLists?: boolean;
    /** How the index makes a code of a full vector (the question-like queries' codes). */
    reduction: Reduction;
  }): Promise<ProbeMeasurement> {
    const { ids, codes } = input;
    const n = ids.length;
    const target = this.config.SEARCH_TARGET_RECALL;
    const k = input.centroids ? input.centroids.length / CODE_DIMS : 1;
    const lists = IvfLists.build(codes, input.assignments ?? new Int32Array(n), k, ids);
    const centroids = input.centroids ?? new Int8Array(CODE_DIMS);
    const ladder = nprobeLadder(k);
    const rescoring = this.config.SEARCH_RESCORE_CANDIDATES > 0;
    const keep = Math.max(10, this.config.SEARCH_RESCORE_CANDIDATES);

    const rand = mulberry32(input.seed ?? 7);
    const rows = sampleIndices(n, Math.min(n, this.config.SEARCH_RECALL_QUERIES), rand);
    const vectors = new Map((await this.repository.embeddingsOfChunks(Array.from(rows, (r) => ids[r]))).map((row) => [row.id, bufferToFloat(row.embedding)]));
    const dim = vectors.values().next().value?.length ?? 0;
    const stored: Query[] = Array.from(rows, (r) => ({ exclude: ids[r], code: codes.subarray(r * CODE_DIMS, (r + 1) * CODE_DIMS), vector: vectors.get(ids[r])! })).filter(
      (q) => q.vector !== undefined && q.vector.length === dim,
    );
    const questionCosine = this.config.SEARCH_RECALL_QUESTION_COSINE;
    const gauss = gaussian(mulberry32((input.seed ?? 7) + 1));
    const questions: Query[] =
      questionCosine < 1
        ? stored.map((q) => {
            const vector = perturbToCosine(q.vector, questionCosine, gauss);
            return { exclude: -1, code: toCode(vector, input.reduction), vector };
          })
        : [];
    const empty = { nprobe: 0, recall: 1, reached: true, curve: [], storedCurve: [], target, queries: 0, questionCosine };
    if (stored.length === 0) return empty;

    const all = [...stored, ...questions];
    const perQuery = all.map((q) => candidatesByProbe(q.code, centroids, lists, ladder, keep, q.exclude));
    const { truth, cosines } = await this.exactNeighbours(all, rescoring ? perQuery.map((p) => new Set(p.candidates.flat())) : null);
    const rank = (offset: number) => (i: number, candidates: number[]) =>
      rescoring ? [...candidates].sort((a, b) => (cosines[offset + i].get(b) ?? -2) - (cosines[offset + i].get(a) ?? -2) || a - b) : candidates;
    const m = stored.length;
    const storedCurve = recallCurve(ladder, perQuery.slice(0, m), truth.slice(0, m), rank(0), n);
    const keepLists = input.keepLists ?? false;
    const floor = chooseNprobe(storedCurve, headroom(target), MAX_PROBED_SHARE, keepLists);
    if (questions.length === 0) return { ...floor, target, queries: m, questionCosine, storedCurve };
    const questionCurve = recallCurve(ladder, perQuery.slice(m), truth.slice(m), rank(m), n);
    const choice = chooseWithFloor(chooseNprobe(questionCurve, target, MAX_PROBED_SHARE, keepLists), floor);
    return { ...choice, target, queries: questions.length, questionCosine, storedCurve };
  }

  /**
   * One pass over every stored full vector: each query's ten best by cosine (its excluded row left out),
   * and the cosine of every candidate the replayed searches would rescore.
   */
  private async exactNeighbours(
    queries: Query[],
    wanted: Array<Set<number>> | null,
  ): Promise<{ truth: number[][]; cosines: Array<Map<number, number>> }> {
    const dim = queries[0].vector.length;
    const m = queries.length;
    const q = new Float32Array(m * dim);
    queries.forEach((query, i) => q.set(normalized(query.vector), i * dim));
    const heaps = queries.map(() => new TopKHeap(11));
    const cosines = queries.map(() => new Map<number, number>());
    const wantedBy = new Map<number, number[]>();
    wanted?.forEach((set, i) => set.forEach((id) => (wantedBy.get(id) ?? wantedBy.set(id, []).get(id)!).push(i)));
    for (let after = 0; ; ) {
      const page = await this.repository.pageEmbeddings(after, PAGE);
      if (page.length === 0) break;
      after = page[page.length - 1].id;
      const rows = page.filter((row) => row.embedding.byteLength === dim * 4);
      const x = new Float32Array(rows.length * dim);
      const pageIds = new Int32Array(rows.length);
      rows.forEach((row, j) => {
        x.set(normalized(bufferToFloat(row.embedding)), j * dim);
        pageIds[j] = row.id;
      });
      const dots = gemmNT(q, m, x, rows.length, dim);
      for (let i = 0; i < m; i++) {
        const heap = heaps[i];
        const base = i * rows.length;
        for (let j = 0; j < rows.length; j++) if (dots[base + j] >= heap.threshold) heap.push(pageIds[j], dots[base + j]);
      }
      for (let j = 0; j < rows.length; j++) for (const i of wantedBy.get(pageIds[j]) ?? []) cosines[i].set(pageIds[j], dots[i * rows.length + j]);
    }
    const truth = heaps.map((heap, i) => heap.result().ids.filter((id) => id !== queries[i].exclude).slice(0, 10));
    return { truth, cosines };
  }
}

/**
 * The recall the stored chunks themselves must show (the floor): a stored chunk sits closer to its
 * neighbours than a question does, so it finds them with fewer probes (bench:search, 20k clustered
 * chunks: nprobe 6 gave 0.973 on stored chunks, 0.946 on the bench's questions). Half the misses
 * the target allows: 0.97 → 0.985. The rule before the question-like queries, kept so that the
 * choice never drops below it.
 */
export function headroom(target: number): number {
  return 1 - (1 - target) / 2;
}

function normalized(v: Float32Array): Float32Array {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i] * v[i];
  const norm = Math.sqrt(s);
  return norm > 0 ? v.map((x) => x / norm) : v;
}
