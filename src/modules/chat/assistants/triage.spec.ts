import type { SearchHit } from '../../search/search.service';
import type { AssistantEvent, AssistantTurn } from './assistant';
import { ASSISTANT_TEXTS } from './assistant-texts';
import { COMMERCIAL_TEXT, DECLINE_TEXT, PRODUCT_QUESTION_TEXT } from './extractive-answer';
import { answerWithLlm, type GivenSearch, type LlmWriter } from './llm-answer';
import { DEFAULT_CONFIDENCE, triage, type Confidence } from './triage';

const hit = (unit_id: number, overrides: Partial<SearchHit> = {}): SearchHit => ({
  unit_id,
  title: `Scheda ${unit_id}`,
  problem: `Problema ${unit_id}`,
  solution: '1. Apra il menu.\n2. Scelga Esporta.',
  applicability: '',
  phrases: [],
  score: 3 - unit_id / 10,
  cosine: 0.6,
  ranks: { lexical: unit_id, semantic: unit_id },
  is_one_off: false,
  product: 'fatturafacile',
  ...overrides,
});

/** The thresholds decide alone: an answer confidence ≥ 0 always answers, > 1 never does. */
const ALWAYS_ANSWER: Confidence = { ...DEFAULT_CONFIDENCE, thresholds: { answer: 0, suggest: 0 } };
const ALWAYS_SUGGEST: Confidence = { ...DEFAULT_CONFIDENCE, thresholds: { answer: 1.1, suggest: 0 } };
const NEVER: Confidence = { ...DEFAULT_CONFIDENCE, thresholds: { answer: 1.1, suggest: 1.1 } };

function turnWith(hits: SearchHit[], question = 'Come esporto le fatture?', product: string | null = null): AssistantTurn & { searched: string[] } {
  const searched: string[] = [];
  return {
    searched,
    question,
    query: question,
    history: [],
    product,
    locale: 'it',
    signal: new AbortController().signal,
    search: async (query: string) => {
      searched.push(query);
      return query.includes('altro') ? [hit(9)] : hits;
    },
  };
}

async function collect(events: AsyncIterable<AssistantEvent>): Promise<{ events: AssistantEvent[]; text: string }> {
  const all: AssistantEvent[] = [];
  for await (const e of events) all.push(e);
  return { events: all.filter((e) => e.type !== 'text'), text: all.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('') };
}

