import { deferralIn, isDiagnosticRequest } from './agent-action';
import { classifyReply } from './replies';
import { run, ticket } from './tickets.spec-helper';

// Invented tickets: the forms of an unresolved case and of a request for data served as a fix.

describe('isDiagnosticRequest: a step that only asks the customer to send us something', () => {
  it.each([
    'Ci mandi per favore una foto dell’etichetta sotto il router.',
    'Mi scriva il numero di serie che trova sul retro della centralina.',
    'Per capire cosa succede ci servirebbe il registro: lo invii da Impostazioni > Supporto.',
    'Le chiedo di inviarci uno screenshot della schermata di errore.',
    'Mandami il log del forno quando riesci.',
  ])('request: %s', (step) => {
    expect(isDiagnosticRequest(step)).toBe(true);
  });

  it.each([
    'Riavvii il router e mi dica se la spia torna verde.',
    'Disattivi il risparmio energetico e mi faccia sapere come va.',
    'Non ci mandi i dati della carta: non servono.',
    'Tenga premuto il tasto reset per dieci secondi.',
  ])('not a request: %s', (step) => {
    expect(isDiagnosticRequest(step)).toBe(false);
  });
});

describe('deferralIn: the agent promises news instead of a fix', () => {
  it.each(['La terremo informata sugli sviluppi.', 'Vi faremo sapere appena possibile.', 'La terrò aggiornata io stessa.'])('%s', (s) => {
    expect(deferralIn(s)).not.toBeNull();
  });
});

describe('classifyReply: clauses that report no outcome', () => {
  it('a guess about something else does not undo "fatto"', () => {
    expect(classifyReply('Fatto, adesso lo sconto c’è. Per le rate già pagate suppongo non si possa fare nulla.')).toBe('done');
  });
  it('not knowing about a setting is no failure', () => {
    expect(classifyReply('Non lo sapevo proprio. Disattivata la programmazione: stanotte la caldaia è rimasta accesa.')).toBe('done');
  });
  it('a reproach in the form of a question asks for nothing', () => {
    expect(['done', 'positive']).toContain(classifyReply('Attivata, stamattina è arrivata puntuale. Ma non potevate impostarla voi?'));
  });
  it('"ancora nessuna risposta" says the promise came to nothing', () => {
    expect(classifyReply('Dopo dieci giorni ancora nessuna telefonata. Ho fatto reclamo alla banca.')).toBe('negative');
  });
});

describe('unresolved tickets are not served', () => {
  it('a hand-over with an interim step the customer did, then an automatic closure', () => {
    const { unit, trace } = run(
      ticket('Forno non scalda', [
        ['customer', 'Il forno non scalda più, la spia resta spenta anche a 200 gradi.'],
        ['agent', 'Dalla descrizione sembra la resistenza: ho girato la pratica al centro assistenza, che la contatterà per l’intervento. Nel frattempo le consiglio di usare solo il grill.'],
        ['customer', 'Va bene, aspetto. Intanto uso il grill.'],
        ['system', 'Il ticket è stato chiuso automaticamente dopo 14 giorni senza aggiornamenti.'],
      ]),
    );
    expect(trace.unresolved).toBe('deferred');
    expect(unit.is_reusable).toBe(false);
  });

  it('a feature not available, with a promise of news', () => {
    const { unit, trace } = run(
      ticket('Esportazione in Excel', [
        ['customer', 'Si può esportare l’elenco dei clienti in Excel?'],
        ['agent', 'Al momento l’esportazione non è disponibile, ho inoltrato la richiesta al team di prodotto.'],
        ['customer', 'Sapete quando arriverà?'],
        ['agent', 'Non abbiamo ancora una data, mi dispiace. La terremo informata se la funzione verrà rilasciata.'],
      ]),
    );
    expect(trace.unresolved).toBe('deferred');
    expect(unit.is_reusable).toBe(false);
  });

  it('a request for the log after the first fix failed is no fix', () => {
    const { unit, trace } = run(
      ticket('Notifiche assenti', [
        ['customer', 'Le notifiche delle consegne non arrivano sul telefono.'],
        ['agent', 'Vada in Impostazioni > App > Consegne e attivi le notifiche in background.'],
        ['customer', 'Fatto ma stamattina niente, la notifica delle 9 non è arrivata.'],
        ['agent', 'Per capire cosa succede ci servirebbe il registro: lo invii da Profilo > Supporto > Invia registro e ci dica a che ora l’ha inviato.'],
        ['system', 'Il ticket è stato chiuso automaticamente dopo 10 giorni senza risposta del cliente.'],
      ]),
    );
    expect(trace.unresolved).toBe('failed_last');
    expect(unit.is_reusable).toBe(false);
  });

  it('a request for data answered, then the operator fixed it: the fix is served, not the request', () => {
    const { unit } = run(
      ticket('Contatore non associato', [
        ['customer', 'Il contatore risulta associato al vecchio inquilino e non riesco ad aggiungerlo.'],
        ['agent', 'Ci mandi per favore una foto del contratto d’affitto e il numero di matricola del contatore.'],
        ['customer', 'Allego contratto e foto della matricola.'],
        ['agent', 'Grazie: ho scollegato io il contatore dal vecchio account. Ora può aggiungerlo dall’app in Dispositivi > Aggiungi.'],
        ['customer', 'Aggiunto, grazie.'],
      ]),
    );
    expect(unit.solution).not.toMatch(/foto del contratto/);
  });

  it('a remark handed to the team after the customer confirmed the fix leaves it resolved', () => {
    const { unit, trace } = run(
      ticket('Promemoria in ritardo', [
        ['customer', 'I promemoria arrivano con un’ora di ritardo da quando è cambiata l’ora.'],
        ['agent', 'Vada in Profilo > Promemoria e attivi "Usa l’ora del telefono": gli orari si ricalcolano sul fuso attuale.'],
        ['customer', 'Attivato, stamattina è arrivato alle 7 in punto. Ma non potevate metterlo attivo di default?'],
        ['agent', 'Osservazione giusta, l’abbiamo girata al team di sviluppo.'],
      ]),
    );
    expect(trace.unresolved).toBeNull();
    expect(unit.is_reusable).toBe(true);
  });
});
