/**
 * Reciprocal Rank Fusion (Cormack, Clarke & Büttcher 2009): score(d) = Σ_lists 1 / (k + rank_d),
 * rank 1-based, lists where d is absent contribute nothing.
 */
export type FusionId = string | number;

export interface RrfResult<Id extends FusionId = FusionId> {
  id: Id;
  score: number;
  /** 1-based rank of the id in each input list, null where absent (same order as the lists). */
  ranks: Array<number | null>;
}

/**
 * Fuses ranked lists of ids (best first). Within a list only the first occurrence of an id counts.
 * Result: best `limit` by score desc; ties → better best-rank first, then present in more lists,
 * then id ascending (numbers numerically, strings by code units, numbers before strings), so the
 * output never depends on input object order. Scores are summed in a canonical order, so ids with
 * the same multiset of ranks tie exactly.
 */
export function rrf<Id extends FusionId>(lists: ReadonlyArray<ReadonlyArray<Id>>, k = 60, limit = 20): Array<RrfResult<Id>> {
  if (!(k >= 0)) throw new RangeError(`rrf: k must be ≥ 0, got ${k}`);
  const ranks = new Map<Id, Array<number | null>>();
  lists.forEach((list, li) => {
    list.forEach((id, pos) => {
      let r = ranks.get(id);
      if (!r) {
        r = new Array<number | null>(lists.length).fill(null);
        ranks.set(id, r);
      }
      if (r[li] === null) r[li] = pos + 1;
    });
  });
  const out: Array<RrfResult<Id> & { best: number; present: number }> = [];
  for (const [id, r] of ranks) {
    const present = r.filter((x): x is number => x !== null).sort((a, b) => b - a); // worst first: small terms first
    let score = 0;
    for (const rank of present) score += 1 / (k + rank);
    out.push({ id, score, ranks: r, best: present[present.length - 1], present: present.length });
  }
  out.sort((a, b) => b.score - a.score || a.best - b.best || b.present - a.present || compareIds(a.id, b.id));
  return out.slice(0, Math.max(0, limit)).map(({ id, score, ranks: r }) => ({ id, score, ranks: r }));
}

function compareIds(a: FusionId, b: FusionId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
