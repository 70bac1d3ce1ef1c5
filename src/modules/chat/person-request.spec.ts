import { isPersonRequest } from './person-request';

describe('isPersonRequest', () => {
  it.each([
    'Vorrei parlare con una persona',
    'mi passi un operatore',
    'voglio un umano',
    'Voglio parlare con un operatore!',
    "Posso parlare con qualcuno dell'assistenza?",
    'Mi mette in contatto con il supporto, per favore?',
    'passami un operatore per favore',
    "C'è un operatore?",
    'operatore',
    'Operatore!!',
    'una persona vera per favore',
    'assistenza umana',
    'Non voglio parlare con un bot',
    'Ho già provato tutto, vorrei parlare con un tecnico',
    'La stampante non stampa: mi passi un operatore',
    'Can I talk to a human?',
    'connect me to an agent',
    'I want a real person',
    'agent please',
  ])('%s → a request for a person', (text) => {
    expect(isPersonRequest(text)).toBe(true);
  });

  it.each([
    'Come aggiungo un operatore alla cassa?',
    "Un operatore di cassa non riesce più a entrare",
    'Vorrei aggiungere un nuovo operatore',
    'Posso avere un operatore di cassa in più con lo stesso abbonamento?',
    'La persona che usa il tablet vede E-4021',
    'Il tecnico ha cambiato il modem e ora la cassa non stampa',
    "Ho scordato la parola d'accesso, come faccio a recuperarla?",
    'Si può fare la fattura elettronica dalla cassa?',
    'e se non funziona neanche così?',
    'How do I add an operator to the till?',
    'I am not a robot check fails',
    '',
  ])('%s → not a request for a person', (text) => {
    expect(isPersonRequest(text)).toBe(false);
  });
});
