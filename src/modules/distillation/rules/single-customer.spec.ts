import { formalImperative, generaliseForReaders, generaliseStepsForReaders, readsBroken, withoutCaseDetailsInSentence, withoutPersonalDetails } from './single-customer';
import { extractProblem } from './customer';

// Wordings written for these specs, not taken from any reference set.
describe('generaliseForReaders', () => {
  it('drops the vocative the agent opened with', () => {
    expect(generaliseForReaders('Gentile abbonato, la disdetta si fa da Profilo → Contratto.', '')).toBe('La disdetta si fa da Profilo → Contratto.');
    expect(generaliseForReaders('Dottoressa, dai registri la prenotazione risulta annullata.', '')).toBe('Dai registri la prenotazione risulta annullata.');
    expect(generaliseForReaders('2. Utente, il rinnovo va chiesto in segreteria.', '')).toBe('2. Il rinnovo va chiesto in segreteria.');
  });

  it('drops a title with the surname, and a step opener that answers an earlier question', () => {
    expect(generaliseForReaders('Signora Bianchi, la tessera va rinnovata dal portale.', '')).toBe('La tessera va rinnovata dal portale.');
    expect(generaliseForReaders('Se sì, riavvii il modem tenendo premuto il tasto Reset.', '')).toBe('Riavvii il modem tenendo premuto il tasto Reset.');
    expect(generaliseForReaders('Apra il ritiro di venerdì e tocchi "Annulla".', '')).toBe('Apra il ritiro e tocchi "Annulla".');
  });

  it('keeps adverbs and connectives that open a step', () => {
    expect(generaliseForReaders('Finalmente, il modulo si apre da Documenti.', '')).toBe('Finalmente, il modulo si apre da Documenti.');
    expect(generaliseForReaders('Poi, se serve, ripeta la procedura.', '')).toBe('Poi, se serve, ripeta la procedura.');
    expect(generaliseForReaders('Signora, ha ragione: la tariffa è cambiata.', '')).toBe('Ha ragione: la tariffa è cambiata.');
    expect(generaliseForReaders('Il ritiro si prenota il martedì dalla sezione Servizi.', '')).toBe('Il ritiro si prenota il martedì dalla sezione Servizi.');
  });

  it("drops when this customer will do it and their own date", () => {
    expect(generaliseForReaders('Giovedì, quando passa dal distributore, lasci il motore acceso cinque minuti.', '')).toBe(
      'Lasci il motore acceso cinque minuti.',
    );
    expect(generaliseForReaders('Va chiesto entro 15 giorni dalla scadenza, che per lei è il 3 marzo, dalla sezione Contratti.', '')).toBe(
      'Va chiesto entro 15 giorni dalla scadenza, dalla sezione Contratti.',
    );
  });

  it("drops which one of the customer's documents it was, by month or number, not a period that is the rule", () => {
    expect(generaliseForReaders('2. Tocchi la bolletta di ottobre e scelga "Contesta".', '')).toBe('2. Tocchi la bolletta e scelga "Contesta".');
    expect(generaliseForReaders('Apra la ricevuta n. 2025/3381 e prema Stampa.', '')).toBe('Apra la ricevuta e prema Stampa.');
    expect(generaliseForReaders('In Storico > spedizione 7731-0042 trova il tracciamento.', '')).toBe('In Storico > spedizione trova il tracciamento.');
    expect(generaliseForReaders('La richiesta va fatta entro la fine di settembre.', '')).toBe('La richiesta va fatta entro la fine di settembre.');
    expect(generaliseForReaders('Il saldo di dicembre di ogni anno arriva per posta.', '')).toBe('Il saldo di dicembre di ogni anno arriva per posta.');
  });

  it('says a street address in general', () => {
    expect(generaliseForReaders('Da oggi le bollette arrivano in viale Mazzini 40.', '')).toBe("Le bollette arrivano all'indirizzo indicato.");
    expect(generaliseForReaders("Nel contratto l'indirizzo ora è piazza Verdi 7.", '')).toBe("Nel contratto l'indirizzo ora è quello indicato.");
  });

  it('drops the name the customer gave their own thing, not a name anybody uses', () => {
    const customer = 'La mia app conta anche i giri fatti sulla Vespa di mio fratello. Entro nel sito del Comune.';
    expect(generaliseForReaders('Dopo il cambio contano solo i giri della Vespa.', customer)).toBe('Dopo il cambio contano solo i giri.');
    expect(generaliseStepsForReaders(['Consenta i cookie per il sito del Comune.'], [customer])).toEqual(['Consenta i cookie per il sito del Comune.']);
  });

  it('turns a request to a relative into the step itself', () => {
    expect(generaliseForReaders('Chieda per favore a suo marito di scaricare il modulo e compilare la sezione B.', '')).toBe(
      'Scarichi il modulo e compili la sezione B.',
    );
    expect(generaliseForReaders('Chieda al nipote di aprire le impostazioni e inserire il codice.', '')).toBe('Apra le impostazioni e inserisca il codice.');
    expect(generaliseForReaders('Dica a sua figlia di aprire il menu, poi scegliere Profilo e salvare. Poi mi scriva.', '')).toBe(
      'Apra il menu, poi scelga Profilo e salvi. Poi mi scriva.',
    );
    expect(formalImperative('pagare')).toBe('paghi');
    expect(formalImperative('seguire')).toBe('segua');
    expect(formalImperative('leggere')).toBe('legga');
    expect(formalImperative('fare')).toBe('faccia');
    // A pronoun attached to the verb: left as it was.
    expect(generaliseForReaders('Chieda alla figlia di aprirle la pagina.', '')).toBe('Chieda alla figlia di aprirle la pagina.');
  });

  it('drops a step that only announces the next ones', () => {
    expect(generaliseStepsForReaders(['Ha due possibilità:', 'Rinnovi dal sito.', 'Oppure passi in sede.'], [])).toEqual(['Rinnovi dal sito.', 'Oppure passi in sede.']);
    expect(generaliseStepsForReaders(['Può risolvere in due modi'], [])).toEqual(['Può risolvere in due modi']);
  });

  it('drops a step the agent took back', () => {
    expect(
      generaliseStepsForReaders(['Vada in Servizi → "Chiudi contratto"... no scusi, quello è il recesso.', 'La voce giusta è "Pausa", sempre in Servizi.'], []),
    ).toEqual(['La voce giusta è "Pausa", sempre in Servizi.']);
  });

  it('leaves a step as it was when too little would be left', () => {
    expect(generaliseForReaders('Cliente, grazie.', '')).toBe('Cliente, grazie.');
  });
});

