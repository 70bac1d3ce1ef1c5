import { writeFileSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import request from 'supertest';
import { mysqlOptions } from '../src/config/config';
import { TicketsImportService } from '../src/modules/tickets/tickets-import.service';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { IndexingService } from '../src/modules/search/indexing.service';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { ChatClient } from './fakes/chat-client';
import { loadChatUnits } from './fakes/chat-knowledge';
import { quickSession, reviewClient, seedReviewer, seedUnit, PASSWORD } from './review-helpers';
import { waitFor } from './utils/wait-for';
import { TcpProxy } from './utils/tcp-proxy';
import { dbOf, flushQueues, INTAKE_TOKEN, startApi, startWorker, ticketBody, truncateAll, useApi, withEnv } from './utils/test-app';

/**
 * One test per finding of the attack on a fresh build (issue 14), each written to fail on the
 * code as it was and to pass once the finding is fixed at its root.
 */
const auth = { Authorization: `Bearer ${INTAKE_TOKEN}` };
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

const listening = new WeakMap<INestApplication, string>();
async function listen(app: INestApplication): Promise<string> {
  if (listening.has(app)) return listening.get(app)!;
  await app.listen(0, '127.0.0.1');
  listening.set(app, `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`);
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

describe('security findings on the intake, login, headers and chat (real MariaDB/MySQL and Redis)', () => {
  const app = useApi({ INTAKE_TOKEN, CHAT: 'extractive', CHAT_RATE_IP_PER_MINUTE: '0', CHAT_RATE_CONVERSATION_PER_MINUTE: '0' });
  const http = () => request(app().getHttpServer());
  const post = (body: unknown) => http().post('/api/tickets').set(auth).send(body as object);
  const tickets = () => dbOf(app()).selectFrom('tickets').select(['id', 'external_id']).execute();

  it('1. refuses parallel wrong passwords past the limit: the throttle counts before the password is checked', async () => {
    await seedReviewer(app(), 'victim@example.it');
    const wrong = await Promise.all(
      Array.from({ length: 40 }, (_, i) => http().post('/api/auth/login').send({ email: 'victim@example.it', password: `wrong-${i}-xxxxxx`, mode: 'bearer' })),
    );
    const codes = tally(wrong.map((r) => r.status));
    expect(codes[401]).toBe(5);
    expect(codes[429]).toBe(35);
  });

  it('1. lets at most the limit through to the password check when the right password races 30 wrong ones', async () => {
    await seedReviewer(app(), 'victim@example.it');
    const bodies = [...Array.from({ length: 30 }, (_, i) => `wrong-${i}-xxxxxx`), PASSWORD].map((password) => ({ email: 'victim@example.it', password, mode: 'bearer' }));
    const codes = tally((await Promise.all(bodies.map((b) => http().post('/api/auth/login').send(b)))).map((r) => r.status));
    expect((codes[401] ?? 0) + (codes[200] ?? 0)).toBe(5);
    expect(codes[429]).toBe(26);
  });

  it('2. answers 200 to every case, width and accent variant of an external_id, in parallel, one ticket per distinct id', async () => {
    const variants = [
      'RT-CASE-1',
      'rt-case-1',
      'Rt-Case-1',
      '\uFF32\uFF34-\uFF23\uFF21\uFF33\uFF25-\uFF11', // fullwidth "RT-CASE-1"
      'RT-\u00C9-1',
      'RT-E\u0301-1', // the same letter, decomposed
      'stra\u00DFe-1',
      'strasse-1',
      ...Array.from({ length: 12 }, (_, i) => [...'rt-case-1'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join('')),
    ];
    const responses = await Promise.all(variants.map((external_id) => post(ticketBody({ external_id }))));
    expect(tally(responses.map((r) => r.status))).toEqual({ 200: variants.length });
    for (const response of responses) expect(response.body.ticket_id).toEqual(expect.any(Number));
    const stored = await tickets();
    const distinct = new Set(variants.map((v) => v.normalize('NFKC')));
    expect(stored).toHaveLength(distinct.size);
    // Each answer names the row that holds its id, and that row's id is the normalised one.
    const byId = new Map(stored.map((t) => [t.id, t.external_id]));
    for (const [i, response] of responses.entries()) expect(byId.get(response.body.ticket_id)).toBe(variants[i].normalize('NFKC'));
    // A second round changes nothing and still answers 200.
    const again = await Promise.all(variants.map((external_id) => post(ticketBody({ external_id }))));
    expect(again.map((r) => r.body.outcome)).toEqual(variants.map(() => 'unchanged'));
  });

  it('3. refuses a lone surrogate, control, bidi and invisible characters in external_id with a 400 naming it, storing nothing', async () => {
    for (const external_id of ['T-\uD800', 'T-\uDC00x', 'T-\u0000', 'T-\u001B[31m', 'T-\r\n1', 'T-\u202E1', '\uFEFFT-1', 'T-\u200B1', 'x'.repeat(192)]) {
      for (const messages of [undefined, []]) {
        const response = await post(ticketBody(messages ? { external_id, messages } : { external_id }));
        expect({ external_id, status: response.status }).toEqual({ external_id, status: 400 });
        expect(response.body.issues.map((i: { path: string }) => i.path)).toContain('external_id');
      }
    }
    expect(await tickets()).toHaveLength(0);
  });

  it('8. refuses dates past 9999 (and before 1970) with a 400 naming the field', async () => {
    const late = await post(ticketBody({ closed_at: '9999-12-31T23:59:59-01:00' })).expect(400);
    expect(late.body.issues.map((i: { path: string }) => i.path)).toEqual(['closed_at']);
    const body = ticketBody();
    (body.messages as Array<Record<string, unknown>>)[1].created_at = '+010000-01-01T00:00:00Z';
    (body.messages as Array<Record<string, unknown>>)[2].created_at = '0999-01-01T00:00:00Z';
    const messages = await post(body).expect(400);
    expect(messages.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['messages.1.created_at', 'messages.2.created_at']);
    await post(ticketBody({ closed_at: '9999-12-31T23:59:59Z' })).expect(200);
  });

  it('9. sends nosniff on JSON, no-store on review and chat transcripts, and Secure cookies by default', async () => {
    const session = await quickSession(app(), 'rev@example.com');
    const unit = await seedUnit(app(), {});
    const review = await reviewClient(app(), session).get(`/api/review/units/${unit}`).expect(200);
    expect(review.headers['cache-control']).toBe('no-store');
    expect(review.headers['x-content-type-options']).toBe('nosniff');
    const error = await http().get('/api/review/units/1').expect(401);
    expect(error.headers['x-content-type-options']).toBe('nosniff');
    const conversation = await http().post('/api/chat/conversations').send({}).expect(201);
    const view = await http().get(`/api/chat/conversations/${conversation.body.id}`).set('Authorization', `Bearer ${conversation.body.token}`).expect(200);
    expect(view.headers['cache-control']).toBe('no-store');
    await seedReviewer(app(), 'cookie@example.com');
    const login = await http().post('/api/auth/login').send({ email: 'cookie@example.com', password: PASSWORD }).expect(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  });

  it('11. redacts a chat message before storing it', async () => {
    const client = new ChatClient(await listen(app()));
    const conversation = await client.createConversation();
    const response = await client.send(conversation, 'Il rimborso va sul conto IT60X0542811101000000123456, quando arriva?');
    expect(response.status).toBe(200);
    const rows = await sql<{ text: string }>`SELECT text FROM chat_messages WHERE role = 'user'`.execute(dbOf(app()));
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].text).not.toContain('IT60X0542811101000000123456');
    expect(rows.rows[0].text).toMatch(/rimborso/);
  });

  it('11. answers 201 to one of five concurrent escalations and 200 to the others (one ticket)', async () => {
    const client = new ChatClient(await listen(app()));
    const conversation = await client.createConversation();
    await client.send(conversation, 'Vorrei parlare con una persona del mio contratto');
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => client.escalate(conversation)))).map((r) => r.status);
    expect(tally(statuses)).toEqual({ 200: 4, 201: 1 });
    expect(await tickets()).toHaveLength(1);
  });
});

