import { sql } from 'kysely';
import { DECLINE_TEXT } from '../src/modules/chat/assistants/extractive-answer';
import { DECISION_SYSTEM_PROMPT } from '../src/modules/chat/assistants/model-decision';
import { CHAT_UNITS } from './fakes/chat-knowledge';
import { streams, unitIdsIn as anthropicUnitIds, type FakeAnthropic } from './fakes/fake-anthropic';
import { oai, type ChatBody, type FakeOpenAiCompatible } from './fakes/fake-openai-compatible';
import { anthropicProvider, doneOf, openAiProvider, useLlmChat, type LlmChatApp, type LlmProvider } from './utils/chat-app';
import { dbOf } from './utils/test-app';

/**
 * CHAT_DECIDES=model (issue #29): the model reads the question and the first units of the search
 * and says in its first line whether it answers, suggests or declines; one call per turn, the
 * fixed instructions cached, the answer streamed after that line. Both providers, over real HTTP
 * to the fakes that speak their wire formats; the fakes reply from the unit ids in the request,
 * as a model would.
 */

const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";

/** The request as the model reads it: its system prompt and its one user message. */
interface Seen {
  system: string;
  user: string;
  tools: unknown;
}

interface Script<F> {
  provider: LlmProvider<F & { reset(): void; stop(): Promise<void> }>;
  /** The model's next reply, written from the unit ids (in order) of the user message it was sent. */
  reply(fake: F, write: (unitIds: number[]) => string): void;
  seen(fake: F): Seen[];
}

const anthropic: Script<FakeAnthropic> = {
  provider: anthropicProvider,
  reply: (fake, write) =>
    fake.script({
      kind: 'dynamic',
      respond: (body) => {
        const [message] = body.messages as Array<{ content: string }>;
        return streams.text(write(anthropicUnitIds(message.content)), { usage: { input_tokens: 1200, output_tokens: 60 } });
      },
    }),
  seen: (fake) =>
    fake.messageRequests().map((r) => {
      const body = r.body as { system: Array<{ text: string; cache_control?: unknown }>; messages: Array<{ content: string }>; tools?: unknown };
      expect(body.system[0].cache_control).toEqual({ type: 'ephemeral' });
      return { system: body.system[0].text, user: body.messages[0].content, tools: body.tools };
    }),
};

const openAi: Script<FakeOpenAiCompatible> = {
  provider: openAiProvider,
  reply: (fake, write) =>
    fake.script({
      kind: 'dynamic',
      respond: (body: ChatBody) => oai.content(write(anthropicUnitIds(String(body.messages[1].content))), { usage: { prompt_tokens: 1200, completion_tokens: 60 } }),
    }),
  seen: (fake) => fake.completionRequests().map((r) => ({ system: String(r.body!.messages[0].content), user: String(r.body!.messages[1].content), tools: r.body!.tools })),
};

