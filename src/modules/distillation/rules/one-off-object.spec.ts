import { oneOffReason } from './one-off-reason';
import { oneOffSteps } from './one-off-solution';

// Sentences written for these specs (a library, a gym, a school canteen, a gas meter): none comes from the reference sets.

const WHY = ': il cliente non può farlo da sé.';

describe('one-off reason: a vague action gives way to the specific one', () => {
  it.each([
    ["il secondo abbonamento era un doppione: è stato sistemato da parte nostra, l'abbiamo chiuso e la quota tornerà sulla carta.", 'Un operatore ha chiuso il secondo abbonamento'],
    ['È stato risolto da parte nostra: le abbiamo stornato la quota con bonifico, la vedrà in due giorni.', "Un operatore ha stornato la quota con bonifico"],
  ])('%s', (sentence, what) => {
    expect(oneOffReason(sentence)).toBe(`${what}${WHY}`);
  });

  it('keeps the vague action when nothing more specific is said', () => {
    expect(oneOffReason('Abbiamo sistemato la scheda del socio.')).toBe(`Un operatore ha sistemato la scheda del socio${WHY}`);
  });
});

describe('one-off reason: an object pronoun gets back its noun', () => {
  it.each([
    // the subject of the sentence before, agreeing with the participle
    ['la tessera era ferma in attesa del modulo firmato.', "L'abbiamo riattivata manualmente noi: da oggi può prendere libri.", 'Un operatore ha riattivato la tessera manualmente'],
    ["Buongiorno, l'iscrizione di settembre non era stata registrata nel sistema.", "Gliel'ho registrata io e ho mandato la ricevuta alla segreteria.", "Un operatore ha registrato l'iscrizione e ha mandato la ricevuta alla segreteria"],
    // the nearest noun phrase that agrees: "il corso" is masculine, "le quote" feminine plural
    ['Il corso era attivo ma le quote del trimestre non risultavano pagate.', 'Le ho abbinate io dal gestionale: ora il corso è pagato.', 'Un operatore ha abbinato le quote del trimestre dal gestionale'],
    // a note's bare noun gets its article from the participle; its number goes
    ['Lettura 4471 bloccata in coda dalla notte.', 'Sbloccata a mano dalla console e inviata al distributore.', 'Un operatore ha sbloccato la lettura a mano dalla console e inviato al distributore'],
    // "provvedo a collegarlo": the provision goes, the verb takes the noun
    ['Il badge di suo figlio era stato creato in sede come badge autonomo.', 'Provvedo subito a collegarlo al suo account: fatto.', 'Un operatore ha collegato il badge del figlio all\'account'],
  ])('%s %s', (before, sentence, what) => {
    expect(oneOffReason(sentence, before)).toBe(`${what}${WHY}`);
  });

  it('leaves the pronoun when no noun before agrees', () => {
    expect(oneOffReason("L'abbiamo riattivata manualmente noi.", 'il badge era fermo da ieri.')).toBe(`Un operatore l'ha riattivata manualmente${WHY}`);
  });
});

describe('one-off steps: one operator step, the specific one', () => {
  it('drops the vague step told before the real action', () => {
    const sentence = "il secondo abbonamento era un doppione: è stato sistemato da parte nostra, l'abbiamo chiuso e la quota tornerà sulla carta.";
    expect(oneOffSteps(sentence, ['Il secondo abbonamento era un doppione: è stato sistemato da parte nostra, l\'abbiamo chiuso e la quota tornerà sulla carta.', 'Resta valido solo il primo.'], sentence)).toEqual([
      'Un operatore ha chiuso il secondo abbonamento.',
      'La quota tornerà sulla carta.',
      'Resta valido solo il primo.',
    ]);
  });

  it('names the noun of a pronoun in a later step from the two sentences before it', () => {
    const context = 'La prenotazione della sala risultava doppia. Ho corretto io il calendario della palestra. L\'ho annullata io dal pannello: resta valida quella delle 18.';
    expect(oneOffSteps('Ho corretto io il calendario della palestra.', ['Ho corretto io il calendario della palestra.', "L'ho annullata io dal pannello: resta valida quella delle 18."], context)).toEqual([
      'Un operatore ha corretto il calendario della palestra.',
      'Un operatore ha annullato la prenotazione della sala dal pannello.',
      'Resta valida quella delle 18.',
    ]);
  });
});

describe('one-off reason: the noun is a whole word', () => {
  it('does not read an article inside a word ("log le firme" is not "lo g…")', () => {
    expect(oneOffReason('Le ho ripristinate io dal pannello.', 'Dai nostri log le quote di ieri risultano perse.')).toBe(`Un operatore ha ripristinato le quote dal pannello${WHY}`);
  });
  it("a note's noun stops at the participle that agrees, not at an earlier word that looks like one", () => {
    expect(oneOffReason('Reinviati a mano dalla console.', 'Permessi del pacchetto non propagati alla tessera.')).toBe(`Un operatore ha reinviato i permessi del pacchetto a mano dalla console${WHY}`);
  });
});
