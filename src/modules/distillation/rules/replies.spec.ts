import { classifyReply } from './replies';

describe('classifyReply: did the customer confirm the fix?', () => {
  it.each([
    'Ora funziona, grazie mille!',
    'fatto va. grazie',
    'perfetto, stampa. grazie, mi avete salvato la mattina',
    'sì ok adesso va',
    'Risolto, grazie.',
    'tutto ok',
    'adesso stampa',
    'Aggiornato e prenotato in DHCP, stampa regolarmente. Grazie.',
    'Entrato. Grazie, gentilissimi.',
    'Fatto, ora si apre in 5 secondi e gli articoli sono immediati.',
  ])('positive: %s', (reply) => {
    expect(classifyReply(reply)).toBe('positive');
  });

  it.each([
    'non funziona ancora',
    'Non va ancora, stesso errore',
    'fatto, niente. sempre 0x1F',
    'ancora niente',
    'uguale',
    'niente da fare',
    'Riavviato. Nessun miglioramento.',
    // a positive cue followed by a failure: the later cue wins
    'era su non consentire, ho messo consenti. adesso lo trova ma il pagamento si ferma sempre con E-5103',
    'fatto dal telefono, le ho mandato il pin. però dice che il pin è sbagliato',
    'Effettuato logout e nuovo accesso: il numero proposto resta 2026/1518.',
    'Annullata e rifatta: anche questa è ferma su In preparazione da un\'ora.',
  ])('negative: %s', (reply) => {
    expect(classifyReply(reply)).toBe('negative');
  });

  it('a negated positive cue is not a confirmation ("non funziona")', () => {
    expect(classifyReply('purtroppo non funziona')).toBe('negative');
    expect(classifyReply('non ha risolto nulla')).toBe('negative');
  });

  it('"done" replies count; acknowledgements are weak; answers and questions are neutral', () => {
    expect(classifyReply('ok fatto')).toBe('done');
    expect(classifyReply('Rinnovato il consenso, sono comparsi tutti i movimenti.')).toBe('done');
    expect(classifyReply('ok')).toBe('weak');
    expect(classifyReply('Grazie mille, allego la fattura.')).toBe('weak');
    expect(classifyReply('192.168.1.34')).toBe('neutral');
    expect(classifyReply('Ho controllato, il primo invio risulta "Mancata consegna". Quindi è valida lo stesso?')).toBe('neutral');
  });
});

describe('classifyReply: forms beyond the cue words', () => {
  it.each([
    // Time gone by since the promise: a reminder.
    'è passato un mese e ancora aspetto il rimborso',
    'sono passati dieci giorni, il modulo non si vede',
    // Giving up, or having already tried the step.
    'lasciamo perdere, vado allo sportello',
    "guardi che l'avevo già fatto due volte prima di scrivervi",
    // English.
    "it doesn't work, the same error",
    'same thing, nothing changes',
  ])('negative: %s', (reply) => expect(classifyReply(reply)).toBe('negative'));

  it.each(['a posto, grazie', 'it works now, thanks!', 'worked at the second try', 'grazie, ora vedo tutte le ricevute'])('positive: %s', (reply) =>
    expect(classifyReply(reply)).toBe('positive'),
  );

  it('"è passata" is still a payment that went through', () => {
    expect(classifyReply('sì, la ricarica è passata')).toBe('positive');
  });

  it('a bare "dice che" reports someone\'s words, "mi dice che" the screen', () => {
    expect(classifyReply('Fatto, mia madre dice che è tutto chiaro.')).not.toBe('negative');
    expect(classifyReply('Fatto, ma mi dice che la sessione è scaduta.')).toBe('negative');
  });

  it('the customer\'s own symptom now absent is no failure; a thing they asked for, still missing, is no confirmation', () => {
    const problem = 'Il lettore di badge mi segna sempre presenze doppie al mattino.';
    expect(classifyReply('oggi niente presenze doppie', problem)).not.toBe('negative');
    expect(classifyReply('oggi niente presenze doppie')).toBe('negative');
    expect(classifyReply('è passata una settimana, nessuna ricevuta', 'Mi mandate la ricevuta del corso?')).toBe('negative');
  });

  it('"ora vedo" an error is no confirmation', () => {
    expect(classifyReply('ora vedo il messaggio "sessione scaduta"')).not.toBe('positive');
  });

  it('thanks in English is an acknowledgement', () => {
    expect(classifyReply('thank you')).toBe('weak');
  });
});
