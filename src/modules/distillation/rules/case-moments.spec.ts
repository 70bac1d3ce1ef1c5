import { onlyTheirDate, withoutCaseMoments } from './case-moments';
import { generaliseStepsForReaders } from './single-customer';

describe('the moments of this one case in a step (case-moments.ts)', () => {
  it.each([
    ['Apra la prenotazione di ieri sera in "Storico" e tocchi "Annulla".', 'Apra la prenotazione in "Storico" e tocchi "Annulla".'],
    ['Usi "Reclamo" sulla spedizione di oggi e alleghi la foto.', 'Usi "Reclamo" sulla spedizione e alleghi la foto.'],
    ['Stasera dopo l\'ultimo turno esporti il registro da Menu > Esporta.', 'Dopo l\'ultimo turno esporti il registro da Menu > Esporta.'],
    ['Questa sera, prima di chiudere, stampi il riepilogo di cassa.', 'Prima di chiudere, stampi il riepilogo di cassa.'],
    ['Da oggi le ricevute riportano la ragione sociale nuova.', 'Le ricevute riportano la ragione sociale nuova.'],
    ['Lo trova allegato a questa mail e, da domani, anche in Archivio > Contratti.', 'Lo trova in Archivio > Contratti.'],
  ])('%s → %s', (step, expected) => {
    expect(withoutCaseMoments(step)).toBe(expected);
  });

  it.each(['Il registro chiude la giornata di ieri con la data di ieri.', 'Oggi vada in Impostazioni.', 'Lo trova allegato a questa mail.'])('stays: %s', (step) => {
    expect(withoutCaseMoments(step)).toBe(step);
  });

  it('a step that only gives this customer\'s own date goes when another is left', () => {
    expect(onlyTheirDate('Nel suo caso può chiederlo fino al 12 marzo.')).toBe(true);
    expect(onlyTheirDate('Nel suo caso vada in Profilo > Rimborsi.')).toBe(false);
    expect(generaliseStepsForReaders(['Apra Ordini e tocchi "Reso".', 'Nel suo caso può farlo fino al 3/04.'], [])).toEqual(['Apra Ordini e tocchi "Reso".']);
  });
});
