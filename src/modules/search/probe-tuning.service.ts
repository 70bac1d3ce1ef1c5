import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { mulberry32 } from '../../lib/random/seeded-random';
import { bufferToFloat } from '../../lib/vector/buffers';
import { CODE_DIMS } from '../../lib/vector/codes';
import { sampleIndices } from '../../lib/vector/kmeans-seeding';
import { IvfLists } from '../../lib/vector/ivf';
import { candidatesByProbe, chooseNprobe, nprobeLadder, recallCurve, type ProbeChoice } from '../../lib/vector/probe-recall';
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
}

/**
 * kb:cluster's measurement of recall (see lib/vector/probe-recall.ts): stored chunks as queries,
 * their true ten nearest neighbours by one sequential pass over every full vector, and the search
 * replayed as served — int8 scan of the probed lists, the top SEARCH_RESCORE_CANDIDATES rescored
 * by float cosine (the codes' order when rescoring is off).
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
    const queries = Array.from(rows, (r) => ({ id: ids[r], code: codes.subarray(r * CODE_DIMS, (r + 1) * CODE_DIMS), vector: vectors.get(ids[r]) })).filter(
      (q): q is { id: number; code: Int8Array; vector: Float32Array } => q.vector !== undefined && q.vector.length === vectors.values().next().value!.length,
    );
    if (queries.length === 0) return { nprobe: 0, recall: 1, reached: true, curve: [], target, queries: 0 };

    const perQuery = queries.map((q) => candidatesByProbe(q.code, centroids, lists, ladder, keep, q.id));
    const { truth, cosines } = await this.exactNeighbours(queries, rescoring ? perQuery.map((p) => new Set(p.candidates.flat())) : null);
    const rank = (i: number, candidates: number[]) =>
      rescoring ? [...candidates].sort((a, b) => (cosines[i].get(b) ?? -2) - (cosines[i].get(a) ?? -2) || a - b) : candidates;
    const curve = recallCurve(ladder, perQuery, truth, rank, n);
    return { ...chooseNprobe(curve, headroom(target), MAX_PROBED_SHARE, input.keepLists ?? false), target, queries: queries.length };
  }

  /**
   * One pass over every stored full vector: each query's ten best by cosine (itself left out),
   * and the cosine of every candidate the replayed searches would rescore.
   */
  private async exactNeighbours(
    queries: Array<{ id: number; vector: Float32Array }>,
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
    const truth = heaps.map((heap, i) => heap.result().ids.filter((id) => id !== queries[i].id).slice(0, 10));
    return { truth, cosines };
  }
}

/**
 * The recall the choice must show on stored chunks to give `target` on questions: a stored chunk
 * sits closer to its neighbours than a question does, so it finds them with fewer probes
 * (bench:search, 20k clustered chunks: nprobe 6 gave 0.973 on stored chunks, 0.946 on the
 * bench's questions). Half the misses the target allows: 0.97 → 0.985.
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