describe('triage: what every assistant settles before writing', () => {
  it('greetings and commercial requests: nothing searched', async () => {
    const greeting = turnWith([hit(1)], 'Buongiorno');
    expect(await triage(greeting, ALWAYS_ANSWER)).toMatchObject({ events: [], text: expect.stringMatching(/assistente automatico/), answer: null });
    const refund = turnWith([hit(1)], 'Voglio il rimborso del canone');
    expect(await triage(refund, ALWAYS_ANSWER)).toEqual({ events: [{ type: 'flag', flag: 'commercial_request' }, { type: 'offer_handoff' }], text: COMMERCIAL_TEXT, answer: null });
    expect([...greeting.searched, ...refund.searched]).toEqual([]);
  });

  it('answered: no text, the best unit and every hit to write from, the first three as the fallback buttons', async () => {
    const hits = [hit(1), hit(2), hit(3), hit(4)];
    const settled = await triage(turnWith(hits), ALWAYS_ANSWER);
    expect(settled.text).toBeNull();
    expect(settled.answer).toEqual({ hit: hits[0], hits, query: 'Come esporto le fatture?', fallback: [1, 2, 3].map((id) => ({ unit_id: id, title: `Scheda ${id}` })) });
    expect(settled.events).toEqual([{ type: 'flag', flag: expect.stringMatching(/^confidence:/) }]);
  });

  it('suggested and declined: the whole reply is settled, no answer to write', async () => {
    const suggested = await triage(turnWith([hit(1), hit(2)]), ALWAYS_SUGGEST);
    expect(suggested.answer).toBeNull();
    expect(suggested.events[0]).toEqual({ type: 'suggest', units: [{ unit_id: 1, title: 'Scheda 1' }, { unit_id: 2, title: 'Scheda 2' }] });
    expect(suggested.text).toMatch(/Forse cercava:\n- Scheda 1\n- Scheda 2/);
    const declined = await triage(turnWith([hit(1)]), NEVER);
    expect(declined).toMatchObject({ text: DECLINE_TEXT, answer: null, events: [{ type: 'flag', flag: 'declined:low_confidence' }, { type: 'flag' }, { type: 'offer_handoff' }] });
    expect((await triage(turnWith([]), ALWAYS_ANSWER)).events[0]).toEqual({ type: 'flag', flag: 'declined:no_results' });
  });

  it('a one-off unit is never written from: the operator, cited, whatever the confidence', async () => {
    const settled = await triage(turnWith([hit(1, { is_one_off: true, solution: 'Ho corretto io il dato sul gestionale.' })]), ALWAYS_ANSWER);
    expect(settled.answer).toBeNull();
    expect(settled.events[0]).toEqual({ type: 'flag', flag: 'one_off' });
    expect(settled.text).toMatch(/\[KU-1\].*Parla con un operatore/s);
    expect(settled.text).not.toContain('gestionale');
  });

  it('a follow-up that finds no unit to answer from: "nothing new" and the operator, never suggestions', async () => {
    const followUp = { ...turnWith([hit(1), hit(2), hit(3)], "e sull'iPad vecchio invece?"), followUp: { given: [7] } };
    const settled = await triage(followUp, ALWAYS_SUGGEST);
    expect(settled).toMatchObject({ text: ASSISTANT_TEXTS.it.followUpNothingNew(true), answer: null });
    expect(settled.text).toMatch(/^Su questo non trovo altro .* oltre a quanto le ho già indicato .*«Parla con un operatore»/);
    expect(settled.events.map((e) => e.type)).toEqual(['flag', 'flag', 'offer_handoff']);
    expect(settled.events[0]).toEqual({ type: 'flag', flag: 'follow_up:nothing_new' });
    // Nothing given before (the thread's reply was a suggestion or a decline): the same, without "oltre a quanto…".
    expect((await triage({ ...followUp, followUp: { given: [] } }, NEVER)).text).toBe(ASSISTANT_TEXTS.it.followUpNothingNew(false));
    // A new unit the confidence answers from is an answer, as for any question.
    expect((await triage(followUp, ALWAYS_ANSWER)).answer?.hit.unit_id).toBe(1);
  });

  it('a message too vague to search: asked for the details, the operator offered, nothing searched', async () => {
    for (const question of ['non funziona niente', 'non va', 'ho un problema', 'aiuto']) {
      const vague = turnWith([hit(1)], question);
      expect(await triage(vague, ALWAYS_ANSWER)).toEqual({ events: [{ type: 'flag', flag: 'vague_question' }, { type: 'offer_handoff' }], text: ASSISTANT_TEXTS.it.clarify, answer: null });
      expect(vague.searched).toEqual([]);
    }
    expect(ASSISTANT_TEXTS.it.clarify).toMatch(/che cosa stava facendo.*prodotto.*schermata.*messaggio esatto.*«Parla con un operatore»/s);
    // Short questions that name something are searched as before.
    for (const question of ['ERR_502', 'come si disdice?', 'password dimenticata']) expect((await triage(turnWith([hit(1)], question), ALWAYS_ANSWER)).answer?.hit.unit_id).toBe(1);
    // A follow-up is judged on what is searched: the thread's question with it.
    const followUp = { ...turnWith([hit(1)], 'e se non funziona neanche così?'), query: 'Come esporto le fatture? e se non funziona neanche così?', followUp: { given: [] } };
    expect((await triage(followUp, ALWAYS_ANSWER)).answer?.hit.unit_id).toBe(1);
  });

  it('two products this close and none in the conversation: the product question', async () => {
    const hits = [hit(1), hit(2, { product: 'cassanet', score: 2.9 })];
    expect(await triage(turnWith(hits), ALWAYS_ANSWER)).toEqual({ events: [{ type: 'ask_product', products: ['fatturafacile', 'cassanet'] }], text: PRODUCT_QUESTION_TEXT, answer: null });
    expect((await triage(turnWith(hits, 'Come esporto le fatture?', 'cassanet'), ALWAYS_ANSWER)).answer).not.toBeNull();
  });
});

