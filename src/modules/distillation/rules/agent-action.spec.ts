import { agentActions, deferralIn, interventionResultIn, noteAction } from './agent-action';
import { oneOffCues } from './agent-cues';

// Sentences written for these specs (a gas meter, a library card, a parking app, a school
// register): none comes from the reference sets, whose words stay out of the rules.

describe('agentActions: first-person perfect, classified by the verb', () => {
  it.each([
    ['Ho ricalcolato io la bolletta di marzo.', 'ricalcolato', 'io'],
    ['Abbiamo riallineato noi il contatore.', 'riallineato', 'noi'],
    ["L'ho reintestata io sul nuovo numero di tessera.", 'reintestata', 'io'],
    ['Gliel\'ho riassegnato direttamente, senza bisogno di rifare la domanda.', 'riassegnato', 'direttamente'],
    ['Le ho annullato manualmente la sosta di ieri.', 'annullato', 'manualmente'],
    ['Ho già rinnovato il prestito dal pannello della biblioteca.', 'rinnovato', 'dal pannello'],
    ['Abbiamo ricostruito lo storico delle presenze dalla nostra console.', 'ricostruito', 'dalla nostra console'],
    ['Ho ricongiunto le due anagrafiche nel CRM.', 'ricongiunto', 'nel crm'],
    ['Ho rimesso a posto il profilo da remoto.', 'rimesso', 'da remoto'],
    ["Ce l'abbiamo sospeso noi per errore, ora è riattivo.", 'sospeso', 'noi'],
    ['Mi sono occupato io di cambiare la classe dello studente.', 'occupato', 'io'],
  ])('%s → a back-office fix', (sentence, participle, sign) => {
    const fix = agentActions(sentence).find((a) => a.kind === 'fix');
    expect(fix?.participle).toBe(participle);
    expect(fix?.backOffice).toBe(sign);
  });

  it.each([
    ['Ho controllato la lettura del contatore: è corretta.', 'diagnosis'],
    ['Abbiamo verificato che il prestito risulta chiuso.', 'diagnosis'],
    ['Ho notato che la targa è scritta con uno spazio.', 'diagnosis'],
    ['Le ho scritto ieri la procedura.', 'communication'],
    ['Abbiamo inoltrato la richiesta al tecnico di zona.', 'communication'],
    ["Ho aperto una segnalazione all'ufficio tessere.", 'communication'],
    ['Ho provato a riassegnarlo ma il sistema lo rifiuta.', 'diagnosis'],
  ])('%s → %s, not a fix', (sentence, kind) => {
    const actions = agentActions(sentence);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((a) => a.kind === kind)).toBe(true);
  });

  it('reads every participle one auxiliary governs: "ho verificato e ricalcolato" holds a fix', () => {
    const actions = agentActions('Ho verificato e ricalcolato io la bolletta di marzo.');
    expect(actions.map((a) => [a.participle, a.kind])).toEqual([['verificato', 'diagnosis'], ['ricalcolato', 'fix']]);
    expect(actions[1]!.backOffice).toBe('io');
  });

  it('reads a passive perfect: back-office with a sign that one of us did it, a bare passive otherwise, nothing when the system did it', () => {
    expect(agentActions('La sosta è stata annullata manualmente.')[0]).toMatchObject({ participle: 'annullata', kind: 'fix', backOffice: 'manualmente' });
    expect(agentActions('La lettura è stata ricalcolata dal sistema.')).toEqual([]);
    expect(agentActions('Il rinnovo è stato fatto in automatico a mezzanotte.')).toEqual([]);
    expect(agentActions('La sosta non è stata annullata manualmente.')).toEqual([]);
    expect(agentActions('La ricarica è stata abbinata al suo contratto.')[0]).toMatchObject({ participle: 'abbinata', backOffice: null, passive: true });
  });

  it.each([
    ['Il pagamento del canone è stato abbinato da me alla bolletta di aprile.', 'da me'],
    ["La quota doppia è stata restituita dal nostro ufficio contabilità sull'IBAN indicato.", 'dal nostro ufficio'],
    ['La prenotazione del campo è stata ripristinata dalla nostra segreteria.', 'dalla nostra segreteria'],
  ])('%s → a passive done by one of us (%s)', (sentence, sign) => {
    expect(agentActions(sentence).find((a) => a.kind === 'fix')?.backOffice).toBe(sign);
  });

  it('a passive whose subject is the product or a fault is not the customer\'s thing', () => {
    expect(agentActions("L'errore di calcolo è stato corretto ieri sera.")[0]?.productFault).toBe(true);
    expect(agentActions("La versione dell'app è stata aggiornata.")[0]?.productFault).toBe(true);
  });

  it('"ci ho pensato io" is taking care of it, not thinking', () => {
    expect(agentActions('Ci ho pensato io: il corso di nuoto è di nuovo tra le sue iscrizioni.')[0]).toMatchObject({ participle: 'pensato', kind: 'fix', backOffice: 'io' });
    expect(agentActions('Ho pensato che fosse un problema della rete.').every((a) => a.kind !== 'fix')).toBe(true);
  });

  it('the result of our intervention: "risulta ora corretto dopo il mio intervento"', () => {
    expect(interventionResultIn('La posizione assicurativa risulta ora regolare dopo il mio intervento.')?.backOffice).toBe('dopo il mio intervento');
    expect(interventionResultIn('Con la nostra rettifica il saldo è tornato quello di prima.')).not.toBeNull();
    expect(interventionResultIn('Dopo il mio intervento di ieri le avevo chiesto di riprovare.')).toBeNull();
  });

  it('reads the verb an auxiliary verb governs: "ho provveduto a ricalcolare" is a fix', () => {
    expect(agentActions('Ho provveduto a ricalcolare la bolletta.')[0]?.kind).toBe('fix');
    expect(agentActions('Abbiamo dovuto verificare il contatore.')[0]?.kind).toBe('diagnosis');
  });

  it.each([
    ['Non ho potuto modificare la sosta dal pannello.'],
    ['Se ho capito bene, la tessera è scaduta.'],
    ['Le rispondo appena ho ricalcolato la bolletta.'],
    ['Ha rinnovato il prestito dal pannello?'.replace('?', '.')],
    ['Il sistema ha bloccato la carta per sicurezza.'],
    ['Ho tutto quello che mi serve.'],
  ])('%s → no first-person action', (sentence) => {
    expect(agentActions(sentence).filter((a) => a.kind === 'fix')).toEqual([]);
  });
});

