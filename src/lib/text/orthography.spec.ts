import { restoreOrthography } from './orthography';

describe('restoreOrthography', () => {
  it.each([
    ["L app non si apre piu", "L'app non si apre più"],
    ['nell area clienti non c e la voce', "nell'area clienti non c'è la voce"],
    ['c è l ora sbagliata', "c'è l'ora sbagliata"],
    ["perche' non funziona? puo' essere il modem", 'perché non funziona? può essere il modem'],
    ['perchè succede', 'perché succede'],
    ["e' spento da lunedi", 'è spento da lunedì'],
    ['mando all indirizzo della citta', "mando all'indirizzo della città"],
    ["ce l ho gia fatto un po di volte", "ce l'ho già fatto un po' di volte"],
    ['un altra volta, un altro modem', "un'altra volta, un altro modem"],
    ['PIU DI UN ORA', "PIÙ DI UN'ORA"],
    ['nn funziona cmq xké?', 'non funziona comunque perché?'],
    ["L'app è già aggiornata, così sembra", "L'app è già aggiornata, così sembra"],
    // common misspellings of everyday Italian, not words as typed
    ['Sopratutto la sera, propio quando serve', 'Soprattutto la sera, proprio quando serve'],
    ["qual'è il problema? un'altro errore", 'qual è il problema? un altro errore'],
    ['non stà funzionando e non sò perchè, quì', 'non sta funzionando e non so perché, qui'],
    ['tutt\'ora non va, un pò lento', "tuttora non va, un po' lento"],
    // a lone "x" between words is the text-message "per"; a measure keeps it
    ['il codice x entrare in palestra', 'il codice per entrare in palestra'],
    ['una foto 10 x 15 cm', 'una foto 10 x 15 cm'],
  ])('%s → %s', (input, expected) => {
    expect(restoreOrthography(input)).toBe(expected);
  });

  it('leaves words spelled right alone: dà, là, lì, sì, un\'altra, un altro', () => {
    const text = "Mi dà errore là e lì, sì: un'altra volta un altro errore";
    expect(restoreOrthography(text)).toBe(text);
  });

  it('leaves real words alone: da, e, si, ne, te, ce, se', () => {
    const text = 'Mi da errore e si blocca, ne ho due; te lo dico se ce la fai';
    expect(restoreOrthography(text)).toBe(text);
  });

  it('is idempotent', () => {
    const once = restoreOrthography("l app dell anno c e piu");
    expect(restoreOrthography(once)).toBe(once);
  });
});
