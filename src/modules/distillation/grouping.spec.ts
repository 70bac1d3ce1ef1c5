import { termVector } from '../../lib/text/comparison';
import { averageLinkage, DIFFERENT_FIX_LINK_FACTOR, differentFixes, fixLabels, fixLeafLabels, fixSignature, linkSimilarity, ONE_OFF_LINK_FACTOR, sharesFixLabel } from './grouping';

// Texts written for these specs (a library app), none from the reference sets.

describe('fixLabels / fixLeafLabels', () => {
  const fix = '1. Apra Profilo → Tessera → «Rinnova tessera» e confermi.\n2. Poi tocchi "Sincronizza prestiti".';
  it('takes the quoted UI labels and the menu items after the first arrow', () => {
    expect(fixLabels(fix).split('\n')).toEqual(['Rinnova tessera', 'Sincronizza prestiti', 'Tessera', '«Rinnova tessera» e confermi']);
  });
  it('compares fixes by the labels they end on, quotes stripped', () => {
    expect([...fixLeafLabels(fix)].sort()).toEqual(['rinnova tessera', 'sincronizza prestiti']);
    expect(sharesFixLabel([fix], ['1. Da Impostazioni → Account → "Rinnova tessera".'])).toEqual(['rinnova tessera']);
    // Same menu area, another button: not the same fix.
    expect(sharesFixLabel([fix], ['1. Da Profilo → Tessera → "Blocca tessera".'])).toEqual([]);
    expect(sharesFixLabel(['Riavvii l\'app.'], ['Riavvii l\'app.'])).toEqual([]);
  });
});

describe('linkSimilarity', () => {
  const a = termVector('la tessera della biblioteca risulta scaduta e non posso prendere libri');
  const b = termVector('tessera biblioteca scaduta, non posso prendere in prestito libri');
  it('discounts a one-off against a recurring ticket, not two of a kind', () => {
    const plain = linkSimilarity({ vector: a }, { vector: b });
    expect(plain).toBeGreaterThan(0.3);
    expect(linkSimilarity({ vector: a, oneOff: true }, { vector: b, oneOff: false })).toBeCloseTo(plain * ONE_OFF_LINK_FACTOR, 10);
    expect(linkSimilarity({ vector: a, oneOff: true }, { vector: b, oneOff: true })).toBeCloseTo(plain, 10);
  });
  it('so average linkage keeps a borderline one-off apart, whatever the order of the items', () => {
    const items = [
      { key: 'r1', vector: termVector('tessera scaduta non posso prendere libri in prestito') },
      { key: 'r2', vector: termVector('la tessera è scaduta e non posso prendere libri') },
      { key: 'o1', vector: termVector('tessera scaduta non posso prendere libri, ho rinnovato io dal gestionale'), oneOff: true },
    ];
    const withFlag = averageLinkage(items, 0.7);
    expect(withFlag).toEqual(averageLinkage([...items].reverse(), 0.7));
    expect(withFlag.find((c) => c.includes('o1'))).toEqual(['o1']);
    expect(averageLinkage(items.map(({ key, vector }) => ({ key, vector })), 0.7).find((c) => c.includes('o1'))!.length).toBeGreaterThan(1);
  });
});

describe('differentFixes / fixSignature', () => {
  const sig = fixSignature;
  it('reads what the imperatives act on', () => {
    expect([...sig('Riavvii il contatore e attenda due minuti.').objects]).toContain('conta');
    expect(sig('Vada in Profilo → Tessera e tocchi «Rinnova».').labels.has('rinnova')).toBe(true);
  });
  it('different labels, or different objects without labels, are different fixes', () => {
    expect(differentFixes(sig('Tocchi «Rinnova prestito».'), sig('Tocchi «Sospendi tessera».'))).toBe(true);
    expect(differentFixes(sig('Riavvii il contatore.'), sig('Aggiorni l\'app del parcheggio.'))).toBe(true);
  });
  it('the same label told two ways, a shared object, or an unknown fix are not', () => {
    expect(differentFixes(sig('Tocchi «Esci».'), sig('Tocchi «Esci dall\'account» e rientri.'))).toBe(false);
    expect(differentFixes(sig('Spenga il contatore e lo riaccenda.'), sig('Riavvii il contatore.'))).toBe(false);
    expect(differentFixes(sig('Attenda qualche minuto.'), sig(''))).toBe(false);
    expect(differentFixes(undefined, sig('Riavvii il contatore.'))).toBe(false);
  });
  it('linkSimilarity discounts different fixes', () => {
    const a = termVector('la tessera della biblioteca non funziona al tornello');
    const b = termVector('tessera biblioteca non funziona tornello ingresso');
    const plain = linkSimilarity({ vector: a }, { vector: b });
    expect(linkSimilarity({ vector: a, fix: sig('Tocchi «Rinnova».') }, { vector: b, fix: sig('Tocchi «Sospendi».') })).toBeCloseTo(plain * DIFFERENT_FIX_LINK_FACTOR, 10);
    expect(linkSimilarity({ vector: a, fix: sig('Tocchi «Rinnova».') }, { vector: b, fix: sig('Tocchi «Rinnova».') })).toBeCloseTo(plain, 10);
  });
});
