import type { SearchHit } from '../../search/search.service';
import { chunkText } from './assistant';
import { answerFaults } from '../eval/answer-faults';
import { COMMERCIAL_TEXT, composeAnswer, DECLINE_TEXT, isCommercialRequest, scrubDetails, smallTalkReply, solutionSteps, tellsAStory } from './extractive-answer';
import { searchQuery } from './extractive.assistant';

const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  unit_id: 12,
  title: '',
  is_one_off: false,
  problem: 'Errore E-4021: il nuovo tablet non è autorizzato',
  solution: '1. Apra Impostazioni → Dispositivi.\n2. Rimuova il vecchio tablet.\n3. Ripeta l\'accesso dal nuovo.',
  applicability: '',
  score: 2.4,
  cosine: 0.3,
  ranks: { lexical: 1, semantic: 1 },
  product: null,
  ...overrides,
});

describe('extractive answers', () => {
  it('composes numbered steps in formal Italian, each claim cited, with the way to a person', () => {
    const text = composeAnswer(hit({ applicability: 'Solo piano Pro.' }));
    expect(text).toBe(
      [
        "Nella nostra base di conoscenza c'è una scheda per questo problema: «Errore E-4021: il nuovo tablet non è autorizzato» [KU-12].",
        '',
        'Ecco i passi indicati:',
        '1. Apra Impostazioni → Dispositivi.',
        '2. Rimuova il vecchio tablet.',
        "3. Ripeta l'accesso dal nuovo [KU-12].",
        '',
        'Attenzione, la scheda indica quando vale questa soluzione: «Solo piano Pro» [KU-12]. Se il suo caso è diverso, me lo indichi prima di procedere.',
        '',
        'Se il problema persiste, può scegliere «Parla con un operatore» e la conversazione passerà a una persona del nostro supporto.',
      ].join('\n'),
    );
  });

  it('keeps free text (an imported FAQ) whole, splits numbered and bulleted lists, and bounds them', () => {
    expect(solutionSteps('Apra il menu, es. Impostazioni. Scelga «Esporta». Confermi.')).toEqual({ steps: ['Apra il menu, es. Impostazioni. Scelga «Esporta». Confermi.'], prose: true });
    expect(solutionSteps('- uno\n- due').steps).toEqual(['Uno', 'Due']);
    expect(solutionSteps('1. Apra il menu. 2. Scelga «Esporta». 3. Confermi.').steps).toEqual(['Apra il menu.', 'Scelga «Esporta».', 'Confermi.']);
    expect(solutionSteps(Array.from({ length: 12 }, (_, i) => `${i + 1}. passo`).join('\n')).steps).toHaveLength(8);
    expect(solutionSteps('')).toEqual({ steps: [], prose: false });
  });

  it('declines in plain words and offers a person; answers greetings without searching', () => {
    expect(DECLINE_TEXT).toMatch(/non trovo questa informazione/);
    expect(DECLINE_TEXT).toMatch(/Parla con un operatore/);
    expect(smallTalkReply('Grazie mille!')).toMatch(/^Prego/);
    expect(smallTalkReply('buongiorno')).toMatch(/Mi descriva il problema/);
    expect(smallTalkReply('grazie, ma non funziona')).toBeNull();
  });

  it('searches without the personal data of the question', () => {
    expect(searchQuery('Scrivo da mario.rossi@example.com: password scaduta')).toBe('Scrivo da : password scaduta');
  });

  it('streams in chunks that add up to the text', () => {
    const text = 'Uno due tre quattro cinque\nsei  sette.';
    const chunks = [...chunkText(text, 2)];
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBe(4);
  });
});

describe('composeAnswer: title and one-off units', () => {
  it('leads with the title when the unit has one, never with the customer story in the problem', () => {
    const text = composeAnswer(hit({ title: 'Il nuovo tablet non è autorizzato', problem: 'Ieri sera il bar era pieno e il tablet nuovo dice E-4021' }));
    expect(text).toContain('«Il nuovo tablet non è autorizzato» [KU-12]');
    expect(text).not.toContain('bar era pieno');
  });

  it('never gives the steps of a one-off unit: the case goes to an operator', () => {
    const text = composeAnswer(hit({ title: 'Dato errato in anagrafica', is_one_off: true, solution: '1. Ho corretto io il dato sul gestionale.' }));
    expect(text).toContain('[KU-12]');
    expect(text).toContain('Parla con un operatore');
    expect(text).not.toContain('gestionale');
  });
});

