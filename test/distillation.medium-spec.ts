import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { JobQueue } from '../src/queue/job-queue.service';
import { JobName, QueueName } from '../src/queue/jobs';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { behaviours, startFakeAnthropic, type FakeAnthropic } from './fakes/fake-anthropic';
import { dbOf, flushQueues, startApi, startWorker, ticketBody, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * The DistillTicket job end to end: real MariaDB/MySQL, real Redis, real BullMQ workers, and the
 * Anthropic distiller talking over HTTP to a local fake Messages API scripted per test.
 */
describe('DistillTicket job (anthropic distiller against a fake Messages API)', () => {
  let fake: FakeAnthropic;
  let api: INestApplication;
  let workers: INestApplicationContext[] = [];
  let restoreEnv: () => void;

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    restoreEnv = withEnv({
      DISTILLER: 'anthropic',
      ANTHROPIC_API_KEY: 'sk-test-key',
      ANTHROPIC_BASE_URL: fake.baseURL,
      ANTHROPIC_MAX_RETRIES: '0',
      ANTHROPIC_TIMEOUT_MS: '2000',
      DISTILL_BACKOFF_BASE_MS: '100',
      WORKER_CONCURRENCY: '2',
      // These tests script the distiller's calls one by one: the model path's other calls are tested in model-path.medium-spec.ts.
      DISTILL_PAIR_CHECKS_PER_TICKET: '0',
      DISTILL_WRITE_UNITS: 'local',
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
  const submit = (overrides: Record<string, unknown>) =>
    api.get(TicketsService).upsert(ticketInputSchema.parse(ticketBody(overrides)));
  const distillQueue = () => api.get(JobQueue).queue(QueueName.Distill);
  let lastCounts: Record<string, number> = {};
  const settle = () =>
    waitFor(async () => isIdle((lastCounts = await distillQueue().getJobCounts('waiting', 'active', 'delayed', 'prioritized'))), {
      polls: 3,
      timeoutMs: 20_000,
      what: () => `distill queue idle (last counts ${JSON.stringify(lastCounts)})`,
    });
  const units = () => db().selectFrom('knowledge_units').selectAll().orderBy('id').execute();
  const ticket = (externalId: string) => db().selectFrom('tickets').selectAll().where('external_id', '=', externalId).executeTakeFirstOrThrow();

  async function runWorkers(n = 1): Promise<void> {
    for (let i = 0; i < n; i++) workers.push(await startWorker());
  }

  it('creates a pending unit from a closed ticket and records the tokens', async () => {
    fake.script(behaviours.valid({}, { usage: { input_tokens: 1234, output_tokens: 321 } }));
    await submit({ external_id: 'D-1', handle_seconds: 600 });
    await runWorkers();
    await settle();
    const [unit] = await units();
    expect(unit).toMatchObject({
      status: 'pending_review',
      ticket_count: 1,
      total_handle_seconds: 600,
      category: 'accesso',
      product: 'fatturafacile',
      contains_pii: false,
      source_type: 'ticket',
    });
    const dueInDays = (unit.review_due_at!.getTime() - Date.now()) / 86_400_000;
    expect(dueInDays).toBeGreaterThan(180);
    expect(dueInDays).toBeLessThan(186);
    expect(JSON.parse(unit.search_phrases)).toEqual(['password scaduta', 'non riesco ad accedere', 'login non funziona']);
    expect(await ticket('D-1')).toMatchObject({ kb_status: 'distilled', distill_input_tokens: 1234, distill_output_tokens: 321 });
  });

  it('discards commercial exceptions and low-confidence units with the reason; keeps a one-off as a flagged unit', async () => {
    fake.script(
      behaviours.valid({ is_commercial_exception: true, is_reusable: false }),
      behaviours.valid({ is_one_off: true, is_reusable: false }),
      behaviours.valid({ confidence: 0.4 }),
    );
    await submit({ external_id: 'X-1' });
    await runWorkers();
    await settle();
    await submit({ external_id: 'X-2' });
    await settle();
    await submit({ external_id: 'X-3' });
    await settle();
    const kept = await units();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 'pending_review', is_one_off: true, one_off_reason: expect.stringMatching(/manuale/) });
    expect(await ticket('X-1')).toMatchObject({ kb_status: 'not_distillable', kb_status_reason: 'commercial_exception' });
    expect(await ticket('X-2')).toMatchObject({ kb_status: 'distilled' });
    expect(await ticket('X-3')).toMatchObject({ kb_status: 'not_distillable', kb_status_reason: 'low_confidence (0.40)' });
  });

  it('counts a problem seen again on the same unit (same and reworded problem), and each ticket once', async () => {
    fake.script(
      behaviours.valid(),
      behaviours.valid(), // same problem text: same dedup key
      behaviours.valid({
        problem: 'Al login mi dice che la password è scaduta e non riesco ad accedere',
        search_phrases: ['password scaduta al login', 'non riesco più ad accedere', 'accesso negato password'],
      }),
      behaviours.valid({
        problem: 'La fattura elettronica viene scartata dallo SDI con codice 00404',
        search_phrases: ['scarto 00404', 'fattura scartata dallo SDI', 'fattura duplicata'],
        solution: '1. Apra la fattura scartata. 2. Cambi il numero del documento. 3. La invii di nuovo allo SDI.',
      }),
    );
    await submit({ external_id: 'S-1', handle_seconds: 100 });
    await runWorkers();
    await settle();
    await submit({ external_id: 'S-2', handle_seconds: 200 });
    await settle();
    await submit({ external_id: 'S-3', handle_seconds: 300 });
    await settle();
    await submit({ external_id: 'S-4', handle_seconds: 400 });
    await settle();
    const [first, second] = await units();
    expect(first).toMatchObject({ ticket_count: 3, total_handle_seconds: 600 });
    expect(second).toMatchObject({ ticket_count: 1, total_handle_seconds: 400 });
    const links = await db().selectFrom('knowledge_unit_ticket').selectAll().orderBy('ticket_id').execute();
    expect(links.map((l) => [l.unit_id, l.link_type])).toEqual([
      [first.id, 'created'],
      [first.id, 'paraphrase'],
      [first.id, 'paraphrase'],
      [second.id, 'created'],
    ]);
    // The pending unit learned the third customer's wording.
    expect(JSON.parse(first.search_phrases)).toEqual(expect.arrayContaining(['password scaduta al login']));

    // The same job delivered again (a retry, or a second job id for the same ticket) counts nothing.
    const s2 = await ticket('S-2');
    await distillQueue().add('DistillTicket', { ticketId: s2.id, contentHash: s2.content_hash }, { jobId: 'again-s2' });
    await settle();
    expect((await units())[0].ticket_count).toBe(3);
  });

  it('opens a conflict for a materially different fix to an approved unit and never overwrites it', async () => {
    fake.script(
      behaviours.valid(),
      behaviours.valid({ solution: '1. Svuotare la cache del browser\n2. Usare l\'app mobile con il codice ricevuto via SMS' }),
      behaviours.valid({ solution: '1. Aprire la pagina di login\n2. Cliccare "Password dimenticata"\n3. Seguire il link ricevuto e scegliere la nuova password' }),
    );
    await submit({ external_id: 'C-1' });
    await runWorkers();
    await settle();
    const [unit] = await units();
    await db().updateTable('knowledge_units').set({ status: 'approved' }).where('id', '=', unit.id).execute();

    await submit({ external_id: 'C-2' });
    await settle();
    await submit({ external_id: 'C-3' });
    await settle();
    const conflicts = await db().selectFrom('kb_conflicts').selectAll().execute();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ unit_id: unit.id, ticket_id: (await ticket('C-2')).id, status: 'open' });
    expect(conflicts[0].proposed_solution).toContain('Svuotare la cache');
    const [after] = await units();
    expect(after.solution).toBe(unit.solution);
    expect(after.search_phrases).toBe(unit.search_phrases);
    expect(after.ticket_count).toBe(3);
  });

  it('retries a 429 after its retry-after, then succeeds', async () => {
    fake.script(behaviours.rateLimited('1'), behaviours.valid());
    await submit({ external_id: 'R-1' });
    await runWorkers();
    await settle();
    const [first, second] = fake.messageRequests();
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
    expect(await ticket('R-1')).toMatchObject({ kb_status: 'distilled', distill_attempts: 2 });
  });

  it('leaves the ticket failed, with the reason, after the last attempt, and at once on a client error', async () => {
    fake.script(behaviours.overloaded(), behaviours.serverError(), { kind: 'malformed_json' });
    await submit({ external_id: 'F-1' });
    await runWorkers();
    await settle();
    expect(fake.messageRequests()).toHaveLength(3);
    const failed = await ticket('F-1');
    expect(failed.kb_status).toBe('failed');
    expect(failed.kb_status_reason).toMatch(/^distiller: /);
    expect(failed.distill_attempts).toBe(3);

    fake.reset();
    fake.script(behaviours.unauthorized());
    await submit({ external_id: 'F-2' });
    await settle();
    expect(fake.messageRequests()).toHaveLength(1);
    expect(await ticket('F-2')).toMatchObject({ kb_status: 'failed', distill_attempts: 1 });
    expect((await distillQueue().getJobs(['failed'])).length).toBe(2); // failed jobs stay visible
  });

  it('two worker processes racing on many copies of one problem leave one unit, each ticket counted once', async () => {
    fake.defaultBehaviour = behaviours.valid();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(`P-${i}`);
    // Every ticket closed, and every job delivered twice (a second job id for the same content).
    for (const id of ids) await submit({ external_id: id, handle_seconds: 10 });
    for (const id of ids) {
      const t = await ticket(id);
      // Delivered again the way the application delivers (same attempts and backoff), under another id.
      await api.get(JobQueue).enqueue({ name: JobName.DistillTicket, data: { ticketId: t.id, contentHash: t.content_hash } }, { jobId: `dup-${t.id}` });
    }
    await runWorkers(2);
    await settle();
    // No attempt was spent on a lock conflict between the two processes (a deadlock victim is re-run).
    const retried = (await distillQueue().getJobs(['completed', 'failed'])).filter((job) => job.attemptsMade > 1 || (job.stacktrace ?? []).length > 0);
    expect(retried.map((job) => `${job.id}: ${(job.stacktrace ?? [])[0]?.split('\n')[0]}`)).toEqual([]);
    const all = await units();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ ticket_count: 12, total_handle_seconds: 120 });
    const links = await db().selectFrom('knowledge_unit_ticket').select('ticket_id').execute();
    expect(links).toHaveLength(12);
    for (const id of ids) expect((await ticket(id)).kb_status).toBe('distilled');
  });
});

function isIdle(counts: Record<string, number>): boolean {
  return Object.values(counts).every((n) => n === 0);
}
