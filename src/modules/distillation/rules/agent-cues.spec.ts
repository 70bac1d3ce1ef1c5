import { extractCause, withoutHedge } from './agent-cues';

// Wordings written for these specs, not taken from any reference set.
describe('extractCause: the cause says what is wrong, as a fact', () => {
  it('a cause that only names its subject gives way to the next sentence, which says what about it', () => {
    const body =
      'Il motivo è quasi sempre la tessera. Probabilmente la tessera è stata registrata con il vecchio codice cliente, e così non viene riconosciuta alla cassa. La registri di nuovo da Profilo > Tessere.';
    expect(extractCause([body])).toBe('La tessera è stata registrata con il vecchio codice cliente, e così non viene riconosciuta alla cassa.');
  });

  it('keeps the short cause when the next sentence is an instruction or speaks of something else', () => {
    expect(extractCause(['La causa è quasi sempre il router di casa. Lo spenga per un minuto e lo riaccenda.'])).toBe('La causa è quasi sempre il router di casa.');
    expect(extractCause(['La causa è quasi sempre il router di casa. Il tecnico passerà in settimana per la verifica.'])).toBe(
      'La causa è quasi sempre il router di casa.',
    );
  });

  it("with no cue, the agent's guess is the cause, without the hedge", () => {
    expect(extractCause(['Forse il filtro della posta ha spostato il messaggio tra gli indesiderati. Controlli la cartella Spam.'])).toBe(
      'Il filtro della posta ha spostato il messaggio tra gli indesiderati.',
    );
  });

  it('withoutHedge drops a leading "probabilmente" only', () => {
    expect(withoutHedge("Molto probabilmente, l'abbonamento è scaduto.")).toBe("L'abbonamento è scaduto.");
    expect(withoutHedge("L'abbonamento è probabilmente scaduto.")).toBe("L'abbonamento è probabilmente scaduto.");
  });
});
