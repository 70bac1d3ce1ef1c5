import { isSideQuestion, otherMatters, withoutOtherQuestionSteps } from './other-question';
import { isDiagnosticRequest } from './agent-action';

describe('two problems in one ticket', () => {
  it('reads a reply that opens another question, not an obstacle to the step', () => {
    expect(isSideQuestion("E se chiudo l'abbonamento perdo lo sconto fedeltà? Ne ho due anni.")).toBe(true);
    expect(isSideQuestion("Ok grazie. Un'altra cosa: la fattura di marzo dove la scarico?")).toBe(true);
    expect(isSideQuestion('E se nel menù non compare la voce, dove la cerco?')).toBe(false);
    expect(isSideQuestion('Fatto ma non va ancora.')).toBe(false);
  });

  it('drops the steps that answer the second matter of the first message', () => {
    const first = 'Due cose: 1) il bonifico non risulta pagato sul portale; 2) nel sito non trovo più il modulo della disdetta in PDF.';
    const problem = 'Il bonifico non risulta pagato sul portale.';
    const others = otherMatters(first, problem);
    const steps = ['Il bonifico va segnalato da Pagamenti > «Segnala bonifico» con il CRO.', 'Il modulo della disdetta in PDF ora è in Documenti > Moduli.'];
    expect(withoutOtherQuestionSteps(steps, problem, others)).toEqual([steps[0]]);
  });

  it('keeps every step when the message brings one matter only', () => {
    expect(otherMatters('Il bonifico non risulta pagato e il modulo non si apre.', 'Il bonifico non risulta pagato.')).toEqual([]);
  });

  it('reads a request for a log as no step of the fix', () => {
    expect(isDiagnosticRequest('Per capire cosa succede mi serve il registro: lo invii da Impostazioni > Diagnostica.')).toBe(true);
    expect(isDiagnosticRequest('Disattivi il risparmio energetico da Impostazioni > Batteria.')).toBe(false);
  });
});
