import type { ChildProcess } from 'node:child_process';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { ScheduleKeeper } from '../src/queue/schedule-keeper';
import { freePort, listening, spawnPrivateRedis } from './utils/private-redis';
import { dbOf, flushQueues, INTAKE_TOKEN, startApi, startWorker, ticketBody, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/** Polls until `condition` holds; a condition that throws (Redis still reconnecting) counts as not yet. */
const waitUntil = (condition: () => Promise<boolean>, what: string, timeoutMs = 20_000) => waitFor(() => condition().catch(() => false), { what, timeoutMs });

/**
 * Issue 32, finding 2: a Redis without persistence restarted empty loses every job scheduler (the
 * outbox sweep too) and every queued job. The worker notices on reconnect and periodically and
 * re-creates them; readiness fails while they are missing; no ticket stays pending or queued.
 * A private Redis is started, killed and restarted here (the shared one is never touched).
 */
describe('Redis restarted without its data (real MariaDB/MySQL, a private Redis)', () => {
  let redis: ChildProcess | undefined;
  let redisPort: number;
  let api: INestApplication;
  let worker: INestApplicationContext | undefined;
  let restoreEnv: () => void;
  const spawnRedis = () => spawnPrivateRedis(redisPort);
  const redisUp = () => listening(redisPort);
  async function restartRedisEmpty(between: () => Promise<void> = async () => undefined): Promise<void> {
    redis!.kill('SIGKILL');
    await new Promise((resolve) => redis!.once('exit', resolve));
    await between();
    redis = spawnRedis();
    await waitUntil(redisUp, 'the private Redis back');
  }
  const http = () => request(api.getHttpServer());
  const schedulerKeys = async () => (await api.get(JobQueue).queue(QueueName.Maintenance).getJobSchedulers()).map((s) => s.key);
  const kbStatuses = async () => (await dbOf(api).selectFrom('tickets').select('kb_status').execute()).map((t) => t.kb_status);
  const closeTickets = (n: number, prefix: string) =>
    Promise.all(Array.from({ length: n }, (_, i) => http().post('/api/tickets').set({ Authorization: `Bearer ${INTAKE_TOKEN}` }).send(ticketBody({ external_id: `${prefix}-${i}` }))));

  beforeAll(async () => {
    redisPort = await freePort();
    redis = spawnRedis();
    await waitUntil(redisUp, 'the private Redis');
    restoreEnv = withEnv({
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      INTAKE_TOKEN,
      WORKER_HEARTBEAT_MS: '1000',
      DISTILL_SWEEP_EVERY_MS: '1000',
      DISTILL_SWEEP_GRACE_MS: '0',
      // Only a reconnect (or an explicit check) re-creates schedulers here, unless a test says otherwise.
      JOB_SCHEDULES_CHECK_MS: '600000',
    });
    await flushQueues();
    api = await startApi();
  });
  afterAll(async () => {
    await worker?.close().catch(() => undefined);
    // The API's queue connections must be up to quit cleanly (a reconnecting client keeps Jest alive).
    for (const name of Object.values(QueueName)) await waitUntil(() => api.get(JobQueue).queue(name).getJobCounts('waiting').then(() => true), `queue ${name}`);
    await api?.close();
    redis?.kill('SIGKILL');
    restoreEnv();
  });
  beforeEach(async () => {
    await truncateAll(dbOf(api));
    await flushQueues();
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });

  it('a running worker re-creates the schedulers when Redis comes back empty, and tickets closed while it was away are distilled', async () => {
    worker = await startWorker();
    await waitUntil(async () => (await http().get('/health/ready')).status === 200, 'ready');
    let posted: request.Response[] = [];
    await restartRedisEmpty(async () => {
      posted = await closeTickets(5, 'AWAY');
    });
    expect(posted.map((r) => [r.status, r.body.kb_status])).toEqual(Array(5).fill([200, 'pending']));
    await waitUntil(async () => (await schedulerKeys()).includes('sweep-pending-tickets'), 'the sweep re-created');
    await waitUntil(async () => (await kbStatuses()).every((s) => s === 'distilled'), 'the 5 tickets distilled', 30_000);
    await waitUntil(async () => (await http().get('/health/ready')).status === 200, 'ready again');
  });

  it('tickets whose queued jobs Redis lost are distilled at once, not after DISTILL_QUEUED_CHECK_AFTER_MS (15 min)', async () => {
    // No worker yet: the jobs wait in Redis, the tickets are 'queued'.
    expect((await closeTickets(4, 'LOST')).map((r) => r.body.kb_status)).toEqual(Array(4).fill('queued'));
    await restartRedisEmpty();
    worker = await startWorker();
    await waitUntil(async () => (await kbStatuses()).every((s) => s === 'distilled'), 'the 4 tickets distilled', 30_000);
  });

  it('ready fails naming the missing schedulers until the worker re-creates them', async () => {
    worker = await startWorker();
    await waitUntil(async () => (await http().get('/health/ready')).status === 200, 'ready');
    // Emptied without a disconnect: only the periodic check can notice.
    const client = new Redis(`redis://127.0.0.1:${redisPort}`);
    await client.flushall();
    client.disconnect();
    await new Promise((r) => setTimeout(r, 1_500));
    const missing = await http().get('/health/ready').expect(503);
    expect(missing.body.issues).toEqual([{ path: 'schedules', message: expect.stringMatching(/^job schedulers missing from Redis: .*sweep-pending-tickets/) }]);
    expect(await worker.get(ScheduleKeeper).check()).toBe(true);
    expect(await schedulerKeys()).toEqual(expect.arrayContaining(['sweep-pending-tickets', 'cluster-index', 'mark-stale-units', 'apply-retention', 'sync-serving', 'poll-distill-batches']));
    await waitUntil(async () => (await http().get('/health/ready')).status === 200, 'ready again');
  });

  it('the periodic check (JOB_SCHEDULES_CHECK_MS) re-creates them by itself', async () => {
    const restore = withEnv({ JOB_SCHEDULES_CHECK_MS: '1000' });
    try {
      worker = await startWorker();
    } finally {
      restore();
    }
    await waitUntil(async () => (await http().get('/health/ready')).status === 200, 'ready');
    const client = new Redis(`redis://127.0.0.1:${redisPort}`);
    await client.flushall();
    client.disconnect();
    await waitUntil(async () => (await schedulerKeys()).includes('sweep-pending-tickets'), 'the sweep re-created', 5_000);
  });
});
