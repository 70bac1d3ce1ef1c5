import type { Redis } from 'ioredis';
import { REDIS } from '../src/redis/redis.module';
import { sql } from 'kysely';
import { hashToken } from '../src/modules/chat/chat.service';
import { KnowledgeService } from '../src/modules/knowledge/knowledge.service';
import { UnitLifecycleService } from '../src/modules/knowledge/unit-lifecycle.service';
import { verifyWebhookSignature } from '../src/modules/chat/webhook/webhook-signature';
import { JobQueue } from '../src/queue/job-queue.service';
import { QueueName } from '../src/queue/jobs';
import { ChatClient } from './fakes/chat-client';
import { emptyChatAndTickets, useChatApp } from './utils/chat-app';
import { dbOf, flushQueues, listenLocally, startApi, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * The customer chat with the offline (extractive) assistant, over real HTTP on 127.0.0.1 against
 * the real MariaDB/MySQL and Redis, with a real worker delivering the escalation webhook to a
 * local receiver. Nothing is faked but the external ticketing system.
 */

const SECRET = 'whsec-test-0123456789abcdef';
const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const UNCOVERED = 'Si può accettare Satispay come metodo di pagamento in cassa?';

// Tables the chat owns are typed beside the module; tests read them untyped.
describe('customer chat API (extractive assistant, real HTTP, MariaDB/MySQL, Redis)', () => {
  const s = useChatApp({ secret: SECRET, env: { WEBHOOK_ATTEMPTS: '4', WEBHOOK_BACKOFF_BASE_MS: '100' } });
  beforeEach(async () => {
    await s.stopWorker();
    await emptyChatAndTickets(s.app);
    await sql`DELETE FROM kb_learned_phrases`.execute(dbOf(s.app));
    await sql`DELETE FROM kb_phrase_suggestions`.execute(dbOf(s.app));
    await sql`UPDATE knowledge_units SET served_count = 0, helpful_yes = 0, helpful_no = 0`.execute(dbOf(s.app));
    await flushQueues();
    s.receiver.reset();
  });

  const unit = (id: number) => dbOf(s.app).selectFrom('knowledge_units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const messages = (conversationId: string) =>
    s.db().selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute() as Promise<Array<Record<string, any>>>; // eslint-disable-line @typescript-eslint/no-explicit-any

  describe('conversations and their token', () => {
    it('creates a conversation with a random token and keeps only its hash', async () => {
      const created = await s.client.createConversation({ product: 'fatturafacile', locale: 'it' });
      expect(created.status).toBe(201);
      expect(created.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const row = await s.db().selectFrom('chat_conversations').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ token_hash: hashToken(created.token), product: 'fatturafacile', locale: 'it', status: 'open' });
      expect(JSON.stringify(row)).not.toContain(created.token);
      expect((await s.client.createConversation()).status).toBe(201); // no body: locale it, every product
      const bad = await s.client.createConversation({ product: '!!!', locale: 'italiano' });
      expect(bad.status).toBe(400);
      expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(['locale', 'product']);
    });

    it('answers 401 without the token and 404 with a wrong one, on every call, and stores nothing', async () => {
      const conversation = await s.client.createConversation();
      const other = await s.client.createConversation();
      const paths = [`/api/chat/conversations/${conversation.id}/messages`, `/api/chat/conversations/${conversation.id}/escalate`, `/api/chat/conversations/${conversation.id}/messages/1/rating`];
      for (const path of paths) {
        expect((await s.client.post(path, null, { message: COVERED, value: 1 })).status).toBe(401);
        expect((await s.client.post(path, other.token, { message: COVERED, value: 1 })).status).toBe(404);
      }
      expect((await s.client.get(`/api/chat/conversations/${conversation.id}`, null)).status).toBe(401);
      expect((await s.client.get(`/api/chat/conversations/${conversation.id}`, other.token)).status).toBe(404);
      expect((await s.client.get('/api/chat/conversations/not-a-uuid', conversation.token)).status).toBe(404);
      expect((await s.client.get('/api/chat/conversations/00000000-0000-4000-8000-000000000000', conversation.token)).status).toBe(404);
      expect(await messages(conversation.id)).toHaveLength(0);
      expect(await dbOf(s.app).selectFrom('tickets').selectAll().execute()).toHaveLength(0);
    });

    it('answers 400 for a message shorter than 3 or longer than 1,500 characters', async () => {
      const conversation = await s.client.createConversation();
      for (const message of ['ok', '  a  ', 'x'.repeat(1501), 42]) {
        const response = await s.client.send(conversation, message as string);
        expect(response.status).toBe(400);
        expect(response.json).toMatchObject({ error: 'validation_failed', issues: [{ path: 'message' }] });
      }
      expect((await s.client.send(conversation, 'x'.repeat(1500))).status).toBe(200);
      expect(await messages(conversation.id)).toHaveLength(2);
    });

    it('answers browser preflights for the widget on other sites (CORS)', async () => {
      const response = await fetch(`${s.client.baseUrl}/api/chat/conversations`, {
        method: 'OPTIONS',
        headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    });
  });

  describe('answers', () => {
    it('streams a cited answer: first bytes within a second, deltas, citations, done; stored and counted', async () => {
      const conversation = await s.client.createConversation({ product: 'fatturafacile' });
      const response = await s.client.send(conversation, COVERED);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.firstByteMs!).toBeLessThan(1000);
      const names = response.events.map((e) => e.event);
      expect(names.filter((n) => n === 'delta').length).toBeGreaterThan(3);
      expect(names.slice(-2)).toEqual(['citations', 'done']);
      expect(response.events[0].at).toBeLessThan(1000);

      const passwordUnit = s.units.get('faq-ff-password')!;
      expect(response.text).toContain(`[KU-${passwordUnit}]`);
      expect(response.text).toMatch(/Password dimenticata/);
      expect(response.text).toMatch(/Parla con un operatore/);
      const citations = response.events.find((e) => e.event === 'citations')!.data;
      // The source link reads the unit's title (one line); the problem stays for older clients.
      expect(citations).toEqual({ units: [{ id: passwordUnit, problem: 'Non riesco ad accedere a FatturaFacile: ho dimenticato la password', title: expect.stringMatching(/password/i) }] });
      const done = response.events.at(-1)!.data;
      expect(done).toEqual({ message_id: expect.any(Number), answered: true, outcome: 'answered' });

      const [user, assistant] = await messages(conversation.id);
      expect(user).toMatchObject({ role: 'user', text: COVERED });
      expect(assistant).toMatchObject({ id: done.message_id, role: 'assistant', text: response.text, status: 'complete', answered: true, assistant: 'extractive' });
      expect(JSON.parse(assistant.citations)).toEqual([passwordUnit]);
      expect(JSON.parse(assistant.consulted)).toContain(passwordUnit);
      expect(JSON.parse(assistant.flags)).toEqual([expect.stringMatching(/^confidence:0\.\d+\/0\.\d+$/)]);
      expect(Number(user.id)).toBeLessThan(Number(assistant.id));
      expect((await unit(passwordUnit)).served_count).toBe(1);
    });

    it('does not answer a question the knowledge base does not cover, and offers a person', async () => {
      const conversation = await s.client.createConversation();
      const response = await s.client.send(conversation, UNCOVERED);
      // Declined, or «Forse cercava:» (test/chat-outcomes.medium-spec.ts): never an answer.
      expect(response.text).toMatch(/non trovo questa informazione nella nostra base di conoscenza|Forse cercava:/);
      expect(response.text).toMatch(/Parla con un operatore/);
      expect(response.text).not.toMatch(/KU-/);
      expect(response.events.find((e) => e.event === 'citations')!.data).toEqual({ units: [] });
      expect(response.events.at(-1)!.data).toMatchObject({ answered: false });
      const [, assistant] = await messages(conversation.id);
      expect(assistant).toMatchObject({ answered: false });
      expect(assistant.outcome).toMatch(/^(declined|suggested)$/);
      const served = await dbOf(s.app).selectFrom('knowledge_units').select('served_count').execute();
      expect(served.every((u) => u.served_count === 0)).toBe(true);
    });

    it('never answers from another product than the widget was installed for', async () => {
      const conversation = await s.client.createConversation({ product: 'cassanet' });
      const response = await s.client.send(conversation, COVERED);
      expect(response.text).not.toContain(`[KU-${s.units.get('faq-ff-password')}]`);
    });

    it('shows the conversation again (page reload) with citations and ratings', async () => {
      const conversation = await s.client.createConversation();
      const answer = await s.client.send(conversation, 'Che cosa significa il codice di scarto 00404?');
      const messageId = answer.events.at(-1)!.data.message_id;
      await s.client.rate(conversation, messageId, -1);
      const view = await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
      expect(view.status).toBe(200);
      expect(view.json).toMatchObject({ id: conversation.id, status: 'open', ticket_id: null });
      expect(view.json.messages).toEqual([
        expect.objectContaining({ role: 'user', text: 'Che cosa significa il codice di scarto 00404?', rating: null }),
        expect.objectContaining({ id: messageId, role: 'assistant', answered: true, rating: -1, citations: [{ id: s.units.get('faq-ff-00404'), problem: expect.stringMatching(/00404/), title: expect.stringMatching(/\S/) }] }),
      ]);
    });
  });

  describe('ratings', () => {
    it('+1 counts helpful_yes of the cited units once and suggests the question, which a reviewer accepts into the search', async () => {
      const conversation = await s.client.createConversation();
      const answer = await s.client.send(conversation, COVERED);
      const messageId = answer.events.at(-1)!.data.message_id;
      const cited = s.units.get('faq-ff-password')!;

      const first = await s.client.rate(conversation, messageId, 1);
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ message_id: messageId, value: 1, units: [cited], learned: 0, suggested: 1 });
      const again = await s.client.rate(conversation, messageId, -1);
      expect(again.status).toBe(409);
      expect(await unit(cited)).toMatchObject({ helpful_yes: 1, helpful_no: 0 });

      // One anonymous click changes nothing customers see: no learned phrase, no re-indexing.
      expect(await dbOf(s.app).selectFrom('kb_learned_phrases').selectAll().execute()).toEqual([]);
      expect(await s.app.get(JobQueue).queue(QueueName.Index).getJobs(['waiting', 'delayed', 'prioritized'])).toEqual([]);
      const [suggestion] = await s.app.get(KnowledgeService).phraseSuggestions();
      expect(suggestion).toMatchObject({ unit_id: cited, phrase: COVERED, status: 'pending', conversations: 1 });

      // The reviewer's yes learns it and re-indexes the unit.
      await s.app.get(UnitLifecycleService).acceptPhraseSuggestion(suggestion.id, { id: null, name: 'test-reviewer' });
      const learned = await dbOf(s.app).selectFrom('kb_learned_phrases').selectAll().execute();
      expect(learned).toEqual([expect.objectContaining({ unit_id: cited, phrase: COVERED, source: 'chat_feedback' })]);
      const jobs = await s.app.get(JobQueue).queue(QueueName.Index).getJobs(['waiting', 'delayed', 'prioritized']);
      expect(jobs.map((j) => j.data)).toEqual([{ unitId: cited }]);
    });

    it('-1 counts helpful_no; a question with personal data is suggested redacted; bad ratings are refused', async () => {
      const conversation = await s.client.createConversation();
      const answer = await s.client.send(conversation, 'Ho scordato la password, la mia email è mario.rossi@example.com: come la recupero?');
      const messageId = answer.events.at(-1)!.data.message_id;
      const cited = s.units.get('faq-ff-password')!;
      expect((await s.client.rate(conversation, messageId, 0)).status).toBe(400);
      expect((await s.client.rate(conversation, messageId - 1, 1)).status).toBe(404); // the customer's own message
      expect((await s.client.rate(conversation, 999_999, 1)).status).toBe(404);
      expect((await s.client.rate(conversation, messageId, -1)).status).toBe(200);
      expect(await unit(cited)).toMatchObject({ helpful_yes: 0, helpful_no: 1 });
      expect(await s.app.get(KnowledgeService).phraseSuggestions()).toEqual([]);

      const second = await s.client.send(conversation, 'Ho scordato la password, la mia email è mario.rossi@example.com: come la recupero?');
      await s.client.rate(conversation, second.events.at(-1)!.data.message_id, 1);
      const [suggestion] = await s.app.get(KnowledgeService).phraseSuggestions();
      expect(suggestion.phrase).not.toContain('mario.rossi@example.com');
      // The same wording from the same conversation again is one supporter, not two.
      const third = await s.client.send(conversation, 'Ho scordato la password, la mia email è mario.rossi@example.com: come la recupero?');
      await s.client.rate(conversation, third.events.at(-1)!.data.message_id, 1);
      expect((await s.app.get(KnowledgeService).phraseSuggestions())[0].conversations).toBe(1);
    });
  });

  describe('escalation to a person', () => {
    async function escalatedConversation() {
      const conversation = await s.client.createConversation({ product: 'fatturafacile' });
      await s.client.send(conversation, COVERED);
      await s.client.send(conversation, UNCOVERED);
      return conversation;
    }
    /** The one webhook delivery an escalation makes (the tests escalate one conversation). */
    const delivery = () => s.db().selectFrom('chat_webhook_deliveries').selectAll().executeTakeFirst();
    const deliveryReaches = (status: string) => waitFor(async () => (await delivery())?.status === status, { what: `webhook delivery ${status}` });

    it('creates one open ticket with the transcript and the units consulted; a second call returns it', async () => {
      const conversation = await escalatedConversation();
      const first = await s.client.escalate(conversation);
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({ ticket_id: expect.any(Number), external_id: `CHAT-${conversation.id}`, created: true, webhook: { status: 'pending' } });
      const second = await s.client.escalate(conversation);
      expect(second.status).toBe(200);
      expect(second.json).toMatchObject({ ticket_id: first.json.ticket_id, created: false });

      const tickets = await dbOf(s.app).selectFrom('tickets').selectAll().execute();
      expect(tickets).toHaveLength(1);
      expect(tickets[0]).toMatchObject({ id: first.json.ticket_id, status: 'open', kb_status: 'none', product: 'fatturafacile', subject: expect.stringMatching(/^Chat: Ho scordato/) });
      const [body] = await dbOf(s.app).selectFrom('ticket_messages').selectAll().where('ticket_id', '=', first.json.ticket_id).execute();
      const password = s.units.get('faq-ff-password')!;
      expect(body.body).toContain(`CLIENTE (`);
      expect(body.body).toContain(COVERED);
      expect(body.body).toMatch(/\nASSISTENTE \(.*\):\n> Nella nostra base di conoscenza/);
      expect(body.body).toContain(`Schede consultate dall'assistente:\n- [KU-${password}] Non riesco ad accedere a FatturaFacile: ho dimenticato la password (citata nella risposta)`);
      expect(body.body.indexOf(COVERED)).toBeLessThan(body.body.indexOf(UNCOVERED));
      const link = await s.db().selectFrom('chat_escalations').selectAll().execute();
      expect(link).toEqual([expect.objectContaining({ conversation_id: conversation.id, ticket_id: first.json.ticket_id })]);
      const conv = await s.db().selectFrom('chat_conversations').selectAll().where('id', '=', conversation.id).executeTakeFirst();
      expect(conv.status).toBe('handed_over');
    });

    it('two escalations racing end with the same ticket and one webhook', async () => {
      const conversation = await escalatedConversation();
      const [a, b] = await Promise.all([s.client.escalate(conversation), s.client.escalate(conversation)]);
      expect(a.json.ticket_id).toBe(b.json.ticket_id);
      expect(await dbOf(s.app).selectFrom('tickets').selectAll().execute()).toHaveLength(1);
      expect(await s.db().selectFrom('chat_webhook_deliveries').selectAll().execute()).toHaveLength(1);
    });

    it('delivers a signed webhook through a job that retries with backoff until the receiver accepts', async () => {
      s.receiver.failFirst = 2;
      const conversation = await escalatedConversation();
      const { json } = await s.client.escalate(conversation);
      await s.startWorker();
      const received = await s.receiver.waitFor(3);
      // each attempt later than the one before (backoff 100 ms, 200 ms)
      expect(received[1].at - received[0].at).toBeGreaterThanOrEqual(90);
      expect(received[2].at - received[1].at).toBeGreaterThanOrEqual(190);
      for (const delivery of received) {
        expect(delivery.headers['x-distillo-event']).toBe('chat.escalated');
        expect(
          verifyWebhookSignature(SECRET, { signature: delivery.headers['x-distillo-signature'] as string, timestamp: delivery.headers['x-distillo-timestamp'] as string }, delivery.body),
        ).toBe(true);
      }
      expect(received.map((r) => r.body)).toEqual([received[0].body, received[0].body, received[0].body]);
      const payload = JSON.parse(received[2].body);
      expect(payload).toMatchObject({
        event: 'chat.escalated',
        ticket: { id: json.ticket_id, external_id: `CHAT-${conversation.id}`, status: 'open', body: expect.stringContaining('CLIENTE') },
        conversation: { id: conversation.id, messages: [expect.objectContaining({ role: 'user', text: COVERED }), expect.anything(), expect.anything(), expect.anything()] },
        units_consulted: expect.arrayContaining([{ id: s.units.get('faq-ff-password'), problem: expect.any(String), cited: true }]),
      });
      await deliveryReaches('delivered');
      const row = await delivery();
      expect(row).toMatchObject({ status: 'delivered', attempts: 3, last_status: 200, last_error: null });
      expect((await s.client.escalate(conversation)).json.webhook).toMatchObject({ status: 'delivered', attempts: 3 });
      expect(s.receiver.received).toHaveLength(3);
    });

    it('keeps a delivery that never succeeds visible: failed row with the last error, failed job kept', async () => {
      s.receiver.failFirst = 100;
      s.receiver.failStatus = 503;
      const conversation = await escalatedConversation();
      await s.client.escalate(conversation);
      await s.startWorker();
      await s.receiver.waitFor(4);
      await deliveryReaches('failed');
      const row = await delivery();
      expect(row).toMatchObject({ status: 'failed', attempts: 4, last_status: 503, last_error: expect.stringMatching(/^HTTP 503/) });
      // The processor records the failed delivery before it throws; BullMQ moves the job to "failed" just after.
      const outbound = s.app.get(JobQueue).queue(QueueName.Outbound);
      await waitFor(async () => (await outbound.getJobs(['failed'])).length > 0, { what: 'the outbound job in the failed set' });
      const failed = await outbound.getJobs(['failed']);
      expect(failed).toHaveLength(1);
      expect(failed[0].failedReason).toMatch(/HTTP 503/);
      expect((await s.client.escalate(conversation)).json.webhook).toMatchObject({ status: 'failed', attempts: 4, last_error: expect.stringMatching(/503/) });
    });

    it('does not retry a request the receiver refuses (4xx)', async () => {
      s.receiver.failFirst = 100;
      s.receiver.failStatus = 401;
      const conversation = await escalatedConversation();
      await s.client.escalate(conversation);
      await s.startWorker();
      await deliveryReaches('failed');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(s.receiver.received).toHaveLength(1);
      expect(await delivery()).toMatchObject({ attempts: 1, last_status: 401 });
    });

    it('does not escalate a conversation with no message yet: there is no request to hand over (issue 32)', async () => {
      const conversation = await s.client.createConversation();
      const response = await s.client.escalate(conversation);
      expect([response.status, response.json.error]).toEqual([409, 'nothing_to_escalate']);
      expect(await dbOf(s.app).selectFrom('ticket_messages').selectAll().execute()).toEqual([]);
    });
  });
});

