import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { mulberry32 } from '../../src/lib/random/seeded-random';
import { normalizeExternalId } from '../../src/modules/tickets/ticket.dto';
import { JobQueue } from '../../src/queue/job-queue.service';
import { QueueName } from '../../src/queue/jobs';
import { ChatClient } from '../fakes/chat-client';
import { loadChatUnits } from '../fakes/chat-knowledge';
import { loginCookie, PASSWORD, quickSession, reviewClient, seedReviewer } from '../review-helpers';
import { dbOf, INTAKE_TOKEN, listenLocally, ticketBody, useApi } from '../utils/test-app';
import { fuzzBody, type Rand } from './intake-fuzz';

/**
 * The attack of issue 14, kept: what a hostile client can send to the intake, the login, the
 * search and the chat, against the real API, MariaDB/MySQL and Redis. Every figure lands in
 * .data/adversarial-<namespace>.json (the README's table is written from it).
 */
const auth = { Authorization: `Bearer ${INTAKE_TOKEN}` };
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});
const FUZZ_BODIES = 320;
const SEED = 0x14_14;

export const figures: Record<string, unknown> = {};
function record(name: string, value: unknown): void {
  figures[name] = value;
  const dir = resolve(__dirname, '../../.data');
  mkdirSync(dir, { recursive: true });
  const namespace = (process.env.QUEUE_PREFIX ?? 'test').replace(/[^a-z0-9-]/gi, '');
  writeFileSync(resolve(dir, `adversarial-api-${namespace}.json`), JSON.stringify(figures, null, 2));
}

