import { answerFaults } from './answer-faults';

const unit = { unit_id: 4, title: '', problem: '', solution: '1. Verifichi il cavo.', applicability: '', is_one_off: false };

describe('answerFaults', () => {
  it('flags what the demo showed before (issue 13): "1. 1.", stories, broken applicability, one customer\'s details', () => {
    expect(answerFaults('Ecco i passi indicati:\n1. 1.\n2. Verifichi il cavo [KU-4].', unit)).toEqual(['double_numbering']);
    expect(answerFaults("C'è una scheda: «Stanotte c'è stato un blackout in tutta la via» [KU-4].", unit)).toEqual(['story_heading']);
    expect(answerFaults('Attenzione: questa soluzione vale per si tratta di un problema noto [KU-4].', unit)).toEqual(['broken_applicability']);
    expect(answerFaults('La fattura (€ 29,00 + IVA) dello scontrino n. 0044-0131 del 4 agosto [KU-4].', unit).sort()).toEqual(['amount', 'date', 'document_number']);
    expect(answerFaults('Scriva a [EMAIL] [KU-4].', unit)).toEqual(['placeholder']);
  });

  it('flags a single numbered step, a placeholder-only step, and a one-off unit answered with its steps', () => {
    expect(answerFaults('Ecco cosa indica:\n1. Verifichi il cavo [KU-4].', unit)).toEqual(['single_step_numbered']);
    expect(answerFaults('Ecco i passi:\n1. Riavvii.\n2. [TELEFONO] [KU-4].', unit)).toEqual(['placeholder', 'placeholder_step']);
    const oneOff = { ...unit, is_one_off: true, solution: '1. Abbiamo sbloccato manualmente il suo account lato server.' };
    expect(answerFaults('Ecco cosa fare: Abbiamo sbloccato manualmente il suo account lato server [KU-4].', oneOff)).toEqual(['one_off_steps', 'one_off_without_operator']);
  });

  it('passes an answer that reads well', () => {
    const good = "Nella nostra base di conoscenza c'è una scheda per questo problema: «Errore 0x1F della stampante» [KU-4].\n\nEcco cosa fare:\nVerifichi il cavo [KU-4].";
    expect(answerFaults(good, unit)).toEqual([]);
  });
});
