import { GENERIC_OPERATOR_STEP, oneOffSteps } from './one-off-solution';

// Sentences written for these specs (a library, a gym, a school canteen): none comes from the reference sets.

describe('oneOffSteps: what the operator did first, then what the customer does', () => {
  it('puts the operator step before the self-help tail of the same sentence', () => {
    expect(oneOffSteps('Ho riattivato io la tessera dal gestionale.', ['Ho riattivato io la tessera dal gestionale: ora può prendere in prestito.'])).toEqual([
      'Un operatore ha riattivato la tessera dal gestionale.',
      'Ora può prendere in prestito.',
    ]);
  });
  it('turns a bare "fatto" into the operator step a note told', () => {
    expect(oneOffSteps('Sbloccato il badge dalla console della palestra.', ['Fatto, riprova ora'])).toEqual([
      'Un operatore ha sbloccato il badge dalla console della palestra.',
      'Riprova ora.',
    ]);
  });
  it('keeps a prerequisite before the action and drops the explanation', () => {
    expect(
      oneOffSteps('Ho abbinato io il pagamento alla mensa dal gestionale.', [
        'Ci mandi la ricevuta del bonifico.',
        'Il pagamento non riportava la causale.',
        'Ho abbinato io il pagamento alla mensa dal gestionale: da domani il pasto risulta prenotato.',
      ]),
    ).toEqual(['Ci mandi la ricevuta del bonifico.', 'Un operatore ha abbinato il pagamento alla mensa dal gestionale.', 'Da domani il pasto risulta prenotato.']);
  });
  it('leads with the operator when no step tells the action', () => {
    expect(oneOffSteps('Rinnovato a mano il prestito nel sistema della biblioteca.', ['Chiuda e riapra l\'app.'])).toEqual([
      'Un operatore ha rinnovato a mano il prestito nel sistema della biblioteca.',
      "Chiuda e riapra l'app.",
    ]);
  });
  it('falls back to a generic operator step', () => {
    expect(oneOffSteps('Grazie per la pazienza.', ['Riapra la pagina.'])[0]).toBe(GENERIC_OPERATOR_STEP);
  });
});

import { oneOffEvidence } from './agent-cues';
import { classifyReply } from './replies';

describe('the flags around a one-off, by form', () => {
  it('reads the informal imperative of giving up as a failed reply', () => {
    expect(classifyReply('lascia perdere, vado in segreteria di persona')).toBe('negative');
  });
  it('does not let a step for next time cancel a fix done for this case', () => {
    const body = 'Le abbiamo ricalcolato le quote di aprile con la tariffa ridotta. Per i prossimi mesi carichi l\'ISEE in Profilo > Documenti.';
    expect(oneOffEvidence([body]).map((e) => e.cue)).toEqual(['ricalcolato']);
  });
});
