import type { SearchHit } from '../../search/search.service';
import type { AssistantEvent, AssistantTurn } from './assistant';
import { ASSISTANT_TEXTS } from './assistant-texts';
import { COMMERCIAL_TEXT, DECLINE_TEXT, PRODUCT_QUESTION_TEXT } from './extractive-answer';
import { DECISION_SYSTEM_PROMPT } from './model-decision';
import { modelDecidedTurn, type DecisionChunk, type DecisionModel } from './model-turn';

const hit = (unit_id: number, overrides: Partial<SearchHit> = {}): SearchHit => ({
  unit_id,
  title: `Scheda ${unit_id}`,
  problem: `Problema ${unit_id}`,
  solution: '1. Apra il menu.',
  applicability: '',
  phrases: [],
  score: 1,
  cosine: 0.6,
  ranks: { lexical: unit_id, semantic: unit_id },
  is_one_off: false,
  product: 'fatturafacile',
  ...overrides,
});

/** A model that replies with the given text in small pieces, then its usage; it keeps what it was asked. */
function scripted(reply: string): DecisionModel & { requests: { system: string; user: string }[] } {
  const requests: { system: string; user: string }[] = [];
  return {
    requests,
    async *streamDecision(request): AsyncGenerator<DecisionChunk> {
      requests.push(request);
      for (let i = 0; i < reply.length; i += 7) yield { type: 'text', text: reply.slice(i, i + 7) };
      yield { type: 'usage', usage: { provider: 'anthropic', model: 'm', input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } as never };
    },
  };
}

function turnWith(hits: SearchHit[], question = 'Come esporto le fatture?', extra: Partial<AssistantTurn> = {}): AssistantTurn {
  return { question, query: question, history: [], product: 'fatturafacile', locale: 'it', signal: new AbortController().signal, search: async () => hits, ...extra };
}

async function collect(events: AsyncIterable<AssistantEvent>): Promise<{ events: AssistantEvent[]; text: string }> {
  const all: AssistantEvent[] = [];
  for await (const e of events) all.push(e);
  return { events: all.filter((e) => e.type !== 'text' && e.type !== 'usage'), text: all.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('') };
}

