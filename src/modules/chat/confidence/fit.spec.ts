import { FEATURE_NAMES, type Features } from './features';
import { fitLogistic, logLoss, precisionCoverageCurve, thresholdForPrecision } from './fit';
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
});