describe('finding 7: a customer rating suggests a phrase, a reviewer decides', () => {
  let app: INestApplication;
  let client: ChatClient;
  let restoreEnv: () => void;
  beforeAll(async () => {
    restoreEnv = withEnv({ CHAT: 'extractive', CHAT_RATE_IP_PER_MINUTE: '0', CHAT_RATE_CONVERSATION_PER_MINUTE: '0' });
    app = await startApi();
    await truncateAll(dbOf(app));
    await flushQueues();
    client = new ChatClient(await listen(app));
    await loadChatUnits(app);
  });
  afterAll(async () => {
    await app.close();
    restoreEnv();
  });

  it('7. one helpful click writes no learned phrase: it becomes a suggestion that a reviewer accepts or rejects', async () => {
    const conversation = await client.createConversation({ product: 'fatturafacile' });
    const question = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
    const answer = await client.send(conversation, question);
    const done = answer.events.find((e) => e.event === 'done')!.data as { message_id: number; answered: boolean };
    expect(done.answered).toBe(true);
    const rated = await client.rate(conversation, done.message_id, 1);
    expect(rated.status).toBe(200);
    expect(rated.json).toMatchObject({ learned: 0, suggested: expect.any(Number) });
    expect(await dbOf(app).selectFrom('kb_learned_phrases').selectAll().execute()).toHaveLength(0);

    const reviewer = reviewClient(app, await quickSession(app, 'rev7@example.com'));
    const listed = await reviewer.get('/api/review/phrase-suggestions').expect(200);
    expect(listed.body.items.length).toBeGreaterThan(0);
    const [first, ...others] = listed.body.items as Array<{ id: number; unit_id: number; phrase: string; conversations: number }>;
    expect(first).toMatchObject({ conversations: 1, status: 'pending' });
    await request(app.getHttpServer()).post(`/api/review/phrase-suggestions/${first.id}/accept`).expect(401);
    await reviewer.post(`/api/review/phrase-suggestions/${first.id}/accept`).expect(200);
    await reviewer.post(`/api/review/phrase-suggestions/${first.id}/accept`).expect(409);
    const learned = await dbOf(app).selectFrom('kb_learned_phrases').selectAll().execute();
    expect(learned).toHaveLength(1);
    expect(learned[0].unit_id).toBe(first.unit_id);
    for (const other of others) await reviewer.post(`/api/review/phrase-suggestions/${other.id}/reject`).expect(200);
    expect((await reviewer.get('/api/review/phrase-suggestions').expect(200)).body.items).toHaveLength(0);
  });
});