describe('adversarial: intake, login, search and chat under attack (real API, MariaDB/MySQL, Redis)', () => {
  const app = useApi({ INTAKE_TOKEN, CHAT: 'extractive', CHAT_RATE_IP_PER_MINUTE: '0', CHAT_RATE_CONVERSATION_PER_MINUTE: '0', SEARCH_RATE_IP_PER_MINUTE: '0', BODY_LIMIT_BYTES: '65536' });
  const http = () => request(app().getHttpServer());
  const db = () => dbOf(app());

  type Row = { id: number; external_id: string; content_hash: string; kb_status: string; status: string; messages: number; redacted: number };
  async function ticketRow(externalId: string): Promise<Row | undefined> {
    const result = await sql<Row>`
      SELECT t.id, t.external_id, t.content_hash, t.kb_status, t.status,
             (SELECT COUNT(*) FROM ticket_messages m WHERE m.ticket_id = t.id) AS messages,
             (SELECT COUNT(*) FROM ticket_messages m WHERE m.ticket_id = t.id
                AND (m.body_redacted IS NOT NULL OR m.visibility = 'internal_confidential')) AS redacted
      FROM tickets t WHERE t.external_id = ${externalId}`.execute(db());
    const row = result.rows[0];
    return row && { ...row, messages: Number(row.messages), redacted: Number(row.redacted) };
  }
  let base: string | undefined;
  const baseUrl = async () => (base ??= await listenLocally(app()));
  const keyOf = (value: unknown) => (typeof value === 'string' && value.isWellFormed() ? normalizeExternalId(value) : undefined);

  it(`${FUZZ_BODIES} generated intake bodies: never a 5xx, never a half-written ticket, outbox and queue agree`, async () => {
    const rand: Rand = mulberry32(SEED);
    const statuses: number[] = [];
    const violations: string[] = [];
    const accepted = new Set<string>();
    for (let i = 0; i < FUZZ_BODIES; i++) {
      const generated = fuzzBody(rand);
      const sent = 'json' in generated ? generated.json : undefined;
      const key = keyOf(sent?.external_id);
      const before = key ? await ticketRow(key) : undefined;
      const req = http().post('/api/tickets').set(auth).set('Content-Type', 'application/json');
      const response = await req.send('json' in generated ? JSON.stringify(generated.json) : generated.raw);
      statuses.push(response.status);
      const where = `body ${i} (${JSON.stringify(sent ?? String(('raw' in generated && generated.raw) || '')).slice(0, 160)})`;
      if (response.status >= 500) violations.push(`${where}: ${response.status} ${JSON.stringify(response.body)}`);
      if (response.status === 400) {
        if (!['validation_failed', 'malformed_body'].includes(response.body.error)) violations.push(`${where}: 400 without a known error code`);
        if (response.body.error === 'validation_failed' && !(response.body.issues?.length > 0)) violations.push(`${where}: 400 naming no field`);
        const after = key ? await ticketRow(key) : undefined;
        if (JSON.stringify(after) !== JSON.stringify(before)) violations.push(`${where}: refused but the stored ticket changed`);
      }
      if (response.status === 200) {
        const row = key ? await ticketRow(key) : undefined;
        const messages = (sent?.messages as unknown[]).length;
        if (!row || row.id !== response.body.ticket_id) violations.push(`${where}: 200 but no row ${response.body.ticket_id} for "${key}"`);
        else {
          accepted.add(key!);
          // Each message stored, each with its redacted copy (confidential ones have none by design: never shown).
          if (row.messages !== messages || row.redacted !== messages) violations.push(`${where}: ${row.messages} messages stored (${row.redacted} redacted), ${messages} sent`);
          const closed = row.status !== 'open';
          if (closed && !['pending', 'queued', 'distilled', 'not_distillable', 'failed'].includes(row.kb_status)) violations.push(`${where}: closed but kb_status ${row.kb_status}`);
          if (!closed && row.kb_status !== 'none') violations.push(`${where}: open but kb_status ${row.kb_status}`);
          if (response.body.outcome === 'unchanged' && before?.content_hash !== row.content_hash) violations.push(`${where}: unchanged but the content changed`);
        }
      }
    }
    // The outbox: every queued ticket has a waiting job for its current content.
    const jobs = await app().get(JobQueue).queue(QueueName.Distill).getJobs(['waiting', 'delayed', 'prioritized', 'active']);
    const jobFor = new Set(jobs.map((j) => `${j.data.ticketId}:${j.data.contentHash}`));
    const queued = await db().selectFrom('tickets').select(['id', 'content_hash']).where('kb_status', '=', 'queued').execute();
    for (const t of queued) if (!jobFor.has(`${t.id}:${t.content_hash}`)) violations.push(`ticket ${t.id} queued without a job`);
    const stored = await db().selectFrom('tickets').select('external_id').execute();
    const half = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM tickets t WHERE t.subject_redacted IS NULL`.execute(db());
    record('intake_fuzz', { bodies: FUZZ_BODIES, seed: SEED, statuses: tally(statuses), tickets: stored.length, violations: violations.length });
    expect(violations).toEqual([]);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(Number(half.rows[0].n)).toBe(0);
    expect(new Set(stored.map((t) => t.external_id))).toEqual(accepted);
    // The generator reaches both sides of the validation.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(FUZZ_BODIES / 5);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThan(FUZZ_BODIES / 5);
  });

  it('case, width, accent and surrogate variants of one id in parallel, three rounds: 200 or 400, one ticket per normalised id', async () => {
    const variants = ['VR-1', 'vr-1', 'Vr-1', 'vR-1', '\uFF36\uFF32-\uFF11', ' VR-1', 'VR-1\u3000', 'VR-\u00C9', 'VR-E\u0301', 'VR-\u200B1', 'VR-\uD800', 'VR-\uDFFF1', 'VR-\u202E1', '\uFEFFVR-1', 'VR-\u00001'];
    const codes: number[] = [];
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(variants.map((external_id, i) => http().post('/api/tickets').set(auth).send(ticketBody({ external_id, subject: `Variante ${i} giro ${round}` }))));
      codes.push(...responses.map((r) => r.status));
    }
    record('id_variants_parallel', { requests: codes.length, statuses: tally(codes) });
    expect(codes.filter((c) => c !== 200 && c !== 400)).toEqual([]);
    const ok = new Set(variants.filter((v) => !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(v)).map(normalizeExternalId));
    const stored = await db().selectFrom('tickets').select('external_id').execute();
    expect(new Set(stored.map((t) => t.external_id))).toEqual(ok);
    expect(tally(codes)[200]).toBe(3 * variants.filter((v) => !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(v)).length);
  });

  it('50 parallel first deliveries of 50 different tickets, then 50 parallel updates: all 200, all stored', async () => {
    const bodies = Array.from({ length: 50 }, (_, i) => ticketBody({ external_id: `PAR-${i}`, subject: `Richiesta ${i}` }));
    const first = await Promise.all(bodies.map((b) => http().post('/api/tickets').set(auth).send(b)));
    const second = await Promise.all(bodies.map((b) => http().post('/api/tickets').set(auth).send({ ...b, subject: `${b.subject} (aggiornata)` })));
    const codes = [...first, ...second].map((r) => r.status);
    record('parallel_first_deliveries', { requests: codes.length, statuses: tally(codes) });
    expect(tally(codes)).toEqual({ 200: 100 });
    expect(second.map((r) => r.body.outcome)).toEqual(bodies.map(() => 'updated'));
    expect(Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM tickets`.execute(db())).rows[0].n)).toBe(50);
  });

  it('200 parallel wrong passwords for one account: 5 reach the password check, 195 get 429; then the right one is refused too', async () => {
    await seedReviewer(app(), 'victim@example.it');
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => http().post('/api/auth/login').send({ email: 'victim@example.it', password: `wrong-${i}-password`, mode: 'bearer' })),
    );
    const codes = tally(responses.map((r) => r.status));
    const right = await http().post('/api/auth/login').send({ email: 'victim@example.it', password: PASSWORD, mode: 'bearer' });
    record('login_brute_force_parallel', { requests: 200, statuses: codes, right_password_after: right.status });
    expect(codes).toEqual({ 401: 5, 429: 195 });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('60 parallel logins for 60 different e-mails from one IP: at most 50 reach the password check', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => http().post('/api/auth/login').send({ email: `spray-${i}@example.it`, password: 'Password123!', mode: 'bearer' })),
    );
    const codes = tally(responses.map((r) => r.status));
    record('login_spraying_parallel', { requests: 60, statuses: codes });
    expect(codes).toEqual({ 401: 50, 429: 10 });
  });

  it('FULLTEXT operators, markup and oversize queries on GET /api/search and in the chat: 200 or 400, never 5xx', async () => {
    await loadChatUnits(app());
    const queries = [
      '+password -admin',
      '"frase esatta',
      'pass*',
      '*',
      '@3 ~x',
      '(((((((((((((((((((( password',
      '>< <> ~~ -- ++',
      'password @@@@ "" \'\' \\',
      "' OR 1=1 --",
      'MATCH AGAINST IN BOOLEAN MODE',
      '<img src=x onerror=alert(1)>',
      '\u0000\u0001\u001b',
      '\uD800 solitario',
      '😀'.repeat(200),
      'parola '.repeat(214),
      'x'.repeat(1500),
      'x'.repeat(1501),
      'x'.repeat(12_000),
      ' ',
      '',
    ];
    const codes: number[] = [];
    for (const q of queries) codes.push((await http().get('/api/search').query({ q })).status);
    for (const extra of ['q[]=a&q[]=b', 'q[x]=1', 'limit=-1&q=a', 'limit=1e9&q=a', 'product=../../etc&q=a', 'locale=xx-XXXXXXXX&q=a']) {
      codes.push((await http().get(`/api/search?${extra}`)).status);
    }
    const client = new ChatClient(await baseUrl());
    const conversation = await client.createConversation();
    const turns: string[] = [];
    for (const q of queries.slice(0, 12)) {
      const answer = await client.send(conversation, q.length >= 3 ? q : `${q}???`);
      codes.push(answer.status);
      if (answer.status === 200) turns.push(answer.events.at(-1)!.event);
    }
    record('search_and_chat_queries', { requests: codes.length, statuses: tally(codes), chat_turn_endings: tally(turns.map((t) => (t === 'done' ? 1 : 0))) });
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => ![200, 400, 431].includes(c))).toEqual([]);
    expect(turns.every((t) => t === 'done')).toBe(true);
  });

  it('IDOR and CSRF: another conversation’s token, another conversation’s message, writes without the CSRF token, a reviewer on admin routes', async () => {
    await loadChatUnits(app());
    const client = new ChatClient(await baseUrl());
    const alice = await client.createConversation();
    const mallory = await client.createConversation();
    const answer = await client.send(alice, "Ho scordato la parola d'accesso, come faccio a recuperarla?");
    const aliceMessage = answer.events.at(-1)!.data.message_id as number;
    const checks: Array<[string, number, number]> = [];
    const check = (what: string, status: number, expected: number) => checks.push([what, status, expected]);
    check('read with another token', (await client.get(`/api/chat/conversations/${alice.id}`, mallory.token)).status, 404);
    check('write with another token', (await client.send({ id: alice.id, token: mallory.token }, 'ciao a tutti')).status, 404);
    check('rate another conversation’s message', (await client.rate(mallory, aliceMessage, 1)).status, 404);
    check('escalate with another token', (await client.post(`/api/chat/conversations/${alice.id}/escalate`, mallory.token)).status, 404);
    check('read without a token', (await client.get(`/api/chat/conversations/${alice.id}`, null)).status, 401);
    check('intake without the token', (await http().post('/api/tickets').send(ticketBody())).status, 401);

    const reviewer = await quickSession(app(), 'rev@example.com');
    const unitId = (await db().selectFrom('knowledge_units').select('id').executeTakeFirstOrThrow()).id;
    const noCsrf = await http().post(`/api/review/units/${unitId}/reject`).set('Cookie', reviewer.cookie).send({ reason: 'x' });
    check('cookie write without X-CSRF-Token', noCsrf.status, 403);
    const wrongCsrf = await http().post(`/api/review/units/${unitId}/reject`).set('Cookie', reviewer.cookie).set('X-CSRF-Token', 'a'.repeat(43)).send({ reason: 'x' });
    check('cookie write with a wrong X-CSRF-Token', wrongCsrf.status, 403);
    const otherSession = await quickSession(app(), 'other@example.com');
    const crossed = await http().post(`/api/review/units/${unitId}/reject`).set('Cookie', reviewer.cookie).set('X-CSRF-Token', otherSession.csrf).send({ reason: 'x' });
    check('cookie write with another session’s CSRF token', crossed.status, 403);
    check('reviewer on the admin audit log', (await reviewClient(app(), reviewer).get('/api/review/audit')).status, 403);
    check('reviewer on the accounts', (await reviewClient(app(), reviewer).get('/api/reviewers')).status, 403);
    check('review API without a session', (await http().get('/api/review/units')).status, 401);
    check('forged session cookie', (await http().get('/api/review/units').set('Cookie', `distillo_session=${'A'.repeat(43)}`)).status, 401);
    await seedReviewer(app(), 'cookie@example.com');
    const session = await loginCookie(app(), 'cookie@example.com');
    check('login cookie session reads', (await reviewClient(app(), session).get('/api/review/units')).status, 200);
    const unchanged = await db().selectFrom('knowledge_units').select('status').where('id', '=', unitId).executeTakeFirstOrThrow();
    record('idor_csrf', { checks: checks.length, held: checks.filter(([, s, e]) => s === e).length });
    expect(checks.filter(([, status, expected]) => status !== expected)).toEqual([]);
    expect(unchanged.status).toBe('approved');
  });
});