describe('customer chat rate limits (Redis)', () => {
  const s = useChatApp({ units: false, env: { CHAT_RATE_IP_PER_MINUTE: '6', CHAT_RATE_CONVERSATION_PER_MINUTE: '2', ESCALATION_WEBHOOK_URL: '', ESCALATION_WEBHOOK_SECRET: '' } });
  beforeEach(() => flushQueues());

  it('answers 429 with Retry-After past the messages allowed per conversation', async () => {
    const conversation = await s.client.createConversation();
    expect((await s.client.send(conversation, 'prima domanda')).status).toBe(200);
    expect((await s.client.send(conversation, 'seconda domanda')).status).toBe(200);
    const refused = await s.client.send(conversation, 'terza domanda');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // another conversation from the same client is not limited by the first one's count
    const other = await s.client.createConversation();
    expect((await s.client.send(other, 'prima domanda')).status).toBe(200);
  });

  it('answers 429 with Retry-After past the requests allowed per IP', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const created = await s.client.createConversation();
      statuses.push(created.status);
      if (created.status === 429) retryAfter = created.headers.get('retry-after');
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await s.client.createConversation({}, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(statuses.at(-1)).toBe(429); // one socket address, one bucket: the header cannot dodge the limit
    await flushQueues();
    const restore = withEnv({ TRUST_PROXY: '1' });
    const proxied = await startApi();
    try {
      const behindProxy = new ChatClient(await listenLocally(proxied));
      // A fresh app lets requests through while its Redis connection opens: wait for it.
      const redis = proxied.get<Redis>(REDIS);
      await waitFor(async () => redis.status === 'ready');
      const perClient: number[] = [];
      for (let i = 0; i < 7; i++) perClient.push((await behindProxy.createConversation({}, { 'x-forwarded-for': '203.0.113.7' })).status);
      expect(perClient.at(-1)).toBe(429);
      // Another customer behind the same proxy has a bucket of its own.
      expect((await behindProxy.createConversation({}, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(201);
    } finally {
      await proxied.close();
      restore();
    }
  });

  it('escalation without a configured webhook still creates the ticket', async () => {
    const conversation = await s.client.createConversation();
    expect((await s.client.send(conversation, 'vorrei parlare con una persona')).status).toBe(200);
    const response = await s.client.escalate(conversation);
    expect(response.status).toBe(201);
    expect(response.json.webhook).toEqual({ status: 'not_configured', attempts: 0, last_error: null });
  });
});
