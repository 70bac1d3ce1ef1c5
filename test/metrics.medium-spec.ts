import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { sql } from 'kysely';
import { Worker } from 'bullmq';
import request from 'supertest';
import { LlmUsageService } from '../src/modules/llm-usage/llm-usage.service';
import { JobQueue } from '../src/queue/job-queue.service';
import { JobName, QueueName } from '../src/queue/jobs';
import { ChatClient } from './fakes/chat-client';
import { loadChatUnits } from './fakes/chat-knowledge';
import { quickSession, reviewClient, seedTicket, seedUnit, type CookieSession } from './review-helpers';
import { dbOf, flushQueues, listenLocally, startApi, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * The metrics against the real MariaDB/MySQL and Redis: a scripted set of conversations through the
 * real chat API (extractive assistant), ratings and an escalation, "suggested" turns and older
 * conversations written as rows (the outcome another part of the chat produces, and dates the API
 * cannot backdate), LLM usage recorded through the ledger with configured prices, and reviewers'
 * decisions through the review API; then GET /api/review/metrics is checked figure by figure,
 * and GET /metrics is parsed as Prometheus text.
 */

const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const UNCOVERED = 'Si può accettare Satispay come metodo di pagamento in cassa?';
const DAY_MS = 86_400_000;
const PRICES = JSON.stringify({ 'metrics-test-model': { input: 2, output: 10 } });

type AnyDb = ReturnType<typeof dbOf> & { insertInto(table: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Prometheus text format 0.0.4: every sample line is `name{labels} value`, every family has HELP and TYPE before its samples. */
export function parsePrometheus(text: string): Map<string, { type: string; samples: Array<{ name: string; labels: Record<string, string>; value: number }> }> {
  const families = new Map<string, { type: string; samples: Array<{ name: string; labels: Record<string, string>; value: number }> }>();
  const help = new Set<string>();
  // Prometheus reads values with Go's ParseFloat, which ignores case: prom-client writes "Nan" for the
  // event-loop lag before its first sample, which Prometheus accepts.
  const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)( -?\d+)?$/;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'HELP') help.add(meta[2]);
      else families.set(meta[2], { type: meta[3], samples: [] });
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a Prometheus sample line: ${line}`);
    const family = [...families.keys()].find((name) => sample[1] === name || (sample[1].startsWith(`${name}_`) && /_(bucket|sum|count|total|created)$/.test(sample[1])));
    if (!family || !help.has(family)) throw new Error(`sample before its HELP/TYPE: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[3] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    families.get(family)!.samples.push({ name: sample[1], labels, value: Number(sample[4]) });
  }
  return families;
}

