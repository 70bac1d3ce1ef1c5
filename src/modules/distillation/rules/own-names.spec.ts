import { namedBeings, withoutOwnNames } from './own-names';
import { generaliseForReaders } from './single-customer';

describe('the names a customer gave the people and animals of their story (own-names.ts)', () => {
  const customer = 'Buonasera, il mio criceto Biscotto non compare nel libretto. Ho due figlie iscritte al corso, Ottavia e Bianca, e vedo solo la prima.';

  it('are read after a relative, an animal or a person, one or two of them', () => {
    expect([...namedBeings(customer)]).toEqual([
      ['Biscotto', 'animale'],
      ['Ottavia', 'interessato'],
      ['Bianca', 'interessato'],
    ]);
    expect(namedBeings('Ho il telefono Nokia e il tablet Lenovo.').size).toBe(0);
    // Words then a capital without a comma are the sentence going on, not a name given.
    expect(namedBeings('Mio marito usa sempre Firefox, io invece Safari.').size).toBe(0);
    expect([...namedBeings('Abbiamo un gatto di nome Pepe.')]).toEqual([['Pepe', 'animale']]);
  });

  it('are said in general in a step, with their preposition', () => {
    const beings = namedBeings(customer);
    expect(withoutOwnNames('Apra il libretto di Biscotto e tocchi "Aggiorna".', beings)).toBe('Apra il libretto dell\'animale e tocchi "Aggiorna".');
    expect(generaliseForReaders('Vada su Iscrizioni e aggiunga Bianca con il codice del corso.', customer)).toBe("Vada su Iscrizioni e aggiunga l'interessato con il codice del corso.");
  });

  it('stay in quotes, in a menu path, after an article, and when a step names two of them', () => {
    const beings = namedBeings(customer);
    for (const step of ['Tocchi "Bianca" nell\'elenco.', 'Vada in Figli > Bianca > Corsi.', 'Sposti il credito da Ottavia a Bianca.', 'Lo apra sul Biscotto.']) {
      expect(withoutOwnNames(step, beings)).toBe(step);
    }
  });
});
