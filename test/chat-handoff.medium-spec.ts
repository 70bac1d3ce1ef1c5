import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import { deliveryJobId } from '../src/modules/chat/webhook/webhook-delivery.service';
import { verifyWebhookSignature } from '../src/modules/chat/webhook/webhook-signature';
import { JobQueue } from '../src/queue/job-queue.service';
import { JobName } from '../src/queue/jobs';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { ChatClient } from './fakes/chat-client';
import { extractiveChatEnv, loadChatUnits } from './fakes/chat-knowledge';
import { HandoffStream } from './fakes/handoff-stream';
import { WebhookReceiver } from './fakes/webhook-receiver';
import { INTAKE_TOKEN, dbOf, flushQueues, listenLocally, startApi, startWorker, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * The handoff to a person (issue 13.5) over real HTTP against the real MariaDB/MySQL and Redis:
 * the conversation's status, the customer's messages going to the escalation ticket and to the
 * ticketing system's webhook, an agent's public reply coming back through intake (POST
 * /api/tickets, same external_id) to the conversation and its stream, internal notes never.
 * Two API processes share the database, as in a deployment: a reply taken by intake in one
 * reaches a stream open in the other by polling the tickets service.
 */

const SECRET = 'whsec-handoff-0123456789abcdef';
const COVERED = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const AGENT_REPLY = 'Buongiorno, sono Giulia del supporto: le ho appena inviato il link per reimpostare la password.';
const INTERNAL_NOTE = 'Nota interna: cliente già sentito ieri, verificare il contratto.';

type AnyDb = ReturnType<typeof dbOf> & { selectFrom(table: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('chat handoff (real HTTP, two API processes, MariaDB/MySQL, Redis)', () => {
  let app: INestApplication;
  let other: INestApplication;
  let worker: INestApplicationContext | null = null;
  let client: ChatClient;
  let otherClient: ChatClient;
  let receiver: WebhookReceiver;
  let restoreEnv: () => void;
  const db = () => dbOf(app) as unknown as AnyDb;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    restoreEnv = withEnv({ ...extractiveChatEnv(receiver, SECRET), INTAKE_TOKEN, CHAT_HANDOFF_POLL_MS: '300', WEBHOOK_BACKOFF_BASE_MS: '100' });
    app = await startApi();
    other = await startApi();
    client = new ChatClient(await listenLocally(app));
    otherClient = new ChatClient(await listenLocally(other));
    await truncateAll(dbOf(app));
    await flushQueues();
    await loadChatUnits(app);
  });
  afterAll(async () => {
    await worker?.close();
    await other?.close();
    await app?.close();
    await receiver.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    for (const table of ['chat_webhook_deliveries', 'chat_escalations', 'chat_ratings', 'chat_messages', 'chat_conversations', 'ticket_messages', 'tickets']) {
      await sql`DELETE FROM ${sql.table(table)}`.execute(dbOf(app));
    }
    receiver.reset();
  });

  async function handedOver() {
    const conversation = await client.createConversation({ product: 'fatturafacile' });
    await client.send(conversation, COVERED);
    const escalation = await client.escalate(conversation);
    expect(escalation.status).toBe(201);
    return { conversation, ticketId: escalation.json.ticket_id as number, externalId: escalation.json.external_id as string };
  }
  const statusOf = async (id: string) => (await db().selectFrom('chat_conversations').select('status').where('id', '=', id).executeTakeFirst()).status;
  const ticketMessages = (ticketId: number) => dbOf(app).selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticketId).orderBy('position').execute();

  /** What the ticketing system sends back: the whole thread, with the agent's new messages. */
  async function intake(externalId: string, ticketId: number, added: Array<{ author: string; visibility: string; body: string; created_at: string }>) {
    const thread = (await ticketMessages(ticketId)).map((m) => ({ author: m.author, visibility: m.visibility, body: m.body, created_at: m.created_at.toISOString() }));
    const response = await fetch(`${otherClient.baseUrl}/api/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INTAKE_TOKEN}` },
      body: JSON.stringify({ external_id: externalId, subject: 'Chat', product: 'fatturafacile', status: 'open', messages: [...thread, ...added] }),
    });
    expect(response.status).toBe(200);
    return response;
  }
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  it('open → handed_over → open on close; escalating twice returns the same ticket; escalating after a close hands over again', async () => {
    const { conversation, ticketId } = await handedOver();
    expect(await statusOf(conversation.id)).toBe('handed_over');
    const again = await client.escalate(conversation);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ ticket_id: ticketId, created: false, handoff: { status: 'handed_over', ticket_id: ticketId, reply_by: 'chat' } });
    expect(await db().selectFrom('chat_webhook_deliveries').selectAll().execute()).toHaveLength(1);

    const closed = await client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token);
    expect(closed).toMatchObject({ status: 200, json: { status: 'open', ticket_id: ticketId } });
    expect(await statusOf(conversation.id)).toBe('open');
    expect((await client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token)).json.status).toBe('open');
    expect((await db().selectFrom('chat_webhook_deliveries').select('event').execute()).map((d: { event: string }) => d.event).sort()).toEqual([
      'chat.escalated',
      'conversation.closed',
    ]);

    // Back with the assistant: it answers again.
    const answer = await client.send(conversation, COVERED);
    expect(answer.events.map((e) => e.event)).toContain('done');
    expect(answer.text).not.toBe('');

    const reopened = await client.escalate(conversation);
    expect(reopened).toMatchObject({ status: 200, json: { ticket_id: ticketId, handoff: { status: 'handed_over' } } });
    expect(await statusOf(conversation.id)).toBe('handed_over');
    expect(await dbOf(app).selectFrom('tickets').select('id').execute()).toHaveLength(1);
    const view = await client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
    expect(view.json).toMatchObject({ status: 'handed_over', ticket_id: ticketId, handoff: { status: 'handed_over', ticket_id: ticketId } });
  });

  it('a message after the handoff gets no assistant answer: it is stored redacted, appended to the ticket, and a webhook delivery is queued', async () => {
    const { conversation, ticketId, externalId } = await handedOver();
    const before = await db().selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversation.id).execute();
    const sent = await client.send(conversation, 'Ci siete? Quanto devo aspettare? Scrivetemi a mario.rossi@example.com');
    expect(sent.status).toBe(200);
    expect(sent.events.map((e) => e.event)).toEqual(['handoff']);
    expect(sent.events[0].data).toEqual({ message_id: expect.any(Number), ticket_id: ticketId, status: 'handed_over' });
    expect(sent.text).toBe('');

    const after = await db().selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversation.id).orderBy('id').execute();
    expect(after).toHaveLength(before.length + 1);
    const stored = after.at(-1);
    expect(stored).toMatchObject({ role: 'user', id: sent.events[0].data.message_id });
    expect(stored.text).toMatch(/^Ci siete\? Quanto devo aspettare\? Scrivetemi a /);
    expect(stored.text).not.toContain('mario.rossi@example.com');

    const thread = await ticketMessages(ticketId);
    expect(thread).toHaveLength(2);
    expect(thread[1]).toMatchObject({ position: 1, author: 'customer', visibility: 'public', body: stored.text });
    expect(thread[1].body_redacted).not.toContain('mario.rossi');

    const delivery = await db().selectFrom('chat_webhook_deliveries').selectAll().where('event', '=', 'conversation.message').executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'pending', dedup_key: `message-${stored.id}` });
    expect(JSON.parse(delivery.payload)).toMatchObject({
      event: 'conversation.message',
      ticket: { id: ticketId, external_id: externalId },
      conversation: { id: conversation.id },
      message: { id: Number(stored.id), author: 'customer', text: stored.text },
    });
    expect(await app.get(JobQueue).jobState(JobName.DeliverWebhook, deliveryJobId(Number(delivery.id)))).not.toBe('unknown');

    // Two messages, two deliveries (one per message, not one per escalation).
    await client.send(conversation, 'Sono ancora qui.');
    expect(await db().selectFrom('chat_webhook_deliveries').selectAll().where('event', '=', 'conversation.message').execute()).toHaveLength(2);
    expect(await ticketMessages(ticketId)).toHaveLength(3);

    // The worker delivers them, signed like the escalation.
    worker = await startWorker();
    const received = await receiver.waitFor(3);
    const relayed = received.filter((r) => r.headers['x-distillo-event'] === 'conversation.message');
    expect(relayed).toHaveLength(2);
    for (const r of relayed) {
      expect(verifyWebhookSignature(SECRET, { signature: r.headers['x-distillo-signature'] as string, timestamp: r.headers['x-distillo-timestamp'] as string }, r.body)).toBe(true);
    }
    await worker.close();
    worker = null;
  });

  it("an agent's public reply through intake reaches the conversation and its open stream, once; an internal note never", async () => {
    const { conversation, ticketId, externalId } = await handedOver();
    const stream = await HandoffStream.open(client.baseUrl, conversation);
    try {
      expect(stream.status).toBe(200);
      expect((await stream.waitFor('status', 1))[0].data).toEqual({ status: 'handed_over', ticket_id: ticketId });

      // Intake in this process: the in-process event copies the reply at once.
      const sameProcess = await fetch(`${client.baseUrl}/api/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${INTAKE_TOKEN}` },
        body: JSON.stringify({
          external_id: externalId,
          subject: 'Chat',
          status: 'open',
          messages: [
            { author: 'agent', visibility: 'internal', body: INTERNAL_NOTE, created_at: later(1) },
            { author: 'agent', visibility: 'public', body: AGENT_REPLY, created_at: later(2) },
          ],
        }),
      });
      expect(sameProcess.status).toBe(200);
      const [reply] = await stream.waitFor('agent_message', 1, 3000);
      expect(reply.data).toEqual({ id: expect.any(Number), role: 'agent', text: AGENT_REPLY, created_at: expect.any(String) });

      const view = await client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
      const agent = view.json.messages.filter((m: { role: string }) => m.role === 'agent');
      expect(agent).toEqual([expect.objectContaining({ role: 'agent', text: AGENT_REPLY })]);
      expect(JSON.stringify(view.json)).not.toContain('Nota interna');

      // The same thread again (the ticketing system re-sends it), plus a second reply taken by the
      // OTHER API process: this stream hears of it by polling the tickets service.
      await intake(externalId, ticketId, [{ author: 'agent', visibility: 'public', body: 'Mi conferma se il link è arrivato?', created_at: later(3) }]);
      const replies = await stream.waitFor('agent_message', 2, 5000);
      expect(replies.map((r) => r.data.text)).toEqual([AGENT_REPLY, 'Mi conferma se il link è arrivato?']);
      await new Promise((resolve) => setTimeout(resolve, 700)); // two more polls: nothing repeated
      expect(stream.of('agent_message')).toHaveLength(2);
      expect(JSON.stringify(stream.events)).not.toContain('Nota interna');
      const stored = await db().selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversation.id).where('role', '=', 'agent').execute();
      expect(stored).toHaveLength(2);

      // Closing the handoff shows on the stream; a reconnect after the last id gets nothing old.
      // Closing the handoff shows on the stream, which then ends (nothing more to follow).
      await client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token);
      expect((await stream.waitFor('status', 2, 3000))[1].data).toEqual({ status: 'open', ticket_id: ticketId });
      await waitFor(async () => stream.ended, { what: 'the stream to end' });
    } finally {
      await stream.close();
    }
    // Handed over again: a reconnect after the last id it saw gets nothing it had already.
    await client.escalate(conversation);
    const resumed = await HandoffStream.open(otherClient.baseUrl, conversation, Number((await db().selectFrom('chat_messages').select(sql`MAX(id)`.as('m')).executeTakeFirst()).m));
    try {
      expect((await resumed.waitFor('status', 1))[0].data).toEqual({ status: 'handed_over', ticket_id: ticketId });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(resumed.of('agent_message')).toHaveLength(0);
      expect(resumed.ended).toBe(false);
    } finally {
      await resumed.close();
    }
  });

  it('a reply taken by a process without the chat (import, or before a restart) reaches the stream by asking the tickets service', async () => {
    const { conversation, externalId } = await handedOver();
    // The worker has the tickets module but no chat: nobody hears its write, no chat row is made.
    worker = await startWorker();
    await worker.get(TicketsService).upsert(
      ticketInputSchema.parse({ external_id: externalId, subject: 'Chat', status: 'open', messages: [{ author: 'agent', visibility: 'public', body: AGENT_REPLY, created_at: later(1) }] }),
    );
    await worker.close();
    worker = null;
    expect(await db().selectFrom('chat_messages').selectAll().where('role', '=', 'agent').execute()).toHaveLength(0);
    const stream = await HandoffStream.open(client.baseUrl, conversation);
    try {
      expect((await stream.waitFor('agent_message', 1, 3000))[0].data.text).toBe(AGENT_REPLY);
    } finally {
      await stream.close();
    }
    expect(await db().selectFrom('chat_messages').selectAll().where('role', '=', 'agent').execute()).toHaveLength(1);
  });

  it('an e-mail address for the answer: with consent, validated, kept on the ticket only and sent with the webhooks', async () => {
    const { conversation, ticketId } = await handedOver();
    const path = `/api/chat/conversations/${conversation.id}/contact`;
    const bad = await client.post(path, conversation.token, { contact_email: 'mario.rossi@', consent: true });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([expect.objectContaining({ path: 'contact_email' })]);
    expect(JSON.stringify(bad.json)).not.toContain('mario.rossi');
    const noConsent = await client.post(path, conversation.token, { contact_email: 'mario.rossi@example.com' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.issues).toEqual([expect.objectContaining({ path: 'consent' })]);
    expect(await dbOf(app).selectFrom('tickets').select('contact_email').where('id', '=', ticketId).executeTakeFirst()).toEqual({ contact_email: null });

    const saved = await client.post(path, conversation.token, { contact_email: 'mario.rossi@example.com', consent: true });
    expect(saved).toMatchObject({ status: 200, json: { status: 'handed_over', ticket_id: ticketId, reply_by: 'chat_and_email' } });
    expect(await dbOf(app).selectFrom('tickets').select('contact_email').where('id', '=', ticketId).executeTakeFirst()).toEqual({ contact_email: 'mario.rossi@example.com' });
    expect((await client.get(`/api/chat/conversations/${conversation.id}`, conversation.token)).json.handoff.reply_by).toBe('chat_and_email');

    // No chat table holds it, the stored webhook payloads included; the deliveries carry it.
    for (const table of ['chat_conversations', 'chat_messages', 'chat_escalations', 'chat_webhook_deliveries']) {
      const rows = await db().selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain('mario.rossi');
    }
    worker = await startWorker();
    const received = await receiver.waitFor(2);
    const contact = received.find((r) => r.headers['x-distillo-event'] === 'conversation.contact')!;
    expect(JSON.parse(contact.body)).toMatchObject({ event: 'conversation.contact', ticket: { id: ticketId }, contact: { email: 'mario.rossi@example.com' } });
    expect(verifyWebhookSignature(SECRET, { signature: contact.headers['x-distillo-signature'] as string, timestamp: contact.headers['x-distillo-timestamp'] as string }, contact.body)).toBe(true);
    await worker.close();
    worker = null;

    // Given with the escalation itself; before any escalation there is no ticket to keep it on.
    const fresh = await client.createConversation({ product: 'fatturafacile' });
    expect((await client.post(`/api/chat/conversations/${fresh.id}/contact`, fresh.token, { contact_email: 'anna@example.com', consent: true })).status).toBe(409);
    const withEmail = await client.post(`/api/chat/conversations/${fresh.id}/escalate`, fresh.token, { contact_email: 'anna@example.com' });
    expect(withEmail.status).toBe(400);
    expect(withEmail.json.issues).toEqual([expect.objectContaining({ path: 'consent' })]);
    const escalated = await client.post(`/api/chat/conversations/${fresh.id}/escalate`, fresh.token, { contact_email: 'anna@example.com', consent: true });
    expect(escalated).toMatchObject({ status: 201, json: { handoff: { reply_by: 'chat_and_email' } } });
  });

  it('the new endpoints want the conversation token: 401 without it, 404 with another conversation’s', async () => {
    const { conversation } = await handedOver();
    const stranger = await client.createConversation({});
    const paths = [`/api/chat/conversations/${conversation.id}/handoff/close`, `/api/chat/conversations/${conversation.id}/contact`];
    for (const path of paths) {
      expect((await client.post(path, null, { contact_email: 'a@example.com', consent: true })).status).toBe(401);
      expect((await client.post(path, stranger.token, { contact_email: 'a@example.com', consent: true })).status).toBe(404);
    }
    expect((await HandoffStream.open(client.baseUrl, { id: conversation.id, token: null })).status).toBe(401);
    const wrong = await HandoffStream.open(client.baseUrl, { id: conversation.id, token: stranger.token });
    expect(wrong.status).toBe(404);
    expect(wrong.json).toMatchObject({ error: 'conversation_not_found' });
    expect((await HandoffStream.open(client.baseUrl, { id: 'not-a-uuid', token: stranger.token })).status).toBe(404);
    expect(await statusOf(conversation.id)).toBe('handed_over');
  });
});