describe('finding 10: reads are rate limited (and finding 9 behind a TLS proxy, and for plain-HTTP development)', () => {
  const app = useApi({ SEARCH_RATE_IP_PER_MINUTE: '5', CHAT_RATE_IP_PER_MINUTE: '3', CHAT_RATE_CONVERSATION_PER_MINUTE: '0', TRUST_PROXY: '1', COOKIE_SECURE: 'false' });
  const http = () => request(app().getHttpServer());

  it('9. sends HSTS only when the request came over TLS, and plain cookies only when COOKIE_SECURE=false says so', async () => {
    const tls = await http().get('/api/chat/conversations/x').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await http().get('/api/chat/conversations/x');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await seedReviewer(app(), 'plain@example.com');
    const login = await http().post('/api/auth/login').send({ email: 'plain@example.com', password: PASSWORD }).expect(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/);
  });

  it('10. GET /api/search answers 429 with Retry-After past its per-IP limit', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await http().get('/api/search').query({ q: `password ${i}` })).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await http().get('/api/search').query({ q: 'password' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('10. GET /api/chat/conversations/:id counts against the client IP like every chat call', async () => {
    const created = await http().post('/api/chat/conversations').send({}).expect(201);
    const get = () => http().get(`/api/chat/conversations/${created.body.id}`).set('Authorization', `Bearer ${created.body.token}`);
    await get().expect(200);
    await get().expect(200);
    await get().expect(429);
  });
});

describe('finding 5: a ticket closed, reopened and closed again with the same content is distilled, not left queued', () => {
  const app = useApi({ INTAKE_TOKEN, DISTILL_SWEEP_EVERY_MS: '600000' });
  let worker: INestApplicationContext | undefined;
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });

  it('5. reaches a final kb_status again after closed → open → closed', async () => {
    const http = () => request(app().getHttpServer());
    const closed = ticketBody({ external_id: 'T-5' });
    const { body } = await http().post('/api/tickets').set(auth).send(closed).expect(200);
    worker = await startWorker();
    const status = async () => (await dbOf(app()).selectFrom('tickets').select('kb_status').where('id', '=', body.ticket_id).executeTakeFirstOrThrow()).kb_status;
    await waitFor(async () => ['distilled', 'not_distillable'].includes(await status()), { what: 'first distillation' });
    const first = await status();
    await http().post('/api/tickets').set(auth).send({ ...closed, status: 'open', closed_at: null }).expect(200);
    expect(await status()).toBe('none');
    await http().post('/api/tickets').set(auth).send(closed).expect(200);
    await waitFor(async () => (await status()) === first, { what: 'distillation after the second close' });
    // Counted once: the unit has this ticket once.
    const links = await dbOf(app()).selectFrom('knowledge_unit_ticket').selectAll().where('ticket_id', '=', body.ticket_id).execute();
    expect(links.length).toBeLessThanOrEqual(1);
  });
});

