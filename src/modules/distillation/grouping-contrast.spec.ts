import { termVector } from '../../lib/text/comparison';
import { averageLinkage, CONTRAST_LINK_FACTOR, linkSimilarity } from './grouping';
import { contrasted, contrastedTerms, statedPolarity, statedPolarityOf } from './grouping-contrast';

// Texts written for these specs (a bike-sharing app), none from the reference sets.

describe('statedPolarity', () => {
  it('reads what works from the plain present clause before "ma" / "però"', () => {
    const p = statedPolarity('La bici si sblocca, ma dopo cento metri il motore si spegne.');
    expect([...p.works]).toEqual(['bic', 'sblocc']);
    expect(p.negated.size).toBe(0);
    expect(contrastedTerms(p, statedPolarity('La bici non si sblocca con il QR.'))).toEqual(['sblocc']);
  });
  it('reads what does not work from the word after a negator, past clitics and auxiliaries', () => {
    expect([...statedPolarity('Il lucchetto non mi si apre più.').negated]).toEqual(['apre']);
    expect([...statedPolarity('Nessuna ricevuta dopo la corsa.').negated]).toEqual(['ricev']);
  });
  it('does not read as working what the customer did, wants or expects', () => {
    // "ho prenotato … ma", "voglio sbloccare … ma", "dovrebbe sbloccarsi … ma": no fact about what works.
    for (const text of ['Ho prenotato la bici ma non la trovo.', 'Voglio sbloccare la bici ma il tasto è grigio.', 'La bici dovrebbe sbloccarsi da sola, ma resta ferma.']) {
      expect(statedPolarity(text).works.size).toBe(0);
    }
  });
});

describe('contrasted', () => {
  const unlocks = statedPolarityOf({ subject: 'bici', problem: 'La bici si sblocca però la batteria risulta a zero.', symptoms: '' });
  const locked = statedPolarityOf({ subject: 'non si sblocca', problem: 'Inquadro il QR e la bici non si sblocca.', symptoms: '' });
  const lockedToo = statedPolarityOf({ subject: '', problem: 'Il lucchetto resta chiuso, la bici non si sblocca mai.', symptoms: '' });
  it('holds when one says works what the other says does not, either way round', () => {
    expect(contrasted(unlocks, locked)).toBe(true);
    expect(contrasted(locked, unlocks)).toBe(true);
  });
  it('does not hold between two customers who say the same thing, or when either is unknown', () => {
    expect(contrasted(locked, lockedToo)).toBe(false);
    expect(contrasted(undefined, locked)).toBe(false);
  });
  it('discounts the link, so the near miss stays out of the unit whatever the order', () => {
    // Short texts are very alike (0.6–0.8), hence the high threshold.
    const a = termVector('la bici non si sblocca con il qr del manubrio');
    const b = termVector('la bici si sblocca con il qr ma la batteria del manubrio è a zero');
    expect(linkSimilarity({ vector: a, stated: locked }, { vector: b, stated: unlocks })).toBeCloseTo(linkSimilarity({ vector: a }, { vector: b }) * CONTRAST_LINK_FACTOR, 10);
    const items = [
      { key: 'l1', vector: a, stated: locked },
      { key: 'l2', vector: termVector('il qr del manubrio non sblocca la bici, il lucchetto resta chiuso'), stated: lockedToo },
      { key: 'u1', vector: b, stated: unlocks },
    ];
    const clusters = averageLinkage(items, 0.5);
    expect(averageLinkage([...items].reverse(), 0.5)).toEqual(clusters);
    expect(clusters.find((c) => c.includes('u1'))).toEqual(['u1']);
    expect(clusters.find((c) => c.includes('l1'))).toEqual(['l1', 'l2']);
    // Without what the customers said, the near miss joins.
    expect(averageLinkage(items.map(({ key, vector }) => ({ key, vector })), 0.5).find((c) => c.includes('u1'))!.length).toBeGreaterThan(1);
  });
});
