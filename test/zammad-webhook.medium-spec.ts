import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import { loadConfig } from '../src/config/config.module';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { FakeZammad } from './fakes/fake-zammad';
import { useApi } from './utils/test-app';

const SECRET = 'zammad-webhook-secret-0123456789';

/**
 * Issue 32, finding 8: Zammad signs a webhook's body only, so a captured delivery replays for ever
 * unless its X-Zammad-Delivery id is remembered. A repeat within the window is refused (409).
 */
describe('Zammad webhook replays (real Redis)', () => {
  // No worker runs here: the queued sync is only counted, Zammad itself is never called.
  const app = useApi({ ZAMMAD_URL: 'http://127.0.0.1:9', ZAMMAD_TOKEN: 'zammad-test-token-0123', ZAMMAD_WEBHOOK_SECRET: SECRET, ZAMMAD_WEBHOOK_REPLAY_WINDOW_SECONDS: '600' });
  const body = JSON.stringify({ ticket: { id: 7, state: 'closed' } });
  const post = (api: INestApplication, delivery: string | null) =>
    request(api.getHttpServer())
      .post('/api/connectors/zammad/webhook')
      .set({ 'Content-Type': 'application/json', 'X-Hub-Signature': FakeZammad.sign(SECRET, body), ...(delivery ? { 'X-Zammad-Delivery': delivery } : {}) })
      .send(body);
  const syncJobs = async () => (await app().get(JobQueue).queue(QueueName.Outbound).getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed'])).length;

  it('accepts a delivery once and refuses 30 replays of it, in parallel and one after another', async () => {
    const delivery = '8f2e4b1c-0d3a-4e5f-9a6b-7c8d9e0f1a2b';
    const parallel = await Promise.all(Array.from({ length: 15 }, () => post(app(), delivery)));
    const later = [];
    for (let i = 0; i < 15; i++) later.push(await post(app(), delivery));
    const codes = [...parallel, ...later].map((r) => r.status);
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    expect(later[0].body).toMatchObject({ error: 'webhook_replayed' });
    expect(await syncJobs()).toBe(1);
  });

  it('accepts another delivery of the same body (a new trigger), refuses one without a delivery id, and remembers ids for the window only', async () => {
    await post(app(), 'delivery-a').expect(202);
    await post(app(), 'delivery-b').expect(202);
    await post(app(), null).expect(401);
    const config = loadConfig();
    const redis = new Redis(config.REDIS_URL);
    try {
      const ttl = await redis.ttl(`${config.QUEUE_PREFIX}:webhook-delivery:zammad:delivery-a`);
      expect(ttl).toBeGreaterThan(590);
      expect(ttl).toBeLessThanOrEqual(600);
    } finally {
      redis.disconnect();
    }
  });
});
