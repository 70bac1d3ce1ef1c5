import { clusterByAverageLinkage, medoid, pairwiseScores, topicLabels } from './topic-clustering';

const unit = (...values: number[]) => {
  const v = Float32Array.from(values);
  const norm = Math.hypot(...values);
  return v.map((x) => x / norm);
};

/** The naive UPGMA (globally closest pair first, O(n³)) the chain must agree with. */
function naiveAverageLinkage(vectors: Float32Array[], threshold: number): number[][] {
  const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, k) => s + x * b[k], 0);
  let clusters = vectors.map((_, i) => [i]);
  for (;;) {
    let best = -Infinity;
    let pair: [number, number] = [-1, -1];
    for (let a = 0; a < clusters.length; a++)
      for (let b = a + 1; b < clusters.length; b++) {
        let s = 0;
        for (const i of clusters[a]) for (const j of clusters[b]) s += dot(vectors[i], vectors[j]);
        s /= clusters[a].length * clusters[b].length;
        if (s > best) [best, pair] = [s, [a, b]];
      }
    if (best < threshold || pair[0] < 0) break;
    clusters = [...clusters.filter((_, k) => k !== pair[0] && k !== pair[1]), [...clusters[pair[0]], ...clusters[pair[1]]]];
  }
  return clusters.map((m) => m.sort((x, y) => x - y)).sort((x, y) => y.length - x.length || x[0] - y[0]);
}

describe('clusterByAverageLinkage', () => {
  it('groups near vectors and keeps far ones apart', () => {
    const vectors = [unit(1, 0.1, 0), unit(0, 1, 0), unit(1, 0, 0.1), unit(0, 1, 0.05), unit(0, 0, 1)];
    expect(clusterByAverageLinkage(vectors, 0.8)).toEqual([[0, 2], [1, 3], [4]]);
  });

  it('does not chain: an item between two groups joins one when the average says so, not both', () => {
    // a—m and m—b are alike, a and b are not: single link would make one group of three.
    const vectors = [unit(1, 0), unit(Math.cos(0.6), Math.sin(0.6)), unit(Math.cos(1.25), Math.sin(1.25))];
    const clusters = clusterByAverageLinkage(vectors, 0.8);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]).toContain(1);
  });

  it('agrees with the naive closest-pair-first algorithm on random data at several thresholds', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) - 0.5;
    for (let trial = 0; trial < 5; trial++) {
      const centres = Array.from({ length: 4 }, () => Array.from({ length: 6 }, random));
      const vectors = Array.from({ length: 30 }, (_, i) => unit(...centres[i % 4].map((x) => x + random() * 0.6)));
      for (const threshold of [0.2, 0.5, 0.8]) expect(clusterByAverageLinkage(vectors, threshold)).toEqual(naiveAverageLinkage(vectors, threshold));
    }
  });

  it('handles no item and one item', () => {
    expect(clusterByAverageLinkage([], 0.5)).toEqual([]);
    expect(clusterByAverageLinkage([unit(1, 0)], 0.5)).toEqual([[0]]);
  });
});

describe('medoid and topicLabels', () => {
  it('the typical question is the one closest to the others', () => {
    const vectors = [unit(1, 0.3), unit(1, 0), unit(1, -0.3)];
    expect(medoid(vectors, [0, 1, 2])).toBe(1);
  });

  it('labels a topic with its shared, specific words in their written form', () => {
    const questions = [
      'Si può pagare con Satispay in cassa?',
      'Accettate pagamenti Satispay alla cassa?',
      'Come gestisco i buoni pasto elettronici?',
      'I buoni pasto si possono usare come pagamento?',
    ];
    const labels = topicLabels(questions, [[0, 1], [2, 3]]);
    expect(labels[0]).toContain('satispay');
    expect(labels[0]).not.toContain('buoni');
    expect(labels[1].slice(0, 2).sort()).toEqual(['buoni', 'pasto']);
  });

  it('shows a word with its accents, as the customers wrote it', () => {
    expect(topicLabels(['Gestite le tessere fedeltà?', 'Avete una carta fedeltà a punti?'], [[0, 1]])[0]).toEqual(['fedeltà']);
  });
});

describe('pairwiseScores', () => {
  it('counts pairs put together against pairs that belong together (overlapping truth sets meet)', () => {
    const truth = [new Set(['a']), new Set(['a']), new Set(['b']), new Set(['b', 'c']), new Set(['c'])];
    // truth pairs: 0-1, 2-3, 3-4 → 3; predicted: {0,1,2} → pairs 0-1, 0-2, 1-2 → 1 correct; {3,4} → 1 correct.
    const scores = pairwiseScores([[0, 1, 2], [3, 4]], truth);
    expect(scores).toMatchObject({ predicted_pairs: 4, true_pairs: 3 });
    expect(scores.precision).toBeCloseTo(2 / 4);
    expect(scores.recall).toBeCloseTo(2 / 3);
  });
});
