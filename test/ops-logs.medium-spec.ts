import { Writable } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { AppLogger, LOG_STREAM } from '../src/common/logging';
import { loadConfig } from '../src/config/config.module';
import { configureHttpApp } from '../src/http-app';
import { INTAKE_TOKEN, dbOf, flushQueues, truncateAll, ticketBody, withEnv } from './utils/test-app';

// nestjs-pino keeps one pino-http instance per process (the first app's): the app whose log this
// spec reads must be the first one its file creates, hence a file of its own.
/** Captures what the application logs, line by line, as the operator's log collector would. */
function capture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  let pending = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('structured logs', () => {
  let api: INestApplication;
  let restoreEnv: () => void;
  const { stream, lines } = capture();

  beforeAll(async () => {
    restoreEnv = withEnv({ INTAKE_TOKEN, LOG_LEVEL: 'debug', LOG_FORMAT: 'json' });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).overrideProvider(LOG_STREAM).useValue(stream).compile();
    api = moduleRef.createNestApplication({ bodyParser: false, bufferLogs: true });
    api.useLogger(api.get(AppLogger));
    configureHttpApp(api, loadConfig());
    await api.init();
    await truncateAll(dbOf(api));
    await flushQueues();
  });
  afterAll(async () => {
    await api?.close();
    restoreEnv();
  });

  it('writes JSON lines with a request id and no personal data a request carried', async () => {
    const http = () => request(api.getHttpServer());
    const pii = {
      email: 'mario.rossi@example.com',
      phone: '+39 347 123 4567',
      iban: 'IT60X0542811101000000123456',
      token: 'sk-live-0123456789abcdefSECRET',
    };
    await http()
      .post('/api/tickets')
      .set({ Authorization: `Bearer ${INTAKE_TOKEN}`, 'X-Request-Id': 'req-planted-1' })
      .send(
        ticketBody({
          external_id: 'T-pii',
          messages: [{ author: 'customer', visibility: 'public', body: `Scrivetemi a ${pii.email} o al ${pii.phone}, IBAN ${pii.iban}`, created_at: '2026-03-01T09:00:00Z' }],
        }),
      )
      .expect(200);
    const searched = await http().get(`/api/search?q=${encodeURIComponent(pii.email)}`);
    expect(searched.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await http().post('/api/auth/login').set('Cookie', `distillo_session=${pii.token}`).send({ email: pii.email, password: 'wrong password!!' }).expect(401);
    await http().post('/api/tickets').set({ Authorization: `Bearer ${pii.token}` }).send(ticketBody()).expect(401);
    // A client-side error whose message repeats the input: the log keeps the path, not the value.
    await http().post('/api/tickets').set({ Authorization: `Bearer ${INTAKE_TOKEN}` }).send(ticketBody({ external_id: pii.email, status: 'bogus' })).expect(400);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(lines.length).toBeGreaterThan(4);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request completed' || entry.msg === 'request errored');
    expect(requests.length).toBeGreaterThanOrEqual(5);
    for (const entry of requests) expect(typeof entry.requestId).toBe('string');
    expect(requests.map((entry) => entry.requestId)).toContain('req-planted-1');
    expect(requests.find((entry) => entry.requestId === 'req-planted-1')).toMatchObject({ req: { method: 'POST', path: '/api/tickets' }, res: { status: 200 } });

    const all = lines.join('\n');
    for (const [what, value] of Object.entries(pii)) {
      if (all.includes(value)) throw new Error(`the log contains the planted ${what}: ${value}`);
    }
    expect(all).not.toContain(encodeURIComponent(pii.email));
    expect(all).not.toContain(INTAKE_TOKEN);
    expect(all).not.toMatch(/cookie|authorization/i);
  });

  it("never logs the e-mail address a chat customer leaves for the operator's answer, valid or not", async () => {
    const http = () => request(api.getHttpServer());
    const email = 'anna.bianchi@example.com';
    const { body: conversation } = await http().post('/api/chat/conversations').send({}).expect(201);
    const auth = { Authorization: `Bearer ${conversation.token}` };
    await http().post(`/api/chat/conversations/${conversation.id}/contact`).set(auth).send({ contact_email: email, consent: true }).expect(409);
    await http().post(`/api/chat/conversations/${conversation.id}/messages`).set(auth).send({ message: 'vorrei parlare con una persona' }).expect(200);
    await http().post(`/api/chat/conversations/${conversation.id}/escalate`).set(auth).send({ contact_email: 'anna.bianchi@example', consent: true }).expect(400);
    await http().post(`/api/chat/conversations/${conversation.id}/escalate`).set(auth).send({ contact_email: email }).expect(400);
    await http().post(`/api/chat/conversations/${conversation.id}/escalate`).set(auth).send({ contact_email: email, consent: true }).expect(201);
    await http().post(`/api/chat/conversations/${conversation.id}/contact`).set(auth).send({ contact_email: email, consent: true }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.some((line) => line.includes('/contact'))).toBe(true);
    expect(lines.join('\n')).not.toContain('anna.bianchi');
  });

  it('keeps conversation ids out of request lines (a keyed hash stands in), so an erased conversation leaves no id in the log', async () => {
    const http = () => request(api.getHttpServer());
    const from = lines.length;
    const { body: conversation } = await http().post('/api/chat/conversations').send({}).expect(201);
    const auth = { Authorization: `Bearer ${conversation.token}` };
    await http().get(`/api/chat/conversations/${conversation.id}`).set(auth).expect(200);
    await http().get(`/api/chat/conversations/${conversation.id.toUpperCase()}`).set(auth);
    await http().post(`/api/chat/conversations/${conversation.id}/messages`).set(auth).send({ message: 'vorrei parlare con una persona' }).expect(200);
    await http().post(`/api/chat/conversations/${conversation.id}/escalate`).set(auth).send({}).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const all = lines.join('\n');
    expect(all.toLowerCase()).not.toContain(conversation.id);
    const paths = lines.slice(from).map((line) => (JSON.parse(line) as { req?: { path?: string } }).req?.path).filter((p): p is string => p?.startsWith('/api/chat/conversations/') ?? false);
    expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\/chat\/conversations\/c~[0-9a-f]{12}\/escalate$/)]));
    // One conversation, one stand-in: its lines still group together.
    expect(new Set(paths.map((p) => p.split('/')[4])).size).toBe(1);
  });
});
