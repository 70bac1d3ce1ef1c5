import fc from 'fast-check';
import { diffWords, sideOf, tokenize } from './diff';

describe('diffWords', () => {
  it('marks the changed words and keeps the rest equal', () => {
    expect(diffWords('Reimposta la password dal link', 'Reimposta la password da Impostazioni')).toEqual([
      { op: 'equal', text: 'Reimposta la password ' },
      { op: 'delete', text: 'dal link' },
      { op: 'insert', text: 'da Impostazioni' },
    ]);
  });

  it('has no change for equal texts and one side only for an empty one', () => {
    expect(diffWords('uguale', 'uguale')).toEqual([{ op: 'equal', text: 'uguale' }]);
    expect(diffWords('', 'nuovo testo')).toEqual([{ op: 'insert', text: 'nuovo testo' }]);
    expect(diffWords('vecchio', '')).toEqual([{ op: 'delete', text: 'vecchio' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('finds an inserted step in the middle of a procedure', () => {
    const ops = diffWords('1. Apri Impostazioni\n2. Salva', '1. Apri Impostazioni\n2. Clicca Sicurezza\n3. Salva');
    expect(ops.filter((o) => o.op !== 'equal').map((o) => o.text.trim())).toEqual(expect.arrayContaining(['Clicca Sicurezza\n3.']));
    expect(sideOf(ops, 'after')).toBe('1. Apri Impostazioni\n2. Clicca Sicurezza\n3. Salva');
  });

  it('rebuilds both texts exactly, whatever they are', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (a, b) => {
        const ops = diffWords(a, b);
        return sideOf(ops, 'before') === a && sideOf(ops, 'after') === b;
      }),
    );
  });

  it('past the size limit, diffs by lines: lines the two texts share stay equal', () => {
    // About 4,000 word tokens a side, too many for a word table; 1,000 lines a side are not.
    const lines = (side: string) => Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? `comune ${i}\n` : `${side} ${i}\n`));
    const a = lines('prima').join('');
    const b = lines('dopo').join('');
    const ops = diffWords(a, b);
    const shared = lines('').filter((line) => line.startsWith('comune'));
    expect(ops.filter((o) => o.op === 'equal').map((o) => o.text)).toEqual(shared);
    expect(sideOf(ops, 'before')).toBe(a);
    expect(sideOf(ops, 'after')).toBe(b);
  });

  it('past the size limit for lines too, says everything was replaced', () => {
    const a = Array.from({ length: 5000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 5000 }, (_, i) => `b${i}`).join(' ');
    expect(diffWords(a, b)).toEqual([
      { op: 'delete', text: a },
      { op: 'insert', text: b },
    ]);
  });

  it('tokenizes into words and the whitespace between them', () => {
    expect(tokenize(' a  b\nc ')).toEqual([' ', 'a', '  ', 'b', '\n', 'c', ' ']);
  });
});
