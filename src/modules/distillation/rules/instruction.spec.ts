import { isInstruction } from './instruction';

// Sentences written for these specs (a bank app, a school register, a car-sharing service): none
// comes from the reference sets.

describe('isInstruction: orders in forms beyond the imperative', () => {
  it.each([
    // The formal indicative that says where a control is.
    'Nella sezione «Documenti» trova il tasto «Esporta» in fondo alla pagina.',
    'Aprendo la pagella del primo quadrimestre vede il link "Scarica PDF" in alto.',
    'Lo trova sotto Profilo, alla voce Sicurezza.',
    // A modal with an adverb or a reflexive verb, for someone the customer speaks for.
    'Sua figlia può comunque iscriversi dalla pagina del corso.',
    'Il titolare può però abilitarsi da solo con lo SPID.',
    // English imperatives in an Italian product.
    'Then use the «Prenota» button on the car page.',
    'Please open the app and tap "Chiudi noleggio".',
    'Try to log in again after midnight.',
  ])('%s', (s) => expect(isInstruction(s)).toBe(true));

  it.each([
    // A state found or seen, not a control to use.
    'Ora vede la rata come pagata.',
    'Nella bolletta di maggio trova il conguaglio dei consumi.',
    // A condition, or a negation.
    'Se non trova il tasto «Esporta», la pratica è ancora in lavorazione.',
    'Non vede il pulsante perché la pratica è ancora aperta.',
    // English that is no order.
    'The car was booked by another user.',
  ])('not an instruction: %s', (s) => expect(isInstruction(s)).toBe(false));
});
