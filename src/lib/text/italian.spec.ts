import * as fc from 'fast-check';

import {
  ITALIAN_QUERY_FILLER,
  ITALIAN_STOPWORDS,
  analyze,
  codeKey,
  extractCodes,
  foldAccents,
  isCode,
  normalizeText,
  stemItalian,
  stemmedText,
  tokenize,
} from './italian';

describe('ITALIAN_STOPWORDS', () => {
  it.each([
    // articles
    'il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una',
    // prepositions, simple and articulated
    'di', 'a', 'da', 'in', 'con', 'su', 'per', 'tra', 'fra', 'del', 'della', 'dei', 'degli', 'al', 'alla', 'dal', 'nel', 'nella', 'sul', 'sulla',
    // elided forms left by apostrophe splitting
    'dell', 'nell', 'all', 'sull', 'dall', 'c', 'l', 'quest',
    // pronouns
    'io', 'tu', 'lui', 'lei', 'noi', 'voi', 'loro', 'mi', 'ti', 'ci', 'vi', 'si', 'mio', 'suo', 'questo', 'quello',
    // auxiliaries
    'ho', 'ha', 'hanno', 'sono', 'e', 'era', 'sia', 'essere', 'avere', 'avuto', 'stato',
    // conjunctions
    'ma', 'ed', 'o', 'se', 'che', 'perche', 'oppure', 'anche', 'come',
  ])('contains %s', (w) => {
    expect(ITALIAN_STOPWORDS.has(w)).toBe(true);
  });

  it.each(['fattura', 'bolletta', 'pagare', 'contatore', 'errore', 'accesso', 'password', 'voltura', 'guasto'])(
    'does not contain the content word %s',
    (w) => {
      expect(ITALIAN_STOPWORDS.has(w)).toBe(false);
    },
  );

  it('is accent-folded, lower case and large (the Snowball list and more)', () => {
    expect(ITALIAN_STOPWORDS.has('perché')).toBe(false);
    expect(ITALIAN_STOPWORDS.has('piu')).toBe(true);
    expect(ITALIAN_STOPWORDS.size).toBeGreaterThan(250);
    for (const w of ITALIAN_STOPWORDS) expect(w).toBe(foldAccents(w.toLowerCase()));
  });

  it('keeps conversational filler separate (query side only)', () => {
    expect(ITALIAN_QUERY_FILLER.has('vorrei')).toBe(true);
    expect(ITALIAN_STOPWORDS.has('vorrei')).toBe(false);
  });
});

describe('stemItalian (Snowball Italian: what it really does)', () => {
  it('conflates inflections', () => {
    expect(stemItalian('bolletta')).toBe('bollett');
    expect(stemItalian('bollette')).toBe('bollett');
    expect(stemItalian('contatore')).toBe(stemItalian('contatori'));
    expect(stemItalian('fattura')).toBe('fattur');
    expect(stemItalian('fatture')).toBe('fattur');
    expect(stemItalian('fatturazione')).toBe('fattur');
    expect(stemItalian('pagare')).toBe('pag');
    expect(stemItalian('pagamento')).toBe('pag');
    expect(stemItalian('pagato')).toBe('pag');
    expect(stemItalian('allacciamento')).toBe(stemItalian('allaccio'));
  });

  it('does NOT conflate accedere and accesso (nor bolletta and bollettino)', () => {
    expect(stemItalian('accedere')).toBe('acced');
    expect(stemItalian('accedo')).toBe('acced');
    expect(stemItalian('accesso')).toBe('access');
    expect(stemItalian('accesso')).not.toBe(stemItalian('accedere'));
    expect(stemItalian('bollettino')).not.toBe(stemItalian('bolletta'));
  });

  it('gives the same stem with or without accents (input is folded first)', () => {
    expect(stemItalian(foldAccents('città'))).toBe(stemItalian('citta'));
    expect(stemItalian(foldAccents('attività'))).toBe(stemItalian('attivita'));
    expect(stemItalian('attivita')).toBe('attiv');
  });

  it('leaves codes and numbers alone, and is stable when cached', () => {
    expect(stemItalian('e-4021')).toBe('e-4021');
    expect(stemItalian('2015')).toBe('2015');
    // A word this spec stems nowhere else: the first call computes it, the second reads the cache.
    expect(stemItalian('rateizzazioni')).toBe('rateizz');
    expect(stemItalian('rateizzazioni')).toBe('rateizz');
  });
});

