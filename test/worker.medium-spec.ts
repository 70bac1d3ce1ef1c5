import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { dbOf, INTAKE_TOKEN, startWorker, ticketBody, useApi } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/** The API only enqueues; a separate worker context runs the job. Each test starts its own worker. */
describe('worker process', () => {
  const app = useApi({ INTAKE_TOKEN });
  let worker: INestApplicationContext | undefined;
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });

  it('runs the DistillTicket job enqueued by the API', async () => {
    const response = await request(app().getHttpServer())
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
    const queue = app().get(JobQueue).queue(QueueName.Distill);
    expect(await queue.getJobCounts('waiting', 'completed')).toMatchObject({ waiting: 1, completed: 0 });

    worker = await startWorker();
    await waitFor(async () => (await queue.getJobCounts('completed')).completed === 1, { what: 'the DistillTicket job to complete' });
    const ticket = await dbOf(app()).selectFrom('tickets').selectAll().where('id', '=', response.body.ticket_id).executeTakeFirstOrThrow();
    // The default (rules) distiller turned the ticket into a unit.
    expect(ticket.kb_status).toBe('distilled');
    expect(ticket.distilled_by).toBe('rules-v1');
    const [job] = await queue.getJobs(['completed']);
    expect(job.returnvalue).toMatchObject({ status: 'created' });
    const unit = await dbOf(app()).selectFrom('knowledge_units').selectAll().executeTakeFirstOrThrow();
    expect(unit.solution).toMatch(/Reimposta password/);
  });

  it('registers the outbox sweep as a repeating job when it starts', async () => {
    const maintenance = app().get(JobQueue).queue(QueueName.Maintenance);
    // The queues were emptied before this test: the API alone registers no schedule.
    expect((await maintenance.getJobSchedulers()).map((s) => s.key)).not.toContain('sweep-pending-tickets');
    worker = await startWorker();
    expect((await maintenance.getJobSchedulers()).map((s) => s.key)).toContain('sweep-pending-tickets');
  });
});
