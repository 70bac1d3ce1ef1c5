import type { SearchHit } from '../../search/search.service';
import { chunkText } from './assistant';
import { composeAnswer, DECLINE_TEXT, smallTalkReply, solutionSteps } from './extractive-answer';
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
        'Attenzione: questa soluzione vale per solo piano Pro [KU-12]. Se il suo caso è diverso, me lo indichi prima di procedere.',
        '',
        'Se il problema persiste, può scegliere «Parla con un operatore» e la conversazione passerà a una persona del nostro supporto.',
      ].join('\n'),
    );
  });

  it('cuts free text (an imported FAQ) into steps, and bounds them', () => {
    expect(solutionSteps('Apra il menu. Scelga «Esporta». Confermi.')).toEqual(['Apra il menu.', 'Scelga «Esporta».', 'Confermi.']);
    expect(solutionSteps('- uno\n- due')).toEqual(['uno', 'due']);
    expect(solutionSteps(Array.from({ length: 12 }, (_, i) => `${i + 1}. passo`).join('\n'))).toHaveLength(8);
    expect(solutionSteps('')).toEqual([]);
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
