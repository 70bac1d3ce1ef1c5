import type { SearchHit } from '../../search/search.service';
import { DecisionStream, decisionUserMessage, readOutcome } from './model-decision';

const hit = (unit_id: number, overrides: Partial<SearchHit> = {}): SearchHit => ({
  unit_id,
  title: `Scheda ${unit_id}`,
  problem: `Problema ${unit_id}`,
  solution: '1. Apra il menu.',
  applicability: '',
  phrases: ['frase interna'],
  score: 1,
  cosine: 0.6,
  ranks: { lexical: 1, semantic: 1 },
  is_one_off: false,
  product: 'fatturafacile',
  ...overrides,
});

describe('readOutcome: the first line of the model reply', () => {
  const given = new Set([3, 7, 12]);

  it('reads answer, suggestions and none, in any case and spacing', () => {
    expect(readOutcome('ESITO: risposta KU-12', given)).toEqual({ kind: 'answer', units: [12] });
    expect(readOutcome('  esito :  Risposta KU-12 KU-3 KU-12', given)).toEqual({ kind: 'answer', units: [12, 3] });
    expect(readOutcome('ESITO: suggerimenti KU-3 KU-7 KU-12', given)).toEqual({ kind: 'suggest', units: [3, 7, 12] });
    expect(readOutcome('ESITO: nessuna', given)).toEqual({ kind: 'decline' });
  });

  it('drops the units the model was not given; an answer left without units is unreadable, suggestions without units a decline', () => {
    expect(readOutcome('ESITO: risposta KU-99 KU-7', given)).toEqual({ kind: 'answer', units: [7] });
    expect(readOutcome('ESITO: risposta KU-99', given)).toMatchObject({ kind: 'unreadable' });
    expect(readOutcome('ESITO: suggerimenti KU-99', given)).toEqual({ kind: 'decline' });
  });

  it('keeps three suggestions at most', () => {
    expect(readOutcome('ESITO: suggerimenti KU-3 KU-7 KU-12 KU-3', new Set([3, 7, 12, 20]))).toEqual({ kind: 'suggest', units: [3, 7, 12] });
    expect(readOutcome('ESITO: suggerimenti KU-3 KU-7 KU-12 KU-20', new Set([3, 7, 12, 20]))).toEqual({ kind: 'suggest', units: [3, 7, 12] });
  });

  it('a reply that does not start with the outcome is unreadable', () => {
    expect(readOutcome('Certo! Ecco come fare', given)).toEqual({ kind: 'unreadable', line: 'Certo! Ecco come fare' });
  });
});

describe('DecisionStream: the answer after the first line, as it streams', () => {
  it('shows nothing until the first line ends, then the answer without the blank line', () => {
    const stream = new DecisionStream();
    expect(stream.push('ESITO: rispo')).toBe('');
    expect(stream.push('sta KU-3\n')).toBe('');
    expect(stream.firstLine).toBe('ESITO: risposta KU-3');
    expect(stream.push('\n  Apra ')).toBe('Apra ');
    expect(stream.push('il menu [KU-3].')).toBe('il menu [KU-3].');
  });

  it('a reply of one line only: the line is the outcome', () => {
    const stream = new DecisionStream();
    stream.push('ESITO: nessuna');
    expect(stream.firstLine).toBe('ESITO: nessuna');
  });
});

describe('decisionUserMessage: what the model reads', () => {
  it('the question and the customer messages redacted, the units with the fields an answer may use, markup escaped', () => {
    const message = decisionUserMessage({
      history: [
        { role: 'user', text: 'Sono mario.rossi@example.com, non esporto' },
        { role: 'assistant', text: 'Provi così [KU-3].' },
      ],
      question: 'e se ho <b>Android</b>? scrivete a anna.bianchi@example.com',
      product: 'fatturafacile',
      hits: [hit(3, { applicability: 'Solo versione 5' }), hit(7)],
    });
    expect(message).not.toMatch(/example\.com/);
    expect(message).toContain('&lt;b&gt;Android&lt;/b&gt;');
    expect(message).toContain('<assistant>Provi così [KU-3].</assistant>');
    expect(message).toContain('<unit id="KU-3">');
    expect(message).toContain('<applicability>Solo versione 5</applicability>');
    expect(message).toContain('<unit id="KU-7">');
    expect(message).not.toContain('frase interna');
    expect(message).toContain('<product>fatturafacile</product>');
  });

  it('symptoms and cause, when the unit has them, so a question naming only them is recognised; units without them read as before', () => {
    const withThem = decisionUserMessage({
      history: [],
      question: 'Esce E-3107 quando invio i reparti',
      product: null,
      hits: [hit(9, { symptoms: 'L\'invio fallisce con "E-3107 programmazione non consentita".', cause: 'L\'RT accetta i reparti solo a giornata chiusa <dopo la chiusura>.' })],
    });
    expect(withThem).toContain('<symptoms>L\'invio fallisce con "E-3107 programmazione non consentita".</symptoms>');
    expect(withThem).toContain('<cause>L\'RT accetta i reparti solo a giornata chiusa &lt;dopo la chiusura&gt;.</cause>');
    const plain = { history: [], question: 'Come esporto?', product: null };
    expect(decisionUserMessage({ ...plain, hits: [hit(1, { symptoms: '', cause: '' })] })).toBe(decisionUserMessage({ ...plain, hits: [hit(1)] }));
  });

  it('no conversation and no product: said so', () => {
    const message = decisionUserMessage({ history: [], question: 'Come esporto?', product: null, hits: [hit(1)] });
    expect(message).toContain('<conversation/>');
    expect(message).toContain('<product>non indicato</product>');
  });
});
