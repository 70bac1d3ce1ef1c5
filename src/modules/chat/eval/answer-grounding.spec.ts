import { answerGrounding, answerSentences } from './answer-grounding';

const unit = {
  title: 'Password dimenticata',
  problem: "Non riesco ad accedere perché ho dimenticato la password dell'account.",
  solution: '1. Nella pagina di accesso scelga «Password dimenticata».\n2. Apra il link ricevuto per e-mail entro 24 ore e scelga una nuova password.',
  applicability: "Vale per gli account creati dall'app.",
};

describe('answerGrounding: an answer says only what its units say', () => {
  it('a rephrased answer from the unit is grounded', () => {
    const answer = 'Nella pagina di accesso scelga «Password dimenticata» [KU-3]. Poi apra il link che riceve per e-mail entro 24 ore e scelga una nuova password [KU-3]. Vale per gli account creati dall’app.';
    expect(answerGrounding(answer, [unit])).toEqual({ faults: [], added: [], invented: [] });
  });

  it('a step the unit does not contain is an added step', () => {
    const answer = 'Scelga «Password dimenticata» nella pagina di accesso [KU-3].\n2. Svuoti la cache del browser e riavvii il computer prima di riprovare [KU-3].';
    const report = answerGrounding(answer, [unit]);
    expect(report.faults).toEqual(['added_step']);
    expect(report.added).toEqual(['Svuoti la cache del browser e riavvii il computer prima di riprovare']);
  });

  it('a price, a phone number or a link the unit does not give is an invented detail; the unit’s own numbers are not', () => {
    expect(answerGrounding('Apra il link ricevuto per e-mail entro 48 ore [KU-3].', [unit])).toMatchObject({ faults: ['invented_detail'], invented: ['48'] });
    expect(answerGrounding('Se non arriva chiami lo 080 5723 491 o visiti www.esempio.it [KU-3].', [unit]).invented).toEqual(['0805723491', 'www.esempio.it']);
    expect(answerGrounding('Apra il link ricevuto per e-mail entro 24 ore [KU-3].', [unit]).faults).toEqual([]);
    const withLink = { ...unit, solution: 'Compili il modulo su www.esempio.it.' };
    expect(answerGrounding('Compili il modulo su www.esempio.it, nella sezione moduli [KU-3].', [withLink]).invented).toEqual([]);
  });

  it('list numbers are no details; the customer’s own words are no additions', () => {
    const answer = 'Per il suo account aziendale Rossi:\n1. Scelga «Password dimenticata» [KU-3].\n2. Apra il link ricevuto per e-mail [KU-3].\n3. Scelga una nuova password.';
    expect(answerGrounding(answer, [unit], 'ho perso la password del mio account aziendale Rossi').faults).toEqual([]);
    expect(answerGrounding('Per il Suo account aziendale Rossi del reparto vendite centrale serve un rinnovo.', [unit]).faults).toEqual(['added_step']);
  });

  it('a lead-in and a plain "I do not know that" are no added steps', () => {
    expect(answerGrounding('Dipende dal tipo di richiesta che vuole presentare oggi:\n1. Scelga «Password dimenticata» [KU-3].', [unit]).faults).toEqual([]);
    expect(answerGrounding('Sul costo del servizio aggiuntivo premium non dispongo di informazioni.', [unit]).faults).toEqual([]);
    expect(answerGrounding('Le informazioni a mia disposizione non indicano il costo del servizio premium.', [unit]).faults).toEqual([]);
    expect(answerGrounding('Il servizio premium costa poco e si attiva dal negozio online.', [unit]).faults).toEqual(['added_step']);
  });

  it('splits steps and sentences, without citations or numbering', () => {
    expect(answerSentences('Faccia così:\n1. Apra il menu [KU-1].\n2. Scelga Esporta. Poi confermi [KU-2].')).toEqual(['Faccia così:', 'Apra il menu', 'Scelga Esporta', 'Poi confermi']);
  });
});
