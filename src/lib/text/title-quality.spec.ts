import { caseDetails, titleEdits, withoutShoutedWords } from './title-quality';

describe('titleEdits', () => {
  it('is 0 for a line that states a problem', () => {
    expect(titleEdits('La fattura elettronica non viene inviata al cliente')).toBe(0);
    expect(titleEdits('La stampante dice "Errore 0x2A – carta inceppata"')).toBe(0);
    expect(titleEdits('Il lettore mostra il codice E42 e non apre')).toBe(0);
  });

  it('counts what a reviewer would have to edit', () => {
    expect(titleEdits('La ricarica delle 21 è sempre FALLITA')).toBe(2);
    expect(titleEdits('"Pagamento non autorizzato, riprovare')).toBe(2);
    expect(titleEdits('Ho premuto tre volte il tasto e risultano tre ordini')).toBe(1);
    expect(titleEdits('Mi sono trasferito e il bollettino va al vecchio indirizzo')).toBe(1);
    expect(titleEdits('Il conto non torna dopo il rimborso di…')).toBe(2);
    expect(titleEdits('Ricarica')).toBe(1);
    expect(titleEdits('La quota la calcola ancora doppia')).toBe(1);
  });

  it('leaves acronyms, codes and numbers that name a thing alone', () => {
    expect(titleEdits('Errore J-30 dal cassetto 2 ogni mattina')).toBe(0);
    expect(titleEdits('Il cassetto 2 si inceppa con la carta da 80 grammi')).toBe(1);
    expect(titleEdits('Il bonus non arriva da 3 settimane')).toBe(1);
    expect(titleEdits('Il PIN della SIM non viene accettato')).toBe(0);
    expect(titleEdits('Accesso con SPID bloccato dopo il codice OTP')).toBe(0);
  });
});

describe('withoutShoutedWords', () => {
  it('lowers shouted words outside quotes and keeps acronyms', () => {
    expect(withoutShoutedWords('La lezione è sempre PIENA e NON trovo posto')).toBe('La lezione è sempre piena e non trovo posto');
    expect(withoutShoutedWords('Risultano DUE addebiti sul conto IBAN')).toBe('Risultano due addebiti sul conto IBAN');
    expect(withoutShoutedWords('Il modulo TARI dice "DATI MANCANTI"')).toBe('Il modulo TARI dice "DATI MANCANTI"');
  });
});

describe('caseDetails', () => {
  it('is 0 for a line in general words', () => {
    expect(caseDetails('La bolletta del gas non si scarica')).toBe(0);
    expect(caseDetails('Il lettore mostra "Tessera non abilitata"')).toBe(0);
    expect(caseDetails('Accesso bloccato dopo il cambio di telefono')).toBe(0);
  });

  it('counts what belongs to one customer\'s story', () => {
    expect(caseDetails('La scheda di Pallino non si apre')).toBe(1); // a name inside the line
    expect(caseDetails('La sbarra resta chiusa tutte le sere')).toBe(1); // the hour of one case
    expect(caseDetails('La corsa Parma-Lodi non compare')).toBe(1); // two towns of one trip
    expect(caseDetails('Il conto di mia suocera è vuoto')).toBe(1); // kin
    expect(caseDetails('Il modulo è stato compilato per lui')).toBe(1); // a pronoun for someone named before
    expect(caseDetails('Quando apro la bolletta compare "File non valido"')).toBe(1); // the moment
    expect(caseDetails('Lo premo e compare "Sessione scaduta"')).toBe(1); // pointing back
    expect(caseDetails('Mi hanno fatto pagare solo dopo aver mostrato la tessera')).toBe(1); // a consequence done to the writer
    expect(caseDetails('Pagamento rifiutato, guardate la foto')).toBe(1); // pointing at a screen
    expect(caseDetails('La tessera risulta sospesa da quasi due settimane')).toBe(1); // how long
    expect(caseDetails('Temo che il modulo sia andato perso')).toBe(1); // a fear, not the problem
    expect(caseDetails('Il contratto 99812345 non compare')).toBe(1); // an identifier
    expect(caseDetails('Bonifico resp. – contr. luce')).toBe(1); // the writer's shorthand
    expect(caseDetails('Il sito non me lo fa aggiungere')).toBe(1); // an object said before
    expect(caseDetails('Sconto Junior 18 non applicato')).toBe(0); // an offer's name, not a person's
  });
});
