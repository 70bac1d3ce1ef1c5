import { foldAccents, ITALIAN_QUERY_FILLER, ITALIAN_STOPWORDS, isCode, stemItalian, tokenize } from '../../lib/text/italian';

/**
 * Customer questions grouped into topics, labelled. Pure: vectors in, clusters out (no Nest, no
 * database), so the measurement (`kb eval:gaps`) and the service run the very same code.
 *
 * Clustering: average linkage (UPGMA) over the cosine of the questions' embeddings, cut where
 * the average similarity between two groups falls below `threshold`. Average linkage, not single
 * link, because gap questions chain: "pagare con Satispay" — "pagare con buoni pasto" — "buoni
 * pasto elettronici" would make one topic out of two under single link. Computed with the
 * nearest-neighbour chain (Murtagh), O(n²) time and memory instead of the naive O(n³): average
 * linkage is reducible, so merging reciprocal nearest neighbours gives the same dendrogram as
 * merging the globally closest pair first, and a reciprocal pair below the threshold can be set
 * aside for good (nothing it could later join is closer than its nearest neighbour).
 */

/** Inputs are L2-normalised vectors of one length (cosine = dot product). */
export function clusterByAverageLinkage(vectors: ReadonlyArray<Float32Array>, threshold: number): number[][] {
  const n = vectors.length;
  if (n === 0) return [];
  const sim = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = vectors[i];
    for (let j = i + 1; j < n; j++) {
      const b = vectors[j];
      let dot = 0;
      for (let k = 0; k < a.length; k++) dot += a[k] * b[k];
      sim[i * n + j] = sim[j * n + i] = dot;
    }
  }
  const members: number[][] = vectors.map((_, i) => [i]);
  const active = new Set<number>(members.map((_, i) => i));
  const done: number[][] = [];
  const chain: number[] = [];
  while (active.size > 1) {
    if (chain.length === 0) chain.push(Math.min(...active));
    const a = chain[chain.length - 1];
    const previous = chain.length > 1 ? chain[chain.length - 2] : -1;
    // Nearest active neighbour of a; a tie goes to the previous link of the chain (it keeps the
    // chain from cycling), then to the lowest index (so the same input always gives the same output).
    let b = previous;
    let best = previous >= 0 ? sim[a * n + previous] : -Infinity;
    for (const c of active) {
      if (c === a) continue;
      const s = sim[a * n + c];
      if (s > best || (s === best && c < b && b !== previous)) {
        best = s;
        b = c;
      }
    }
    if (b !== previous) {
      chain.push(b);
      continue;
    }
    chain.length -= 2;
    if (best < threshold) {
      // Reciprocal nearest neighbours below the threshold: neither can reach it with anyone any more.
      for (const x of [a, b]) {
        active.delete(x);
        done.push(members[x]);
      }
      continue;
    }
    // Merge b into a (Lance–Williams update for average linkage: size-weighted mean of similarities).
    const na = members[a].length;
    const nb = members[b].length;
    for (const c of active) {
      if (c === a || c === b) continue;
      const s = (na * sim[a * n + c] + nb * sim[b * n + c]) / (na + nb);
      sim[a * n + c] = sim[c * n + a] = s;
    }
    members[a] = members[a].concat(members[b]);
    active.delete(b);
  }
  for (const x of active) done.push(members[x]);
  return done.map((m) => m.sort((x, y) => x - y)).sort((x, y) => y.length - x.length || x[0] - y[0]);
}

/** The member most alike, on average, to the others: the question that stands for the topic. */
export function medoid(vectors: ReadonlyArray<Float32Array>, members: readonly number[]): number {
  let best = members[0];
  let bestScore = -Infinity;
  for (const i of members) {
    let score = 0;
    for (const j of members) {
      if (i === j) continue;
      const a = vectors[i];
      const b = vectors[j];
      for (let k = 0; k < a.length; k++) score += a[k] * b[k];
    }
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** Content words of a question: stems (or codes) with the surface form they were written in. */
function questionTerms(text: string): Array<[string, string]> {
  // Tokens come accent-folded; the label shows the word as written ("fedeltà", not "fedelta").
  const written = new Map<string, string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) written.set(foldAccents(word), word);
  const out: Array<[string, string]> = [];
  for (const token of tokenize(text)) {
    if (isCode(token)) out.push([token, token.toUpperCase()]);
    else if (token.length >= 3 && !ITALIAN_STOPWORDS.has(token) && !ITALIAN_QUERY_FILLER.has(token)) out.push([stemItalian(token), written.get(token) ?? token]);
  }
  return out;
}

/**
 * The topic's most telling words: terms frequent in its questions and rare in the others (the
 * class-based TF-IDF of topic modelling: questions of the topic using the term × log of how
 * specific it is to the topic), each shown in its most common written form. Terms used by one
 * question only are kept only when the topic has one question.
 */
export function topicLabels(questions: readonly string[], topics: ReadonlyArray<readonly number[]>, words = 3): string[][] {
  const termsOf = questions.map((q) => questionTerms(q));
  const documentFrequency = new Map<string, number>();
  for (const terms of termsOf) for (const stem of new Set(terms.map(([s]) => s))) documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
  const total = questions.length;
  return topics.map((members) => {
    const inTopic = new Map<string, number>();
    const surfaces = new Map<string, Map<string, number>>();
    for (const i of members) {
      for (const stem of new Set(termsOf[i].map(([s]) => s))) inTopic.set(stem, (inTopic.get(stem) ?? 0) + 1);
      for (const [stem, surface] of termsOf[i]) {
        const forms = surfaces.get(stem) ?? new Map<string, number>();
        forms.set(surface, (forms.get(surface) ?? 0) + 1);
        surfaces.set(stem, forms);
      }
    }
    const minimum = members.length > 1 ? 2 : 1;
    const scored = [...inTopic]
      .filter(([, count]) => count >= minimum)
      .map(([stem, count]) => ({ stem, score: count * Math.log(1 + total / (documentFrequency.get(stem) ?? 1)) }))
      .sort((a, b) => b.score - a.score || (a.stem < b.stem ? -1 : 1));
    return scored.slice(0, words).map(({ stem }) => [...surfaces.get(stem)!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0]);
  });
}

/**
 * Pairwise agreement of a clustering with the truth: of the pairs put together, how many belong
 * together (precision), and of the pairs that belong together, how many were put together (recall).
 * `truth[i]` is a set of group keys: two items belong together when their sets meet (a QA4FAQ
 * query may have more than one relevant FAQ).
 */
export function pairwiseScores(clusters: ReadonlyArray<readonly number[]>, truth: ReadonlyArray<ReadonlySet<string>>): { precision: number; recall: number; f1: number; predicted_pairs: number; true_pairs: number } {
  const clusterOf = new Int32Array(truth.length).fill(-1);
  clusters.forEach((members, c) => members.forEach((i) => (clusterOf[i] = c)));
  let together = 0;
  let correct = 0;
  let belong = 0;
  for (let i = 0; i < truth.length; i++) {
    for (let j = i + 1; j < truth.length; j++) {
      const same = [...truth[i]].some((key) => truth[j].has(key));
      const joined = clusterOf[i] >= 0 && clusterOf[i] === clusterOf[j];
      if (same) belong++;
      if (joined) together++;
      if (same && joined) correct++;
    }
  }
  const precision = together === 0 ? 1 : correct / together;
  const recall = belong === 0 ? 1 : correct / belong;
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), predicted_pairs: together, true_pairs: belong };
}
