import { FEATURE_NAMES, type Features } from './features';
import { featureAucs, fitLogistic, logLoss, precisionCoverageCurve, rocAuc, thresholdForPrecision } from './fit';
import { mulberry32 } from '../../../lib/random/seeded-random';

const features = (over: Partial<Features>): Features => ({ ...(Object.fromEntries(FEATURE_NAMES.map((f) => [f, 0])) as Features), ...over });

describe('fitLogistic', () => {
  // "right" mostly when the margin is large, whatever the noise feature says
  const rand = mulberry32(7);
  const examples = Array.from({ length: 300 }, () => {
    const margin2 = rand();
    const cosine = rand();
    return { features: features({ margin2, cosine }), label: margin2 + (rand() - 0.5) * 0.3 > 0.5 };
  });

  it('learns which feature carries the label and lowers the log-loss', () => {
    const model = fitLogistic(examples);
    expect(model.weights.margin2!).toBeGreaterThan(3);
    expect(Math.abs(model.weights.cosine!)).toBeLessThan(1);
    expect(logLoss(model, examples)).toBeLessThan(logLoss({ bias: 0, weights: {} }, examples) - 0.2);
  });

  it('is deterministic: the same examples give the same weights', () => {
    expect(fitLogistic(examples)).toEqual(fitLogistic(examples));
    expect(fitLogistic([])).toEqual({ bias: 0, weights: {} });
  });
});

describe('precision/coverage curve', () => {
  const points = [
    { confidence: 0.95, right: true },
    { confidence: 0.9, right: true },
    { confidence: 0.8, right: false },
    { confidence: 0.6, right: true },
    { confidence: 0.3, right: false },
  ];

  it('counts the answers at each threshold, their precision and coverage', () => {
    expect(precisionCoverageCurve(points, [0.5, 0.85, 0.99])).toEqual([
      { threshold: 0.5, answered: 4, right: 3, precision: 0.75, coverage: 0.8 },
      { threshold: 0.85, answered: 2, right: 2, precision: 1, coverage: 0.4 },
      { threshold: 0.99, answered: 0, right: 0, precision: 1, coverage: 0 },
    ]);
  });

  it('picks the lowest threshold from which every higher one reaches the precision', () => {
    expect(thresholdForPrecision(points, 0.9)).toBe(0.81);
    expect(thresholdForPrecision(points, 0.65)).toBe(0.31);
    expect(thresholdForPrecision([{ confidence: 0.99, right: false }], 0.5)).toBe(1);
  });

  it('does not judge a threshold that keeps fewer points than minSupport', () => {
    // One wrong point at the very top, a run of right ones, wrong ones below: alone the top one would stop the walk at 1.
    const points = [
      { confidence: 0.95, right: false },
      ...Array.from({ length: 12 }, (_, i) => ({ confidence: 0.5 + i * 0.02, right: true })),
      ...Array.from({ length: 6 }, () => ({ confidence: 0.3, right: false })),
    ];
    expect(thresholdForPrecision(points, 0.8)).toBe(1);
    expect(thresholdForPrecision(points, 0.8, 10)).toBe(0.31);
  });
});

describe('rocAuc', () => {
  it('is 1 when every positive scores above every negative, 0 reversed, 0.5 for ties or one class', () => {
    const ranked = [0.1, 0.2, 0.3, 0.4].map((score, i) => ({ score, label: i >= 2 }));
    expect(rocAuc(ranked)).toBe(1);
    expect(rocAuc(ranked.map((p) => ({ ...p, label: !p.label })))).toBe(0);
    expect(rocAuc(ranked.map((p) => ({ ...p, score: 1 })))).toBe(0.5);
    expect(rocAuc([{ score: 1, label: true }])).toBe(0.5);
  });

  it('counts the pairs a feature orders right (ties half), as a pair count by hand', () => {
    const points = [
      { score: 0.9, label: true },
      { score: 0.5, label: true },
      { score: 0.5, label: false },
      { score: 0.7, label: false },
      { score: 0.1, label: false },
    ];
    // positives 0.9 (beats 3 of 3) and 0.5 (beats 0.1, ties 0.5, loses to 0.7): (3 + 1.5) / 6
    expect(rocAuc(points)).toBeCloseTo(4.5 / 6, 4);
  });

  it('gives each feature its own AUC', () => {
    const examples = [0, 1, 2, 3].map((i) => ({ features: features({ margin2: i, cosine: -i }), label: i >= 2 }));
    const aucs = featureAucs(examples);
    expect(aucs.margin2).toBe(1);
    expect(aucs.cosine).toBe(0);
    expect(aucs.agree).toBe(0.5);
    expect(Object.keys(aucs)).toEqual([...FEATURE_NAMES]);
  });
});
