/**
 * How many IVF lists a search must probe, chosen by measurement instead of a formula. Which nprobe
 * reaches a given recall depends on how the vectors are spread: on bench:search's clustered data
 * ⌈√K⌉ probes gave recall@10 0.985 against exact float cosine, on uniform random unit vectors the
 * same nprobe gave 0.25 (issue 33). kb:cluster therefore takes stored vectors as queries (as they
 * are, and moved as far from themselves as questions lie: ./probe-queries.ts), finds their true
 * ten nearest neighbours by the exact float scan, replays the search as served (probe, int8 scan,
 * the top candidates rescored with the float vectors) at a ladder of nprobe values, and keeps the
 * smallest nprobe whose mean recall@10 reaches the target. Pure: the caller reads the vectors;
 * nothing here touches a database.
 */
import { CODE_DIMS } from './codes';
import { IvfLists, nearestCentroids, recallAtK } from './ivf';
import { TopKHeap, scanInto } from './top-k';

/** The nprobe values measured: 1, 2, 3, 4, 6, 8, 12, 16, 24, … (×√2 steps), and K itself. */
export function nprobeLadder(k: number): number[] {
  const out = new Set<number>();
  for (let p = 1; p < k; p = Math.max(p + 1, Math.round(p * Math.SQRT2))) out.add(p);
  out.add(Math.max(1, k));
  return [...out].sort((a, b) => a - b);
}

/**
 * For one query: the ids of the best `keep` rows by int8 dot after probing the nearest
 * ladder[j] lists (j-th entry), and the rows scanned to get there. `exclude` (the query's own row)
 * is never a candidate: a stored vector asked for itself would count a free hit.
 */
export function candidatesByProbe(
  query: Int8Array,
  centroids: Int8Array,
  lists: IvfLists,
  ladder: readonly number[],
  keep: number,
  exclude: number,
): { candidates: number[][]; scanned: number[] } {
  const order = nearestCentroids(query, centroids, lists.k, CODE_DIMS);
  const heap = new TopKHeap(keep + 1);
  const candidates: number[][] = [];
  const scanned: number[] = [];
  let probed = 0;
  let rows = 0;
  for (const level of ladder) {
    for (; probed < Math.min(level, lists.k); probed++) {
      const c = order[probed];
      const from = lists.offsets[c];
      const count = lists.offsets[c + 1] - from;
      if (count > 0) scanInto(heap, query, lists.codes, lists.ids, CODE_DIMS, from, count);
      rows += count;
    }
    candidates.push(heap.result().ids.filter((id) => id !== exclude).slice(0, keep));
    scanned.push(rows);
  }
  return { candidates, scanned };
}

export interface ProbeLevel {
  nprobe: number;
  /** Mean recall@10 against the exact float scan. */
  recall: number;
  /** Mean share of the rows a search at this nprobe scans. */
  scanned: number;
}

export interface ProbeChoice {
  /** 0: no nprobe short of the limit reached the target, search scans every code exactly. */
  nprobe: number;
  /** Mean recall@10 at the choice (the exact scan's when nprobe is 0). */
  recall: number;
  reached: boolean;
  curve: ProbeLevel[];
}

/**
 * The recall curve of the measured queries: for each ladder level, the mean recall@10 of
 * `rescore(q, candidates)` (the candidates re-ranked as the search ranks them) against `truth[q]`.
 */
export function recallCurve(
  ladder: readonly number[],
  perQuery: Array<{ candidates: number[][]; scanned: number[] }>,
  truth: number[][],
  rank: (query: number, candidates: number[]) => number[],
  totalRows: number,
): ProbeLevel[] {
  return ladder.map((nprobe, j) => {
    let recall = 0;
    let scanned = 0;
    perQuery.forEach((q, i) => {
      recall += recallAtK(rank(i, q.candidates[j]).slice(0, 10), truth[i], 10);
      scanned += q.scanned[j] / Math.max(1, totalRows);
    });
    const n = Math.max(1, perQuery.length);
    return { nprobe, recall: recall / n, scanned: scanned / n };
  });
}

/**
 * The smallest nprobe whose recall reaches `target` while scanning at most `maxScanned` of the
 * rows; past that an IVF probe costs about what the exact scan costs and still misses, so the
 * answer is 0: scan every code (its recall is the curve's last level, all lists). With
 * `keepLists` (the operator chose K) the index stays IVF: the smallest nprobe reaching the
 * target whatever it scans, else every list.
 */
export function chooseNprobe(curve: ProbeLevel[], target: number, maxScanned: number, keepLists = false): ProbeChoice {
  const exact = curve[curve.length - 1];
  const hit = curve.find((level) => level.recall >= target && (keepLists || (level.scanned <= maxScanned && level.nprobe < exact.nprobe)));
  if (hit) return { nprobe: hit.nprobe, recall: hit.recall, reached: true, curve };
  if (keepLists) return { nprobe: exact.nprobe, recall: exact.recall, reached: false, curve };
  return { nprobe: 0, recall: exact.recall, reached: exact.recall >= target, curve };
}

/**
 * The question-like queries' choice, raised to the floor's (the stored chunks' own choice) when
 * that one probes more: either falling back to the exact scan (0) makes the answer the exact
 * scan. The recall reported is the question-like queries' at the nprobe chosen.
 */
export function chooseWithFloor(questions: ProbeChoice, floor: ProbeChoice): ProbeChoice {
  const reached = questions.reached && floor.reached;
  if (questions.nprobe === 0 || floor.nprobe === 0) {
    return { nprobe: 0, recall: questions.curve[questions.curve.length - 1]?.recall ?? questions.recall, reached, curve: questions.curve };
  }
  if (floor.nprobe <= questions.nprobe) return { ...questions, reached };
  const level = questions.curve.find((l) => l.nprobe === floor.nprobe);
  return { nprobe: floor.nprobe, recall: level?.recall ?? questions.recall, reached, curve: questions.curve };
}