describe('answerWithLlm: the model only writes answers, and an uncited one becomes suggestions', () => {
  const writer = (text: (given: GivenSearch) => string, calls: GivenSearch[]): LlmWriter =>
    async function* (turn, given) {
      calls.push(given);
      if (text(given).includes('altro')) await turn.search('altro');
      yield { type: 'text', text: text(given) };
    };

  it('never calls the model for a suggestion, a decline or a commercial request', async () => {
    const calls: GivenSearch[] = [];
    const write = writer(() => 'x', calls);
    await collect(answerWithLlm(turnWith([hit(1), hit(2)]), ALWAYS_SUGGEST, write));
    await collect(answerWithLlm(turnWith([hit(1)]), NEVER, write));
    const refund = await collect(answerWithLlm(turnWith([hit(1)], 'Mi fate uno sconto?'), ALWAYS_ANSWER, write));
    const vague = await collect(answerWithLlm(turnWith([hit(1)], 'non funziona niente'), ALWAYS_ANSWER, write));
    expect(calls).toEqual([]);
    expect(vague.text).toBe(ASSISTANT_TEXTS.it.clarify);
    expect(refund.text).toBe(COMMERCIAL_TEXT);
  });

  it('a cited answer is streamed as written, nothing added', async () => {
    const calls: GivenSearch[] = [];
    const { events, text } = await collect(answerWithLlm(turnWith([hit(1), hit(2)]), ALWAYS_ANSWER, writer((g) => `Apra il menu [KU-${g.hits[0].unit_id}].`, calls)));
    expect(calls).toEqual([{ query: 'Come esporto le fatture?', hits: [hit(1), hit(2)] }]);
    expect(text).toBe('Apra il menu [KU-1].');
    expect(events.some((e) => e.type === 'suggest')).toBe(false);
  });

  it('a unit the model found with its own search counts as given', async () => {
    const { events } = await collect(answerWithLlm(turnWith([hit(1)]), ALWAYS_ANSWER, writer(() => 'Vedi altro [KU-9].', [])));
    expect(events.some((e) => e.type === 'suggest')).toBe(false);
  });

  it('citing nothing, or only a unit no search returned: the first units offered after the text', async () => {
    for (const written of ['Apra il menu.', 'Apra il menu [KU-77].']) {
      const { events, text } = await collect(answerWithLlm(turnWith([hit(1), hit(2)]), ALWAYS_ANSWER, writer(() => written, [])));
      expect(events).toEqual(expect.arrayContaining([{ type: 'flag', flag: 'uncited_answer' }, { type: 'suggest', units: [{ unit_id: 1, title: 'Scheda 1' }, { unit_id: 2, title: 'Scheda 2' }] }]));
      expect(text).toBe(`${written}\n\nForse cercava una di queste schede della nostra base di conoscenza:\n- Scheda 1\n- Scheda 2\n\nScelga quella che corrisponde al suo caso e le indicherò la soluzione, oppure scelga «Parla con un operatore».`);
    }
  });
});

describe('the turn\'s locale: the same outcomes, the assistant\'s wording in English for en', () => {
  const en = (hits: SearchHit[], question?: string, product: string | null = null) => ({ ...turnWith(hits, question, product), locale: 'en' });

  it('triage settles in English: greeting, commercial request, product question, suggestion, decline, one-off', async () => {
    expect((await triage(en([hit(1)], 'hello'), ALWAYS_ANSWER)).text).toBe(ASSISTANT_TEXTS.en.greeting);
    expect((await triage(en([hit(1)], 'Voglio il rimborso del canone'), ALWAYS_ANSWER)).text).toBe(ASSISTANT_TEXTS.en.commercial);
    const twoProducts = [hit(1), hit(2, { product: 'cassanet' })];
    expect((await triage(en(twoProducts), ALWAYS_ANSWER)).text).toBe(ASSISTANT_TEXTS.en.productQuestion);
    expect((await triage(en([hit(1), hit(2)]), ALWAYS_SUGGEST)).text).toBe(
      `I'm not sure I understood your problem. Did you mean:\n- Scheda 1\n- Scheda 2\n\n${ASSISTANT_TEXTS.en.suggestionOutro}`,
    );
    expect((await triage(en([hit(1)]), NEVER)).text).toBe(ASSISTANT_TEXTS.en.decline);
    expect((await triage(en([hit(1)], "it doesn't work"), ALWAYS_ANSWER)).text).toBe(ASSISTANT_TEXTS.en.clarify);
    expect((await triage(en([hit(1, { is_one_off: true })]), ALWAYS_ANSWER)).text).toMatch(/^We know this problem: "Scheda 1" \[KU-1\]\. In cases like yours/);
  });

  it('the LLM path: its texts without a model call, and the uncited answer\'s buttons, in English', async () => {
    const write: LlmWriter = async function* () {
      yield { type: 'text', text: 'Open the menu.' };
    };
    expect((await collect(answerWithLlm(en([hit(1)]), NEVER, write))).text).toBe(ASSISTANT_TEXTS.en.decline);
    const { text } = await collect(answerWithLlm(en([hit(1), hit(2)]), ALWAYS_ANSWER, write));
    expect(text).toBe(`Open the menu.\n\n${ASSISTANT_TEXTS.en.suggestionAfterAnswerIntro}\n- Scheda 1\n- Scheda 2\n\n${ASSISTANT_TEXTS.en.suggestionAfterAnswerOutro}`);
  });
});
