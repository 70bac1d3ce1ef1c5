import { SEARCH_TOOL_NAME } from '../src/modules/chat/assistants/anthropic-chat-prompt';
import { PRESEARCH_CALL_ID } from '../src/modules/chat/assistants/openai-compatible.assistant';
import { ASSISTANT_ERROR_TEXT } from '../src/modules/chat/chat.service';
import { oai, type ChatBody } from './fakes/fake-openai-compatible';
import { doneOf, OPENAI_CHAT_MODEL as MODEL, openAiProvider, useLlmChat } from './utils/chat-app';

/**
 * CHAT=openai-compatible: the official openai client, streaming, over real HTTP to a local fake
 * Chat Completions server that calls the search function (arguments split across chunks), cites
 * units it was and was not given, refuses tools, rate-limits, and reports usage in its last chunk.
 * The turn is triaged before any call (chat-llm-outcomes.medium-spec.ts): the questions here are
 * ones the confidence answers, so the model is called with the search already made.
 */

const QUESTION = "Ho scordato la parola d'accesso, come faccio a recuperarla?";

describe('customer chat with the openai-compatible assistant (fake Chat Completions over HTTP)', () => {
  // a price for this model: the turn's cost is recorded
  const s = useLlmChat(openAiProvider, { LLM_PRICES: JSON.stringify({ 'mistral-small': { input: 0.1, output: 0.3 } }) });
  let password: number;
  beforeAll(() => {
    password = s.units.get('faq-ff-password')!;
  });

  const bodies = () => s.fake.completionRequests().map((r) => r.body as ChatBody);

  it('calls the search function (arguments split across chunks), streams a cited answer; usage and cost recorded', async () => {
    s.fake.script(
      oai.toolCall(SEARCH_TOOL_NAME, { query: 'password dimenticata', product: 'fatturafacile' }, { chunkSize: 3, usage: { prompt_tokens: 700, completion_tokens: 20 } }),
      { ...oai.fromLastTool(([id]) => `Per recuperare la password scelga «Password dimenticata» nella pagina di accesso [KU-${id}].`) },
    );
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, QUESTION);
    expect(response.text).toBe(`Per recuperare la password scelga «Password dimenticata» nella pagina di accesso [KU-${password}].`);
    expect(response.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    expect(doneOf(response)).toEqual({ message_id: expect.any(Number), answered: true, outcome: 'answered' });

    const [first, second] = bodies();
    expect(bodies()).toHaveLength(2);
    expect(first).toMatchObject({ model: MODEL, stream: true, stream_options: { include_usage: true } });
    expect(first.tools).toEqual([{ type: 'function', function: expect.objectContaining({ name: SEARCH_TOOL_NAME, parameters: expect.objectContaining({ required: ['query'] }) }) }]);
    // the search made for the question, as the model's own tool call and the tool's answer
    expect(first.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(first.messages[0].content).toMatch(/Cite every claim with the id of the unit/);
    expect(first.messages[2].tool_calls).toEqual([{ id: PRESEARCH_CALL_ID, type: 'function', function: { name: SEARCH_TOOL_NAME, arguments: JSON.stringify({ query: QUESTION, product: 'fatturafacile' }) } }]);
    expect(first.messages[3]).toMatchObject({ tool_call_id: PRESEARCH_CALL_ID, content: expect.stringMatching(new RegExp(`^<search_results query="Ho scordato[^"]*" count="\\d">\\n<unit id="KU-${password}">`)) });
    expect(s.fake.completionRequests()[0].headers.authorization).toBeUndefined();
    // the model searched again: the second call carries its tool call (arguments joined) and the tool's answer
    expect(second.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'tool']);
    expect(JSON.parse(second.messages[4].tool_calls![0].function.arguments)).toEqual({ query: 'password dimenticata', product: 'fatturafacile' });
    expect(second.messages[5].tool_call_id).toBe(second.messages[4].tool_calls![0].id);
    expect(second.messages[5].content).toMatch(new RegExp(`^<search_results query="password dimenticata" count="\\d">\\n<unit id="KU-${password}">`));

    const [, assistant] = await s.stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'complete', answered: true, assistant: `openai-compatible:${MODEL}` });
    const [usage] = await s.usageOf(conversation.id);
    expect(usage).toMatchObject({ role: 'chat', provider: 'openai-compatible', model: MODEL, chat_message_id: assistant.id, cache_write_tokens: 0 });
    expect(usage.input_tokens).toBeGreaterThan(700);
    expect(usage.output_tokens).toBeGreaterThan(20);
    const expected = (usage.input_tokens * 0.1 + usage.output_tokens * 0.3) / 1_000_000;
    expect(Number(usage.cost_usd)).toBeCloseTo(expected, 6);
  });

  it("the customer's personal data stays out of every request body, and out of the stored message", async () => {
    const pii = ['mario.rossi@example.com', '+39 347 123 4567', 'IT60X0542811101000000123456'];
    const question = `Sono Mario (mario.rossi@example.com, +39 347 123 4567, IBAN IT60X0542811101000000123456): ho dimenticato la password`;
    const conversation = await s.client.createConversation();
    await s.client.send(conversation, question);
    await s.client.send(conversation, QUESTION);
    // one call a turn: the fake's model answers from the search made for it
    expect(s.fake.completionRequests()).toHaveLength(2);
    for (const request of s.fake.completionRequests()) for (const value of pii) expect(request.rawBody).not.toContain(value);
    expect(s.fake.completionRequests()[1].rawBody).toContain('[EMAIL], [TELEFONO], IBAN [IBAN]');
    // Redacted before it is stored (issue 14, finding 11): an IBAN planted in a question never reaches chat_messages.
    const [user] = await s.stored(conversation.id);
    expect(user.text).toBe('Sono Mario ([EMAIL], [TELEFONO], IBAN [IBAN]): ho dimenticato la password');
  });

  it('a citation of a unit no search returned is removed and flagged', async () => {
    s.fake.script(oai.fromLastTool(([id]) => `Scelga «Password dimenticata» [KU-${id}] oppure [KU-987654].`));
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.text).toBe(`Scelga «Password dimenticata» [KU-${password}] oppure.`);
    const [, assistant] = await s.stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toEqual(expect.arrayContaining(['invalid_citation:KU-987654']));
  });

  it('arguments that are not JSON get an error tool result, and the model can search again', async () => {
    s.fake.script(oai.toolCall(SEARCH_TOOL_NAME, '{"query": "password'), oai.toolCall(SEARCH_TOOL_NAME, { query: 'password' }), oai.fromLastTool(([id]) => `Ecco [KU-${id}].`));
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.text).toBe(`Ecco [KU-${password}].`);
    expect(bodies()[1].messages[5]).toMatchObject({ role: 'tool', content: expect.stringMatching(/^Error: unknown tool or missing "query"/) });
  });

  it('429 before the stream starts: an error event, the turn stored as failed', async () => {
    s.fake.script(oai.rateLimited('30'));
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.events.map((e) => e.event)).toEqual(['error']);
    expect(response.events[0].data).toEqual({ message: ASSISTANT_ERROR_TEXT });
    const [, assistant] = await s.stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'failed' });
    expect(JSON.parse(assistant.flags)).toEqual([expect.stringMatching(/^confidence:/), 'error:rate_limited']);
  });

  it('a server that never answers: the client times out (LLM_TIMEOUT_MS), the turn fails with an error event', async () => {
    s.fake.script({ kind: 'hang' });
    const conversation = await s.client.createConversation();
    const started = Date.now();
    const response = await s.client.send(conversation, QUESTION);
    expect(Date.now() - started).toBeLessThan(9000);
    expect(response.events.map((e) => e.event)).toEqual(['error']);
    const [, assistant] = await s.stored(conversation.id);
    expect(assistant.status).toBe('failed');
    expect(JSON.parse(assistant.flags)).toEqual([expect.stringMatching(/^confidence:/), 'error:timeout']);
  }, 15_000);

  it('a streamed chunk that is not JSON: the turn fails cleanly, nothing half-cited', async () => {
    s.fake.script({ kind: 'stream_garbage', text: 'Per recuperare la password' });
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toMatchObject({ event: 'error' });
    const [, assistant] = await s.stored(conversation.id);
    expect(assistant).toMatchObject({ status: 'failed', answered: false });
  });

  it('a stream cut mid-answer: the partial text kept, the turn failed', async () => {
    s.fake.script({ kind: 'stream_cut', text: 'Per recuperare la password apra la pagina' });
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toMatchObject({ event: 'error' });
    const [, assistant] = await s.stored(conversation.id);
    expect(assistant.status).toBe('failed');
    expect(assistant.text).toMatch(/^Per recuperare/);
  });

  // A refused feature is remembered by the (singleton) assistant for the life of the process: these
  // run last, each leaving the assistant one step further down.
  it('a model that wants max_completion_tokens: asked again with it, and remembered', async () => {
    s.fake.reasoningModel = true;
    const conversation = await s.client.createConversation();
    await s.client.send(conversation, QUESTION);
    await s.client.send(conversation, QUESTION);
    const sent = bodies();
    expect(sent[0].max_tokens).toBe(1024);
    expect(sent.slice(1).every((b) => b.max_completion_tokens === 1024 && b.max_tokens === undefined)).toBe(true);
    expect(sent).toHaveLength(3); // 1 refused + 1 call per turn
  });

  it('a server that refuses stream_options: asked again without, usage then unknown', async () => {
    s.fake.supportsStreamOptions = false;
    const conversation = await s.client.createConversation();
    const response = await s.client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toMatchObject({ event: 'done' });
    expect(bodies()[0].stream_options).toBeDefined();
    expect(bodies()[1].stream_options).toBeUndefined();
    // no usage chunk came: nothing recorded rather than zeros
    expect(await s.usageOf(conversation.id)).toEqual([]);
    const [, assistant] = await s.stored(conversation.id);
    expect(assistant.input_tokens).toBeNull();
  });

  it('a server that refuses tools: one search with the question, its results in the prompt, a streamed answer', async () => {
    s.fake.supportsTools = false;
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const response = await s.client.send(conversation, QUESTION);
    expect(response.events.at(-1)).toMatchObject({ event: 'done', data: { answered: true } });
    expect(response.text).toContain(`[KU-${password}]`);
    const [refused, fallback] = bodies();
    expect(refused.tools).toBeDefined();
    expect(fallback.tools).toBeUndefined();
    // no tool messages either: the search made for the question is in the prompt
    expect(fallback.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(fallback.messages.at(-1)!.content).toMatch(/<search_results query=/);
    const [, assistant] = await s.stored(conversation.id);
    expect(JSON.parse(assistant.flags)).toContain('no_tools');
  });
});
