import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { GapTopicsService } from '../src/modules/gaps/gap-topics.service';
import { SIX_QUESTIONS } from '../src/modules/gaps/eval/six-questions';
import { GapsService } from '../src/modules/gaps/gaps.service';
import type { GapsTables } from '../src/modules/gaps/gaps.tables';
import type { LlmUsageTables } from '../src/modules/llm-usage/llm-usage.tables';
import { JobQueue } from '../src/queue/job-queue.service';
import { JobName, QueueName } from '../src/queue/jobs';
import { oai, startFakeOpenAiCompatible, type ChatBody, type FakeOpenAiCompatible } from './fakes/fake-openai-compatible';
import { quickSession, reviewClient } from './review-helpers';
import { dbOf, flushQueues, startApi, startWorker, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * Gaps grouped by meaning (GAPS_TOPICS=model): gaps recorded through GapsService (as the chat
 * records them), the AssignGapTopics job on a real worker, MariaDB/MySQL and Redis, the model
 * being the fake Chat Completions server over HTTP with scripted replies.
 */
const SIX = SIX_QUESTIONS.map((q) => q.question);
const TWO_TOPICS = { groups: [{ topic_id: 0, name: "Tema scuro dell'app", questions: [1, 3, 5] }, { topic_id: 0, name: 'Pagare in bitcoin', questions: [2, 4, 6] }] };

describe('gap topics by the model (AssignGapTopics job, fake OpenAI-compatible server)', () => {
  let fake: FakeOpenAiCompatible;
  let api: INestApplication;
  let worker: INestApplicationContext | undefined;
  let restoreEnv: () => void;
  let messageId = 1000;

  beforeAll(async () => {
    fake = await startFakeOpenAiCompatible();
    restoreEnv = withEnv({
      DISTILLER: 'openai-compatible',
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'local-model',
      LLM_API_KEY: '',
      LLM_MAX_RETRIES: '0',
      LLM_TIMEOUT_MS: '5000',
      GAPS_TOPICS: '',
      GAPS_TOPICS_DELAY_MS: '150',
    });
    api = await startApi();
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
    await fake.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    await worker?.close();
    worker = undefined;
    await truncateAll(dbOf(api));
    await flushQueues();
    fake.reset();
  });

  const db = () => dbOf(api).withTables<GapsTables & LlmUsageTables>();
  const record = async (question: string, conversationId = randomUUID()) => {
    await api.get(GapsService).record({ conversationId, messageId: messageId++, question, product: null, locale: 'it', outcome: 'declined' });
    return conversationId;
  };
  const questions = () => db().selectFrom('kb_gap_questions').select(['id', 'question', 'topic_id', 'topic_attempts']).orderBy('id').execute();
  const topicRows = () => db().selectFrom('kb_gap_topics').selectAll().orderBy('id').execute();
  const userMessage = (n: number) => String((fake.completionRequests()[n]!.body as ChatBody).messages.find((m) => m.role === 'user')!.content);
  const placed = (count: number) => waitFor(async () => (await questions()).filter((q) => q.topic_id !== null).length === count, { what: `${count} questions placed`, timeoutMs: 20_000 });
  const page = async () => (await reviewClient(api, await quickSession(api, 'lacune@example.com')).get('/api/review/gaps?since=30').expect(200)).body;

  it('groups a batch of recorded gaps in one debounced job, a new question joins an existing topic, and one left out is asked again next time', async () => {
    for (const q of SIX) await record(q);
    // One job for the six gaps: the fixed id turns the later requests away while it waits.
    const waiting = await api.get(JobQueue).queue(QueueName.Distill).getJobs(['delayed', 'waiting']);
    expect(waiting.map((j) => [j.name, j.id])).toEqual([[JobName.AssignGapTopics, 'assign-gap-topics']]);

    fake.script(oai.content(TWO_TOPICS, { usage: { prompt_tokens: 900, completion_tokens: 60 } }));
    worker = await startWorker();
    await placed(6);
    expect(fake.completionRequests()).toHaveLength(1);
    expect(userMessage(0)).toContain(['<topics>', '(no topics yet)', '</topics>', '', '<questions>', ...SIX.map((q, i) => `${i + 1}. ${q}`), '</questions>'].join('\n'));
    const [dark, bitcoin] = await topicRows();
    expect([dark!.name, bitcoin!.name, dark!.model]).toEqual(["Tema scuro dell'app", 'Pagare in bitcoin', 'local-model']);
    expect((await questions()).map((q) => Number(q.topic_id))).toEqual([dark!.id, bitcoin!.id, dark!.id, bitcoin!.id, dark!.id, bitcoin!.id].map(Number));
    const usage = await db().selectFrom('llm_usage').selectAll().execute();
    expect(usage).toEqual([expect.objectContaining({ role: 'gap_topics', input_tokens: 900, output_tokens: 60, ticket_id: null })]);

    let body = await page();
    expect(body.grouped_by).toBe('model');
    expect(body.topics.map((t: { label: string; questions: number; topic_id: number }) => [t.label, t.questions, t.topic_id])).toEqual([
      ["Tema scuro dell'app", 3, Number(dark!.id)],
      ['Pagare in bitcoin', 3, Number(bitcoin!.id)],
    ]);

    // A new wording of the dark theme joins it; a question about something else is left out by the model.
    fake.script(oai.content({ groups: [{ topic_id: Number(dark!.id), name: "Tema scuro dell'app", questions: [1] }] }));
    await record('Esiste la dark mode?');
    await record('Come esporto le fatture in Excel?');
    await waitFor(async () => (await questions()).some((q) => q.topic_attempts === 1), { what: 'the left-out question counted', timeoutMs: 20_000 });
    const second = userMessage(1);
    expect(second).toContain(`<topic id="${dark!.id}">\nname: Tema scuro dell'app\n- ${SIX[0]}\n- ${SIX[2]}\n</topic>`);
    expect(second).toContain('<questions>\n1. Esiste la dark mode?\n2. Come esporto le fatture in Excel?\n</questions>');
    const [, , , , , , darkMode, excel] = await questions();
    expect([Number(darkMode!.topic_id), excel!.topic_id, excel!.topic_attempts]).toEqual([Number(dark!.id), null, 1]);
    body = await page();
    expect(body.topics.map((t: { label: string; questions: number; topic_id: number | null }) => [t.questions, t.topic_id])).toEqual([
      [4, Number(dark!.id)],
      [3, Number(bitcoin!.id)],
      [1, null],
    ]);
    expect(body.topics[2].typical_question).toBe('Come esporto le fatture in Excel?');

    // The next run asks about the left-out question again, with the new one.
    fake.script(oai.content({ groups: [{ topic_id: 0, name: 'Esportare le fatture in Excel', questions: [1, 2] }] }));
    await record('Si può scaricare un file Excel con tutte le fatture?');
    await placed(9);
    expect(userMessage(2)).toContain('<questions>\n1. Come esporto le fatture in Excel?\n2. Si può scaricare un file Excel con tutte le fatture?\n</questions>');
    expect((await topicRows()).map((t) => t.name)).toEqual(["Tema scuro dell'app", 'Pagare in bitcoin', 'Esportare le fatture in Excel']);
    expect(fake.completionRequests()).toHaveLength(3);
  });

  it('a malformed answer writes nothing (the valid part of it neither); the page groups those questions locally meanwhile', async () => {
    const broken = { groups: [{ topic_id: 0, name: 'Tema scuro', questions: [1, 3] }, { topic_id: 0, name: 'Bitcoin', questions: [] }] };
    fake.script(oai.content(broken, { usage: { prompt_tokens: 500, completion_tokens: 20 } }), oai.content('non è JSON', { usage: { prompt_tokens: 520, completion_tokens: 5 } }));
    for (const q of SIX.slice(0, 4)) await record(q);
    const report = await api.get(GapTopicsService).assignUnplaced('malformed');
    expect(report).toEqual({ batches: 0, placed: 0, opened: 0, left_out: 0, failed_batches: 1 });
    expect(fake.completionRequests()).toHaveLength(2); // the runner's one retry, shown the problem
    expect(await topicRows()).toEqual([]);
    expect((await questions()).map((q) => [q.topic_id, q.topic_attempts])).toEqual([[null, 1], [null, 1], [null, 1], [null, 1]]);
    // What the failed call cost is still recorded, once.
    expect(await db().selectFrom('llm_usage').select(['call_key', 'role', 'input_tokens']).execute()).toEqual([{ call_key: expect.stringMatching(/^gap-topics:malformed:\d+-\d+:failed$/), role: 'gap_topics', input_tokens: 1020 }]);
    const body = await page();
    expect(body.grouped_by).toBe('model');
    expect(body.total_questions).toBe(4);
    expect(body.topics.every((t: { topic_id: number | null }) => t.topic_id === null)).toBe(true);

    // A provider that is down fails the run (the job retries it later): nothing written, no attempt counted.
    fake.script(oai.serverError(503));
    await expect(api.get(GapTopicsService).assignUnplaced('down')).rejects.toThrow(/503|server/i);
    expect((await questions()).map((q) => q.topic_attempts)).toEqual([1, 1, 1, 1]);
  });

  it('two runs that overlap (a retried job and a new one) place each question once and keep no empty topic', async () => {
    for (const q of SIX) await record(q);
    fake.responseDelayMs = 400;
    fake.script(oai.content(TWO_TOPICS), oai.content({ groups: [{ topic_id: 0, name: 'Modalità scura', questions: [1, 3, 5] }, { topic_id: 0, name: 'Criptovalute', questions: [2, 4, 6] }] }));
    const topics = api.get(GapTopicsService);
    const [a, b] = await Promise.all([topics.assignUnplaced('run-a'), topics.assignUnplaced('run-b')]);
    fake.responseDelayMs = 0;
    expect(fake.completionRequests()).toHaveLength(2);
    expect(a.placed + b.placed).toBe(6);
    expect(a.opened + b.opened).toBe(2);
    const kept = await topicRows();
    expect(kept).toHaveLength(2);
    const rows = await questions();
    expect(new Set(rows.map((q) => Number(q.topic_id)))).toEqual(new Set(kept.map((t) => Number(t.id))));
    expect(rows[0]!.topic_id).toBe(rows[2]!.topic_id);
    expect(rows[1]!.topic_id).toBe(rows[3]!.topic_id);
    // Both calls were billed, each once.
    expect(await db().selectFrom('llm_usage').select('call_key').orderBy('call_key').execute()).toEqual([
      { call_key: expect.stringMatching(/^gap-topics:run-a:/) },
      { call_key: expect.stringMatching(/^gap-topics:run-b:/) },
    ]);
    // A run after them finds nothing to ask.
    expect(await topics.assignUnplaced('run-c')).toMatchObject({ batches: 0, placed: 0 });
    expect(fake.completionRequests()).toHaveLength(2);
  });

  it('erasure takes a topic away with its last question; a chosen suggestion too', async () => {
    const conversations = [];
    for (const q of SIX) conversations.push(await record(q));
    fake.script(oai.content(TWO_TOPICS));
    await api.get(GapTopicsService).assignUnplaced('erase');
    const [dark, bitcoin] = await topicRows();
    const gaps = api.get(GapsService);
    expect(await gaps.eraseConversations([conversations[0]!, conversations[2]!])).toBe(2);
    expect((await topicRows()).map((t) => t.id)).toEqual([dark!.id, bitcoin!.id]);
    expect(await gaps.exportConversations([conversations[4]!])).toEqual([expect.objectContaining({ question: SIX[4], topic: "Tema scuro dell'app" })]);
    expect(await gaps.eraseConversations([conversations[4]!])).toBe(1);
    expect((await topicRows()).map((t) => t.name)).toEqual(['Pagare in bitcoin']);
    expect((await page()).topics.map((t: { label: string }) => t.label)).toEqual(['Pagare in bitcoin']);

    await db().updateTable('kb_gap_questions').set({ outcome: 'suggested' }).execute();
    for (const q of await db().selectFrom('kb_gap_questions').select(['conversation_id', 'message_id']).execute()) await gaps.suggestionChosen(q.conversation_id, Number(q.message_id));
    expect(await topicRows()).toEqual([]);
  });
});

describe('gap topics without a model, or with GAPS_TOPICS=local', () => {
  let api: INestApplication;
  let restoreEnv: () => void;
  beforeAll(async () => {
    restoreEnv = withEnv({ DISTILLER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'unused', GAPS_TOPICS: 'local', GAPS_TOPICS_DELAY_MS: '0' });
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
    restoreEnv();
  });

  it('asks no model, groups every question locally, and ignores topics a model wrote before', async () => {
    const db = dbOf(api).withTables<GapsTables>();
    await truncateAll(dbOf(api));
    await flushQueues();
    const gaps = api.get(GapsService);
    for (const [i, q] of SIX.entries()) await gaps.record({ conversationId: randomUUID(), messageId: i + 1, question: q, product: null, locale: 'it', outcome: 'declined' });
    expect(await api.get(JobQueue).queue(QueueName.Distill).getJobs(['delayed', 'waiting', 'active'])).toEqual([]);
    expect(await api.get(GapTopicsService).assignUnplaced('local')).toMatchObject({ batches: 0 });
    // Topics written while the model grouped them (GAPS_TOPICS was model then).
    const { insertId } = await db.insertInto('kb_gap_topics').values({ name: 'Tutto insieme', product: null, model: 'm' }).executeTakeFirstOrThrow();
    await db.updateTable('kb_gap_questions').set({ topic_id: Number(insertId) }).execute();
    const body = (await reviewClient(api, await quickSession(api, 'locale@example.com')).get('/api/review/gaps?since=30').expect(200)).body;
    expect(body.grouped_by).toBe('local');
    expect(body.total_questions).toBe(6);
    expect(body.topics.length).toBeGreaterThan(1);
    expect(body.topics.every((t: { topic_id: number | null; label: string }) => t.topic_id === null && t.label !== 'Tutto insieme')).toBe(true);
  });
});
