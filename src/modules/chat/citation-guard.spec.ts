import fc from 'fast-check';
import { CitationGuard, citedUnitIds, guardCitations } from './citation-guard';

const allowed = (ids: number[]) => (id: number) => ids.includes(id);

function streamed(chunks: string[], isAllowed: (id: number) => boolean) {
  const guard = new CitationGuard(isAllowed);
  const out = chunks.map((chunk) => guard.push(chunk));
  out.push(guard.flush());
  return { pieces: out, text: out.join(''), guard };
}

describe('CitationGuard', () => {
  it('keeps citations of units found in this turn and removes the others, with their space', () => {
    const result = guardCitations('Apra Impostazioni [KU-12]. Poi riavvii [KU-99].', allowed([12]));
    expect(result).toEqual({ text: 'Apra Impostazioni [KU-12]. Poi riavvii.', cited: [12], rejected: [99] });
  });

  it('splits lists and normalises bare mentions', () => {
    expect(guardCitations('Vedi [KU-3, KU-4; 5] e KU-3.', allowed([3, 5])).text).toBe('Vedi [KU-3][KU-5] e [KU-3].');
    expect(guardCitations('Il codice TKU-3 e [nota KU-7] restano', allowed([3])).text).toBe('Il codice TKU-3 e [nota] restano');
    expect(guardCitations('[Menu → Impostazioni] poi [Salva]', allowed([])).text).toBe('[Menu → Impostazioni] poi [Salva]');
  });

  it('never lets a partial "[KU-" out at a chunk boundary', () => {
    const { pieces, text, guard } = streamed(['Provi così [K', 'U-', '4', '2] e poi [KU-', '7', ']. Fine'], allowed([7]));
    expect(pieces.some((p) => /\[K(U(-\d*)?)?$/.test(p) || p.includes('KU-42'))).toBe(false);
    expect(text).toBe('Provi così e poi [KU-7]. Fine');
    expect(guard.rejected).toEqual([42]);
  });

  it('drops an unterminated citation at the end and flags the turn', () => {
    const { text, guard } = streamed(['Fatto [KU-1'], allowed([1]));
    expect(text).toBe('Fatto');
    expect(guard.tampered).toBe(true);
  });

  it('asks about a unit when the citation is complete (a later search counts)', () => {
    const found: number[] = [];
    const guard = new CitationGuard((id) => found.includes(id));
    let out = guard.push('Cerco… [KU');
    found.push(8);
    out += guard.push('-8] ok') + guard.flush();
    expect(out).toBe('Cerco… [KU-8] ok');
  });

  it('adds up to the same text whatever the chunking, and never shows an invalid citation', () => {
    const token = fc.constantFrom('[KU-1]', '[KU-2]', '[KU-77]', '[KU-1, KU-77]', 'KU-2', ' ', '. ', 'testo', '[', ']', 'K', 'U', '-', '7', '\n', 'à', '[nota]');
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 10 }), (tokens, cuts) => {
        const text = tokens.join('');
        const positions = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let last = 0;
        for (const p of positions) {
          chunks.push(text.slice(last, p));
          last = p;
        }
        chunks.push(text.slice(last));
        const isAllowed = allowed([1, 2]);
        const whole = guardCitations(text, isAllowed);
        const { text: out, pieces } = streamed(chunks, isAllowed);
        expect(out).toBe(whole.text);
        // Nothing of the invalid unit is ever shown, not even a prefix of it in one piece.
        expect(out).not.toMatch(/KU-77/);
        for (const piece of pieces) expect(piece).not.toMatch(/KU-7$/);
        expect(citedUnitIds(out).every((id) => id === 1 || id === 2)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