describe('modelDecidedTurn: the model decides answer, suggest or decline', () => {
  it('answer: the text after the first line streams, cited; the model read the first units, never a one-off', async () => {
    const model = scripted('ESITO: risposta KU-2\n\nApra Impostazioni > Esporta e scelga XML [KU-2].');
    const hits = [hit(1, { is_one_off: true }), hit(2), hit(3), hit(2)];
    const { events, text } = await collect(modelDecidedTurn(turnWith(hits), model, 8));
    expect(text).toBe('Apra Impostazioni > Esporta e scelga XML [KU-2].');
    expect(events).toEqual([{ type: 'flag', flag: 'model:answer' }]);
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0].system).toBe(DECISION_SYSTEM_PROMPT);
    expect(model.requests[0].user).toContain('<unit id="KU-2">');
    expect(model.requests[0].user).toContain('<unit id="KU-3">');
    expect(model.requests[0].user).not.toContain('KU-1"');
    expect(model.requests[0].user.match(/<unit id="KU-2">/g)).toHaveLength(1);
  });

  it('reads at most the given number of units', async () => {
    const model = scripted('ESITO: nessuna');
    await collect(modelDecidedTurn(turnWith([hit(1), hit(2), hit(3)]), model, 2));
    expect(model.requests[0].user).not.toContain('KU-3');
  });

  it('suggest: «Forse cercava:» with the units the model named, nothing of the model shown', async () => {
    const { events, text } = await collect(modelDecidedTurn(turnWith([hit(1), hit(2), hit(3)]), scripted('ESITO: suggerimenti KU-3 KU-1\n')));
    expect(events).toEqual([
      { type: 'flag', flag: 'model:suggest' },
      { type: 'suggest', units: [{ unit_id: 3, title: 'Scheda 3' }, { unit_id: 1, title: 'Scheda 1' }] },
    ]);
    expect(text).toMatch(/Forse cercava:\n- Scheda 3\n- Scheda 1/);
  });

  it('decline: the decline text and the way to a person', async () => {
    const { events, text } = await collect(modelDecidedTurn(turnWith([hit(1)]), scripted('ESITO: nessuna\n\nMi dispiace')));
    expect(events).toEqual([{ type: 'flag', flag: 'model:decline' }, { type: 'flag', flag: 'declined:model' }, { type: 'offer_handoff' }]);
    expect(text).toBe(DECLINE_TEXT);
  });

  it('an answer citing no unit it was given becomes suggestions of the units it named', async () => {
    const { events, text } = await collect(modelDecidedTurn(turnWith([hit(1), hit(2)]), scripted('ESITO: risposta KU-2\n\nApra il menu [KU-77].')));
    expect(events).toContainEqual({ type: 'flag', flag: 'uncited_answer' });
    expect(events).toContainEqual({ type: 'suggest', units: [{ unit_id: 2, title: 'Scheda 2' }] });
    expect(text).toContain('Apra il menu');
    expect(text).toContain('Scheda 2');
  });

  it('an unreadable reply: nothing of it shown, the first three units suggested', async () => {
    const { events, text } = await collect(modelDecidedTurn(turnWith([hit(1), hit(2), hit(3), hit(4)]), scripted('Certo! Ecco la risposta [KU-1].')));
    expect(events).toContainEqual({ type: 'flag', flag: 'model_unreadable' });
    expect(events).toContainEqual({ type: 'suggest', units: [1, 2, 3].map((id) => ({ unit_id: id, title: `Scheda ${id}` })) });
    expect(text).not.toContain('Certo');
  });

  it('a follow-up: suggestions and declines both say nothing new was found, with the way to a person', async () => {
    for (const reply of ['ESITO: suggerimenti KU-1', 'ESITO: nessuna']) {
      const { events, text } = await collect(modelDecidedTurn(turnWith([hit(1)], 'e su Android?', { followUp: { given: [7] } }), scripted(reply)));
      expect(events).toContainEqual({ type: 'flag', flag: 'follow_up:nothing_new' });
      expect(events).toContainEqual({ type: 'offer_handoff' });
      expect(text).toBe(ASSISTANT_TEXTS.it.followUpNothingNew(true));
    }
  });

  it('greetings, commercial requests, a vague message, no results and the product question: no model call', async () => {
    const model = scripted('ESITO: risposta KU-1\n\nx [KU-1]');
    expect((await collect(modelDecidedTurn(turnWith([hit(1)], 'Buongiorno'), model))).text).toMatch(/assistente automatico/);
    expect((await collect(modelDecidedTurn(turnWith([hit(1)], 'Voglio il rimborso del canone'), model))).text).toBe(COMMERCIAL_TEXT);
    let searched = 0;
    const vague = await collect(modelDecidedTurn(turnWith([hit(1)], 'non funziona niente', { search: async () => (searched++, [hit(1)]) }), model));
    expect(vague).toEqual({ events: [{ type: 'flag', flag: 'vague_question' }, { type: 'offer_handoff' }], text: ASSISTANT_TEXTS.it.clarify });
    expect((await collect(modelDecidedTurn(turnWith([hit(1)], 'it does not work', { locale: 'en' }), model))).text).toBe(ASSISTANT_TEXTS.en.clarify);
    expect(searched).toBe(0);
    const none = await collect(modelDecidedTurn(turnWith([]), model));
    expect(none.events).toEqual([{ type: 'flag', flag: 'declined:no_results' }, { type: 'offer_handoff' }]);
    const twoProducts = [hit(1, { product: 'fatturafacile', score: 3 }), hit(2, { product: 'negozio-veloce', score: 2.9 })];
    const asked = await collect(modelDecidedTurn(turnWith(twoProducts, 'Non funziona la stampa', { product: null }), model));
    expect(asked.events).toEqual([{ type: 'ask_product', products: ['fatturafacile', 'negozio-veloce'] }]);
    expect(asked.text).toBe(PRODUCT_QUESTION_TEXT);
    expect(model.requests).toEqual([]);
  });
});