describe('composeAnswer: every shape of solution reads well', () => {
  const shapes: Array<[string, Partial<SearchHit>]> = [
    ['one numbered step', { solution: '1. Verifichi in Impostazioni → Stampante che l\'indirizzo IP sia corretto.' }],
    ['many steps', {}],
    ['free text', { solution: 'Il canone si paga a inizio mese, es. con carta. Se la carta scade, la aggiorni in Account → Pagamenti.' }],
    ['"1." alone on a line, then the step', { solution: '1.\nVerifichi il cavo di rete.' }],
    ['numbered with "1." inside a step', { solution: '1. Installi la versione 4.2.1. e riavvii.\n2. Riprovi dal punto 1. del menu.' }],
    ['numbered on one line', { solution: '1. Apra il menu. 2. Scelga «Esporta». 3. Confermi.' }],
    ['empty applicability', { applicability: '' }],
    ['applicability starting with a verb', { applicability: 'Si tratta di un problema noto della versione 4.2' }],
    ['applicability starting with "se"', { applicability: 'se la stampante è collegata via Wi-Fi' }],
    ['applicability that copies a step', { applicability: "Ripeta l'accesso dal nuovo." }],
    ['a step that is only placeholders', { solution: '1. Scriva a [EMAIL] o chiami il [TELEFONO].\n2. [EMAIL]\n3. Riavvii il tablet.' }],
    ['one customer\'s amount, date and receipt', { solution: "1. Dal 4 agosto la fattura (€ 29,00 + IVA) è stata riemessa.\n2. Controlli lo scontrino n. 0044-0131 in Report → Scontrini." }],
  ];

  it.each(shapes)('%s', (_name, overrides) => {
    const unit = hit(overrides);
    const text = composeAnswer(unit);
    expect(answerFaults(text, unit)).toEqual([]);
    expect(text).toMatch(/^Nella nostra base di conoscenza c'è una scheda/);
    expect(text).toContain('[KU-12]');
    // Numbered only with two or more steps.
    const numbered = text.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(numbered.length === 0 || numbered.length >= 2).toBe(true);
  });

  it('gives one step as a sentence, not as "1."', () => {
    const text = composeAnswer(hit({ solution: '1. Verifichi il cavo di rete.' }));
    expect(text).toContain('Ecco cosa fare:\nVerifichi il cavo di rete [KU-12].');
    expect(text).not.toMatch(/^1\./m);
  });

  it('quotes the applicability whatever it holds, and leaves out one that only repeats a step', () => {
    expect(composeAnswer(hit({ applicability: 'si tratta di un problema noto' }))).toContain('quando vale questa soluzione: «Si tratta di un problema noto» [KU-12].');
    expect(composeAnswer(hit({ applicability: "Ripeta l'accesso dal nuovo." }))).not.toContain('Attenzione');
    expect(composeAnswer(hit({ applicability: '[EMAIL]' }))).not.toContain('Attenzione');
  });

  it('leaves out steps that are only placeholders, and one customer\'s details inside the others', () => {
    const text = composeAnswer(hit({ solution: "1. [EMAIL]\n2. Dal 4 agosto la fattura (€ 29,00 + IVA) è stata riemessa.\n3. Controlli lo scontrino n. 0044-0131." }));
    expect(text).not.toMatch(/\[EMAIL\]|29,00|4 agosto|0044/);
    expect(text).toContain('1. La fattura è stata riemessa.');
    expect(text).toContain('2. Controlli lo scontrino [KU-12].');
    expect(scrubDetails('Il rimborso (ordine #48213, 12/03) è partito')).toBe('Il rimborso è partito');
  });

  it('does not quote a title that tells a customer\'s story or carries their details', () => {
    expect(tellsAStory('Stanotte c\'è stato un blackout in tutta la via')).toBe(true);
    expect(tellsAStory('La password l\'aveva messa mio figlio')).toBe(true);
    expect(tellsAStory('Mi dice password errata')).toBe(false);
    for (const title of ["Stanotte c'è stato un blackout in tutta la via", 'Questo mese la fattura è di 32,90 invece di 24,90']) {
      const text = composeAnswer(hit({ title }));
      expect(text).not.toContain(title);
      expect(text).toMatch(/^Nella nostra base di conoscenza c'è una scheda che corrisponde alla sua domanda \[KU-12\]\./);
    }
  });

  it('a one-off unit with a story title: no steps, no story, the way to an operator', () => {
    const unit = hit({ is_one_off: true, title: 'Ieri sera mio figlio ha cambiato la mail', solution: '1. Abbiamo corretto a mano la mail sul server.' });
    const text = composeAnswer(unit);
    expect(answerFaults(text, unit)).toEqual([]);
    expect(text).not.toMatch(/figlio|server/);
    expect(text).toContain('Parla con un operatore');
  });
});

describe('commercial requests', () => {
  it('recognises refunds, discounts, waivers and penalties (Italian and English), not receipts, how-tos or how to file the request', () => {
    for (const q of ['Vorrei il rimborso del canone', 'Mi fate uno sconto sul rinnovo?', 'Potete concedermi una deroga?', 'Devo pagare la penale se disdico?', 'Can I get a refund?', 'posso essere rimborsato?', 'Vorrei chiedere un rimborso', 'rimborso deposito cauzionale', 'Come posso avere uno sconto?']) {
      expect([q, isCommercialRequest(q)]).toEqual([q, true]);
    }
    // How to file the request is the documented procedure (the knowledge base answers it), not the request itself.
    for (const q of ['Lo scontrino non esce', 'Come storno una fattura con una nota di credito?', 'Il codice sconto BENVENUTO10 dice non valido', 'come posso richiedere un rimborso?', 'Dove si presenta la domanda di rimborso?', 'Quale modulo serve per il rimborso del deposito?']) {
      expect([q, isCommercialRequest(q)]).toEqual([q, false]);
    }
  });

  it('sends them to a person, promising nothing', () => {
    expect(COMMERCIAL_TEXT).toContain('Parla con un operatore');
    expect(COMMERCIAL_TEXT).not.toMatch(/\b(?:riceverà|otterrà|le rimborseremo|le faremo)\b/);
  });
});
