import { U } from './lexicon';

describe('U(): Unicode word boundaries for the lexicon', () => {
  it('treats accented letters as word characters, unlike a bare \\b', () => {
    expect(/\bpiù\b/i.test('non funziona più')).toBe(false); // why U() exists
    expect(U(/\bpiù\b/i).test('non funziona più')).toBe(true);
    expect(U(/\bperché\b/i).test('perchéx')).toBe(false);
    expect(U(/\bè\s+ferma\b/i).test('anche questa è ferma')).toBe(true);
    expect(U(/\bva\b/i).test('vado')).toBe(false);
    expect(U(/\b(?:non)\s+va\b/i).test('ancora non va.')).toBe(true);
  });
});
