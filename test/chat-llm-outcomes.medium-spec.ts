import { ASSISTANT_TEXTS } from '../src/modules/chat/assistants/assistant-texts';
import { COMMERCIAL_TEXT, DECLINE_TEXT } from '../src/modules/chat/assistants/extractive-answer';
import { ASSISTANT_ERROR_TEXT } from '../src/modules/chat/chat.service';
import { postSse, type SseResponse } from './fakes/chat-client';
import { CHAT_UNITS } from './fakes/chat-knowledge';
import { behaviours, streams, type FakeAnthropic } from './fakes/fake-anthropic';
import { oai, type FakeOpenAiCompatible } from './fakes/fake-openai-compatible';
import { anthropicProvider, doneOf, openAiProvider, useLlmChat, type LlmChatApp, type LlmProvider } from './utils/chat-app';

/**
 * The LLM assistants have the offline assistant's three outcomes (issue 13): the same search and
 * the same fitted confidence run before any model call. A suggestion, a decline, a commercial
 * request or a greeting never reaches the provider (asserted on the fake's request log); an answer
 * is the model's, streamed and cited; a model reply that cites nothing becomes «Forse cercava:»;
 * a provider failure is a clear message with the operator offer. Both providers, over real HTTP
 * to the fakes that speak their wire formats. The thresholds are configuration: "always suggest"
 * and "never answer, never suggest" turn the same covered question into a suggestion and a decline.
 */

const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const UNCOVERED = 'Si può accettare Satispay come metodo di pagamento in cassa?';

/** What each provider's fake is scripted with: the model answering from the search it was given, and its failures. */
interface Script<F> {
  provider: LlmProvider<F & { reset(): void; stop(): Promise<void> }>;
  /** The model's next reply, written from the unit ids of the search results it was sent. */
  answer(fake: F, write: (unitIds: number[]) => string): void;
  /** The provider's next reply is this failure. */
  fail(fake: F, failure: '429' | '500' | 'overloaded'): void;
  /** The error kind the turn is flagged with for that failure. */
  flagOf: Record<'429' | '500' | 'overloaded', string>;
}

const anthropic: Script<FakeAnthropic> = {
  provider: anthropicProvider,
  answer: (fake, write) => fake.script(streams.fromLastSearch((ids) => write(ids))),
  fail: (fake, failure) => fake.script(failure === '429' ? behaviours.rateLimited('1') : failure === '500' ? behaviours.serverError() : behaviours.overloaded()),
  flagOf: { '429': 'error:rate_limited', '500': 'error:http_500', overloaded: 'error:overloaded' },
};

const openAi: Script<FakeOpenAiCompatible> = {
  provider: openAiProvider,
  answer: (fake, write) => fake.script(oai.fromLastTool((ids) => write(ids))),
  // A Chat Completions server that is overloaded answers 503 (OpenAI, vLLM, Mistral).
  fail: (fake, failure) => fake.script(failure === '429' ? oai.rateLimited('1') : oai.serverError(failure === '500' ? 500 : 503)),
  flagOf: { '429': 'error:rate_limited', '500': 'error:http_500', overloaded: 'error:http_503' },
};

function choose(s: LlmChatApp<unknown>, conversation: { id: string; token: string }, body: unknown): Promise<SseResponse> {
  return postSse(`${s.client.baseUrl}/api/chat/conversations/${conversation.id}/choices`, body, { authorization: `Bearer ${conversation.token}` });
}

