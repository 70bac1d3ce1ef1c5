import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { JobQueue } from '../src/queue/job-queue.service';
import { JobName, QueueName } from '../src/queue/jobs';
import { dbOf, flushQueues, startApi, startWorker, truncateAll, withEnv } from './utils/test-app';
import { auditRows, quickSession, reviewClient, seedUnit } from './review-helpers';
import { waitFor } from './utils/wait-for';

describe('MarkStaleUnits: review due dates and retirement candidates (real worker, MariaDB/MySQL and Redis)', () => {
  let api: INestApplication;
  let worker: INestApplicationContext;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withEnv({});
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    restoreEnv();
  });

  const DAY = 86_400_000;
  const unitRow = (id: number) => dbOf(api).selectFrom('knowledge_units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const chunkCount = async (id: number) => (await dbOf(api).selectFrom('knowledge_chunks').select('id').where('unit_id', '=', id).execute()).length;

  async function runJob(): Promise<{ marked_stale: number[]; retirement_flagged: number[]; reindex_queued: number }> {
    const queue = api.get(JobQueue).queue(QueueName.Maintenance);
    const job = await queue.add(JobName.MarkStaleUnits, {});
    await waitFor(async () => ['completed', 'failed'].includes(await job.getState()), { what: 'MarkStaleUnits' });
    const done = await queue.getJob(job.id!);
    expect(done!.failedReason).toBeUndefined();
    return done!.returnvalue;
  }
  const indexIdle = async () => {
    const counts = await api.get(JobQueue).queue(QueueName.Index).getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).every((n) => n === 0);
  };

  it('is scheduled daily by the worker', async () => {
    const schedulers = await api.get(JobQueue).queue(QueueName.Maintenance).getJobSchedulers();
    expect(schedulers.find((s) => s.key === 'mark-stale-units')).toMatchObject({ name: JobName.MarkStaleUnits, pattern: '15 4 * * *' });
  });

  it('makes overdue units stale (unserved, back in the queue), flags retirement candidates, re-queues lost indexing', async () => {
    const recently = new Date(Date.now() - 10 * DAY);
    const overdue = await seedUnit(api, { status: 'approved', review_due_at: new Date(Date.now() - DAY), last_seen_at: recently, problem: 'Errore E-4021 nel PDF' });
    const fresh = await seedUnit(api, { status: 'approved', review_due_at: new Date(Date.now() + 30 * DAY), last_seen_at: recently, problem: 'Banca non sincronizza' });
    const forgotten = await seedUnit(api, { status: 'approved', review_due_at: new Date(Date.now() + 30 * DAY), last_seen_at: new Date(Date.now() - 400 * DAY) });
    const pending = await seedUnit(api, { status: 'pending_review', review_due_at: new Date(Date.now() - DAY) });
    // Index what is approved, as the approvals would have.
    await api.get(JobQueue).enqueueBulk([overdue, fresh, forgotten].map((unitId) => ({ item: { name: JobName.IndexUnit, data: { unitId } } })));
    await waitFor(async () => (await chunkCount(overdue)) > 0 && (await chunkCount(fresh)) > 0 && (await chunkCount(forgotten)) > 0, { what: 'indexing' });
    // The IndexUnit of `fresh` is lost (say Redis was away): its chunks are gone.
    await dbOf(api).deleteFrom('knowledge_chunks').where('unit_id', '=', fresh).execute();

    const report = await runJob();
    expect(report).toEqual({ marked_stale: [overdue], retirement_flagged: [forgotten], reindex_queued: 1 });
    expect(await unitRow(overdue)).toMatchObject({ status: 'stale', version: 2 });
    expect((await unitRow(pending)).status).toBe('pending_review');
    await waitFor(indexIdle, { what: 'IndexUnit jobs' });
    expect(await chunkCount(overdue)).toBe(0);
    expect(await chunkCount(fresh)).toBeGreaterThan(0);

    const [audit] = await auditRows(api, overdue);
    expect(audit).toMatchObject({ actor: 'system', action: 'unit.mark_stale', reason: 'review due date passed' });
    expect((await auditRows(api, forgotten)).map((r) => r.action)).toEqual(['unit.retirement_flag']);

    const client = reviewClient(api, await quickSession(api, 'rev@example.com'));
    const stale = await client.get('/api/review/units?status=stale').expect(200);
    expect(stale.body.units.map((u: { id: number; served: boolean }) => [u.id, u.served])).toEqual([[overdue, false]]);
    const served = await client.get('/api/review/units?status=approved').expect(200);
    expect(served.body.units.find((u: { id: number }) => u.id === forgotten).retirement_reason).toMatch(/^no ticket since/);

    // A second run changes nothing; a dismissed candidate is not flagged again.
    await client.post(`/api/review/units/${forgotten}/retirement/dismiss`).expect(200);
    expect(await runJob()).toEqual({ marked_stale: [], retirement_flagged: [], reindex_queued: 0 });
    await client.post(`/api/review/units/${forgotten}/retirement/dismiss`).expect(404);

    // Re-approving a stale unit serves it again with a new due date.
    const approved = await client.post(`/api/review/units/${overdue}/approve`, { version: 2 }).expect(200);
    expect(new Date(approved.body.unit.review_due_at).getTime()).toBeGreaterThan(Date.now() + 170 * DAY);
    await waitFor(async () => (await chunkCount(overdue)) > 0, { what: 're-indexing' });
  });
});
