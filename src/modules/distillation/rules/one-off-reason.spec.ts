import { provisionDoneIn, agentActions } from './agent-action';
import { concessionCues } from './agent-cues';
import { GENERIC_ONE_OFF_REASON, oneOffReason } from './one-off-reason';

// Sentences written for these specs (a library card, a gym, a gas meter, a school canteen): none
// comes from the reference sets.

const WHY = ': il cliente non può farlo da sé.';

describe('oneOffReason: what an operator did, in the third person, and why', () => {
  it.each([
    // first-person perfect, emphatic subject, what follows for the customer dropped
    ['Ho riallineato io la lettura del contatore dal gestionale: spenga e riaccenda il display.', "Un operatore ha riallineato la lettura del contatore dal gestionale"],
    // dative clitic dropped, possessive rebuilt with its article
    ['Buongiorno Carla, le ho rinnovato manualmente il prestito sul suo tesserino, mi faccia sapere.', 'Un operatore ha rinnovato manualmente il prestito sul tesserino'],
    // object clitic kept with its agreement
    ["L'ho ricalcolata io dal nostro pannello, da domani vedrà l'importo giusto.", "Un operatore l'ha ricalcolata dal pannello"],
    ['Le ho riattivate noi tutte e due dal sistema della mensa.', 'Un operatore le ha riattivate tutte e due dal sistema della mensa'],
    // fronted object put back after the verb, participle made masculine
    ["La quota di marzo l'abbiamo riassegnata noi al corso serale.", 'Un operatore ha riassegnato la quota al corso serale'],
    // reflexive and "ci ho pensato io" followed by the new state
    ['Mi sono occupata io di ricollegare il badge alla palestra di via Verdi.', 'Un operatore si è occupato di ricollegare il badge alla palestra di via Verdi'],
    ['Ci ho pensato io: la tessera è di nuovo attiva nella sede centrale.', "Dopo l'intervento di un operatore, la tessera è di nuovo attiva nella sede centrale"],
    // "essere" perfect and a modal
    ['Siamo intervenuti sul misuratore da remoto, ora riprovi.', 'Un operatore è intervenuto sul misuratore da remoto'],
    ['Da qui ho potuto sbloccare il tornello della sede.', 'Un operatore ha sbloccato il tornello della sede'],
    // a note's bare participle, with and without its object; the coordinated note goes
    ['Riallineata a mano la matricola nel CRM, avvisata la segreteria.', 'Un operatore ha riallineato a mano la matricola nel CRM'],
    ['Sbloccati a mano dalla console dei prestiti.', 'Un operatore li ha sbloccati a mano dalla console dei prestiti'],
    // passive: subject kept, "da un operatore" as its agent
    ['La sua iscrizione è stata spostata da me sul turno del martedì.', "L'iscrizione è stata spostata da un operatore sul turno del martedì"],
    ['Il badge è stato riattivato manualmente, può entrare.', 'Il badge è stato riattivato manualmente da un operatore'],
    // the result of our intervention
    ['La lettura risulta ora giusta dopo il mio intervento.', "La lettura risulta ora giusta dopo l'intervento di un operatore"],
    ['Adesso il tesserino è abbinato alla biblioteca di quartiere: lo trova nel profilo.', "Dopo l'intervento di un operatore, il tesserino è abbinato alla biblioteca di quartiere"],
    // a present provision done in the message
    ['Provvedo subito a ricollegare la tessera: fatto.', 'Un operatore ha provveduto a ricollegare la tessera'],
    // a coordinated first person, a time and an abbreviation with a name
    ["Ho spostato io la lezione della sig.ra Bianchi alle 18:30 e le ho mandato la conferma.", 'Un operatore ha spostato la lezione e ha mandato la conferma'],
  ])('%s', (sentence, what) => {
    expect(oneOffReason(sentence)).toBe(`${what}${WHY}`);
  });

  it.each([
    ['Grazie della pazienza, a presto!'],
    ['Riavvii il modem e mi faccia sapere.'],
    [''],
  ])('%s → the generic reason, never the agent\'s own words', (sentence) => {
    expect(oneOffReason(sentence)).toBe(GENERIC_ONE_OFF_REASON);
  });

  it("leaves out the day, time, amount and address of this customer's case", () => {
    expect(oneOffReason('Ho spostato io la visita a martedì 9 alle 11:30 con lo stesso dentista: la trova confermata.')).toBe(
      'Un operatore ha spostato la visita con lo stesso dentista: il cliente non può farlo da sé.',
    );
    expect(oneOffReason("Le ho stornato io i 18,20 euro presi due volte.")).toBe("Un operatore ha stornato l'importo preso due volte: il cliente non può farlo da sé.");
    expect(oneOffReason("Ho corretto io l'indirizzo in via Verdi 21 sulla spedizione.")).toBe("Un operatore ha corretto l'indirizzo sulla spedizione: il cliente non può farlo da sé.");
  });

  it('never leaves a first person and stays within 200 characters', () => {
    const long =
      'Ho ricostruito io dal gestionale della biblioteca lo storico completo dei prestiti degli ultimi tre anni del tesserino, compresi quelli delle sedi distaccate, delle sale studio, dei laboratori e del fondo antico della città';
    const reason = oneOffReason(long);
    expect(reason.length).toBeLessThanOrEqual(200);
    expect(reason).toMatch(/^Un operatore ha ricostruito/u);
    expect(reason).not.toMatch(/(?<![\p{L}])(?:ho|io|noi|abbiamo)(?![\p{L}])/u);
    expect(reason.endsWith(WHY)).toBe(true);
  });
});

describe('one-off detection: forms and classes', () => {
  it('a manual sign of another participle is not ours: "è stato salvato scritto a mano"', () => {
    const passive = agentActions('Il codice è stato registrato scritto a mano e il lettore non lo accetta.').find((a) => a.passive);
    expect(passive?.backOffice ?? null).toBeNull();
    expect(agentActions('Il codice è stato registrato a mano sulla tessera.').find((a) => a.passive)?.backOffice).toBe('a mano');
  });

  it('a present provision is an action only when done in the message', () => {
    expect(provisionDoneIn('Procedo a riallineare il contatore: fatto.')?.participle).toBe('riallineare');
    expect(provisionDoneIn('Procedo a riallineare il contatore entro domani.')).toBeNull();
  });

  it('cancelling what the customer asked to stop is no repair', () => {
    expect(agentActions('Ho disdetto io la prova gratuita della palestra.').every((a) => a.kind !== 'fix')).toBe(true);
    expect(agentActions('Ho annullato io la prenotazione doppia.').some((a) => a.kind === 'fix')).toBe(true);
  });

  it('giving back a duplicate charge is a correction, not a concession', () => {
    expect(concessionCues(['La seconda quota era un doppione: le ho riaccreditato i 20 euro sulla carta.'])).toHaveLength(0);
    expect(concessionCues(['Come gesto di cortesia le ho riaccreditato i 20 euro sulla carta.'])).not.toHaveLength(0);
  });
});
