import request from 'supertest';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { dbOf, INTAKE_TOKEN, startApi, ticketBody, truncateAll, useApi } from './utils/test-app';

describe('POST /api/tickets (real MySQL/MariaDB and Redis)', () => {
  const app = useApi({ INTAKE_TOKEN, BODY_LIMIT_BYTES: '20000' });
  const auth = { Authorization: `Bearer ${INTAKE_TOKEN}` };

  const post = (body: unknown, headers: Record<string, string> = auth) =>
    request(app().getHttpServer()).post('/api/tickets').set(headers).send(body as object);

  const storedTicket = (externalId: string) =>
    dbOf(app()).selectFrom('tickets').selectAll().where('external_id', '=', externalId).executeTakeFirst();
  const storedMessages = async (externalId: string) => {
    const ticket = await storedTicket(externalId);
    return dbOf(app()).selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticket!.id).orderBy('position').execute();
  };
  const distillJobs = async () => app().get(JobQueue).queue(QueueName.Distill).getJobs(['waiting', 'delayed', 'active', 'prioritized']);

  it('refuses a request without the bearer token, or with a wrong one, and stores nothing', async () => {
    await post(ticketBody(), {}).expect(401);
    const wrong = await post(ticketBody(), { Authorization: 'Bearer not-the-token-at-all-000' }).expect(401);
    expect(wrong.body.error).toBe('unauthenticated');
    expect(await storedTicket('T-1')).toBeUndefined();
  });

  it('answers 400 naming every failing field', async () => {
    const response = await post({
      ...ticketBody(),
      status: 'done',
      category: 'x'.repeat(81),
      messages: [{ author: 'robot', visibility: 'public', body: '', created_at: 'ieri' }],
    }).expect(400);
    expect(response.body.error).toBe('validation_failed');
    const paths = response.body.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['status', 'category', 'messages.0.author', 'messages.0.body', 'messages.0.created_at']),
    );
    expect(await storedTicket('T-1')).toBeUndefined();
  });

  it('accepts product and category names as a ticketing system sends them, keeping what was sent', async () => {
    await post({ ...ticketBody({ external_id: 'T-NAMES' }), product: 'Fibra Casa', category: 'Guasto linea' }).expect(200);
    expect(await storedTicket('T-NAMES')).toMatchObject({ product: 'fibra-casa', product_name: 'Fibra Casa', category: 'altro', category_original: 'Guasto linea' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await request(app().getHttpServer()).post('/api/tickets').set(auth).type('text/plain').send('ciao').expect(415);
    expect(response.body.message).toMatch(/application\/json/);
  });

  it('answers 400 for malformed JSON and 413 past the body limit', async () => {
    const malformed = await request(app().getHttpServer())
      .post('/api/tickets')
      .set({ ...auth, 'Content-Type': 'application/json' })
      .send('{"external_id": "T-1",')
      .expect(400);
    expect(malformed.body.error).toBe('malformed_body');
    const huge = ticketBody({
      messages: [{ author: 'customer', visibility: 'public', body: 'x'.repeat(30_000), created_at: '2026-03-01T09:00:00Z' }],
    });
    const tooLarge = await post(huge).expect(413);
    expect(tooLarge.body.error).toBe('body_too_large');
  });

  it('rejects bytes that are not UTF-8 instead of storing replacement characters', async () => {
    // "Caffè" encoded as Latin-1: the byte 0xE8 alone is not UTF-8.
    const latin1 = Buffer.from(JSON.stringify(ticketBody({ subject: 'Caff\u00e8' })), 'latin1');
    const server = app().getHttpServer().listen(0);
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/api/tickets`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: latin1,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/UTF-8/);
    } finally {
      server.close();
    }
    expect(await storedTicket('T-1')).toBeUndefined();
  });

  it('cleans control characters and lone surrogates before storing', async () => {
    await post(
      ticketBody({
        subject: 'Errore\u0000 al\u0007 login \ud800',
        messages: [{ author: 'customer', visibility: 'public', body: 'riga uno\r\nriga\u001b due', created_at: '2026-03-01T09:00:00Z' }],
      }),
    ).expect(200);
    const ticket = await storedTicket('T-1');
    expect(ticket!.subject).toBe('Errore al login \ufffd');
    expect((await storedMessages('T-1'))[0].body).toBe('riga uno\nriga due');
  });

  it('creates a ticket, is idempotent on re-send, and replaces the messages on update', async () => {
    const first = await post(ticketBody({ status: 'open', closed_at: null })).expect(200);
    expect(first.body).toMatchObject({ external_id: 'T-1', outcome: 'created', kb_status: 'none' });
    const again = await post(ticketBody({ status: 'open', closed_at: null })).expect(200);
    expect(again.body).toMatchObject({ ticket_id: first.body.ticket_id, outcome: 'unchanged' });
    expect(await storedMessages('T-1')).toHaveLength(3);

    const updated = await post(
      ticketBody({
        status: 'open',
        closed_at: null,
        subject: 'Accesso bloccato',
        messages: [{ author: 'customer', visibility: 'public', body: 'Solo questo messaggio', created_at: '2026-03-01T09:00:00Z' }],
      }),
    ).expect(200);
    expect(updated.body).toMatchObject({ ticket_id: first.body.ticket_id, outcome: 'updated' });
    const messages = await storedMessages('T-1');
    expect(messages.map((m) => m.body)).toEqual(['Solo questo messaggio']);
    expect((await storedTicket('T-1'))!.subject).toBe('Accesso bloccato');
  });

  it('keeps messages in time order whatever order they were sent in', async () => {
    const [a, b, c] = ticketBody().messages as object[];
    await post(ticketBody({ messages: [c, a, b] })).expect(200);
    expect((await storedMessages('T-1')).map((m) => m.created_at.toISOString())).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-03-01T09:30:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ]);
  });

  it('enqueues one DistillTicket job when a ticket closes, however often it is delivered', async () => {
    await post(ticketBody({ status: 'open', closed_at: null })).expect(200);
    expect(await distillJobs()).toHaveLength(0);

    const closed = await post(ticketBody()).expect(200);
    expect(closed.body.kb_status).toBe('queued');
    await post(ticketBody()).expect(200);
    // The same content delivered concurrently: still one job, one ticket.
    await Promise.all([post(ticketBody()), post(ticketBody())]);
    const jobs = await distillJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0].name).toBe('DistillTicket');
    expect(jobs[0].data).toEqual({ ticketId: closed.body.ticket_id, contentHash: (await storedTicket('T-1'))!.content_hash });
    expect((await storedTicket('T-1'))!.kb_status).toBe('queued');
  });

  it('lets two first deliveries of a new ticket race without a duplicate or an error', async () => {
    const responses = await Promise.all([post(ticketBody({ external_id: 'T-race' })), post(ticketBody({ external_id: 'T-race' }))]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(responses.map((r) => r.body.outcome).sort()).toEqual(['created', 'unchanged']);
    const count = await dbOf(app()).selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(await storedMessages('T-race')).toHaveLength(3);
  });

  it('re-distils a closed ticket whose content changed (a new job id), not an unchanged one', async () => {
    await post(ticketBody()).expect(200);
    await post(ticketBody({ handle_seconds: 1200 })).expect(200);
    const jobs = await distillJobs();
    expect(new Set(jobs.map((j) => j.id)).size).toBe(2);
  });

  it('a re-created database does not collide with the jobs the old one left in Redis', async () => {
    await post(ticketBody()).expect(200);
    // The database is dropped and created again: ticket ids restart at 1, the content is the same,
    // and the old completed-or-waiting job is still in Redis. A new installation id keeps them apart.
    await truncateAll(dbOf(app()));
    await dbOf(app()).updateTable('kb_index_state').set({ installation_id: 'fedcba9876543210' }).execute();
    const fresh = await startApi();
    try {
      const response = await request(fresh.getHttpServer()).post('/api/tickets').set(auth).send(ticketBody()).expect(200);
      expect(response.body).toMatchObject({ ticket_id: 1, kb_status: 'queued' });
    } finally {
      await fresh.close();
    }
    const ids = (await distillJobs()).map((j) => j.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids).toContainEqual(expect.stringMatching(/^distill-fedcba9876543210-1-/));
  });

  it('the sweep enqueues nothing twice', async () => {
    await post(ticketBody()).expect(200);
    const result = await app().get(TicketsService).sweepPendingDistill();
    expect(result.enqueued).toBe(0);
    expect(await distillJobs()).toHaveLength(1);
  });
});