describe('noteAction: internal notes written as a bare participle', () => {
  it('reads "Ricalcolata a mano" and "Tessera vecchia: reintestata dal gestionale"', () => {
    expect(noteAction('Ricalcolata a mano la bolletta di marzo.')?.backOffice).toBe('a mano');
    expect(noteAction('Tessera vecchia in anagrafica: reintestata dal gestionale sul nuovo numero.')?.participle).toBe('reintestata');
  });
  it('needs a back-office sign', () => {
    expect(noteAction('Spiegata la procedura al cliente.')).toBeNull();
    expect(noteAction('Risolto con la nuova versione.')).toBeNull();
  });
});

describe('oneOffCues: the agent fixed it, the customer has nothing to do', () => {
  it.each([
    ['Buongiorno, ho ricongiunto io le due tessere dal gestionale: da oggi vede tutti i prestiti.'],
    ['Le ho annullato manualmente la multa, non deve fare altro.'],
    ["Ho riattivato io la tessera dal gestionale, riesce a entrare adesso?"],
    // A fault on the customer's own thing is still their case.
    ["Ho corretto io l'errore nella sua anagrafica dal gestionale."],
    // No back-office sign, but done on the customer's own thing and nothing left to do.
    ['Buongiorno, le ho ricalcolato la bolletta di marzo: la nuova arriva entro due giorni.'],
    ['Ho riattivato la sua tessera, può tornare in biblioteca da domani.'],
  ])('%s', (body) => {
    expect(oneOffCues([body]).length).toBeGreaterThan(0);
  });

  it.each([
    // Diagnosis, then steps for the customer.
    ['Ho controllato il suo profilo: vada in Impostazioni → Tessera e tocchi «Aggiorna».'],
    // A first-person action without a back-office sign, but the customer has a step to do.
    ['Abbiamo rilasciato la versione 3.2 che corregge il problema: aggiorni l\'app dallo store.'],
    // A fault of the product, fixed for everybody, even "nel sistema".
    ['Abbiamo risolto un problema nel sistema dei pagamenti: da stamattina le ricariche passano.'],
    ['Ho corretto il bug dal nostro lato, la versione nuova esce domani.'],
    // A fix for everybody, not this customer's case.
    ['Abbiamo corretto un errore del calcolo: le bollette di aprile sono giuste.'],
    // A question about what the customer did.
    ['Ha già riattivato la tessera dal pannello, o vuole che la aiuti?'],
    // Hand-over, no fix.
    ['Ho inoltrato la richiesta al tecnico, la ricontatteremo entro domani.'],
    // The customer did it.
    ['Ha rinnovato il prestito dal pannello, quindi è tutto a posto.'],
  ])('not a one-off: %s', (body) => {
    expect(oneOffCues([body])).toEqual([]);
  });

  it('an internal note without a back-office sign is not enough', () => {
    expect(oneOffCues([{ body: 'Ho aggiornato la scheda del cliente.', internal: true }])).toEqual([]);
    expect(oneOffCues([{ body: 'Ho aggiornato io la scheda dal gestionale.', internal: true }]).length).toBe(1);
  });
});

