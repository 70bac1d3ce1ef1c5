import { oneOffSteps } from './one-off-solution';
import { oneOffReason } from './one-off-reason';

// Sentences written for these specs (a gym, a parking service, a photo-printing shop): none comes
// from the reference sets. Each form was found in two sets or more by different writers.

const WHY = ': il cliente non può farlo da sé.';

describe('oneOffReason: forms the reviewer had to edit', () => {
  it.each([
    // "appena" before a participle is an adverb, not "as soon as": the coordinated action stays
    ["Ho corretto io la targa dal nostro pannello e le ho appena rinviato la ricevuta.", '', 'Un operatore ha corretto la targa dal pannello e ha rinviato la ricevuta'],
    // what a redaction left dangling goes word by word
    ['Ho aggiornato io il numero sul suo abbonamento con il [PHONE]: da domani gli avvisi arrivano lì.', '', "Un operatore ha aggiornato il numero sull'abbonamento"],
    // a passive that tells what happened gives way to the first-person fix after it
    ["Ho controllato: la prenotazione è stata fatta con un'altra mail, quindi l'ho collegata io al suo profilo dal gestionale.", '', "Un operatore ha collegato la prenotazione al profilo dal gestionale"],
    // the pronoun's noun is the object of the agent's perfect before it
    ["Ho ritrovato il suo pacchetto di lezioni con la data d'acquisto e l'ho associato io al suo account.", '', "Un operatore ha associato il pacchetto di lezioni all'account"],
    // … or the subject of "si può", with this customer's reference out of the way
    ['Per il suo ordine l\'ho emessa io dal nostro gestionale.', 'La ricevuta n. 4471 si può chiedere solo alla cassa.', 'Un operatore ha emesso la ricevuta dal gestionale'],
    // … or a subject with an apposition
    ["L'ho scollegato io dal nostro portale.", 'Il vecchio badge, quello smarrito, risultava ancora attivo.', 'Un operatore ha scollegato il vecchio badge dal portale'],
    // a note's participle: its noun is in the clause before the colon; a bracket the cut left open goes
    ['La fusione dei profili non è disponibile dall\'app: eseguita dal pannello (profilo unico, storico tenuto).', '', 'Un operatore ha eseguito la fusione dei profili dal pannello'],
    // whose thing it was, by name, and a code with slashes are this customer's case
    ['Ho corretto io la scadenza nella scheda di Bruno dal gestionale.', '', 'Un operatore ha corretto la scadenza nella scheda dal gestionale'],
    ['Ho spostato io la prenotazione 2025/PK/0042 sul campo giusto dal gestionale.', '', 'Un operatore ha spostato la prenotazione sul campo giusto dal gestionale'],
  ])('%s', (sentence, before, what) => expect(oneOffReason(sentence, before)).toBe(`${what}${WHY}`));
});

describe('oneOffSteps: a passive that only tells what happened is no operator step', () => {
  it('the cause told as a passive stays out of the steps', () => {
    const steps = oneOffSteps('Ho corretto io la taglia nel suo ordine dal gestionale.', ['In negozio la taglia è stata registrata sbagliata.', 'Ho corretto io la taglia nel suo ordine dal gestionale.', 'Non deve fare altro.']);
    expect(steps).toEqual(["Un operatore ha corretto la taglia nell'ordine dal gestionale.", 'Non deve fare altro.']);
  });
});
