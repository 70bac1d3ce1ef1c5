import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { dbOf, flushQueues, INTAKE_TOKEN, startApi, startWorker, ticketBody, truncateAll, withEnv } from './utils/test-app';

/** The API only enqueues; a separate worker context runs the job. */
describe('worker process', () => {
  let api: INestApplication;
  let worker: INestApplicationContext | undefined;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withEnv({ INTAKE_TOKEN });
    api = await startApi();
    await truncateAll(dbOf(api));
    await flushQueues();
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
    restoreEnv();
  });

  it('runs the DistillTicket job enqueued by the API', async () => {
    const response = await request(api.getHttpServer())
      .post('/api/tickets')
      .set({ Authorization: `Bearer ${INTAKE_TOKEN}` })
      .send(
        ticketBody({
          external_id: 'T-worker',
          messages: [
            { author: 'customer', visibility: 'public', body: 'Buongiorno, non riesco ad accedere: il login mi dà errore E-4021.', created_at: '2026-03-01T09:00:00Z' },
            {
              author: 'agent',
              visibility: 'public',
              body: 'Vada su Impostazioni > Sicurezza, clicchi "Reimposta password" e segua il link che riceve via e-mail.',
              created_at: '2026-03-01T09:30:00Z',
            },
            { author: 'customer', visibility: 'public', body: 'Ora funziona, grazie!', created_at: '2026-03-01T10:00:00Z' },
          ],
        }),
      )
      .expect(200);
    // Nothing runs jobs in the API process: the job waits until a worker starts.
    const queue = api.get(JobQueue).queue(QueueName.Distill);
    expect(await queue.getJobCounts('waiting', 'completed')).toMatchObject({ waiting: 1, completed: 0 });

    worker = await startWorker();
    await waitFor(async () => (await queue.getJobCounts('completed')).completed === 1);
    const ticket = await dbOf(api).selectFrom('tickets').selectAll().where('id', '=', response.body.ticket_id).executeTakeFirstOrThrow();
    // The default (rules) distiller turned the ticket into a unit.
    expect(ticket.kb_status).toBe('distilled');
    expect(ticket.distilled_by).toBe('rules-v1');
    const [job] = await queue.getJobs(['completed']);
    expect(job.returnvalue).toMatchObject({ status: 'created' });
    const unit = await dbOf(api).selectFrom('knowledge_units').selectAll().executeTakeFirstOrThrow();
    expect(unit.solution).toMatch(/Reimposta password/);
  });

  it('registers the outbox sweep as a repeating job', async () => {
    const schedulers = await api.get(JobQueue).queue(QueueName.Maintenance).getJobSchedulers();
    expect(schedulers.map((s) => s.key)).toContain('sweep-pending-tickets');
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
}