describe('finding 5: the sweep finds a queued ticket whose job Redis lost', () => {
  const app = useApi({ INTAKE_TOKEN, DISTILL_QUEUED_CHECK_AFTER_MS: '600000' });

  it('5. puts it back in the outbox with a new job id and enqueues it', async () => {
    const { body } = await request(app().getHttpServer()).post('/api/tickets').set(auth).send(ticketBody({ external_id: 'T-5-lost' })).expect(200);
    expect(body.kb_status).toBe('queued');
    await flushQueues(); // Redis came back without its data
    const distill = app().get(JobQueue).queue(QueueName.Distill);
    const tickets = app().get(TicketsService);
    // Queued a moment ago: left alone (its job may simply not have started).
    expect(await tickets.sweepPendingDistill({ graceMs: 0 })).toEqual({ enqueued: 0 });
    await sql`UPDATE tickets SET kb_enqueued_at = NOW(3) - INTERVAL 1 HOUR`.execute(dbOf(app()));
    expect(await tickets.sweepPendingDistill({ graceMs: 0 })).toEqual({ enqueued: 1, lost: 1 });
    const jobs = await distill.getJobs(['waiting']);
    expect(jobs.map((j) => j.data.ticketId)).toEqual([body.ticket_id]);
    const row = await dbOf(app()).selectFrom('tickets').select(['kb_status']).where('id', '=', body.ticket_id).executeTakeFirstOrThrow();
    expect(row.kb_status).toBe('queued');
    // Its job exists now: the next sweep leaves it alone.
    await sql`UPDATE tickets SET kb_enqueued_at = NOW(3) - INTERVAL 1 HOUR`.execute(dbOf(app()));
    expect(await tickets.sweepPendingDistill({ graceMs: 0 })).toEqual({ enqueued: 0 });
  });
});

describe('finding 6: intake when Redis hangs', () => {
  let proxy: TcpProxy;
  let app: INestApplication;
  let restoreEnv: () => void;
  beforeAll(async () => {
    const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    proxy = await new TcpProxy(redis.hostname, Number(redis.port || 6379)).start();
    restoreEnv = withEnv({ INTAKE_TOKEN, REDIS_URL: proxy.url('redis') });
    app = await startApi();
    await truncateAll(dbOf(app));
  });
  afterAll(async () => {
    proxy.thaw();
    await app.close();
    await proxy.kill();
    restoreEnv();
  });

  it('6. answers within the documented 2 s (plus the write) and leaves the ticket to the sweep', async () => {
    proxy.freeze();
    const started = Date.now();
    const response = await request(app.getHttpServer()).post('/api/tickets').set(auth).send(ticketBody({ external_id: 'T-6' })).expect(200);
    const elapsed = Date.now() - started;
    expect(response.body.kb_status).toBe('pending');
    expect(elapsed).toBeLessThan(3_500);
    proxy.thaw();
  });
});

describe('finding 4: tickets:import when the database dies', () => {
  it('4. stops at the first lost connection and reports exactly the lines that were stored', async () => {
    const { host, port, database } = mysqlOptions(process.env.DATABASE_URL!);
    const proxy = await new TcpProxy(host, port).start();
    const restore = withEnv({ DATABASE_URL: proxy.url('mysql', `/${database}`) });
    const app = await startApi();
    restore();
    const direct = await startApi();
    try {
      await truncateAll(dbOf(direct));
      await flushQueues();
      const path = join(mkdtempSync(join(tmpdir(), 'import-kill-')), 'tickets.jsonl');
      writeFileSync(path, Array.from({ length: 2_000 }, (_, i) => JSON.stringify(ticketBody({ external_id: `K-${i}` }))).join('\n') + '\n');
      // The connection dies right after the server answered the second batch's COMMIT.
      proxy.killAfterCommits(proxy.commits + 2);
      const report = await app.get(TicketsImportService).importFile(path);
      const stored = Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM tickets`.execute(dbOf(direct))).rows[0].n);
      expect(stored).toBe(1_000);
      expect(report.imported).toBe(stored);
      expect(report.stopped).toMatchObject({ line: 1_001, error: expect.stringMatching(/ECONNREFUSED|connection|closed/i) });
      // Nothing after the loss was tried: no per-line "not stored" for the rest of the file.
      expect(report.error_count).toBe(0);
      const half = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM tickets t WHERE NOT EXISTS (SELECT 1 FROM ticket_messages m WHERE m.ticket_id = t.id)`.execute(dbOf(direct));
      expect(Number(half.rows[0].n)).toBe(0);
    } finally {
      await app.close().catch(() => undefined);
      await direct.close();
      await proxy.kill();
    }
  });
});

describe('finding 11: IndexUnit and deadlocks', () => {
  const app = useApi({});

  it('11. indexes 30 units in parallel without a deadlock escaping (retried, not spent as a job attempt)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(await seedUnit(app(), { status: 'approved', problem: `Problema numero ${i} con la fattura elettronica`, solution: `Soluzione ${i}: aprire le impostazioni e riprovare.`, phrases: [`frase ${i}`] }));
    }
    const indexing = app().get(IndexingService);
    const results = await Promise.allSettled(ids.map((id) => indexing.indexUnit(id)));
    const failures = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
  });
});
