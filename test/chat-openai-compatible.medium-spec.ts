import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SEARCH_TOOL_NAME } from '../src/modules/chat/assistants/anthropic-chat-prompt';
import { ASSISTANT_ERROR_TEXT } from '../src/modules/chat/chat.service';
import { ChatClient } from './fakes/chat-client';
import { loadChatUnits } from './fakes/chat-knowledge';
import { oai, startFakeOpenAiCompatible, type ChatBody, type FakeOpenAiCompatible } from './fakes/fake-openai-compatible';
import { dbOf, flushQueues, startApi, truncateAll, withEnv } from './utils/test-app';

/**
 * CHAT=openai-compatible: the official openai client, streaming, over real HTTP to a local fake
 * Chat Completions server that calls the search function (arguments split across chunks), cites
 * units it was and was not given, refuses tools, rate-limits, and reports usage in its last chunk.
 */

const MODEL = 'mistral-small-latest';
const QUESTION = "Ho scordato la parola d'accesso, come faccio a recuperarla?";

describe('customer chat with the openai-compatible assistant (fake Chat Completions over HTTP)', () => {
  let fake: FakeOpenAiCompatible;
  let app: INestApplication;
  let client: ChatClient;
  let restoreEnv: () => void;
  let password: number;

  beforeAll(async () => {
    fake = await startFakeOpenAiCompatible();
    restoreEnv = withEnv({
      CHAT: 'openai-compatible',
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: MODEL,
      LLM_API_KEY: '',
      LLM_MAX_RETRIES: '0',
      LLM_TIMEOUT_MS: '5000',
      // a price for this model: the turn's cost is recorded
      LLM_PRICES: JSON.stringify({ 'mistral-small': { input: 0.1, output: 0.3 } }),
      CHAT_RATE_IP_PER_MINUTE: '0',
      CHAT_RATE_CONVERSATION_PER_MINUTE: '0',
      ESCALATION_WEBHOOK_URL: '',
      ESCALATION_WEBHOOK_SECRET: '',
    });
    app = await startApi();
    await app.listen(0, '127.0.0.1');
    client = new ChatClient(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`);
    await truncateAll(dbOf(app));
    await flushQueues();
    const units = await loadChatUnits(app);
    password = units.get('faq-ff-password')!;
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    await sql`DELETE FROM chat_messages`.execute(dbOf(app));
    await sql`DELETE FROM chat_conversations`.execute(dbOf(app));
    await flushQueues();
    fake.reset();
  });

  const bodies = () => fake.completionRequests().map((r) => r.body as ChatBody);
  const stored = (conversationId: string) =>
    sql<Record<string, any>>`SELECT * FROM chat_messages WHERE conversation_id = ${conversationId} ORDER BY id`.execute(dbOf(app)).then((r) => r.rows); // eslint-disable-line @typescript-eslint/no-explicit-any
  const usageOf = (conversationId: string) =>
    sql<Record<string, any>>`SELECT * FROM llm_usage WHERE conversation_id = ${conversationId}`.execute(dbOf(app)).then((r) => r.rows); // eslint-disable-line @typescript-eslint/no-explicit-any

  it('calls the search function (arguments split across chunks), streams a cited answer; usage and cost recorded', async () => {
    fake.script(
      oai.toolCall(SEARCH_TOOL_NAME, { query: 'password dimenticata', product: 'fatturafacile' }, { chunkSize: 3, usage: { prompt_tokens: 700, completion_tokens: 20 } }),
      { ...oai.fromLastTool(([id]) => `Per recuperare la password scelga «Password dimenticata» nella pagina di accesso [KU-${id}].`) },
    );
    const conversation = await client.createConversation({ product: 'fatturafacile' });
    const response = await client.send(conversation, QUESTION);
    expect(response.text).toBe(`Per recuperare la password scelga «Password dimenticata» nella pagina di accesso [KU-${password}].`);
    expect(response.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: true } });

    const [first, second] = bodies();
    expect(first).toMatchObject({ model: MODEL, stream: true, stream_options: { include_usage: true } });
    expect(first.tools).toEqual([{ type: 'function', function: expect.objectContaining({ name: SEARCH_TOOL_NAME, parameters: expect.objectContaining({ required: ['query'] }) }) }]);
    expect(first.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(first.messages[0].content).toMatch(/Cite every claim with the id of the unit/);
    expect(fake.completionRequests()[0].headers.authorization).toBeUndefined();
    // the second call carries the assistant's tool call (arguments joined) and the tool's answer
    expect(second.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(JSON.parse(second.messages[2].tool_calls![0].function.arguments)).toEqual({ query: 'password dimenticata', product: 'fatturafacile' });
    expect(second.messages[3].tool_call_id).toBe(second.messages[2].tool_calls![0].id);
    expect(second.messages[3].content).toMatch(new RegExp(`^<search_results query="password dimenticata" count="\\d">\\n<unit id="KU-${password}">`));

    const [, assistant] = await stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'complete', answered: true, assistant: `openai-compatible:${MODEL}` });
    const [usage] = await usageOf(conversation.id);
    expect(usage).toMatchObject({ role: 'chat', provider: 'openai-compatible', model: MODEL, chat_message_id: assistant.id, cache_write_tokens: 0 });
    expect(usage.input_tokens).toBeGreaterThan(700);
    expect(usage.output_tokens).toBeGreaterThan(20);
    const expected = (usage.input_tokens * 0.1 + usage.output_tokens * 0.3) / 1_000_000;
    expect(Number(usage.cost_usd)).toBeCloseTo(expected, 6);
  });

  it("the customer's personal data stays out of every request body, and out of the stored message", async () => {
    const pii = ['mario.rossi@example.com', '+39 347 123 4567', 'IT60X0542811101000000123456'];
    const question = `Sono Mario (mario.rossi@example.com, +39 347 123 4567, IBAN IT60X0542811101000000123456): ho dimenticato la password`;
    const conversation = await client.createConversation();
    await client.send(conversation, question);
    await client.send(conversation, 'E se non mi arriva la mail?');
    expect(fake.completionRequests()).toHaveLength(4);
    for (const request of fake.completionRequests()) for (const value of pii) expect(request.rawBody).not.toContain(value);
    expect(fake.completionRequests()[3].rawBody).toContain('[EMAIL], [TELEFONO], IBAN [IBAN]');
    // Redacted before it is stored (issue 14, finding 11): an IBAN planted in a question never reaches chat_messages.
    const [user] = await stored(conversation.id);
    expect(user.text).toBe('Sono Mario ([EMAIL], [TELEFONO], IBAN [IBAN]): ho dimenticato la password');
  });

  it('a citation of a unit no search returned is removed and flagged', async () => {
    fake.script(oai.toolCall(SEARCH_TOOL_NAME, { query: 'password dimenticata' }), oai.fromLastTool(([id]) => `Scelga «Password dimenticata» [KU-${id}] oppure [KU-987654].`));
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.text).toBe(`Scelga «Password dimenticata» [KU-${password}] oppure.`);
    const [, assistant] = await stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['invalid_citation:KU-987654']));
  });

  it('arguments that are not JSON get an error tool result, and the model can search again', async () => {
    fake.script(oai.toolCall(SEARCH_TOOL_NAME, '{"query": "password'), oai.toolCall(SEARCH_TOOL_NAME, { query: 'password' }), oai.fromLastTool(([id]) => `Ecco [KU-${id}].`));
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.text).toBe(`Ecco [KU-${password}].`);
    expect(bodies()[1].messages[3]).toMatchObject({ role: 'tool', content: expect.stringMatching(/^Error: unknown tool or missing "query"/) });
  });

  it('429 before the stream starts: an error event, the turn stored as failed', async () => {
    fake.script(oai.rateLimited('30'));
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.events.map((e) => e.event)).toEqual(['error']);
    expect(response.events[0].data).toEqual({ message: ASSISTANT_ERROR_TEXT });
    const [, assistant] = await stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'failed' });
    expect(JSON.parse(assistant.flags)).toEqual(['error:rate_limited']);
  });

  it('a server that never answers: the client times out (LLM_TIMEOUT_MS), the turn fails with an error event', async () => {
    fake.script({ kind: 'hang' });
    const conversation = await client.createConversation();
    const started = Date.now();
    const response = await client.send(conversation, QUESTION);
    expect(Date.now() - started).toBeLessThan(9000);
    expect(response.events.map((e) => e.event)).toEqual(['error']);
    const [, assistant] = await stored(conversation.id);
    expect(assistant.status).toBe('failed');
    expect(JSON.parse(assistant.flags)).toEqual(['error:timeout']);
  }, 15_000);

  it('a streamed chunk that is not JSON: the turn fails cleanly, nothing half-cited', async () => {
    fake.script(oai.toolCall(SEARCH_TOOL_NAME, { query: 'password' }), { kind: 'stream_garbage', text: 'Per recuperare la password' });
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toMatchObject({ event: 'error' });
    const [, assistant] = await stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'failed', answered: false });
  });

  it('a stream cut mid-answer: the partial text kept, the turn failed', async () => {
    fake.script(oai.toolCall(SEARCH_TOOL_NAME, { query: 'password' }), { kind: 'stream_cut', text: 'Per recuperare la password apra la pagina' });
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toMatchObject({ event: 'error' });
    const [, assistant] = await stored(conversation.id);
    expect(assistant.status).toBe('failed');
    expect(assistant.text).toMatch(/^Per recuperare/);
  });

  // A refused feature is remembered by the (singleton) assistant for the life of the process: these
  // run last, each leaving the assistant one step further down.
  it('a model that wants max_completion_tokens: asked again with it, and remembered', async () => {
    fake.reasoningModel = true;
    const conversation = await client.createConversation();
    await client.send(conversation, QUESTION);
    await client.send(conversation, 'Grazie, e se il link è scaduto?');
    const sent = bodies();
    expect(sent[0].max_tokens).toBe(1024);
    expect(sent.slice(1).every((b) => b.max_completion_tokens === 1024 && b.max_tokens === undefined)).toBe(true);
    expect(sent).toHaveLength(5); // 1 refused + 2 calls per turn
  });

  it('a server that refuses stream_options: asked again without, usage then unknown', async () => {
    fake.supportsStreamOptions = false;
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toMatchObject({ event: 'done' });
    expect(bodies()[0].stream_options).toBeDefined();
    expect(bodies()[1].stream_options).toBeUndefined();
    // no usage chunk came: nothing recorded rather than zeros
    expect(await usageOf(conversation.id)).toEqual([]);
    const [, assistant] = await stored(conversation.id);
    expect(assistant.input_tokens).toBeNull();
  });

  it('a server that refuses tools: one search with the question, its results in the prompt, a streamed answer', async () => {
    fake.supportsTools = false;
    const conversation = await client.createConversation({ product: 'fatturafacile' });
    const response = await client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: true } });
    expect(response.text).toContain(`[KU-${password}]`);
    const [refused, fallback] = bodies();
    expect(refused.tools).toBeDefined();
    expect(fallback.tools).toBeUndefined();
    expect(fallback.messages.at(-1)!.content).toMatch(/<search_results query=/);
    const [, assistant] = await stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toContain('no_tools');
  });
});
