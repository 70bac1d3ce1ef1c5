import request from 'supertest';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { dbOf, flushQueues, INTAKE_TOKEN, startApi, ticketBody, truncateAll, withEnv } from './utils/test-app';

/** Redis down at the moment a ticket closes: nothing is lost, the sweep enqueues it later. */
describe('distillation outbox when Redis is unreachable', () => {
  it('keeps the closed ticket pending, then the sweep enqueues it once Redis answers', async () => {
    // An API whose Redis is a closed port: the ticket is stored, its job cannot be enqueued.
    const restoreDown = withEnv({ INTAKE_TOKEN, REDIS_URL: 'redis://127.0.0.1:1' });
    const downApi = await startApi();
    try {
      await truncateAll(dbOf(downApi));
      const response = await request(downApi.getHttpServer())
        .post('/api/tickets')
        .set({ Authorization: `Bearer ${INTAKE_TOKEN}` })
        .send(ticketBody({ external_id: 'T-outbox' }))
        .expect(200);
      expect(response.body).toMatchObject({ outcome: 'created', kb_status: 'pending' });
    } finally {
      await downApi.close();
      restoreDown();
    }

    // Redis is back (the real one): the worker's sweep finds the pending ticket and enqueues it.
    const restoreUp = withEnv({ INTAKE_TOKEN, DISTILL_SWEEP_GRACE_MS: '0' });
    const api = await startApi();
    try {
      await flushQueues();
      const swept = await api.get(TicketsService).sweepPendingDistill();
      expect(swept.enqueued).toBe(1);
      const jobs = await api.get(JobQueue).queue(QueueName.Distill).getJobs(['waiting']);
      expect(jobs.map((j) => j.name)).toEqual(['DistillTicket']);
      const ticket = await dbOf(api).selectFrom('tickets').selectAll().where('external_id', '=', 'T-outbox').executeTakeFirstOrThrow();
      expect(ticket.kb_status).toBe('queued');
      expect(jobs[0].data).toEqual({ ticketId: ticket.id, contentHash: ticket.content_hash });
      expect((await api.get(TicketsService).sweepPendingDistill()).enqueued).toBe(0);
    } finally {
      await api.close();
      restoreUp();
    }
  });
});