describe('tokenize', () => {
  it('lower-cases, folds accents and splits apostrophes', () => {
    expect(tokenize("Dell'Acqua c'è PIÙ città")).toEqual(['dell', 'acqua', 'c', 'e', 'piu', 'citta']);
  });

  it('treats NFC and NFD input alike', () => {
    const nfc = 'perché la città è lì';
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    expect(tokenize(nfd)).toEqual(tokenize(nfc));
    expect(normalizeText('Ｅ－４０２１')).toBe('e-4021'); // full-width (NFKC)
  });

  it('keeps codes as single tokens', () => {
    expect(tokenize('Errore E-4021 su ERR_502, valore 0x1F, versione 4.2.1.')).toEqual([
      'errore', 'e-4021', 'su', 'err_502', 'valore', '0x1f', 'versione', '4.2.1',
    ]);
    expect(tokenize('aggiornato a v2.3 il 2015-03-01')).toEqual(['aggiornato', 'a', 'v2.3', 'il', '2015-03-01']);
  });

  it('does not make codes of hyphenated words, plain numbers or abbreviations glued to numbers', () => {
    expect(tokenize('e-mail')).toEqual(['e', 'mail']);
    expect(tokenize('sett.2015')).toEqual(['sett', '2015']);
    expect(tokenize('62 metri cubi')).toEqual(['62', 'metri', 'cubi']);
  });

  it('never returns empty tokens or separators', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        for (const t of tokenize(s)) {
          expect(t.length).toBeGreaterThan(0);
          expect(t).toMatch(/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u);
        }
      }),
    );
  });
});

describe('codes', () => {
  it('extractCodes finds error codes, identifiers and versions, without trailing punctuation', () => {
    expect(extractCodes('Vedo E-4021. Poi ERR_502; poi 0x1F e la 4.2.1, infine A1234!')).toEqual(['e-4021', 'err_502', '0x1f', '4.2.1', 'a1234']);
    expect(extractCodes('Nessun codice qui, solo parole e 2015')).toEqual([]);
  });

  it('isCode and codeKey', () => {
    expect(isCode('e-4021')).toBe(true);
    expect(isCode('4.2.1')).toBe(true);
    expect(isCode('bolletta')).toBe(false);
    expect(isCode('2015')).toBe(false);
    expect(codeKey('e-4021')).toBe('e_4021');
    expect(codeKey('4.2.1')).toBe('4_2_1');
    expect(codeKey('err_502')).toBe('err_502');
  });
});

describe('analyze', () => {
  it('drops stop words, stems content words, keeps codes verbatim', () => {
    expect(analyze('Come posso pagare le bollette con il bonifico?')).toEqual(['poss', 'pag', 'bollett', 'bonif']);
    expect(analyze("Errore E-4021 durante l'accesso")).toEqual(['error', 'e-4021', 'durant', 'access']);
  });

  it('drops query filler on request, but only then', () => {
    expect(analyze('vorrei sapere come pagare', { dropQueryFiller: true })).toEqual(['pag']);
    expect(analyze('vorrei sapere come pagare')).toContain('sap');
  });

  it('returns nothing for stop words, punctuation and emoji', () => {
    expect(analyze('il la di che è 🚰 -- "*)" +++')).toEqual([]);
  });
});

describe('stemmedText (the content_stemmed column)', () => {
  it('is space-separated stems with codes verbatim and as one word', () => {
    expect(stemmedText('Errore E-4021: aggiornare alla 4.2.1 (ERR_502)')).toBe('error e-4021 e_4021 aggiorn 4.2.1 4_2_1 err_502');
  });

  it('drops terms shorter than 3 characters (InnoDB would not index them)', () => {
    expect(stemmedText('la tv va su on')).toBe('');
  });

  it('agrees with analyze and keeps only index-safe characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const out = stemmedText(s);
        if (out === '') return;
        for (const t of out.split(' ')) {
          expect(t.length).toBeGreaterThanOrEqual(3);
          expect(t).toMatch(/^[\p{L}\p{N}._-]+$/u);
        }
      }),
    );
  });
});
