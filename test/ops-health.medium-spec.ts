import type { ChildProcess } from 'node:child_process';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { freePort, listening, spawnPrivateRedis } from './utils/private-redis';
import { flushQueues, startApi, startWorker, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

const waitUntil = (condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) => waitFor(condition, { what, timeoutMs });

/**
 * Readiness against a private Redis this spec starts and stops (the shared one is never touched):
 * 200 with everything up, 503 naming Redis once it is gone; the worker's heartbeat and probe port.
 */
describe('health probes (real MariaDB/MySQL, a private Redis)', () => {
  let redis: ChildProcess | undefined;
  let api: INestApplication;
  let worker: INestApplicationContext | undefined;
  let restoreEnv: () => void;
  let workerPort: number;
  let redisPort: number;
  const spawnRedis = spawnPrivateRedis;

  beforeAll(async () => {
    redisPort = await freePort();
    workerPort = await freePort();
    redis = spawnRedis(redisPort);
    restoreEnv = withEnv({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, WORKER_HEALTH_PORT: String(workerPort), WORKER_HEARTBEAT_MS: '1000' });
    await waitUntil(() => listening(redisPort), 'the private Redis');
    await flushQueues();
    api = await startApi();
  });
  afterAll(async () => {
    await worker?.close().catch(() => undefined);
    await api?.close();
    redis?.kill('SIGKILL');
    restoreEnv();
  });

  it('live is 200; ready is 503 without a worker, 200 with one, 503 naming redis once Redis stops', async () => {
    const http = () => request(api.getHttpServer());
    const live = await http().get('/health/live').expect(200);
    expect(live.body.status).toBe('ok');
    expect(live.headers['cache-control']).toBe('no-store');

    // No worker has beaten yet: the API would accept tickets that nobody distils, and no worker has
    // put the job schedulers in Redis. (The API's Redis client connects in the background: the
    // first answers may name Redis too.)
    let noWorker: request.Response | undefined;
    await waitUntil(async () => {
      noWorker = await http().get('/health/ready');
      return noWorker.status === 503 && noWorker.body.issues.length === 2;
    }, 'Redis connected');
    expect(noWorker!.body).toMatchObject({
      error: 'not_ready',
      issues: [
        { path: 'worker', message: 'no worker heartbeat' },
        { path: 'schedules', message: expect.stringMatching(/^job schedulers missing from Redis: sweep-pending-tickets, /) },
      ],
    });

    worker = await startWorker();
    await waitUntil(async () => (await http().get('/health/ready')).status === 200, 'the first heartbeat');
    const ready = await http().get('/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' }, migrations: { status: 'up' }, worker: { status: 'up' }, schedules: { status: 'up' } } });
    const workerReady = await request(`http://127.0.0.1:${workerPort}`).get('/health/ready').expect(200);
    expect(workerReady.body.info).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' }, migrations: { status: 'up' }, schedules: { status: 'up' } });

    // A worker that stops leaves at once (no wait for its beat to age): ready names the worker.
    await worker.close();
    worker = undefined;
    const gone = await http().get('/health/ready').expect(503);
    expect(gone.body.issues.map((i: { path: string }) => i.path)).toEqual(['worker']);

    redis!.kill('SIGKILL');
    await new Promise((resolve) => redis!.once('exit', resolve));
    const down = await http().get('/health/ready').expect(503);
    const failing = down.body.issues.map((i: { path: string }) => i.path);
    expect(failing).toContain('redis');
    expect(failing).not.toContain('database');
    expect(failing).not.toContain('migrations');
    expect(down.body.message).toMatch(/^Not ready: .*redis/);
    // Liveness does not depend on Redis: an outage must not restart the API.
    await http().get('/health/live').expect(200);

    // Redis back on the same port, empty (no persistence): the API's client reconnects by itself;
    // the worker is missing, and so are the schedulers it would re-create.
    redis = spawnRedis(redisPort);
    await waitUntil(async () => {
      const again = await http().get('/health/ready');
      return again.status === 503 && again.body.issues.map((i: { path: string }) => i.path).join() === 'worker,schedules';
    }, 'Redis reconnected', 20_000);
    // The queues' own connections too, so that closing the API quits them instead of leaving
    // them reconnecting (which would keep Jest from exiting).
    for (const name of Object.values(QueueName)) {
      await waitUntil(() => api.get(JobQueue).queue(name).getJobCounts('waiting').then(() => true, () => false), `queue ${name} reconnected`, 20_000);
    }
  });
});
