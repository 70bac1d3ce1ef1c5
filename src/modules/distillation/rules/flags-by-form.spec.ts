import { run, ticket as specTicket, type Turn } from './tickets.spec-helper';

// Whole tickets for the flags read by the form of the agent's answer (one-off, concession,
// unresolved, information). Written for these specs (a water utility, a swimming pool, a
// co-working space): none comes from the reference sets.

const ticket = (subject: string, turns: Turn[]) => specTicket(subject, turns, 'fatturazione');

describe('one-off: the change already made, with no order to the customer', () => {
  it('a passive perfect by one of us, without any customer step, is a one-off whose reason names an operator', () => {
    const { unit, trace } = run(
      ticket('bolletta acqua', [
        ['customer', 'Ho pagato la bolletta dell\'acqua con il bollettino ma nell\'area clienti è ancora "non pagata" e mi è arrivato un avviso.'],
        ['agent', 'Buongiorno, il bollettino non aveva il codice utenza. Il pagamento è stato abbinato da me alla bolletta di marzo e l\'avviso è stato annullato.'],
        ['customer', 'grazie'],
      ]),
    );
    expect(unit.is_one_off).toBe(true);
    expect(trace.unresolved).toBeNull();
    expect(unit.one_off_reason).toBe("Il pagamento è stato abbinato da un operatore alla bolletta e l'avviso è stato annullato: il cliente non può farlo da sé.");
  });

  it('"ci ho pensato io" with the state reached is a one-off', () => {
    const { unit } = run(
      ticket('turno piscina', [
        ['customer', 'Avevo prenotato la corsia per giovedì sera e la prenotazione è sparita.'],
        ['agent', 'Ciao, un aggiornamento degli orari ha tolto alcune prenotazioni. Ci ho pensato io: la corsia di giovedì è di nuovo nelle tue prenotazioni.'],
        ['customer', 'vista, grazie'],
      ]),
    );
    expect(unit.is_one_off).toBe(true);
  });

  it('a passive that explains before an order is not a one-off: the order is the fix', () => {
    const { unit } = run(
      ticket('badge', [
        ['customer', 'Il badge del co-working non apre più la porta.'],
        ['agent', 'Buongiorno, il badge è stato riattivato: apra l\'app, vada in Profilo → Badge e tocchi «Sincronizza».'],
        ['customer', 'fatto, apre'],
      ]),
    );
    expect(unit.is_one_off).toBe(false);
    expect(unit.is_reusable).toBe(true);
  });
});

describe('concession: an exception granted as a favour, without a cue word', () => {
  it('this customer\'s situation as the reason and a deadline moved for them is a concession', () => {
    const { unit, trace } = run(
      ticket('scadenza', [
        ['customer', 'La bolletta mi è arrivata dopo la scadenza, non ho fatto in tempo a pagarla.'],
        ['agent', 'Buongiorno, considerato il ritardo della posta, per lei la scadenza è stata spostata a fine mese senza more.'],
        ['customer', 'ok grazie'],
      ]),
    );
    expect(unit.is_commercial_exception).toBe(true);
    expect(unit.is_one_off).toBe(false);
    expect(trace.unresolved).toBeNull();
  });

  it('a discount of the agreement re-applied by hand is a repair (one-off), not a favour', () => {
    const { unit } = run(
      ticket('convenzione', [
        ['customer', 'Siamo un\'azienda convenzionata, ma ai nostri due nuovi soci il sito non applica la tariffa agevolata.'],
        ['agent', 'Buongiorno, la lista dei soci di gennaio non era nel nostro archivio. Gliel\'ho inserita io e ho riattivato a mano la tariffa sui due abbonamenti.'],
        ['customer', 'Grazie.'],
      ]),
    );
    expect(unit.is_commercial_exception).toBe(false);
    expect(unit.is_one_off).toBe(true);
  });

  it('a credit that is the outcome of the customer\'s own steps is the procedure, not a concession', () => {
    const { unit } = run(
      ticket('ingresso', [
        ['customer', 'Il tornello non ha letto l\'abbonamento e ho pagato l\'ingresso singolo.'],
        ['agent', 'Buongiorno, apra l\'ingresso di ieri in «Storico», tocchi «Contesta» e alleghi la ricevuta: le accreditiamo l\'importo sul prossimo rinnovo.'],
        ['customer', 'fatto, vedo il credito'],
      ]),
    );
    expect(unit.is_commercial_exception).toBe(false);
    expect(unit.is_reusable).toBe(true);
  });
});

