import { isVagueQuestion, specificWords } from './vague-question';

describe('isVagueQuestion: a message that only says something is wrong', () => {
  it('holds for complaints and calls for help that name nothing, in Italian and English', () => {
    for (const text of ['non funziona niente', 'Non va', 'ho un problema', 'aiuto', 'AIUTO!!!', 'Buongiorno, ho un problema', 'mi dà errore', 'non riesco', 'è tutto bloccato, è urgente', 'non va bene', "it doesn't work", 'nothing works, help', 'I have a problem'])
      expect([text, isVagueQuestion(text)]).toEqual([text, true]);
  });

  it('never holds for a short real question: a code, a number, an action, an object, a product, a time', () => {
    for (const text of ['ERR_502', 'E-4021', '00305', 'errore 00305', 'come si disdice?', 'password dimenticata', 'non riesco ad entrare', 'CassaNet non va', "l'app non funziona", 'da ieri non va', 'la stampante non stampa', 'login not working'])
      expect([text, isVagueQuestion(text)]).toEqual([text, false]);
  });

  it('never holds without a word of trouble: an acknowledgement, a rejection, a bare "why"', () => {
    for (const text of ['ok', 'funziona, grazie', 'va bene', 'non è questo', 'perché?', 'cos\'è successo?', '', '?!'])
      expect([text, isVagueQuestion(text)]).toEqual([text, false]);
  });

  it('keeps the words that name something', () => {
    expect(specificWords('Buongiorno, ho un problema con la stampante')).toEqual(['stampante']);
    expect(specificWords('non funziona niente')).toEqual([]);
    expect(specificWords('errore 00305')).toEqual(['00305']);
  });
});
