import { ownFailedTries } from './own-tries';

describe('ownFailedTries', () => {
  it('reads a first-person try followed by its failure', () => {
    expect(ownFailedTries(['Buongiorno. Ho letto che bisogna riavviare il router e l\'ho fatto, ma la linea continua a cadere. Cosa posso fare?'])).toEqual([
      "Ho letto che bisogna riavviare il router e l'ho fatto, ma la linea continua a cadere.",
    ]);
    expect(ownFailedTries(['ho già reinstallato l\'app ma niente', 'Abbiamo aggiornato il firmware, non è servito.'])).toEqual([
      "ho già reinstallato l'app ma niente",
      'Abbiamo aggiornato il firmware, non è servito.',
    ]);
  });

  it('leaves out tries that worked, failures without a try, and what someone else did', () => {
    expect(ownFailedTries(['Ho riavviato il router e adesso va.'])).toEqual([]);
    expect(ownFailedTries(['La linea continua a cadere e non so cosa fare.'])).toEqual([]);
    expect(ownFailedTries(['Il tecnico dice di riavviare, ma non capisco come.'])).toEqual([]);
  });
});
