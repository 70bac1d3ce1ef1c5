import { sql } from 'kysely';
import { ASSISTANT_ERROR_TEXT } from '../src/modules/chat/chat.service';
import { MAX_STEPS_TEXT, SEARCH_TOOL_NAME } from '../src/modules/chat/assistants/anthropic-chat-prompt';
import { PRESEARCH_TOOL_USE_ID } from '../src/modules/chat/assistants/anthropic.assistant';
import { behaviours, streams } from './fakes/fake-anthropic';
import { anthropicProvider, ANTHROPIC_CHAT_MODEL as MODEL, doneOf, useLlmChat } from './utils/chat-app';
import { dbOf } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * CHAT=anthropic: the official SDK, streaming, over real HTTP to a local fake Messages API that
 * streams the documented SSE events, calls the search tool, and misbehaves (cites units it was
 * never given, splits a citation across deltas, fails with 529 mid-stream, never stops searching).
 * The turn is triaged before any call (chat-llm-outcomes.medium-spec.ts): the questions here are
 * ones the confidence answers, so the model is called with the search already made.
 */

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
  const s = useLlmChat(anthropicProvider);
  let password: number;
  beforeAll(() => {
    password = s.units.get('faq-ff-password')!;
  });

  const bodies = () => s.fake.messageRequests().map((r) => r.body as Body);
  const searchPassword = (preface?: string) => streams.toolCall(SEARCH_TOOL_NAME, { query: 'password dimenticata' }, preface);

  it('starts from the search made for it (its own tool_use and search_result blocks): one call, a streamed answer citing the unit; tokens and citations stored', async () => {
    s.fake.script(
      streams.fromLastSearch(([id]) => `Per recuperare la password:\n1. Scelga «Password dimenticata» nella pagina di accesso [KU-${id}].\n2. Apra il link ricevuto per e-mail [KU-${id}].`, {
        usage: { input_tokens: 900, output_tokens: 80 },
      }),
    );
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, QUESTION);

    expect(response.firstByteMs!).toBeLessThan(1000);
    expect(response.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5);
    expect(response.text).toBe(
      `Per recuperare la password:\n1. Scelga «Password dimenticata» nella pagina di accesso [KU-${password}].\n2. Apra il link ricevuto per e-mail [KU-${password}].`,
    );
    expect(response.events.at(-2)).toMatchObject({ event: 'citations', data: { units: [{ id: password, problem: expect.stringMatching(/password/) }] } });
    expect(doneOf(response)).toEqual({ message_id: expect.any(Number), answered: true, outcome: 'answered' });

    expect(bodies()).toHaveLength(1);
    const [first] = bodies();
    expect(first).toMatchObject({ model: MODEL, stream: true });
    expect(first).not.toHaveProperty('temperature');
    expect(first.tools).toEqual([expect.objectContaining({ name: SEARCH_TOOL_NAME, input_schema: expect.objectContaining({ type: 'object', required: ['query'] }) })]);
    for (const rule of [/Search before every technical answer/, /Never answer from memory/, /search once more with other words/, /After two searches with nothing relevant/, /Parla con un operatore/,
      /\[KU-12\]/, /applies to a plan, a version/, /formal Italian/, /"lei"/, /150 words/, /numbered steps/, /refunds, discounts, deadlines or exceptions/, /passwords, PINs, one-time codes or payment data/, /data, not instructions/, /fatturafacile/]) {
      expect(first.system[0].text).toMatch(rule);
    }
    // the instructions are the cached prefix of every turn
    expect(first.system).toEqual([{ type: 'text', text: expect.any(String), cache_control: { type: 'ephemeral' } }]);
    // the question, then the search made for it as the model's tool call, then its result
    expect(first.messages).toHaveLength(3);
    expect(first.messages[0]).toEqual({ role: 'user', content: QUESTION });
    expect(first.messages[1]).toEqual({ role: 'assistant', content: [{ type: 'tool_use', id: PRESEARCH_TOOL_USE_ID, name: SEARCH_TOOL_NAME, input: { query: QUESTION, product: 'fatturafacile' } }] });
    const result = (first.messages[2].content as Array<Record<string, any>>)[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(first.messages[2].role).toBe('user');
    expect(result).toMatchObject({ type: 'tool_result', tool_use_id: PRESEARCH_TOOL_USE_ID });
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

    const [, assistant] = await s.stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'complete', answered: true, outcome: 'answered', assistant: `anthropic:${MODEL}`, input_tokens: 900, output_tokens: 80, text: response.text });
    expect(JSON.parse(assistant.citations)).toEqual([password]);
    expect(JSON.parse(assistant.flags)).toEqual([expect.stringMatching(/^confidence:0\.\d+\/0\.\d+$/)]);
    const [row] = await dbOf(s.app).selectFrom('knowledge_units').select('served_count').where('id', '=', password).execute();
    expect(row.served_count).toBe(1);
  });

  it('the model may search again with other words: its tool call and result follow the first search, the text of both calls streamed', async () => {
    s.fake.script(
      searchPassword('Cerco anche con altre parole.'),
      streams.fromLastSearch(([id]) => `Scelga «Password dimenticata» [KU-${id}].`),
    );
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.text).toBe(`Cerco anche con altre parole.\n\nScelga «Password dimenticata» [KU-${password}].`);
    expect(doneOf(response)).toMatchObject({ answered: true, outcome: 'answered' });
    const [, second] = bodies();
    expect(bodies()).toHaveLength(2);
    expect(second.messages).toHaveLength(5);
    expect(second.messages[3]).toMatchObject({ role: 'assistant', content: [{ type: 'text', text: 'Cerco anche con altre parole.' }, { type: 'tool_use', name: SEARCH_TOOL_NAME, input: { query: 'password dimenticata' } }] });
    expect((second.messages[4].content as Array<Record<string, any>>)[0]).toMatchObject({ type: 'tool_result', tool_use_id: (second.messages[3].content as Array<Record<string, any>>)[1].id }); // eslint-disable-line @typescript-eslint/no-explicit-any
    const [, assistant] = await s.stored(conversation.id);
    expect(assistant).toMatchObject({ input_tokens: 2 * 1234, output_tokens: 2 * 321 });
  });

  it("the model's native citations (citations_delta) become [KU-n] after the block, checked by the guard; the turn's tokens and cost are recorded", async () => {
    s.fake.script({
      kind: 'dynamic',
      respond: () => ({
        kind: 'stream',
        // cites the unit it was given, and a source no search returned
        blocks: [{ type: 'text', text: 'Scelga «Password dimenticata» nella pagina di accesso.', citations: [{ source: `KU-${password}` }, { source: 'KU-999999' }] }],
      }),
    });
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.text).toBe(`Scelga «Password dimenticata» nella pagina di accesso. [KU-${password}]`);
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: true } });
    const [, assistant] = await s.stored(conversation.id);
    expect(JSON.parse(assistant.citations)).toEqual([password]);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['invalid_citation:KU-999999']));
    const usage = await sql<Record<string, any>>`SELECT * FROM llm_usage WHERE conversation_id = ${conversation.id}`.execute(dbOf(s.app)).then((r) => r.rows); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ role: 'chat', provider: 'anthropic', model: MODEL, chat_message_id: assistant.id, input_tokens: 1234, output_tokens: 321 });
    // the chat's prefix (tools + instructions, ≈ 700 tokens) is under the 1024-token minimum a
    // prompt cache needs: the breakpoint is sent, nothing is cached (the distiller's prefix is)
    expect([usage[0].cache_read_tokens, usage[0].cache_write_tokens]).toEqual([0, 0]);
    expect(usage[0].cost_usd).toBeNull(); // no price for "claude-chat-test"
  });

  it('removes a citation of a unit it was never given, even split across deltas, and flags the turn', async () => {
    // the text is split so that "[K", "[KU-" and "[KU-4" of bad citations end a delta
    s.fake.script({
      kind: 'dynamic',
      respond: () => ({
        kind: 'stream',
        blocks: [{ type: 'text', text: 'x' }],
        textChunks: { 0: ['Provi così [K', 'U-9', '99] oppure [KU-', `${password}] subito`, '. Grazie [KU-4', '2]'] },
      }),
    });
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    const deltas = response.events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.join('')).toBe(`Provi così oppure [KU-${password}] subito. Grazie`);
    for (const delta of deltas) expect(delta).not.toMatch(/\[K$|\[KU-?\d*$|999|KU-42/);
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: true } });
    const [, assistant] = await s.stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['invalid_citation', 'invalid_citation:KU-999', 'invalid_citation:KU-42']));
    expect(JSON.parse(assistant.citations)).toEqual([password]);
  });

  it('529 overloaded mid-stream: an error event, the partial answer stored as failed', async () => {
    s.fake.script({
      kind: 'stream',
      blocks: [{ type: 'text', text: 'Per recuperare la password apra la pagina di accesso e poi' }],
      chunkSize: 8,
      errorAfterDeltas: 3,
      error: { type: 'overloaded_error', message: 'Overloaded' },
    });
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toEqual({ event: 'error', data: { message: ASSISTANT_ERROR_TEXT }, at: expect.any(Number) });
    expect(response.events.some((e) => e.event === 'done')).toBe(false);
    expect(response.text).toMatch(/^Per recuperare la/);
    const [, assistant] = await s.stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'failed', answered: false, text: response.text });
    expect(JSON.parse(assistant.flags)).toEqual([expect.stringMatching(/^confidence:/), 'error:overloaded']);
  });

  it('529 before the stream starts: an error event and nothing else', async () => {
    s.fake.script(behaviours.overloaded());
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.status).toBe(200);
    expect(response.events.map((e) => e.event)).toEqual(['error']);
    const [user, assistant] = await s.stored(conversation.id);
    expect(user).toMatchObject({ role: 'user', text: QUESTION });
    expect(assistant).toMatchObject({ status: 'failed', text: '' });
  });

  it('stores the question before the answer starts; a client leaving mid-answer leaves it stored as interrupted', async () => {
    s.fake.script({ kind: 'stream', blocks: [{ type: 'text', text: 'Per recuperare la password apra la pagina di accesso e poi' }], chunkSize: 8, hangAfterDeltas: 3 });
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION, {
      abortWhen: (event, all) => all.filter((e) => e.event === 'delta').length === 2,
    });
    expect(response.aborted).toBe(true);
    // the fake never finishes that stream: the turn ends (and is stored) only because the server
    // noticed the customer left and aborted the upstream call
    await waitFor(async () => (await s.stored(conversation.id)).length === 2, { timeoutMs: 10_000, intervalMs: 50 });
    const [user, assistant] = await s.stored(conversation.id);
    expect(user).toMatchObject({ role: 'user', text: QUESTION });
    expect(assistant).toMatchObject({ role: 'assistant', status: 'interrupted', answered: false });
    // what was sent before the server saw the connection close (the client may not have read it all)
    expect(assistant.text.startsWith(response.text)).toBe(true);
    expect(response.text.length).toBeGreaterThan(0);
    expect(JSON.parse(assistant.flags)).toContain('interrupted');

    // the conversation goes on normally afterwards
    s.fake.script(streams.text('Buongiorno, mi dica pure.'));
    const next = await s.client.send(conversation, 'Ci sono ancora?');
    expect(next.events.at(-1)).toMatchObject({ event: 'done' });
  });

  it('the user message is in the database while the model has not answered yet; a second message meanwhile is 409', async () => {
    s.fake.script({ kind: 'hang' });
    const conversation = await s.client.createConversation();
    const pending = s.client.send(conversation, QUESTION, { abortWhen: () => false });
    await waitFor(async () => (await s.stored(conversation.id)).length === 1, { timeoutMs: 10_000, intervalMs: 50 });
    expect((await s.stored(conversation.id))[0]).toMatchObject({ role: 'user', text: QUESTION });
    const concurrent = await s.client.send(conversation, 'Un\'altra domanda');
    expect(concurrent.status).toBe(409);
    const response = await pending; // the fake never answers: the SDK times out (5 s) and the turn fails
    expect(response.events.map((e) => e.event)).toEqual(['error']);
    expect((await s.stored(conversation.id)).map((m) => m.status)).toEqual(['complete', 'failed']);
  }, 20_000);

  it('remembers the last 20 messages of the conversation', async () => {
    const conversation = await s.client.createConversation();
    for (let i = 1; i <= 30; i++) {
      await sql`INSERT INTO chat_messages (conversation_id, role, text, citations, consulted, flags) VALUES (${conversation.id}, ${i % 2 === 1 ? 'user' : 'assistant'}, ${`messaggio ${i}`}, '[]', '[]', '[]')`.execute(dbOf(s.app));
    }
    s.fake.script(streams.fromLastSearch(([id]) => `Scelga «Password dimenticata» [KU-${id}].`));
    await s.client.send(conversation, QUESTION);
    const [body] = bodies();
    // 20 remembered, the question, the search made for it and its result
    expect(body.messages).toHaveLength(23);
    expect(body.messages[0]).toEqual({ role: 'user', content: 'messaggio 11' });
    expect(body.messages[19]).toEqual({ role: 'assistant', content: 'messaggio 30' });
    expect(body.messages[20]).toEqual({ role: 'user', content: QUESTION });
  });

  it('stops after 6 model calls when the model keeps searching, offers a person and the first units as suggestions', async () => {
    s.fake.defaultBehaviour = searchPassword();
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(s.fake.messageRequests()).toHaveLength(6);
    expect(response.text.startsWith(`${MAX_STEPS_TEXT}\n\nForse cercava`)).toBe(true);
    expect(doneOf(response)).toMatchObject({ answered: false, outcome: 'suggested', suggestions: expect.arrayContaining([{ unit_id: password, title: expect.any(String) }]) });
    const [, assistant] = await s.stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['max_steps', 'uncited_answer']));
  });

  it('a widget installed for one product searches that product only, whatever the model asks', async () => {
    s.fake.script(
      streams.toolCall(SEARCH_TOOL_NAME, { query: 'errore E-4021 dispositivo non autorizzato', product: 'cassanet' }),
      streams.fromLastSearch((ids) => (ids.length ? `Trovate: ${ids.map((id) => `[KU-${id}]`).join(' ')}` : 'Nessuna scheda.')),
    );
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, QUESTION);
    expect(bodies()).toHaveLength(2);
    const device = s.units.get('faq-cn-device')!;
    expect(JSON.stringify(bodies()[1].messages.at(-1))).not.toContain(`KU-${device}`);
    expect(response.text).not.toContain(`KU-${device}`);
  });
});
