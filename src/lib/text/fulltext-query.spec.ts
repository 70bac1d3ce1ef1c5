import * as fc from 'fast-check';

import { buildBooleanQuery } from './fulltext-query';
import { stemmedText } from './italian';

/** Every item of a query this module may write: a quoted code phrase, a word, a word with `*`. */
const ITEM = /^(?:"[\p{L}\p{N}][\p{L}\p{N}._-]*"|[\p{L}\p{N}_]+\*?)$/u;

function items(query: string): string[] {
  return query.split(' ');
}

describe('buildBooleanQuery', () => {
  it('stems, drops stop words and filler, and requires nothing (OR semantics)', () => {
    const q = buildBooleanQuery('Salve, vorrei sapere come posso pagare le bollette con il bonifico?');
    expect(q).toEqual({ query: 'pag bollett bonif', terms: ['pag', 'bollett', 'bonif'], phrases: [] });
    expect(q!.query).not.toContain('+');
  });

  it('folds accents and lower-cases', () => {
    expect(buildBooleanQuery('PERCHÉ la CITTÀ non ha acqua?')!.terms).toEqual(['citt', 'acqua']);
  });

  it('does not truncate by default; truncateMinLength turns `*` on', () => {
    expect(buildBooleanQuery('bollette pagate')!.query).toBe('bollett pag');
    expect(buildBooleanQuery('bollette pagate', { truncateMinLength: 3 })!.query).toBe('bollett* pag*');
    expect(buildBooleanQuery('bollette pagate', { truncateMinLength: 5 })!.query).toBe('bollett* pag');
  });

  it('turns codes with - or . into a quoted phrase plus their one-word key, never truncated', () => {
    const q = buildBooleanQuery('Errore E-4021 al login', { truncateMinLength: 3 })!;
    expect(q.phrases).toEqual(['e-4021']);
    expect(q.terms).toEqual(['error', 'e_4021', 'login']);
    expect(q.query).toBe('error* "e-4021" e_4021 login*');
    expect(q.query).not.toMatch(/(^| )e-4021/); // unquoted, "-4021" would mean NOT 4021
    expect(q.query).not.toContain('4021*');
  });

  it('handles ERR_502, 0x1F and versions', () => {
    expect(buildBooleanQuery('ERR_502 dal gateway')).toEqual({ query: 'err_502 gateway', terms: ['err_502', 'gateway'], phrases: [] });
    expect(buildBooleanQuery('valore 0x1F')!.terms).toEqual(['valor', '0x1f']);
    expect(buildBooleanQuery('versione 4.2.1')).toEqual({ query: 'version "4.2.1" 4_2_1', terms: ['version', '4_2_1'], phrases: ['4.2.1'] });
  });

  it('produces only forms that stemmedText writes into content_stemmed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('bolletta', 'pagare', 'E-4021', 'ERR_502', '0x1F', '4.2.1', 'città', 'accesso', 'il', 'di', 'ciao', 'A1234', 'tv'), {
          maxLength: 15,
        }),
        (words) => {
          const text = words.join(' ');
          const q = buildBooleanQuery(text);
          if (!q) return;
          const indexed = new Set(stemmedText(text).split(' '));
          for (const t of [...q.terms, ...q.phrases]) expect(indexed.has(t)).toBe(true);
        },
      ),
    );
  });

  it('drops terms shorter than 3 characters', () => {
    expect(buildBooleanQuery('tv pc')).toBeNull();
    expect(buildBooleanQuery('tv rotta')!.terms).toEqual(['rott']);
  });

  it('keeps at most 12 items, codes first, then the longest stems, in question order', () => {
    const q = buildBooleanQuery(
      'contatore bolletta fattura pagamento rimborso deposito cauzionale voltura subentro allacciamento fognatura autolettura sportello E-4021',
    )!;
    expect(q.terms.length + q.phrases.length).toBe(12);
    expect(q.phrases).toEqual(['e-4021']);
    expect(q.terms).toContain('e_4021');
    expect(q.terms).not.toContain('pag'); // the shortest stem went
    expect(buildBooleanQuery('bolletta fattura contatore', { maxItems: 2 })!.terms).toEqual(['bollett', 'contator']);
  });

  it('keeps filler when nothing else is left', () => {
    expect(buildBooleanQuery('vorrei sapere')!.terms.length).toBeGreaterThan(0);
  });

  describe('adversarial input never becomes an operator', () => {
    it.each(['--', '"', '*)', '+++', '()', '~<>@', '"*"', '-+~', '', '   ', '🚰💧😀', 'il la di che è', '@@@ ~~~ <<< >>>'])(
      '%j → null',
      (input) => {
        expect(buildBooleanQuery(input)).toBeNull();
      },
    );

    it.each([
      ['-bolletta +fattura', 'bollett fattur'],
      ['"contatore" AND (lettura)*', 'contator and lettur'],
      ['~voltura <subentro> @3', 'voltur subentr'],
      ['bolletta*)) ("', 'bollett'],
      ['💧 perdita acqua 😀', 'perd acqua'],
    ])('%j → %j', (input, expected) => {
      expect(buildBooleanQuery(input)!.query).toBe(expected);
    });

    it('caps a 2000-character input at 12 safe items', () => {
      const long = Array.from({ length: 200 }, (_, i) => `parola${'abcdefghij'[i % 10]}x bolletta -- "*" +++ (`).join(' ').slice(0, 2000);
      expect(long.length).toBe(2000);
      const q = buildBooleanQuery(long)!;
      expect(items(q.query).length).toBeLessThanOrEqual(12);
      for (const item of items(q.query)) expect(item).toMatch(ITEM);
    });

    it('holds for any string (property)', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (s) => {
          const q = buildBooleanQuery(s);
          if (q === null) return;
          const parts = items(q.query);
          expect(parts.length).toBeGreaterThan(0);
          expect(parts.length).toBeLessThanOrEqual(12);
          for (const item of parts) expect(item).toMatch(ITEM);
          expect(q.query).not.toMatch(/[+~<>@()]/);
        }),
        { numRuns: 500 },
      );
    });
  });
});