describe('unresolved: what the closure or the last complaint says', () => {
  it('a system closure saying the problem is not solved is unresolved, even after a step', () => {
    const { trace } = run(
      ticket('contatore', [
        ['customer', 'Il contatore smart non trasmette le letture da una settimana.'],
        ['agent', 'Buongiorno, tenga premuto il tasto del contatore per dieci secondi finché la spia lampeggia.'],
        ['system', 'Chiusura automatica dopo 10 giorni senza risposta. Esito: problema non confermato come risolto.'],
      ]),
    );
    expect(trace.unresolved).toBe('closed_unresolved');
  });

  it.each([
    'Chiusura automatica: il cliente non ha confermato la risoluzione.',
    'Ticket chiuso per inattività. Il guasto resta aperto.',
    'Esito della pratica: irrisolta.',
  ])('closure "%s" is unresolved', (closure) => {
    const { trace } = run(
      ticket('contatore', [
        ['customer', 'Il contatore smart non trasmette le letture da una settimana.'],
        ['agent', 'Buongiorno, tenga premuto il tasto del contatore per dieci secondi finché la spia lampeggia.'],
        ['system', closure],
      ]),
    );
    expect(trace.unresolved).toBe('closed_unresolved');
  });

  it('a closure that says it was solved is not', () => {
    const { trace } = run(
      ticket('contatore', [
        ['customer', 'Il contatore smart non trasmette le letture da una settimana.'],
        ['agent', 'Buongiorno, tenga premuto il tasto del contatore per dieci secondi finché la spia lampeggia.'],
        ['system', 'Ticket chiuso automaticamente dopo 7 giorni: nessuna risposta del cliente.'],
      ]),
    );
    expect(trace.unresolved).toBeNull();
  });

  it('a complaint that time went by after a promise, then closure, is unresolved', () => {
    const { trace } = run(
      ticket('ricevuta', [
        ['customer', 'Mi serve la ricevuta fiscale del corso di nuoto, come faccio?'],
        ['agent', 'Buongiorno, le ricevute dei corsi le prepara la segreteria: ho girato la richiesta, la ricontatteremo appena pronta.'],
        ['customer', 'è passato un mese, ancora nulla'],
        ['system', 'Ticket chiuso automaticamente per inattività.'],
      ]),
    );
    expect(trace.unresolved).not.toBeNull();
  });
});

describe('information acknowledged is the answer, not "no_fix"', () => {
  it('an explanation without an order, thanked by the customer, is reusable', () => {
    const { unit, trace } = run(
      ticket('lettura', [
        ['customer', 'Nell\'area clienti trovo solo l\'autolettura dell\'acqua calda, dove inserisco quella dell\'acqua fredda?'],
        ['agent', 'Buongiorno, il contatore dell\'acqua fredda è letto da remoto ogni mese dal gestore, per questo l\'autolettura non è prevista. I consumi stimati vengono conguagliati nella bolletta successiva.'],
        ['customer', 'Capito, grazie della spiegazione.'],
      ]),
    );
    expect(trace.unresolved).toBeNull();
    expect(unit.is_reusable).toBe(true);
    expect(unit.solution).toContain('letto da remoto');
  });

  it('silence after the explanation is a closure without complaint, as after a step', () => {
    const { trace } = run(
      ticket('lettura', [
        ['customer', 'Nell\'area clienti trovo solo l\'autolettura dell\'acqua calda, dove inserisco quella dell\'acqua fredda?'],
        ['agent', 'Buongiorno, il contatore dell\'acqua fredda è letto da remoto ogni mese dal gestore, per questo l\'autolettura non è prevista.'],
      ]),
    );
    expect(trace.unresolved).toBeNull();
  });

  it('a hand-over in the passive, thanked, is still deferred, not information', () => {
    const { trace, unit } = run(
      ticket('voltura', [
        ['customer', 'Ho chiesto la voltura del contratto dell\'acqua tre settimane fa e non ho notizie.'],
        ['agent', 'Buongiorno, la sua richiesta è stata passata all\'ufficio contratti per la verifica dei documenti.'],
        ['customer', 'ok grazie'],
      ]),
    );
    expect(trace.unresolved).toBe('deferred');
    expect(unit.is_reusable).toBe(false);
  });

  it('silence after an answer that ends with a question is no fix: the agent was still asking', () => {
    const { trace } = run(
      ticket('lettura', [
        ['customer', 'Il contatore dell\'acqua non invia più le letture da lunedì.'],
        ['agent', 'Buongiorno, lunedì c\'è stato un intervento sulla rete di zona. Il display del contatore è acceso?'],
      ]),
    );
    expect(trace.unresolved).not.toBeNull();
  });

  it('a customer still asking after an answer without instructions is no fix', () => {
    const { trace } = run(
      ticket('pratica', [
        ['customer', 'Ho chiesto il cambio di intestazione del contratto un mese fa ed è ancora "in lavorazione".'],
        ['agent', 'Buongiorno, la pratica è in verifica presso l\'ufficio contratti.'],
        ['customer', 'E quindi? Quanto ci vuole?'],
        ['system', "Ticket chiuso dall'operatore."],
      ]),
    );
    expect(trace.unresolved).toBe('no_fix');
  });
});
