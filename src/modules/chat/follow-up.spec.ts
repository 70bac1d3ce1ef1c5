import { isFollowUp, isRejection, planSearch } from './follow-up';

describe('follow-up detection', () => {
  it('takes short messages that lean on the previous one for follow-ups (Italian and English)', () => {
    for (const text of ['e se non funziona ancora?', 'e su Android?', 'E con l’iPhone?', 'ma sul tablet?', 'invece per le note di credito?', 'non funziona ancora', 'e adesso?', 'what about iOS?', 'and on Android?', 'still not working']) {
      expect([text, isFollowUp(text)]).toEqual([text, true]);
    }
  });

  it('leaves questions that stand on their own alone, whatever they start with', () => {
    for (const text of [
      'Ho perso le credenziali e non riesco più a fare login, cosa devo fare?',
      'E-4021 sul tablet nuovo',
      'stampante fiscale offline',
      'e la stampante fiscale non stampa più gli scontrini dopo il cambio del modem, cosa faccio?',
      'How do I export my invoices to my accountant?',
    ]) {
      expect([text, isFollowUp(text)]).toEqual([text, false]);
    }
  });

  it('recognises a rejection of the answer, and not a question that happens to contain "non"', () => {
    for (const text of ['non è questo', 'Non è quello che cercavo', 'no, non c’entra', 'risposta sbagliata', 'non mi serve.', 'non è il mio problema', "that's not it", 'This is not what I asked', 'wrong answer']) {
      expect([text, isRejection(text)]).toEqual([text, true]);
    }
    for (const text of ['non funziona ancora', 'Non serve la fattura elettronica per i privati?', 'non riesco a entrare', 'it does not work']) {
      expect([text, isRejection(text)]).toEqual([text, false]);
    }
  });
});

describe('planSearch', () => {
  const question = 'Ho perso le credenziali e non riesco più a fare login';

  it('searches a first message, or a new question, as it is', () => {
    expect(planSearch(question, [])).toEqual({ kind: 'new', query: question, exclude: [], given: [] });
    expect(planSearch('La stampante non stampa gli scontrini fiscali', [{ text: question, cited: [3] }])).toEqual({
      kind: 'new',
      query: 'La stampante non stampa gli scontrini fiscali',
      exclude: [],
      given: [],
    });
  });

  it('searches a follow-up with the question that started the thread (not with every follow-up before it), without what the thread already cited', () => {
    expect(planSearch('e su Android?', [{ text: question, cited: [3] }])).toEqual({ kind: 'follow_up', query: `${question} e su Android?`, exclude: [3], given: [3] });
    const earlier = [
      { text: question, cited: [3] },
      { text: 'e su Android?', cited: [8] },
    ];
    expect(planSearch('e su iOS?', earlier)).toEqual({ kind: 'follow_up', query: `${question} e su iOS?`, exclude: [3, 8], given: [3, 8] });
    // After a reply that cited nothing (a suggestion, a decline) nothing is left out.
    expect(planSearch('e se non funziona neanche così?', [{ text: question, cited: [] }])).toMatchObject({ kind: 'follow_up', exclude: [], given: [] });
  });

  it('re-searches the previous question without the units just given when the customer rejects them, and keeps excluding', () => {
    const first = planSearch('non è questo', [{ text: question, cited: [3] }]);
    expect(first).toEqual({ kind: 'rejection', query: question, exclude: [3], given: [3] });
    const again = planSearch('no, non è nemmeno questo', [
      { text: question, cited: [3] },
      { text: 'non è questo', cited: [21] },
    ]);
    expect(again.exclude.sort()).toEqual([21, 3]);
    expect(again.query).toBe(question);
  });

  it('a rejection that says what is wanted instead is searched with that, still excluding the rejected unit', () => {
    const plan = planSearch('non è questo, la stampante fiscale non stampa gli scontrini', [{ text: question, cited: [3] }]);
    expect(plan.kind).toBe('rejection');
    expect(plan.query).toContain('stampante fiscale non stampa gli scontrini');
    expect(plan.query).not.toContain('credenziali');
    expect(plan.exclude).toEqual([3]);
  });

  it('a product choice repeats the question before it; a new question drops the exclusions', () => {
    const earlier = [
      { text: question, cited: [] },
      { text: 'CassaNet', cited: [3], productChoice: true },
    ];
    expect(planSearch('e su Android?', earlier).query).toBe(`${question} e su Android?`);
    // A product chosen before any question: nothing to search yet.
    expect(planSearch('Cassanet', [], { productChoice: true })).toEqual({ kind: 'product_choice', query: '', exclude: [], given: [] });
    expect(planSearch('Cassanet', [{ text: question, cited: [] }], { productChoice: true })).toEqual({ kind: 'product_choice', query: question, exclude: [], given: [] });
    expect(planSearch('Come cambio il logo delle fatture in PDF?', [{ text: question, cited: [3] }, { text: 'non è questo', cited: [] }]).exclude).toEqual([]);
  });
});