describe('withoutPersonalDetails', () => {
  it('leaves out a car plate after "targa"', () => {
    expect(withoutPersonalDetails('Ho registrato la targa vecchia KL 305 PW e il varco non si apre.')).toBe('Ho registrato la targa vecchia e il varco non si apre.');
    expect(withoutPersonalDetails('La targa: DR771MN risulta di un altro utente.')).toBe('La targa risulta di un altro utente.');
  });

  it('says a person named with a title in general, or leaves the name out after a noun', () => {
    expect(withoutPersonalDetails('La visita della signora Gallo è stata anticipata.')).toBe('La visita della cliente è stata anticipata.');
    expect(withoutPersonalDetails("L'ospite sig. Moretti non trova la prenotazione.")).toBe("L'ospite non trova la prenotazione.");
  });

  it('drops a street address in brackets and says one in the line in general', () => {
    expect(withoutPersonalDetails('Il pacco doveva arrivare al negozio (corso Cavour 14) e non in magazzino.')).toBe('Il pacco doveva arrivare al negozio e non in magazzino.');
    expect(withoutPersonalDetails('Il tecnico è andato in via Solferino 9 invece che al 19.')).toBe("Il tecnico è andato all'indirizzo indicato invece che al 19.");
  });

  it('is applied to the problem the unit shows', () => {
    expect(extractProblem('Ho inserito la targa ZT 118 GH ma il parcheggio non la riconosce.', 'targa')).toBe('Ho inserito la targa ma il parcheggio non la riconosce.');
  });
});

describe('withoutCaseDetailsInSentence: whole numbers', () => {
  it('takes a reading with thousands whole or not at all, never leaving a fragment of it', () => {
    expect(withoutCaseDetailsInSentence('Il contatore è fermo a 52.117, poi riparte.')).toBe('Il contatore è fermo, poi riparte.');
    expect(withoutCaseDetailsInSentence('Ha corretto la lettura a 52.117 copie.')).toBe('Ha corretto la lettura a 52.117 copie.');
  });
});

