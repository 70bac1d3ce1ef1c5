import { Queue } from 'bullmq';
import { runWorkerUntilDrained } from '../src/commands/worker.command';
import { loadConfig } from '../src/config/config.module';
import { JobName, QueueName } from '../src/queue/jobs';
import { FakeZendesk } from './fakes/fake-zendesk';
import { flushQueues, withEnv } from './utils/test-app';

/** Issue 32, finding 3: `kb worker --drain` (and `kb demo`, which drains twice) end with a connector configured. */
describe('kb worker --drain with a connector configured (real Redis, MariaDB/MySQL, a fake Zendesk over HTTP)', () => {
  const zendesk = new FakeZendesk();
  let restoreEnv = () => {};
  const queues: Queue[] = [];
  const queue = (name: QueueName) => {
    const config = loadConfig();
    const q = new Queue(name, { connection: { url: config.REDIS_URL }, prefix: config.QUEUE_PREFIX });
    queues.push(q);
    return q;
  };

  beforeAll(async () => {
    await zendesk.start();
    restoreEnv = withEnv({ ZENDESK_URL: zendesk.origin, ZENDESK_EMAIL: zendesk.email, ZENDESK_API_TOKEN: zendesk.apiToken });
  });
  afterAll(async () => {
    for (const q of queues) await q.close();
    await zendesk.stop();
    restoreEnv();
  });
  beforeEach(() => flushQueues());

  /** The drain, or a failure naming what it still waits for after `ms`. */
  async function drainWithin(ms: number) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the drain did not end within ${ms} ms`)), ms);
    });
    try {
      return await Promise.race([runWorkerUntilDrained(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  it("ends although the connector's repeating sync always waits in the delayed set", async () => {
    const report = await drainWithin(30_000);
    expect(report).toMatchObject({ failed: 0 });
    const outbound = queue(QueueName.Outbound);
    expect((await outbound.getJobSchedulers()).map((s) => s.key)).toContain('sync-connector-zendesk');
    // The sync ran once (the first run of its schedule) and its next run is the delayed job left behind.
    expect(zendesk.requestsTo(/incremental\/tickets/).length).toBeGreaterThanOrEqual(1);
    expect((await outbound.getDelayed()).map((j) => j.repeatJobKey)).toEqual([expect.stringContaining('sync-connector-zendesk')]);
  });

  it('still waits for a job that is delayed (a retry on its backoff), then ends', async () => {
    const maintenance = queue(QueueName.Maintenance);
    await maintenance.add(JobName.MarkStaleUnits, {}, { delay: 2_000, jobId: 'delayed-mark-stale' });
    const started = Date.now();
    await drainWithin(30_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(await maintenance.getJobState('delayed-mark-stale')).toBe('completed');
  });
});