describe('oneOffCues: a change to the product or a message made for the customer is not a one-off', () => {
  it.each([
    'Abbiamo aggiornato la versione sul server, ora la mappa dei parcheggi si carica.',
    'Abbiamo rilasciato una correzione nel sistema delle prenotazioni.',
    'Ho aggiornato le istruzioni nel gestionale della biblioteca.',
    'Abbiamo corretto la traduzione del pulsante nel sistema.',
    'Nel sistema abbiamo attivato la nuova funzione per tutti gli utenti.',
    'Abbiamo ripristinato il servizio nel sistema per tutti.',
    'Le ho generato un nuovo link di attivazione.',
    'Ho preparato una guida dal pannello: la trova qui sotto.',
    'Ho registrato la sua segnalazione sul contatore.',
    'Abbiamo gestito la sua richiesta di rinnovo.',
    'Ho chiuso la sua pratica, grazie.',
    'Ho fatto presente il suo caso al reparto tecnico.',
  ])('%s → no one-off', (sentence) => {
    expect(oneOffCues([sentence])).toEqual([]);
  });

  it.each([
    "Abbiamo forzato l'aggiornamento del contatore dalla centrale.",
    'Le ho attivato io la funzione di rinnovo automatico dal gestionale.',
    'Ho riattivato la funzione sul suo profilo dal pannello.',
    'Le ho rigenerato io il codice della tessera.',
    'Ho registrato il suo nuovo indirizzo dal gestionale.',
  ])('%s → still a one-off', (sentence) => {
    expect(oneOffCues([sentence]).length).toBeGreaterThan(0);
  });
});

describe('deferralIn: a promise or a hand-over instead of a fix', () => {
  it.each([
    ['La richiameremo domani mattina con la data del sopralluogo.'],
    ['Vi aggiorneremo appena il fornitore risponde.'],
    ['Le faremo sapere entro la settimana.'],
    ['Sarà ricontattato dal tecnico della sua zona.'],
    ['Il letturista la contatterà per fissare la visita.'],
    ["Ho passato la pratica all'ufficio contratti."],
    ['Abbiamo inoltrato il caso al secondo livello.'],
    ["Ho sollecitato di nuovo l'ufficio tecnico."],
    ["La domanda di rimborso è stata trasmessa all'ufficio contabilità."],
    ['La sua segnalazione è in carico al reparto reti da ieri.'],
  ])('%s', (sentence) => {
    expect(deferralIn(sentence)).not.toBeNull();
  });
  it.each([
    ['Le arriverà una mail con il nuovo codice.'],
    ['Non la ricontatteremo più: la pratica è chiusa.'],
    ['Ho passato il contatore a lettura mensile.'],
    ['Ho controllato la lettura: è corretta.'],
    ['Non abbiamo sollecitato nessuno: il guasto era già risolto.'],
    // Sent to the one who carries it out, not handed on to one of ours.
    ['Il bonifico è stato trasmesso alla banca stamattina.'],
  ])('not a deferral: %s', (sentence) => {
    expect(deferralIn(sentence)).toBeNull();
  });
});

describe('oneOffCues: the change already made, reported without an order to the customer', () => {
  it.each([
    // A passive perfect on the customer's record, by one of us or by nobody named.
    ['Il bonifico non riportava la causale: è stato abbinato da me alla retta di settembre.'],
    ['Buongiorno, il secondo addebito è stato stornato dalla nostra contabilità, lo rivede sul conto in pochi giorni.'],
    ['La sua tessera era rimasta sospesa per un errore di caricamento; è stata riattivata stamattina.'],
    // The state reached, as a fact.
    ['Nel nostro archivio il contatore era intestato al vecchio inquilino. Adesso la fornitura è registrata a suo nome.'],
    ['Ora la sua iscrizione al corso risulta confermata, non serve altro.'],
    ['Ci ho pensato io: la visita di martedì è di nuovo nel suo calendario.'],
    ['Risulta ora corretto dopo il mio intervento: la classe di merito è tornata quella di prima.'],
    // A first-person fix of ours on a record that is not the customer's own ("la scheda del magazzino").
    ['Abbiamo corretto la scheda del magazzino con il numero giusto: vale dalla prossima spedizione.'],
  ])('%s', (body) => {
    expect(oneOffCues([body]).length).toBeGreaterThan(0);
  });

  it.each([
    // The customer still has a step: the passive explains, the order is the fix.
    ["Il suo abbonamento è stato rinnovato: apra l'app e tocchi «Aggiorna» per vederlo."],
    // Done by the system, or for everybody.
    ['La lettura è stata ricalcolata dal sistema durante la notte.'],
    ["Ora l'app è aggiornata per tutti gli utenti."],
    // Handed on: a promise, not a fix.
    ["La pratica è stata sbloccata in parte; ho girato il resto all'ufficio tributi, la ricontatteremo."],
    // A bare passive of what the procedure does by itself, on nothing that is the customer's own.
    ['Il rimborso è stato emesso ieri sera e arriva sulla carta in 5 giorni lavorativi.'],
    // Chasing someone else is a hand-over too.
    ["Ho aggiunto una nota alla pratica e sollecitato l'ufficio rimborsi."],
    // A state told as a condition or a rule.
    ['Quando la ricarica è confermata, il credito compare nel portafoglio.'],
    ['Ora è previsto un contributo di due euro per ogni spedizione.'],
  ])('not a one-off: %s', (body) => {
    expect(oneOffCues([body])).toEqual([]);
  });
});
