import { Module, type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { sql } from 'kysely';
import { ConfigModule } from '../src/config/config.module';
import { DatabaseModule } from '../src/database/database.module';
import { DistillationModule } from '../src/modules/distillation/distillation.module';
import { QueueModule } from '../src/queue/queue.module';
import { RedisModule } from '../src/redis/redis.module';
import { DistillBatchService } from '../src/modules/distillation/distill-batch.service';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { startFakeAnthropic, validUnitInput, type FakeAnthropic } from './fakes/fake-anthropic';
import { dbOf, flushQueues, ticketBody, truncateAll, withEnv } from './utils/test-app';

/** What `kb distill` and the worker have around the batch service, without either's start-up. */
@Module({ imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, DistillationModule] })
class BatchContextModule {}

async function startContext(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [BatchContextModule] }).compile();
  moduleRef.useLogger(['error']);
  return moduleRef.init();
}

/**
 * `kb distill --backfill --batch` end to end: held tickets in the real database, the official
 * SDK's Message Batches calls against the local fake, results applied like the DistillTicket job.
 */
describe('backfill through Anthropic Message Batches (fake Batches API, real MariaDB/MySQL + Redis)', () => {
  let fake: FakeAnthropic;
  let app: INestApplicationContext;
  let restoreEnv: () => void;

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    restoreEnv = withEnv({ DISTILLER: 'anthropic', ANTHROPIC_API_KEY: 'sk-test-key', ANTHROPIC_BASE_URL: fake.baseURL, ANTHROPIC_MAX_RETRIES: '0', DISTILL_PAIR_CHECKS_PER_TICKET: '0', DISTILL_WRITE_UNITS: 'local' });
    app = await startContext();
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    await truncateAll(dbOf(app));
    await flushQueues();
    fake.reset();
  });

  const db = () => dbOf(app);
  const hold = (n: number, overrides: (i: number) => Record<string, unknown> = () => ({})) =>
    app.get(TicketsService).upsertBatch(
      Array.from({ length: n }, (_, i) => ticketInputSchema.parse(ticketBody({ external_id: `H-${i}`, ...overrides(i) }))),
      { hold: true },
    );
  const tickets = () => db().selectFrom('tickets').select(['id', 'external_id', 'kb_status', 'kb_status_reason']).orderBy('id').execute();
  const statusOf = async () => Object.fromEntries((await tickets()).map((t) => [t.external_id, t.kb_status]));

  it('held tickets are not queued; a batch distils them with the same request as the job, applied once', async () => {
    const held = await hold(4);
    expect(held.map((r) => r.kb_status)).toEqual(['held', 'held', 'held', 'held']);
    expect(await app.get(JobQueue).queue(QueueName.Distill).count()).toBe(0);
    const ids = held.map((r) => r.ticket_id);
    fake.scriptBatchResult(`ticket-${ids[1]}`, { type: 'succeeded', behaviour: { kind: 'tool', input: validUnitInput({ is_commercial_exception: true }) } });
    fake.scriptBatchResult(`ticket-${ids[2]}`, { type: 'errored', errorType: 'overloaded_error', message: 'Overloaded' });
    fake.scriptBatchResult(`ticket-${ids[3]}`, { type: 'errored', errorType: 'invalid_request_error', message: 'prompt is too long' });

    const submitted = await app.get(DistillBatchService).submitBackfill();
    expect(submitted).toMatchObject({ tickets: 4, batches: [{ requests: 4 }] });
    const create = fake.requests.find((r) => r.path === '/v1/messages/batches')!;
    const requests = (create.body as { requests: Array<{ custom_id: string; params: { messages: Array<{ content: string }> } }> }).requests;
    expect(requests.map((r) => r.custom_id)).toEqual(ids.map((id) => `ticket-${id}`));
    expect(requests[0].params.messages[0].content).toContain('Non riesco ad accedere');
    expect(Object.values(await statusOf())).toEqual(['batched', 'batched', 'batched', 'batched']);
    // A second backfill does not send them again.
    expect((await app.get(DistillBatchService).submitBackfill()).tickets).toBe(0);

    // First poll: still in progress (the fake ends a batch on its second GET).
    expect(await app.get(DistillBatchService).applyEndedBatches()).toMatchObject({ batches_applied: 0, batches_in_progress: 1 });
    const applied = await app.get(DistillBatchService).applyEndedBatches();
    expect(applied).toMatchObject({ batches_applied: 1, settled: { created: 1, discarded: 1, requeued: 1, failed: 1 } });
    expect(await statusOf()).toEqual({ 'H-0': 'distilled', 'H-1': 'not_distillable', 'H-2': 'queued', 'H-3': 'failed' });
    expect((await tickets())[3].kb_status_reason).toContain('prompt is too long');
    // The overloaded one goes one by one: its DistillTicket job is waiting.
    const jobs = await app.get(JobQueue).queue(QueueName.Distill).getJobs(['waiting', 'delayed']);
    expect(jobs.map((j) => j.data.ticketId)).toEqual([ids[2]]);

    // Polling again changes nothing: no batch open, no unit counted twice.
    expect(await app.get(DistillBatchService).applyEndedBatches()).toMatchObject({ batches_applied: 0, batches_in_progress: 0 });
    const units = await db().selectFrom('knowledge_units').select(['ticket_count']).execute();
    expect(units).toEqual([{ ticket_count: 1 }]);
    const batch = await db().selectFrom('distill_batches').selectAll().executeTakeFirstOrThrow();
    expect(batch.status).toBe('applied');
    expect(JSON.parse(batch.outcome!)).toEqual({ created: 1, discarded: 1, requeued: 1, failed: 1 });
    // the two succeeded results were billed at batch price, once each despite the second poll
    const billed = await sql<{ ticket_id: number; provider: string; input_tokens: number }>`SELECT ticket_id, provider, input_tokens FROM llm_usage ORDER BY ticket_id`.execute(db());
    expect(billed.rows).toEqual([
      { ticket_id: ids[0], provider: 'anthropic-batch', input_tokens: 1234 },
      { ticket_id: ids[1], provider: 'anthropic-batch', input_tokens: 1234 },
    ]);
  });

  it('a ticket updated while its batch runs is settled by its new content, not by the old result', async () => {
    const [first] = await hold(2);
    await app.get(DistillBatchService).submitBackfill();
    // The ticketing system re-sends H-0 with a new message: it leaves the batch for the normal way.
    await app.get(TicketsService).upsert(
      ticketInputSchema.parse(ticketBody({ external_id: 'H-0', messages: [...(ticketBody().messages as object[]), { author: 'customer', visibility: 'public', body: 'Di nuovo bloccato', created_at: '2026-03-03T09:00:00Z' }] })),
    );
    expect((await statusOf())['H-0']).toBe('queued');
    await app.get(DistillBatchService).applyEndedBatches();
    const applied = await app.get(DistillBatchService).applyEndedBatches();
    expect(applied.settled).toEqual({ superseded: 1, created: 1 });
    expect((await statusOf())['H-0']).toBe('queued');
    const links = await db().selectFrom('knowledge_unit_ticket').select('ticket_id').execute();
    expect(links.map((l) => l.ticket_id)).not.toContain(first.ticket_id);
  });

  it('the offline rules distiller has no batch API: a clear error, nothing changed', async () => {
    const restore = withEnv({ DISTILLER: 'rules' });
    const rulesApp = await startContext();
    try {
      await hold(1);
      await expect(rulesApp.get(DistillBatchService).submitBackfill()).rejects.toThrow(/need DISTILLER=anthropic/);
      expect(await statusOf()).toEqual({ 'H-0': 'held' });
    } finally {
      await rulesApp.close();
      restore();
    }
  });
});