describe.each([
  ['anthropic', anthropic],
  ['openai-compatible', openAi],
] as Array<[string, Script<any>]>)('CHAT=%s: answer, suggest or decline, as the offline assistant', (_name, script) => { // eslint-disable-line @typescript-eslint/no-explicit-any
  const requests = (s: LlmChatApp<unknown>) => script.provider.modelRequests(s.fake as never);

  describe('with the fitted defaults', () => {
    const s = useLlmChat(script.provider);

    it('a question the confidence answers: one model call with the units, its cited answer streamed', async () => {
      const password = s.units.get('faq-ff-password')!;
      script.answer(s.fake, ([id]) => `Scelga «Password dimenticata» nella pagina di accesso e apra il link ricevuto per e-mail [KU-${id}].`);
      const conversation = await s.client.createConversation();
      const response = await s.client.send(conversation, COVERED);
      expect(response.text).toBe(`Scelga «Password dimenticata» nella pagina di accesso e apra il link ricevuto per e-mail [KU-${password}].`);
      expect(response.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
      expect(doneOf(response)).toEqual({ message_id: expect.any(Number), answered: true, outcome: 'answered' });
      expect(requests(s)).toHaveLength(1);
      expect(requests(s)[0].rawBody).toContain(`KU-${password}`);
      const [, assistant] = await s.stored(conversation.id);
      expect(assistant).toMatchObject({ outcome: 'answered', citations: `[${password}]`, suggestions: '[]' });
    });

    it('a question the knowledge base does not cover: declined or suggested without any model call', async () => {
      const conversation = await s.client.createConversation();
      const response = await s.client.send(conversation, UNCOVERED);
      expect(doneOf(response)).toMatchObject({ answered: false, outcome: expect.stringMatching(/^(declined|suggested)$/) });
      expect(response.text).toMatch(/Parla con un operatore/);
      expect(response.text).not.toMatch(/\[KU-\d+\]/);
      expect(requests(s)).toHaveLength(0);
    });

    it('a request for a person: the handoff offered, no model call, nothing searched', async () => {
      for (const request of ['Vorrei parlare con una persona', 'mi passi un operatore', 'voglio un umano']) {
        const conversation = await s.client.createConversation();
        const response = await s.client.send(conversation, request);
        expect(doneOf(response)).toEqual({ message_id: expect.any(Number), answered: false, outcome: 'declined', offer_handoff: true });
        expect(response.text).toBe(ASSISTANT_TEXTS.it.personRequest);
        const [, assistant] = await s.stored(conversation.id);
        expect(assistant).toMatchObject({ consulted: '[]', assistant: 'person-request' });
      }
      expect(requests(s)).toHaveLength(0);
    });

    it('a commercial request and a greeting: no model call, the operator for the first', async () => {
      const conversation = await s.client.createConversation();
      const refund = await s.client.send(conversation, 'Vorrei il rimborso del canone di marzo, mi avete addebitato due volte');
      expect(refund.text).toBe(COMMERCIAL_TEXT);
      expect(doneOf(refund)).toMatchObject({ outcome: 'declined' });
      const greeting = await s.client.send(conversation, 'Buongiorno');
      expect(greeting.text).toMatch(/assistente automatico/);
      expect(requests(s)).toHaveLength(0);
      const [, assistant] = await s.stored(conversation.id);
      expect(JSON.parse(assistant.flags)).toEqual(['commercial_request', 'offer_handoff']);
      expect(doneOf(refund)).toMatchObject({ offer_handoff: true });
    });

    it('a model reply that cites none of the units is not an answer: the first units follow it as «Forse cercava:»', async () => {
      script.answer(s.fake, () => 'Può recuperarla dalla pagina di accesso [KU-987654].');
      const conversation = await s.client.createConversation();
      const response = await s.client.send(conversation, COVERED);
      const data = doneOf(response)!;
      expect(data).toMatchObject({ answered: false, outcome: 'suggested' });
      expect(data.suggestions[0]).toEqual({ unit_id: s.units.get('faq-ff-password'), title: CHAT_UNITS[0].problem });
      expect(response.text).toMatch(/^Può recuperarla dalla pagina di accesso\.\n\nForse cercava una di queste schede/);
      for (const { title } of data.suggestions) expect(response.text).toContain(`- ${title}`);
      expect(requests(s)).toHaveLength(1);
      const [, assistant] = await s.stored(conversation.id);
      expect(assistant).toMatchObject({ outcome: 'suggested', citations: '[]' });
      expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['uncited_answer', 'invalid_citation:KU-987654']));

      // the choice answers from the unit, as the offline assistant composes it: no model call
      const chosen = await choose(s, conversation, { message_id: data.message_id, unit_id: data.suggestions[0].unit_id });
      expect(doneOf(chosen)).toMatchObject({ answered: true, outcome: 'answered' });
      expect(chosen.text).toContain(`[KU-${data.suggestions[0].unit_id}]`);
      expect(requests(s)).toHaveLength(1);
    });

    it.each(['429', '500', 'overloaded'] as const)('the provider fails (%s): a clear message with the operator offer, the turn stored as failed', async (failure) => {
      script.fail(s.fake, failure);
      const conversation = await s.client.createConversation();
      const response = await s.client.send(conversation, COVERED);
      expect(response.status).toBe(200);
      expect(response.events.map((e) => e.event)).toEqual(['error']);
      expect(response.events[0].data).toEqual({ message: ASSISTANT_ERROR_TEXT });
      expect(ASSISTANT_ERROR_TEXT).toMatch(/non è disponibile.*«Parla con un operatore»/);
      expect(requests(s)).toHaveLength(1);
      const [, assistant] = await s.stored(conversation.id);
      expect(assistant).toMatchObject({ status: 'failed', answered: false, suggestions: '[]' });
      expect(JSON.parse(assistant.flags)).toContain(script.flagOf[failure]);
    });
  });

  describe('when the thresholds say "never answer, always suggest"', () => {
    const s = useLlmChat(script.provider, { CHAT_ANSWER_CONFIDENCE: '1', CHAT_SUGGEST_CONFIDENCE: '0' });

    it('«Forse cercava:» with two or three units and their titles, no model call; a choice answers without one too', async () => {
      const conversation = await s.client.createConversation();
      const response = await s.client.send(conversation, COVERED);
      const data = doneOf(response)!;
      expect(data).toMatchObject({ answered: false, outcome: 'suggested' });
      expect(data.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(data.suggestions.length).toBeLessThanOrEqual(3);
      expect(data.suggestions[0]).toEqual({ unit_id: s.units.get('faq-ff-password'), title: CHAT_UNITS[0].problem });
      expect(response.text).toMatch(/^Non sono sicuro .*Forse cercava:/);
      expect(response.text).toMatch(/Parla con un operatore/);
      expect(requests(s)).toHaveLength(0);

      const chosen = await choose(s, conversation, { message_id: data.message_id, unit_id: data.suggestions[1].unit_id });
      expect(doneOf(chosen)).toMatchObject({ answered: true, outcome: 'answered' });
      expect(requests(s)).toHaveLength(0);
      const rows = await s.stored(conversation.id);
      expect(rows.map((r) => [r.role, r.outcome])).toEqual([['user', null], ['assistant', 'suggested'], ['user', null], ['assistant', 'answered']]);
    });
  });

  describe('when the thresholds say "never answer, never suggest"', () => {
    const s = useLlmChat(script.provider, { CHAT_ANSWER_CONFIDENCE: '1', CHAT_SUGGEST_CONFIDENCE: '1' });

    it('declined with the operator offer, no model call', async () => {
      const conversation = await s.client.createConversation();
      const response = await s.client.send(conversation, COVERED);
      expect(doneOf(response)).toEqual({ message_id: expect.any(Number), answered: false, outcome: 'declined', offer_handoff: true });
      expect(response.text).toBe(DECLINE_TEXT);
      expect(requests(s)).toHaveLength(0);
      const [, assistant] = await s.stored(conversation.id);
      expect(JSON.parse(assistant.flags)).toContain('declined:low_confidence');
    });
  });
});
