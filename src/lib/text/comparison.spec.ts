import { COMPARISON_STOPWORDS, comparisonTerms, dedupKey, normalizeWords, sharedTerms, textSimilarity } from './comparison';

describe('normalizeWords', () => {
  it('lower-cases, folds accents, splits at punctuation and drops stop words and 1-letter words', () => {
    expect(normalizeWords("Buongiorno, NON riesco più ad accedere all'app: è bloccata (errore E-4021)!")).toEqual([
      'riesco',
      'accedere',
      'app',
      'bloccata',
      'errore',
      '4021',
    ]);
  });

  it('drops accented stop words typed with or without the accent', () => {
    // The old prefix list held "perché" and "più" accented, so their folded forms slipped through.
    expect(normalizeWords('perché più perche piu già gia')).toEqual([]);
  });

  it('drops the formulae every ticket has, so they never make two problems look alike', () => {
    for (const word of ['salve', 'grazie', 'cordiali', 'saluti', 'ok', 'adesso', 'tipo']) expect(COMPARISON_STOPWORDS.has(word)).toBe(true);
    expect(normalizeWords('Salve, grazie mille. Cordiali saluti')).toEqual(['mille']);
  });
});

describe('comparisonTerms', () => {
  it('conflates inflections through the Snowball stem and keeps numbers as they are', () => {
    expect(comparisonTerms('bolletta bollette')).toEqual(['bollett', 'bollett']);
    expect(comparisonTerms('contatore contatori 0x1f 2026')).toEqual(['contator', 'contator', '0x1f', '2026']);
  });
});

describe('textSimilarity', () => {
  it('is 1 for the same words in another order, case and accent', () => {
    expect(textSimilarity('La fattura è stata scartata', 'SCARTATA la fattura')).toBeCloseTo(1, 10);
  });

  it('is 0 when nothing but stop words is shared, and 0 for an empty side', () => {
    expect(textSimilarity('la stampante non stampa', 'la password non va')).toBe(0);
    expect(textSimilarity('', 'la stampante non stampa')).toBe(0);
  });

  it('sees inflected paraphrases as close and different fixes as far', () => {
    const sameProblem = textSimilarity('Le fatture vengono scartate dallo SDI', 'fattura scartata dallo Sdi, che faccio?');
    const otherProblem = textSimilarity('Le fatture vengono scartate dallo SDI', 'la stampante fiscale non stampa lo scontrino');
    expect(sameProblem).toBeGreaterThan(0.5);
    expect(otherProblem).toBe(0);
  });

  it('counts repeated terms (a cosine of counts, not of sets)', () => {
    expect(textSimilarity('errore errore errore stampa', 'errore stampa')).not.toBeCloseTo(textSimilarity('errore stampa', 'errore stampa'), 5);
  });
});

describe('dedupKey', () => {
  it('is the same for the same problem worded with other inflections, order and courtesy', () => {
    expect(dedupKey('cassanet', 'accesso', 'Buongiorno, password dimenticata: non riesco ad accedere.')).toBe(
      dedupKey('cassanet', 'accesso', 'non riesco ad accedere, dimenticato la password. Grazie'),
    );
  });

  it('differs across products and categories: a unit never serves another product', () => {
    const problem = 'La stampante non stampa lo scontrino';
    expect(dedupKey('cassanet', 'guasto', problem)).not.toBe(dedupKey('fatturafacile', 'guasto', problem));
    expect(dedupKey('cassanet', 'guasto', problem)).not.toBe(dedupKey('cassanet', 'configurazione', problem));
    expect(dedupKey(null, 'guasto', problem)).not.toBe(dedupKey('cassanet', 'guasto', problem));
  });

  it('keys on the first 6 sorted terms of words of 5+ letters, so short words and a 7th term do not change it', () => {
    const base = 'alfabeto bilancia candela dentista edicola farmacia';
    expect(dedupKey('p', 'altro', base)).toBe(dedupKey('p', 'altro', `${base} via zona`));
    expect(dedupKey('p', 'altro', base)).toBe(dedupKey('p', 'altro', `${base} zucchero`));
    expect(dedupKey('p', 'altro', base)).not.toBe(dedupKey('p', 'altro', `${base} abaco`));
  });

  it('is a sha256 hex digest (the column is CHAR(64))', () => {
    expect(dedupKey('cassanet', 'accesso', 'password dimenticata')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sharedTerms', () => {
  it('lists the words two texts share as terms, written as the first text writes them', () => {
    const words = sharedTerms('Le bollette arrivano doppie', 'Ho ricevuto la bolletta doppia due volte');
    expect(words).toEqual(expect.arrayContaining(['bollette', 'doppie']));
    expect(words).not.toContain('arrivano');
    expect(sharedTerms('stampante inceppata', 'fattura scartata')).toEqual([]);
  });
});