describe.each([
  ['anthropic', anthropic],
  ['openai-compatible', openAi],
] as Array<[string, Script<any>]>)('CHAT=%s, CHAT_DECIDES=model: the model decides the turn', (_name, script) => { // eslint-disable-line @typescript-eslint/no-explicit-any
  const s = useLlmChat(script.provider, { CHAT_DECIDES: 'model', CHAT_MODEL_UNITS: '4' });
  const seen = (app: LlmChatApp<unknown>) => script.seen(app.fake as never);

  it('answer: one call with the question and at most 4 units, no tools; the answer after the first line streams, cited; its tokens stored', async () => {
    const password = s.units.get('faq-ff-password')!;
    script.reply(s.fake, (ids) => `ESITO: risposta KU-${ids[0]}\n\nScelga «Password dimenticata» nella pagina di accesso e apra il link ricevuto per e-mail [KU-${ids[0]}].`);
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, COVERED);

    expect(response.text).toBe(`Scelga «Password dimenticata» nella pagina di accesso e apra il link ricevuto per e-mail [KU-${password}].`);
    expect(response.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    expect(doneOf(response)).toEqual({ message_id: expect.any(Number), answered: true, outcome: 'answered' });
    const requests = seen(s);
    expect(requests).toHaveLength(1);
    expect(requests[0].system).toBe(DECISION_SYSTEM_PROMPT);
    expect(requests[0].tools).toBeUndefined();
    expect(requests[0].user).toContain(`<question>${COVERED.replace("'", "'")}</question>`);
    expect(requests[0].user.match(/<unit id="KU-\d+">/g)!.length).toBeLessThanOrEqual(4);
    expect(requests[0].user).toContain(`<unit id="KU-${password}">`);

    const [, assistant] = await s.stored(conversation.id);
    expect(assistant).toMatchObject({ outcome: 'answered', citations: `[${password}]` });
    expect(JSON.parse(assistant.flags)).toContain('model:answer');
    const usage = await s.usageOf(conversation.id);
    expect(usage).toEqual([expect.objectContaining({ role: 'chat', input_tokens: 1200, output_tokens: 60 })]);
  });

  it('suggest: «Forse cercava:» with the units the model named, in its order, and a gap recorded', async () => {
    script.reply(s.fake, (ids) => `ESITO: suggerimenti KU-${ids[1]} KU-${ids[0]}`);
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, 'Ho un problema con l’accesso');
    const data = doneOf(response)!;
    const [first, second] = seen(s)[0].user.match(/KU-\d+/g)!.map((k) => Number(k.slice(3)));
    expect(data).toMatchObject({ answered: false, outcome: 'suggested' });
    expect(data.suggestions.map((u: { unit_id: number }) => u.unit_id)).toEqual([second, first]);
    expect(response.text).toMatch(/Forse cercava/);
    expect(response.text).not.toMatch(/ESITO/);
    const gaps = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM kb_gap_questions WHERE conversation_id = ${conversation.id}`.execute(dbOf(s.app));
    expect(Number(gaps.rows[0].n)).toBe(1);
  });

  it('decline: the decline text and the operator offer, nothing of the model shown', async () => {
    script.reply(s.fake, () => 'ESITO: nessuna\n\nMi dispiace, non lo so.');
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, 'Posso pagare il canone in bitcoin?');
    expect(doneOf(response)).toEqual({ message_id: expect.any(Number), answered: false, outcome: 'declined', offer_handoff: true });
    expect(response.text).toBe(DECLINE_TEXT);
    const [, assistant] = await s.stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['model:decline', 'declined:model']));
  });

  it('an answer citing a unit it was not given: not an answer, the units it named offered instead', async () => {
    script.reply(s.fake, (ids) => `ESITO: risposta KU-${ids[0]}\n\nLa recuperi dalla pagina di accesso [KU-987654].`);
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, COVERED);
    const data = doneOf(response)!;
    expect(data).toMatchObject({ answered: false, outcome: 'suggested' });
    expect(data.suggestions[0]).toEqual({ unit_id: s.units.get('faq-ff-password'), title: CHAT_UNITS[0].problem });
    const [, assistant] = await s.stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['uncited_answer', 'invalid_citation:KU-987654']));
  });

  it('a follow-up: the conversation so far goes with the question; greetings need no call', async () => {
    script.reply(s.fake, (ids) => `ESITO: risposta KU-${ids[0]}\n\nScelga «Password dimenticata» [KU-${ids[0]}].`);
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    await s.client.send(conversation, COVERED);
    await s.client.send(conversation, 'Buongiorno');
    expect(seen(s)).toHaveLength(1);
    script.reply(s.fake, () => 'ESITO: nessuna');
    await s.client.send(conversation, 'e se non mi arriva la mail?');
    const requests = seen(s);
    expect(requests).toHaveLength(2);
    expect(requests[1].user).toMatch(/<conversation>\n<customer>Ho scordato/);
    expect(requests[1].user).toContain('<assistant>Scelga «Password dimenticata»');
  });
});