describe('withoutCaseDetailsInSentence', () => {
  it.each([
    ['Mi avete addebitato la quota due volte il 5 maggio, 19,90 e 19,90.', 'Mi avete addebitato la quota due volte.'],
    ['Alla fine mi chiede una marca da bollo da 2 euro.', 'Alla fine mi chiede una marca da bollo.'],
    ['Sul conto vedo 12,30 euro presi ma la ricarica non risulta.', "Sul conto vedo l'importo preso ma la ricarica non risulta."],
    ['Mi chiedete 25 euro di penale per disdire.', 'Mi chiedete la penale per disdire.'],
    ['La bolletta n. 4471 del 2 aprile riporta un indirizzo sbagliato.', 'La bolletta riporta un indirizzo sbagliato.'],
    ['Il contatore è fermo a 88 da due settimane, i dati non si aggiornano.', 'Il contatore è fermo, i dati non si aggiornano.'],
    ['Ho chiesto il codice 6 volte e arriva dopo 20 secondi già scaduto.', 'Ho chiesto il codice più volte e arriva dopo pochi secondi già scaduto.'],
    ['Il pacco viene lasciato al numero 9 invece che al 19 di via Verdi.', 'Il pacco viene lasciato a un numero civico sbagliato.'],
    ['Quattro nostre colleghe non vedono lo sconto.', 'Alcune nostre colleghe non vedono lo sconto.'],
    ['Lo schermo dice "errore 12 alle 10:30" da stamattina.', 'Lo schermo dice "errore 12 alle 10:30".'],
  ])('%s', (input, expected) => {
    expect(withoutCaseDetailsInSentence(input)).toBe(expected);
  });

  it('marks what a cut would leave broken', () => {
    expect(readsBroken('Sul listino una camicia costa.')).toBe(true);
    expect(readsBroken("L'appuntamento è e il messaggio dice altro.")).toBe(true);
    expect(readsBroken('La fattura non si apre.')).toBe(false);
  });
});

describe('extractProblem without the story around it', () => {
  it('drops what it cost the customer and their hurry, keeps the problem', () => {
    expect(extractProblem('Il lettore legge la tessera ma fa bip rosso. Ci ho messo venti minuti ad entrare, il custode mi ha aperto a mano', 'lettore')).toBe(
      'Il lettore legge la tessera ma fa bip rosso.',
    );
    expect(extractProblem("L'app si blocca appena la apro, non va avanti. Devo prenotare la visita per domani", 'app')).toBe("L'app si blocca appena la apro, non va avanti.");
  });
  it('reads the identifier line as no problem when a sentence says it', () => {
    expect(extractProblem('I pacchi della nostra filiale arrivano sempre alla sede centrale. Matricola 7781-ZZ-0042.', 'pacchi')).toBe(
      'I pacchi della nostra filiale arrivano sempre alla sede centrale.',
    );
  });
});

describe("generaliseForReaders: one customer's example and an unseen referent", () => {
  it("drops an aside that gives one customer's value as an example", () => {
    expect(generaliseForReaders('Scelga il comune dai suggerimenti (per esempio "c.so Italia 4" scritto per intero) e salvi.', '')).toBe(
      'Scelga il comune dai suggerimenti e salvi.',
    );
    expect(generaliseForReaders('In Profilo > Zona scelga Torino (a Torino il lavaggio del tappeto costa 24 euro).', '')).toBe('In Profilo > Zona scelga Torino.');
    expect(generaliseForReaders('Copi il nome come appare sulla ricevuta (nel modulo "Bianchi 77").', 'ho scritto Bianchi 77 nel campo')).toBe(
      'Copi il nome come appare sulla ricevuta.',
    );
  });

  it('keeps a bare price and a label in brackets', () => {
    expect(generaliseForReaders('Sul ritiro si applica il supplemento urgenza (4,50 euro).', '')).toBe('Sul ritiro si applica il supplemento urgenza (4,50 euro).');
    expect(generaliseForReaders('Tocchi Svuota cache (non "Elimina account").', '')).toBe('Tocchi Svuota cache (non "Elimina account").');
  });

  it('names the error the agent points at, by its code when the customer gave one', () => {
    expect(generaliseForReaders('Il codice vuol dire che la firma digitale è scaduta.', 'Mi compare FIR-221 quando invio.')).toBe(
      "L'errore FIR-221 indica che la firma digitale è scaduta.",
    );
    expect(generaliseForReaders('Quel messaggio indica che la firma digitale è scaduta.', 'Non riesco a inviare.')).toBe("L'errore indica che la firma digitale è scaduta.");
  });
});

