import { withoutCauseStep } from './steps';

// Wordings written for these specs, not taken from any reference set.
describe('withoutCauseStep: the cause is not step 1 again', () => {
  it('drops step 1 when it is the cause said with a hedge or an aside', () => {
    const cause = 'La tessera è stata registrata con il vecchio codice cliente.';
    const step = 'Probabilmente la tessera è stata registrata (come capita spesso) con il vecchio codice cliente.';
    expect(withoutCauseStep([step, 'La registri di nuovo da Profilo > Tessere.'], cause)).toEqual(['La registri di nuovo da Profilo > Tessere.']);
  });

  it('keeps an instruction, and a step that only shares the start of a short cause', () => {
    const cause = 'Il router è spento.';
    expect(withoutCauseStep(['Il router è spento da ieri sera in tutta la zona di Novara.', 'Attenda il ripristino.'], cause)).toHaveLength(2);
    expect(withoutCauseStep(['Riavvii il router.', 'Attenda un minuto.'], 'Riavvii il router.')).toHaveLength(2);
  });
});
