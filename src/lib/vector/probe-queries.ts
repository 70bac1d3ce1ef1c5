/**
 * Queries for kb:cluster's recall measurement that are as hard as customer questions. A stored
 * chunk asked for its own neighbours finds them with fewer probes than a question does: a
 * question lies farther from every chunk, so its ten nearest are spread over more lists (1M
 * synthetic chunks: nprobe 16 gave 0.992 on stored chunks, 0.955 on bench:search's questions).
 * So each sampled chunk is also moved, in a random direction, to a set cosine from itself
 * (SEARCH_RECALL_QUESTION_COSINE), and the search must reach the target on those too.
 * Pure: no database, no framework.
 */
import { normalize } from './codes';

/**
 * `source` (any length, any norm) moved to exactly `cosine` from itself, at unit length: the
 * unit source times `cosine` plus a random unit direction orthogonal to it times √(1 − cosine²).
 * `gauss` draws standard normal numbers (seeded by the caller, so a measurement repeats).
 */
export function perturbToCosine(source: Float32Array, cosine: number, gauss: () => number): Float32Array {
  const dim = source.length;
  const x = normalize(Float32Array.from(source));
  const c = Math.max(-1, Math.min(1, cosine));
  if (c === 1 || dim < 2) return x;
  const u = new Float32Array(dim);
  // A draw (almost) parallel to x has no orthogonal part to keep: draw again.
  for (let tries = 0; norm(u) < 1e-6; tries++) {
    if (tries === 16) throw new RangeError('perturbToCosine: gauss() gives no direction orthogonal to the source');
    for (let d = 0; d < dim; d++) u[d] = gauss();
    // Gram-Schmidt: remove the component along x.
    let along = 0;
    for (let d = 0; d < dim; d++) along += u[d] * x[d];
    for (let d = 0; d < dim; d++) u[d] -= along * x[d];
  }
  normalize(u);
  const s = Math.sqrt(1 - c * c);
  const out = new Float32Array(dim);
  for (let d = 0; d < dim; d++) out[d] = c * x[d] + s * u[d];
  return normalize(out);
}

/**
 * The cosine at which perturbed chunks are as hard as real questions: `levels` (cosine ascending,
 * with the perturbed chunks' mean recall at each) interpolated linearly to the questions' mean
 * recall `target`; null when no two neighbouring levels bracket it.
 */
export function matchCosine(levels: ReadonlyArray<{ cosine: number; mean_recall: number }>, target: number): number | null {
  for (let i = 1; i < levels.length; i++) {
    const a = levels[i - 1];
    const b = levels[i];
    if ((a.mean_recall - target) * (b.mean_recall - target) <= 0 && a.mean_recall !== b.mean_recall) {
      return Math.round((a.cosine + ((target - a.mean_recall) / (b.mean_recall - a.mean_recall)) * (b.cosine - a.cosine)) * 1000) / 1000;
    }
  }
  return null;
}

function norm(v: Float32Array): number {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i] * v[i];
  return Math.sqrt(s);
}
