import type { INestApplication } from '@nestjs/common';
import { sql } from 'kysely';
import { ASSISTANT_ERROR_TEXT } from '../src/modules/chat/chat.service';
import { MAX_STEPS_TEXT, SEARCH_TOOL_NAME } from '../src/modules/chat/assistants/anthropic-chat-prompt';
import { behaviours, startFakeAnthropic, streams, type FakeAnthropic } from './fakes/fake-anthropic';
import { ChatClient } from './fakes/chat-client';
import { loadChatUnits } from './fakes/chat-knowledge';
import { dbOf, flushQueues, listenLocally, startApi, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * CHAT=anthropic: the official SDK, streaming, over real HTTP to a local fake Messages API that
 * streams the documented SSE events, calls the search tool, and misbehaves (cites units it was
 * never given, splits a citation across deltas, fails with 529 mid-stream, never stops searching).
 */

const MODEL = 'claude-chat-test';
const QUESTION = "Ho scordato la parola d'accesso, come faccio a recuperarla?";

type Body = {
  model: string;
  stream: boolean;
  max_tokens: number;
  system: Array<{ type: string; text: string; cache_control?: { type: string } }>;
  tools: Array<{ name: string; input_schema: Record<string, unknown> }>;
  messages: Array<{ role: string; content: string | Array<Record<string, any>> }>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe('customer chat with the anthropic assistant (fake Messages API over HTTP)', () => {
  let fake: FakeAnthropic;
  let app: INestApplication;
  let client: ChatClient;
  let restoreEnv: () => void;
  let units: Map<string, number>;
  let password: number;

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    restoreEnv = withEnv({
      CHAT: 'anthropic',
      CHAT_MODEL: MODEL,
      ANTHROPIC_API_KEY: 'sk-ant-test-chat-0123456789',
      ANTHROPIC_BASE_URL: fake.baseURL,
      ANTHROPIC_MAX_RETRIES: '0',
      ANTHROPIC_TIMEOUT_MS: '5000',
      CHAT_RATE_IP_PER_MINUTE: '0',
      CHAT_RATE_CONVERSATION_PER_MINUTE: '0',
      ESCALATION_WEBHOOK_URL: '',
      ESCALATION_WEBHOOK_SECRET: '',
    });
    app = await startApi();
    client = new ChatClient(await listenLocally(app));
    await truncateAll(dbOf(app));
    await flushQueues();
    units = await loadChatUnits(app);
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
    await sql`UPDATE knowledge_units SET served_count = 0`.execute(dbOf(app));
    await flushQueues();
    fake.reset();
  });

  const bodies = () => fake.messageRequests().map((r) => r.body as Body);
  const stored = (conversationId: string) =>
    sql<Record<string, any>>`SELECT * FROM chat_messages WHERE conversation_id = ${conversationId} ORDER BY id`.execute(dbOf(app)).then((r) => r.rows); // eslint-disable-line @typescript-eslint/no-explicit-any
  const searchPassword = (preface?: string) => streams.toolCall(SEARCH_TOOL_NAME, { query: 'password dimenticata' }, preface);

  it('searches, then streams an answer citing the unit it was given; tokens and citations stored', async () => {
    fake.script(
      searchPassword('Cerco nella base di conoscenza.'),
      streams.fromLastSearch(([id]) => `Per recuperare la password:\n1. Scelga «Password dimenticata» nella pagina di accesso [KU-${id}].\n2. Apra il link ricevuto per e-mail [KU-${id}].`, {
        usage: { input_tokens: 900, output_tokens: 80 },
      }),
    );
    const conversation = await client.createConversation({ product: 'fatturafacile' });
    const response = await client.send(conversation, QUESTION);

    expect(response.firstByteMs!).toBeLessThan(1000);
    expect(response.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5);
    expect(response.text).toBe(
      `Cerco nella base di conoscenza.\n\nPer recuperare la password:\n1. Scelga «Password dimenticata» nella pagina di accesso [KU-${password}].\n2. Apra il link ricevuto per e-mail [KU-${password}].`,
    );
    expect(response.events.at(-2)).toMatchObject({ event: 'citations', data: { units: [{ id: password, problem: expect.stringMatching(/password/) }] } });
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: true } });

    const [first, second] = bodies();
    expect(bodies()).toHaveLength(2);
    expect(first).toMatchObject({ model: MODEL, stream: true, messages: [{ role: 'user', content: QUESTION }] });
    expect(first).not.toHaveProperty('temperature');
    expect(first.tools).toEqual([expect.objectContaining({ name: SEARCH_TOOL_NAME, input_schema: expect.objectContaining({ type: 'object', required: ['query'] }) })]);
    for (const rule of [/Search before every technical answer/, /Never answer from memory/, /search once more with other words/, /After two searches with nothing relevant/, /Parla con un operatore/,
      /\[KU-12\]/, /applies to a plan, a version/, /formal Italian/, /"lei"/, /150 words/, /numbered steps/, /refunds, discounts, deadlines or exceptions/, /passwords, PINs, one-time codes or payment data/, /data, not instructions/, /fatturafacile/]) {
      expect(first.system[0].text).toMatch(rule);
    }
    // the instructions are the cached prefix of every turn
    expect(first.system).toEqual([{ type: 'text', text: expect.any(String), cache_control: { type: 'ephemeral' } }]);
    // the second call carries the tool call and its result, as delimited data
    expect(second.messages).toHaveLength(3);
    expect(second.messages[1]).toMatchObject({ role: 'assistant', content: [{ type: 'text', text: 'Cerco nella base di conoscenza.' }, { type: 'tool_use', name: SEARCH_TOOL_NAME, input: { query: 'password dimenticata' } }] });
    const result = (second.messages[2].content as Array<Record<string, any>>)[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(result).toMatchObject({ type: 'tool_result', tool_use_id: (second.messages[1].content as Array<Record<string, any>>)[1].id }); // eslint-disable-line @typescript-eslint/no-explicit-any
    // one search_result block per unit, citations on, the unit id as its source
    expect(result.content[0]).toEqual({
      type: 'search_result',
      source: `KU-${password}`,
      title: expect.stringMatching(/password/i),
      content: [
        { type: 'text', text: expect.stringMatching(/^Problema: /) },
        { type: 'text', text: expect.stringMatching(/^Soluzione:\n/) },
        { type: 'text', text: expect.stringMatching(/^Quando si applica: /) },
      ],
      citations: { enabled: true },
    });

    const [, assistant] = await stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'complete', answered: true, assistant: `anthropic:${MODEL}`, input_tokens: 1234 + 900, output_tokens: 321 + 80, text: response.text });
    expect(JSON.parse(assistant.citations)).toEqual([password]);
    expect(JSON.parse(assistant.flags)).toEqual([]);
    const [row] = await dbOf(app).selectFrom('knowledge_units').select('served_count').where('id', '=', password).execute();
    expect(row.served_count).toBe(1);
  });

  it("the model's native citations (citations_delta) become [KU-n] after the block, checked by the guard; the turn's tokens and cost are recorded", async () => {
    fake.script(searchPassword(), {
      kind: 'dynamic',
      respond: () => ({
        kind: 'stream',
        // cites the unit it was given, and a source no search returned
        blocks: [{ type: 'text', text: 'Scelga «Password dimenticata» nella pagina di accesso.', citations: [{ source: `KU-${password}` }, { source: 'KU-999999' }] }],
      }),
    });
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.text).toBe(`Scelga «Password dimenticata» nella pagina di accesso. [KU-${password}]`);
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: true } });
    const [, assistant] = await stored(conversation.id);
    expect(JSON.parse(assistant.citations)).toEqual([password]);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['invalid_citation:KU-999999']));
    const usage = await sql<Record<string, any>>`SELECT * FROM llm_usage WHERE conversation_id = ${conversation.id}`.execute(dbOf(app)).then((r) => r.rows); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ role: 'chat', provider: 'anthropic', model: MODEL, chat_message_id: assistant.id, input_tokens: 2 * 1234, output_tokens: 2 * 321 });
    // the chat's prefix (tools + instructions, ≈ 700 tokens) is under the 1024-token minimum a
    // prompt cache needs: the breakpoint is sent, nothing is cached (the distiller's prefix is)
    expect([usage[0].cache_read_tokens, usage[0].cache_write_tokens]).toEqual([0, 0]);
    expect(usage[0].cost_usd).toBeNull(); // no price for "claude-chat-test"
  });

  it('removes a citation of a unit it was never given, even split across deltas, and flags the turn', async () => {
    // the text is split so that "[K", "[KU-" and "[KU-4" of bad citations end a delta
    fake.script(searchPassword(), {
      kind: 'dynamic',
      respond: () => ({
        kind: 'stream',
        blocks: [{ type: 'text', text: 'x' }],
        textChunks: { 0: ['Provi così [K', 'U-9', '99] oppure [KU-', `${password}] subito`, '. Grazie [KU-4', '2]'] },
      }),
    });
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    const deltas = response.events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.join('')).toBe(`Provi così oppure [KU-${password}] subito. Grazie`);
    for (const delta of deltas) expect(delta).not.toMatch(/\[K$|\[KU-?\d*$|999|KU-42/);
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: true } });
    const [, assistant] = await stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['invalid_citation', 'invalid_citation:KU-999', 'invalid_citation:KU-42']));
    expect(JSON.parse(assistant.citations)).toEqual([password]);
  });

  it('an answer from memory (no search) cannot cite anything: not answered, flagged', async () => {
    fake.script(streams.text(`Certo: apra Impostazioni e scelga «Password dimenticata» [KU-${password}].`));
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.text).toBe('Certo: apra Impostazioni e scelga «Password dimenticata».');
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: false } });
    const [, assistant] = await stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['no_search', 'invalid_citation', `invalid_citation:KU-${password}`]));
  });

  it('529 overloaded mid-stream: an error event, the partial answer stored as failed', async () => {
    fake.script(searchPassword(), {
      kind: 'stream',
      blocks: [{ type: 'text', text: 'Per recuperare la password apra la pagina di accesso e poi' }],
      chunkSize: 8,
      errorAfterDeltas: 3,
      error: { type: 'overloaded_error', message: 'Overloaded' },
    });
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toEqual({ event: 'error', data: { message: ASSISTANT_ERROR_TEXT }, at: expect.any(Number) });
    expect(response.events.some((e) => e.event === 'done')).toBe(false);
    expect(response.text).toMatch(/^Per recuperare la/);
    const [, assistant] = await stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'failed', answered: false, text: response.text });
    expect(JSON.parse(assistant.flags)).toEqual(['error:overloaded']);
  });

  it('529 before the stream starts: an error event and nothing else', async () => {
    fake.script(behaviours.overloaded());
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(response.status).toBe(200);
    expect(response.events.map((e) => e.event)).toEqual(['error']);
    const [user, assistant] = await stored(conversation.id);
    expect(user).toMatchObject({ role: 'user', text: QUESTION });
    expect(assistant).toMatchObject({ status: 'failed', text: '' });
  });

  it('stores the question before the answer starts; a client leaving mid-answer leaves it stored as interrupted', async () => {
    fake.script(searchPassword(), { kind: 'stream', blocks: [{ type: 'text', text: 'Per recuperare la password apra la pagina di accesso e poi' }], chunkSize: 8, hangAfterDeltas: 3 });
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION, {
      abortWhen: (event, all) => all.filter((e) => e.event === 'delta').length === 2,
    });
    expect(response.aborted).toBe(true);
    // the fake never finishes that stream: the turn ends (and is stored) only because the server
    // noticed the customer left and aborted the upstream call
    await waitFor(async () => (await stored(conversation.id)).length === 2, { timeoutMs: 10_000, intervalMs: 50 });
    const [user, assistant] = await stored(conversation.id);
    expect(user).toMatchObject({ role: 'user', text: QUESTION });
    expect(assistant).toMatchObject({ role: 'assistant', status: 'interrupted', answered: false });
    // what was sent before the server saw the connection close (the client may not have read it all)
    expect(assistant.text.startsWith(response.text)).toBe(true);
    expect(response.text.length).toBeGreaterThan(0);
    expect(JSON.parse(assistant.flags)).toContain('interrupted');

    // the conversation goes on normally afterwards
    fake.script(streams.text('Buongiorno, mi dica pure.'));
    const next = await client.send(conversation, 'Ci sono ancora?');
    expect(next.events.at(-1)).toMatchObject({ event: 'done' });
  });

  it('the user message is in the database while the model has not answered yet; a second message meanwhile is 409', async () => {
    fake.script({ kind: 'hang' });
    const conversation = await client.createConversation();
    const pending = client.send(conversation, QUESTION, { abortWhen: () => false });
    await waitFor(async () => (await stored(conversation.id)).length === 1, { timeoutMs: 10_000, intervalMs: 50 });
    expect((await stored(conversation.id))[0]).toMatchObject({ role: 'user', text: QUESTION });
    const concurrent = await client.send(conversation, 'Un\'altra domanda');
    expect(concurrent.status).toBe(409);
    const response = await pending; // the fake never answers: the SDK times out (5 s) and the turn fails
    expect(response.events.map((e) => e.event)).toEqual(['error']);
    expect((await stored(conversation.id)).map((m) => m.status)).toEqual(['complete', 'failed']);
  }, 20_000);

  it('remembers the last 20 messages of the conversation', async () => {
    const conversation = await client.createConversation();
    for (let i = 1; i <= 30; i++) {
      await sql`INSERT INTO chat_messages (conversation_id, role, text, citations, consulted, flags) VALUES (${conversation.id}, ${i % 2 === 1 ? 'user' : 'assistant'}, ${`messaggio ${i}`}, '[]', '[]', '[]')`.execute(dbOf(app));
    }
    fake.script(streams.text('Buongiorno.'));
    await client.send(conversation, 'Grazie, e adesso?');
    const [body] = bodies();
    expect(body.messages).toHaveLength(21);
    expect(body.messages[0]).toEqual({ role: 'user', content: 'messaggio 11' });
    expect(body.messages[19]).toEqual({ role: 'assistant', content: 'messaggio 30' });
    expect(body.messages[20]).toEqual({ role: 'user', content: 'Grazie, e adesso?' });
  });

  it('stops after 6 model calls when the model keeps searching, and offers a person', async () => {
    fake.defaultBehaviour = searchPassword();
    const conversation = await client.createConversation();
    const response = await client.send(conversation, QUESTION);
    expect(fake.messageRequests()).toHaveLength(6);
    expect(response.text).toBe(MAX_STEPS_TEXT);
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: false } });
    const [, assistant] = await stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toContain('max_steps');
  });

  it('a widget installed for one product searches that product only, whatever the model asks', async () => {
    fake.script(
      streams.toolCall(SEARCH_TOOL_NAME, { query: 'errore E-4021 dispositivo non autorizzato', product: 'cassanet' }),
      streams.fromLastSearch((ids) => (ids.length ? `Trovate: ${ids.map((id) => `[KU-${id}]`).join(' ')}` : 'Nessuna scheda.')),
    );
    const conversation = await client.createConversation({ product: 'fatturafacile' });
    const response = await client.send(conversation, 'Errore E-4021 sul tablet nuovo');
    expect(response.text).not.toContain(`KU-${units.get('faq-cn-device')}`);
  });
});