describe('metrics: GET /api/review/metrics and GET /metrics (real MariaDB/MySQL, Redis, chat API)', () => {
  let app: INestApplication;
  let client: ChatClient;
  let session: CookieSession;
  let restoreEnv: () => void;
  let units: Map<string, number>;
  const outcomes: string[] = [];
  const db = () => dbOf(app) as unknown as AnyDb;
  const review = () => reviewClient(app, session);

  /** A conversation written as rows, `daysAgo` days back: the customer's question and one assistant turn. */
  async function conversationRow(daysAgo: number, turn: { outcome: 'answered' | 'suggested' | 'declined'; citations?: number[]; suggestions?: number[]; first_event_ms: number }, extras: { rating?: 1 | -1; escalate?: boolean } = {}) {
    const id = randomUUID();
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await db().insertInto('chat_conversations').values({ id, token_hash: 'x'.repeat(64), locale: 'it', product: 'fatturafacile', created_at: at }).execute();
    await db().insertInto('chat_messages').values({ conversation_id: id, role: 'user', text: 'domanda', citations: '[]', consulted: '[]', flags: '[]', created_at: at }).execute();
    const inserted = await db()
      .insertInto('chat_messages')
      .values({
        conversation_id: id,
        role: 'assistant',
        text: 'risposta',
        answered: turn.outcome === 'answered',
        outcome: turn.outcome,
        citations: JSON.stringify(turn.citations ?? []),
        suggestions: JSON.stringify(turn.suggestions ?? []),
        consulted: '[]',
        flags: '[]',
        assistant: 'extractive',
        first_event_ms: turn.first_event_ms,
        duration_ms: turn.first_event_ms + 5,
        created_at: at,
      })
      .executeTakeFirstOrThrow();
    if (extras.rating) await db().insertInto('chat_ratings').values({ message_id: Number(inserted.insertId), conversation_id: id, value: extras.rating, created_at: at }).execute();
    if (extras.escalate) {
      const ticket = await seedTicket(app, `ESC-${id}`, [{ author: 'customer', visibility: 'public', body: 'domanda' }]);
      await db().insertInto('chat_escalations').values({ conversation_id: id, ticket_id: ticket, created_at: at }).execute();
    }
    return id;
  }

  beforeAll(async () => {
    restoreEnv = withEnv({ CHAT: 'extractive', CHAT_RATE_IP_PER_MINUTE: '0', CHAT_RATE_CONVERSATION_PER_MINUTE: '0', LLM_PRICES: PRICES });
    app = await startApi();
    client = new ChatClient(await listenLocally(app));
    await truncateAll(dbOf(app));
    await flushQueues();
    units = await loadChatUnits(app);
    session = await quickSession(app, 'lead@example.com');

    // Today, through the chat API: two covered questions (one rated helpful, one unhelpful), two
    // uncovered ones (one escalated), and a conversation opened without a question (not counted).
    const ask = async (question: string) => {
      const conversation = await client.createConversation({ product: 'fatturafacile', locale: 'it' });
      const reply = await client.send(conversation, question);
      const done = reply.events.find((e) => e.event === 'done')!.data;
      outcomes.push(done.outcome);
      return { conversation, messageId: done.message_id as number };
    };
    const helpful = await ask(COVERED);
    expect((await client.rate(helpful.conversation, helpful.messageId, 1)).status).toBe(200);
    const unhelpful = await ask(COVERED);
    expect((await client.rate(unhelpful.conversation, unhelpful.messageId, -1)).status).toBe(200);
    const escalated = await ask(UNCOVERED);
    expect((await client.escalate(escalated.conversation)).status).toBe(201);
    await ask(UNCOVERED);
    await client.createConversation({ product: 'fatturafacile', locale: 'it' });
    // What the scripted questions gave (the extractive assistant answers the covered ones, declines the rest).
    expect(outcomes).toEqual(['answered', 'answered', 'declined', 'declined']);

    // Today, as rows: two "suggested" turns offering two units, one of them then escalated.
    const password = units.get('faq-ff-password')!;
    const duplicate = units.get('faq-ff-00404')!;
    await conversationRow(0, { outcome: 'suggested', suggestions: [password, duplicate], first_event_ms: 40 });
    await conversationRow(0, { outcome: 'suggested', suggestions: [duplicate, password], first_event_ms: 60 }, { escalate: true });
    // 40 days ago (outside the default 30 days): an answered, helpful turn and a declined, escalated one.
    await conversationRow(40, { outcome: 'answered', citations: [duplicate], first_event_ms: 100 }, { rating: 1 });
    await conversationRow(40, { outcome: 'declined', first_event_ms: 200 }, { escalate: true });

    // LLM usage through the ledger, priced by LLM_PRICES (2 $/M input, 10 $/M output).
    const usage = app.get(LlmUsageService);
    const call = (model: string, input: number, output: number) => ({ provider: 'openai-compatible', model, input_tokens: input, output_tokens: output, cache_read_tokens: 0, cache_write_tokens: 0 });
    await usage.record('t1-a1', { role: 'distill', ticketId: 9001 }, call('metrics-test-model', 1000, 200)); // 0.004
    await usage.record('t1-a2', { role: 'distill', ticketId: 9001 }, call('metrics-test-model', 500, 100)); // 0.002
    await usage.record('t2-a1', { role: 'distill', ticketId: 9002 }, call('metrics-test-model', 2000, 0)); // 0.004
    await usage.record('t2-a1', { role: 'distill', ticketId: 9002 }, call('metrics-test-model', 2000, 0)); // the same call again: counted once
    await usage.record('c1-m1', { role: 'chat', conversationId: 'c0000000-0000-4000-8000-000000000001', messageId: 1 }, call('metrics-test-model', 300, 50)); // 0.0011
    await usage.record('c2-m1', { role: 'chat', conversationId: 'c0000000-0000-4000-8000-000000000002', messageId: 2 }, call('metrics-test-model', 700, 150)); // 0.0029
    await usage.record('c2-m2', { role: 'chat', conversationId: 'c0000000-0000-4000-8000-000000000002', messageId: 3 }, call('no-price-for-this-model', 10, 10)); // unpriced
    await usage.record('t3-old', { role: 'distill', ticketId: 9003 }, call('metrics-test-model', 5000, 0)); // 0.01, moved 40 days back
    await sql`UPDATE llm_usage SET created_at = ${new Date(Date.now() - 40 * DAY_MS)} WHERE call_key = 't3-old'`.execute(dbOf(app));

    // The review backlog: three pending units (the oldest 10 days old), one stale, one approved unit overdue and one due in a week.
    await seedUnit(app, { created_at: new Date(Date.now() - 10 * DAY_MS) });
    const toApprove = await seedUnit(app, { created_at: new Date(Date.now() - 2 * DAY_MS) });
    const toReject = await seedUnit(app, {});
    await seedUnit(app, {});
    await seedUnit(app, { status: 'stale' });
    await seedUnit(app, { status: 'approved', review_due_at: new Date(Date.now() - DAY_MS) });
    await seedUnit(app, { status: 'approved', review_due_at: new Date(Date.now() + 7 * DAY_MS) });
    // Two decisions by the lead through the review API; one by a second reviewer.
    expect((await review().post(`/api/review/units/${toApprove}/approve`, { version: 1 })).status).toBe(200);
    expect((await review().post(`/api/review/units/${toReject}/reject`, { reason: 'non riutilizzabile', version: 1 })).status).toBe(200);
    const other = await quickSession(app, 'second@example.com');
    const last = await seedUnit(app, {});
    expect((await reviewClient(app, other).post(`/api/review/units/${last}/reject`, { reason: 'doppione di un altra', version: 1 })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    restoreEnv();
  });

  it('gives the default period (last 30 days) figure by figure', async () => {
    const response = await review().get('/api/review/metrics').expect(200);
    const m = response.body;
    const password = units.get('faq-ff-password')!;
    const duplicate = units.get('faq-ff-00404')!;

    expect(m.period.days).toBe(31); // 30 days back from now: 31 UTC days touched
    // 4 API conversations with a question + 2 row conversations; the empty one is not counted.
    // Deflected: answered, not escalated, not rated negative — only the helpful answer (a declined or only-suggested conversation is not).
    expect(m.conversations).toEqual({ total: 6, escalated: 2, rated_negative: 1, deflected: 1, escalation_rate: 0.3333, deflection_rate: 0.1667 });
    expect(m.turns).toEqual({ total: 6, answered: 2, suggested: 2, declined: 2, unknown: 0, rates: { answered: 0.3333, suggested: 0.3333, declined: 0.3333 } });
    expect(m.ratings).toEqual({ helpful: 1, unhelpful: 1, helpful_rate: 0.5 });
    expect(m.first_event_ms.turns).toBe(6);
    expect(m.first_event_ms.p50).toEqual(expect.any(Number));

    // Per unit: the password FAQ was cited by both answers (one helpful, one not), and offered twice.
    expect(m.units.top[0]).toEqual({ unit_id: password, title: expect.stringMatching(/password/i), served: 2, suggested: 2, helpful: 1, unhelpful: 1, helpfulness: 0.5 });
    expect(m.units.top[1]).toEqual({ unit_id: duplicate, title: expect.stringMatching(/00404/), served: 0, suggested: 2, helpful: 0, unhelpful: 0, helpfulness: null });
    expect(m.units.with_activity).toBe(2);
    expect(m.units.by_status).toEqual({ approved: 4 + 2 + 1, pending_review: 2, rejected: 2, stale: 1 });

    expect(m.review).toMatchObject({ pending: 2, stale: 1, overdue: 1, due_soon: 1, due_soon_days: 30, decisions: 3 });
    expect(m.review.oldest_pending_age_hours).toBeGreaterThanOrEqual(239.9);
    expect(m.review.oldest_pending_age_hours).toBeLessThan(241);
    expect(m.review.by_reviewer).toEqual([
      { reviewer: 'lead@example.com', approved: 1, rejected: 1, archived: 0, conflicts: 0, merges: 0, phrases: 0, total: 2 },
      { reviewer: 'second@example.com', approved: 0, rejected: 1, archived: 0, conflicts: 0, merges: 0, phrases: 0, total: 1 },
    ]);

    expect(m.llm.distill).toEqual({ calls: 3, input_tokens: 3500, output_tokens: 300, cache_read_tokens: 0, cache_write_tokens: 0, cost_usd: 0.01, unpriced_calls: 0, tickets: 2, cost_per_ticket: 0.005 });
    expect(m.llm.chat).toEqual({ calls: 3, input_tokens: 1010, output_tokens: 210, cache_read_tokens: 0, cache_write_tokens: 0, cost_usd: 0.004, unpriced_calls: 1, conversations: 2, cost_per_conversation: 0.002 });
    const month = new Date().toISOString().slice(0, 7);
    expect(m.llm.by_month).toEqual(expect.arrayContaining([expect.objectContaining({ month, role: 'distill', calls: 3, tokens: 3800, cost_usd: 0.01, cost_per_unit: 0.005 })]));

    // One row a day, zero-filled; today's carries everything above.
    expect(m.daily).toHaveLength(31);
    const today = m.daily.find((d: { day: string }) => d.day === new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ conversations: 6, escalated: 2, deflected: 1, answered: 2, suggested: 2, declined: 2, decisions: 3, distill_tokens: 3800, chat_tokens: 1220, distill_cost_usd: 0.01, chat_cost_usd: 0.004 });
    expect(m.daily.filter((d: { conversations: number }) => d.conversations > 0)).toHaveLength(1);
  });

  it('filters by the chosen period: 50 days include the older conversations and costs, a date-only `to` includes its day', async () => {
    const from = new Date(Date.now() - 50 * DAY_MS).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const m = (await review().get(`/api/review/metrics?from=${from}&to=${to}`).expect(200)).body;
    expect(m.period.days).toBe(51);
    expect(m.conversations).toMatchObject({ total: 8, escalated: 3, rated_negative: 1, deflected: 2, deflection_rate: 0.25 });
    expect(m.turns).toMatchObject({ total: 8, answered: 3, suggested: 2, declined: 3 });
    expect(m.ratings).toEqual({ helpful: 2, unhelpful: 1, helpful_rate: 0.6667 });
    expect(m.llm.distill).toMatchObject({ calls: 4, cost_usd: 0.02, tickets: 3, cost_per_ticket: 0.006667 });
    expect(m.llm.by_month.filter((r: { role: string }) => r.role === 'distill').reduce((n: number, r: { calls: number }) => n + r.calls, 0)).toBe(4);

    // Only the day 40 days back.
    const old = new Date(Date.now() - 40 * DAY_MS).toISOString().slice(0, 10);
    const only = (await review().get(`/api/review/metrics?from=${old}&to=${old}`).expect(200)).body;
    expect(only.period.days).toBe(1);
    expect(only.conversations).toEqual({ total: 2, escalated: 1, rated_negative: 0, deflected: 1, escalation_rate: 0.5, deflection_rate: 0.5 });
    expect(only.turns).toMatchObject({ total: 2, answered: 1, suggested: 0, declined: 1 });
    expect(only.first_event_ms).toEqual({ turns: 2, p50: 100, p95: 200, mean: 150 });
    expect(only.units.top).toEqual([expect.objectContaining({ unit_id: units.get('faq-ff-00404'), served: 1, helpful: 1, helpfulness: 1 })]);
    expect(only.llm.distill).toMatchObject({ calls: 1, cost_usd: 0.01, tickets: 1 });
    expect(only.llm.chat).toMatchObject({ calls: 0, cost_usd: null, conversations: 0, cost_per_conversation: null });
    // A date-time period is [from, to): the same day up to its last millisecond, then nothing.
    const instant = `${old}T00:00:00Z`;
    expect((await review().get(`/api/review/metrics?from=${instant}&to=${old}T23:59:59.999Z`).expect(200)).body.conversations.total).toBe(2);
  });

  it('answers 400 naming the field for bad dates, and 401 without a reviewer session', async () => {
    const bad = async (query: string, field: string) => {
      const response = await review().get(`/api/review/metrics?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_failed');
      expect(response.body.issues.map((i: { path: string }) => i.path)).toEqual([field]);
    };
    await bad('from=yesterday', 'from');
    await bad('from=2026-02-30', 'from');
    await bad('to=2026-12-01T10:00:00', 'to'); // no offset: which time zone?
    await bad('from=2026-12-02&to=2026-12-01', 'to');
    await bad('from=2024-01-01&to=2026-01-01', 'from'); // more than 366 days
    const unknown = await review().get('/api/review/metrics?since=2026-01-01');
    expect(unknown.status).toBe(400);
    expect((await request(app.getHttpServer()).get('/api/review/metrics')).status).toBe(401);
  });

  it('GET /metrics is Prometheus text with HTTP by route template, queues, search stages and chat outcomes', async () => {
    // A failed job in the distill queue, and a waiting one in the index queue.
    const jobs = app.get(JobQueue);
    const distill = jobs.queue(QueueName.Distill);
    await distill.add(JobName.DistillTicket, { ticketId: 1, contentHash: 'x' }, { jobId: 'metrics-failed', attempts: 1 });
    const failing = new Worker(distill.name, async () => { throw new Error('provider down'); }, { connection: distill.opts.connection, prefix: distill.opts.prefix });
    await waitFor(async () => (await distill.getJobCounts('failed')).failed === 1, { timeoutMs: 10_000, what: 'the job to fail' });
    await failing.close();
    await jobs.enqueue({ name: JobName.IndexUnit, data: { unitId: 424242 } });
    await review().get('/api/review/units/999999'); // a 404 under a route template
    await review().get('/api/review/metrics?from=2026-01-01').expect(200);
    await request(app.getHttpServer()).get('/api/search').query({ q: 'password dimenticata' }).expect(200);

    // The chat counters read turns older than two seconds (an insert in flight must land first).
    let families = parsePrometheus('');
    await waitFor(
      async () => {
        const response = await request(app.getHttpServer()).get('/metrics').expect(200);
        expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        families = parsePrometheus(response.text);
        const answered = families.get('distillo_chat_turns_total')?.samples.find((s) => s.labels.outcome === 'answered');
        return answered?.value === 2 + 1;
      },
      { timeoutMs: 10_000, what: () => `the chat turns to be counted (${JSON.stringify(families.get('distillo_chat_turns_total')?.samples)})` },
    );
    const value = (name: string, labels: Record<string, string>) =>
      [...families.values()].flatMap((f) => f.samples).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

    expect(families.get('distillo_http_request_duration_seconds')?.type).toBe('histogram');
    const routes = new Set(families.get('distillo_http_request_duration_seconds')!.samples.map((s) => s.labels.route));
    expect([...routes]).toEqual(expect.arrayContaining(['/api/review/metrics', '/api/review/units/:id', '/api/chat/conversations/:id/messages', '/api/search']));
    expect([...routes].some((r) => /\d{3,}/.test(r) || r.includes('?'))).toBe(false); // templates, never raw URLs
    expect(families.get('distillo_http_request_duration_seconds')!.samples.filter((s) => s.name.endsWith('_count') && s.labels.route === '/api/review/units/:id')).toEqual([
      { name: 'distillo_http_request_duration_seconds_count', labels: { method: 'GET', route: '/api/review/units/:id', status: '404' }, value: 1 },
    ]);

    expect(value('distillo_queue_failed_jobs', { queue: 'distill' })).toBe(1);
    // The index queue holds the approvals' IndexUnit jobs and ours (no worker runs here).
    const index = await jobs.queue(QueueName.Index).getJobCounts('waiting', 'prioritized', 'delayed');
    expect(index.waiting + index.prioritized + index.delayed).toBeGreaterThanOrEqual(1);
    expect(value('distillo_queue_depth', { queue: 'index' })).toBe(index.waiting + index.prioritized + index.delayed);
    expect(value('distillo_queue_depth', { queue: 'distill' })).toBe(0);
    expect(value('distillo_metrics_source_up', { source: 'queue' })).toBe(1);

    expect(families.get('distillo_search_stage_duration_seconds')?.type).toBe('histogram');
    for (const stage of ['embed', 'semantic', 'lexical', 'fuse', 'rerank', 'total']) {
      expect(value('distillo_search_stage_duration_seconds_count', { stage })).toBeGreaterThanOrEqual(1);
    }

    // All time: 2 + 1 answered, 2 suggested, 2 + 1 declined; 3 escalations; 2 helpful, 1 unhelpful.
    expect(value('distillo_chat_turns_total', { outcome: 'answered' })).toBe(2 + 1);
    expect(value('distillo_chat_turns_total', { outcome: 'suggested' })).toBe(2);
    expect(value('distillo_chat_turns_total', { outcome: 'declined' })).toBe(2 + 1);
    expect(value('distillo_chat_escalations_total', {})).toBe(3);
    expect(value('distillo_chat_ratings_total', { value: 'helpful' })).toBe(2);
    expect(value('distillo_chat_ratings_total', { value: 'unhelpful' })).toBe(1);

    // A second scrape counts nothing twice.
    const again = parsePrometheus((await request(app.getHttpServer()).get('/metrics').expect(200)).text);
    expect(again.get('distillo_chat_turns_total')!.samples.find((s) => s.labels.outcome === 'answered')!.value).toBe(3);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';
  let app: INestApplication;
  let restoreEnv: () => void;
  beforeAll(async () => {
    restoreEnv = withEnv({ METRICS_TOKEN: TOKEN });
    app = await startApi();
  });
  afterAll(async () => {
    await app?.close();
    restoreEnv();
  });

  it('answers 401 without the bearer token or with another one, the metrics with it', async () => {
    const server = () => request(app.getHttpServer());
    const none = await server().get('/metrics');
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('unauthenticated');
    expect((await server().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await server().get('/metrics').set('Authorization', TOKEN)).status).toBe(401);
    const ok = await server().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(parsePrometheus(ok.text).has('distillo_queue_depth')).toBe(true);
  });
});
