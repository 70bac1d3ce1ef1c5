import { confidenceFeatures, coverage, type ScoredUnit } from './features';

const unit = (over: Partial<ScoredUnit> & { unit_id: number }): ScoredUnit => ({
  title: '',
  problem: 'Problema generico',
  solution: '',
  phrases: [],
  score: 1,
  cosine: 0.3,
  ranks: { lexical: 2, semantic: 2 },
  ...over,
});

const PASSWORD = unit({
  unit_id: 1,
  title: 'Password dimenticata',
  problem: 'Non riesco ad accedere: ho dimenticato la password',
  phrases: ['recuperare la password', 'reimpostare la password'],
  score: 3,
  cosine: 0.8,
  ranks: { lexical: 1, semantic: 1 },
});
const INVOICE = unit({ unit_id: 2, problem: 'Fattura scartata dallo SDI', phrases: ['scarto 00404'], score: 1.5, cosine: 0.4, ranks: { lexical: 3, semantic: 2 } });
const PRINTER = unit({ unit_id: 3, problem: 'La stampante non stampa', score: 0.75, cosine: 0.2, ranks: { lexical: null, semantic: 3 } });

describe('confidenceFeatures', () => {
  it('reads margins, branch agreement, coverage and cosines of the best unit', () => {
    const f = confidenceFeatures('Come posso recuperare la password?', [PASSWORD, INVOICE, PRINTER])!;
    expect(f.margin2).toBeCloseTo(0.5, 6);
    expect(f.margin3).toBeCloseTo(0.75, 6);
    expect(f.agree).toBe(1);
    expect(f.lexical).toBe(1);
    // "recuper", "password": both in the phrases (the filler "come posso" is not a content word)
    expect(f.cover).toBe(1);
    expect(f.coverMargin).toBe(1);
    expect(f.cosine).toBe(0.8);
    expect(f.cosineMargin).toBeCloseTo(0.4, 6);
    expect(f.cover3).toBe(1);
  });

  it('does not depend on the scale of the scores: ×10 or +nothing gives the same features', () => {
    const hits = [PASSWORD, INVOICE, PRINTER];
    const scaled = hits.map((h) => ({ ...h, score: h.score * 10 }));
    expect(confidenceFeatures('password dimenticata', scaled)).toEqual(confidenceFeatures('password dimenticata', hits));
  });

  it('a question whose words the best unit does not contain covers nothing; a lone hit stands out from nothing', () => {
    const f = confidenceFeatures('stampante bloccata', [PASSWORD])!;
    expect(f.cover).toBe(0);
    // No competitor returned (a product with one served unit): a tie with itself, not a margin of 1.
    expect(f.margin2).toBe(0);
    expect(f.margin3).toBe(0);
    expect(f.coverMargin).toBe(0);
    expect(f.cosineMargin).toBe(0);
    // No third: it scores as the second, the lowest returned.
    expect(confidenceFeatures('password', [PASSWORD, INVOICE])!.margin3).toBeCloseTo(0.5, 6);
    const disagree = confidenceFeatures('stampante', [{ ...PRINTER, ranks: { lexical: null, semantic: 1 } }, INVOICE])!;
    expect(disagree.agree).toBe(0);
    expect(disagree.lexical).toBe(0);
  });

  it('a competitor the search did not return scores as the last one it returned', () => {
    const question = 'Come posso recuperare la password?';
    const lone = confidenceFeatures(question, [PASSWORD])!;
    expect(lone).toEqual(confidenceFeatures(question, [PASSWORD, { ...PASSWORD, unit_id: 8 }, { ...PASSWORD, unit_id: 9 }]));
    expect(confidenceFeatures(question, [PASSWORD, INVOICE])).toEqual(confidenceFeatures(question, [PASSWORD, INVOICE, { ...INVOICE, unit_id: 9 }]));
  });

  it('is null without hits, and coverage of a question without content words is 0', () => {
    expect(confidenceFeatures('password', [])).toBeNull();
    expect(coverage([], 'qualunque testo')).toBe(0);
    expect(coverage(['password', 'stampant'], 'La password')).toBe(0.5);
  });
});
