import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import { LlmUsageService } from '../src/modules/llm-usage/llm-usage.service';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import request from 'supertest';
import { validUnitInput } from './fakes/fake-anthropic';
import { quickSession, reviewClient } from './review-helpers';
import { oai, startFakeOpenAiCompatible, type FakeOpenAiCompatible } from './fakes/fake-openai-compatible';
import { dbOf, flushQueues, startApi, startWorker, ticketBody, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * The DistillTicket job with DISTILLER=openai-compatible: real MariaDB/MySQL, Redis and BullMQ
 * workers, the fake Chat Completions server over HTTP. What each attempt cost goes to llm_usage
 * once, failed attempts included; cost per ticket and per month are read back from it.
 */
describe('DistillTicket job (openai-compatible distiller) and the LLM usage ledger', () => {
  let fake: FakeOpenAiCompatible;
  let api: INestApplication;
  let workers: INestApplicationContext[] = [];
  let restoreEnv: () => void;

  beforeAll(async () => {
    fake = await startFakeOpenAiCompatible();
    restoreEnv = withEnv({
      DISTILLER: 'openai-compatible',
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'local-model',
      LLM_API_KEY: '',
      LLM_MAX_RETRIES: '0',
      LLM_TIMEOUT_MS: '2000',
      // These tests script the distiller's calls one by one: the model path's other calls are tested in model-path.medium-spec.ts.
      DISTILL_PAIR_CHECKS_PER_TICKET: '0',
      DISTILL_WRITE_UNITS: 'local',
      LLM_PRICES: JSON.stringify({ 'local-model': { input: 1, output: 2, cache_read: 0.5 } }),
      DISTILL_BACKOFF_BASE_MS: '100',
      WORKER_CONCURRENCY: '2',
    });
    api = await startApi();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await api.close();
    await fake.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    for (const worker of workers) await worker.close();
    workers = [];
    await truncateAll(dbOf(api));
    await flushQueues();
    fake.reset();
  });

  const db = () => dbOf(api);
  const submit = (overrides: Record<string, unknown>) => api.get(TicketsService).upsert(ticketInputSchema.parse(ticketBody(overrides)));
  const distillQueue = () => api.get(JobQueue).queue(QueueName.Distill);
  // settled: no job waiting, running or delayed, on several polls in a row (a retry is delayed first)
  const settle = () =>
    waitFor(async () => Object.values(await distillQueue().getJobCounts('waiting', 'active', 'delayed', 'prioritized')).every((n) => n === 0), {
      what: 'the distill queue settled',
      polls: 3,
      timeoutMs: 20_000,
    });
  const ticket = (externalId: string) => db().selectFrom('tickets').selectAll().where('external_id', '=', externalId).executeTakeFirstOrThrow();
  const usageRows = () => sql<Record<string, any>>`SELECT * FROM llm_usage ORDER BY id`.execute(db()).then((r) => r.rows); // eslint-disable-line @typescript-eslint/no-explicit-any

  it('distils a ticket, records its tokens on the ticket and its cost in llm_usage, once', async () => {
    fake.script(oai.content(validUnitInput(), { usage: { prompt_tokens: 2000, completion_tokens: 300, cached_tokens: 1024 } }));
    await submit({ external_id: 'O-1' });
    workers.push(await startWorker());
    await settle();
    const row = await ticket('O-1');
    expect(row).toMatchObject({ kb_status: 'distilled', distilled_by: 'local-model', distill_input_tokens: 976, distill_output_tokens: 300 });
    const [usage, ...more] = await usageRows();
    expect(more).toEqual([]);
    expect(usage).toMatchObject({ role: 'distill', provider: 'openai-compatible', model: 'local-model', ticket_id: row.id, input_tokens: 976, output_tokens: 300, cache_read_tokens: 1024, cache_write_tokens: 0 });
    // 976 × 1 + 300 × 2 + 1024 × 0.5 per million
    expect(Number(usage.cost_usd)).toBeCloseTo(0.002088, 6);
    expect(await api.get(LlmUsageService).forTicket(Number(row.id))).toMatchObject({ calls: 1, cost_usd: 0.002088, unpriced_calls: 0 });
  });

  it('a 503 then a success: two attempts, one billed call; invalid output twice fails the ticket with the reason, billed too', async () => {
    fake.script(oai.serverError(503), oai.content(validUnitInput(), { usage: { prompt_tokens: 100, completion_tokens: 10 } }));
    await submit({ external_id: 'O-2' });
    workers.push(await startWorker());
    await settle();
    expect(await ticket('O-2')).toMatchObject({ kb_status: 'distilled', distill_attempts: 2 });

    fake.script(oai.content('{"problem": 1}', { usage: { prompt_tokens: 100, completion_tokens: 5 } }), oai.content('ancora no', { usage: { prompt_tokens: 120, completion_tokens: 3 } }));
    await submit({ external_id: 'O-3' });
    await settle();
    const failed = await ticket('O-3');
    // not retried: the same model on the same ticket would fail the same way; a person reads why
    expect(failed).toMatchObject({ kb_status: 'failed', distill_attempts: 1 });
    expect(failed.kb_status_reason).toMatch(/^distiller: openai-compatible: invalid output twice \(json_schema\): first the JSON does not match the schema: is_reusable: .*problem: Invalid input: expected string, received number.*; then the reply is not valid JSON$/);
    expect(fake.completionRequests()).toHaveLength(4);

    const rows = await usageRows();
    expect(rows.map((r) => [r.ticket_id, r.input_tokens, r.output_tokens])).toEqual([
      [(await ticket('O-2')).id, 100, 10],
      [failed.id, 220, 8],
    ]);
    const usage = api.get(LlmUsageService);
    const [month] = await usage.byMonth();
    expect(month).toMatchObject({ month: new Date().toISOString().slice(0, 7), role: 'distill', calls: 2, input_tokens: 320, output_tokens: 18 });
    expect(month.cost_usd).toBeCloseTo((320 * 1 + 18 * 2) / 1e6, 9);
    expect(await usage.byRole()).toEqual([expect.objectContaining({ role: 'distill', calls: 2, units: 2 })]);

    // the same figures for reviewers over HTTP; anonymous callers get nothing
    await request(api.getHttpServer()).get('/api/review/llm-usage').expect(401);
    const reviewer = reviewClient(api, await quickSession(api, 'costs@example.com'));
    const summary = await reviewer.get('/api/review/llm-usage').expect(200);
    expect(summary.body.by_month).toEqual([expect.objectContaining({ role: 'distill', calls: 2, input_tokens: 320 })]);
    const perTicket = await reviewer.get(`/api/review/llm-usage/tickets/${failed.id}`).expect(200);
    expect(perTicket.body).toMatchObject({ calls: 1, input_tokens: 220, output_tokens: 8, cost_usd: 0.000236 });
    const bad = await reviewer.get('/api/review/llm-usage/conversations/not-a-uuid').expect(400);
    expect(bad.body.issues[0].message).toMatch(/conversation id/);
  });

  it('recording the same call twice counts it once (a retried write)', async () => {
    const usage = api.get(LlmUsageService);
    const call = { provider: 'openai-compatible', model: 'local-model', input_tokens: 5, output_tokens: 5, cache_read_tokens: 0, cache_write_tokens: 0 };
    await usage.record('distill:42:1', { role: 'distill', ticketId: 42 }, call);
    await usage.record('distill:42:1', { role: 'distill', ticketId: 42 }, call);
    await usage.record('distill:42:2', { role: 'distill', ticketId: 42 }, { ...call, model: 'unpriced-model' });
    expect(await usage.forTicket(42)).toMatchObject({ calls: 2, input_tokens: 10, cost_usd: 0.000015, unpriced_calls: 1 });
  });
});
