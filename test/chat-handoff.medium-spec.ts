import { sql } from 'kysely';
import { deliveryJobId } from '../src/modules/chat/webhook/webhook-delivery.service';
import { verifyWebhookSignature } from '../src/modules/chat/webhook/webhook-signature';
import { JobQueue } from '../src/queue/job-queue.service';
import { JobName } from '../src/queue/jobs';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { HandoffStream } from './fakes/handoff-stream';
import { emptyChatAndTickets, useChatApp } from './utils/chat-app';
import { INTAKE_TOKEN, dbOf } from './utils/test-app';
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

describe('chat handoff (real HTTP, two API processes, MariaDB/MySQL, Redis)', () => {
  const s = useChatApp({ secret: SECRET, secondApi: true, env: { INTAKE_TOKEN, CHAT_HANDOFF_POLL_MS: '300', WEBHOOK_BACKOFF_BASE_MS: '100' } });
  beforeEach(async () => {
    await emptyChatAndTickets(s.app);
    s.receiver.reset();
  });

  async function handedOver() {
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    await s.client.send(conversation, COVERED);
    const escalation = await s.client.escalate(conversation);
    expect(escalation.status).toBe(201);
    return { conversation, ticketId: escalation.json.ticket_id as number, externalId: escalation.json.external_id as string };
  }
  const statusOf = async (id: string) => (await s.db().selectFrom('chat_conversations').select('status').where('id', '=', id).executeTakeFirst()).status;
  const ticketMessages = (ticketId: number) => dbOf(s.app).selectFrom('ticket_messages').selectAll().where('ticket_id', '=', ticketId).orderBy('position').execute();

  /** What the ticketing system sends back: the whole thread, with the agent's new messages. */
  async function intake(
    externalId: string,
    ticketId: number,
    added: Array<{ author: string; visibility: string; body: string; created_at: string }>,
    status: 'open' | 'resolved' | 'closed' = 'open',
  ) {
    const thread = (await ticketMessages(ticketId)).map((m) => ({ author: m.author, visibility: m.visibility, body: m.body, created_at: m.created_at.toISOString() }));
    const response = await fetch(`${s.otherClient.baseUrl}/api/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INTAKE_TOKEN}` },
      body: JSON.stringify({ external_id: externalId, subject: 'Chat', product: 'fatturafacile', status, messages: [...thread, ...added] }),
    });
    expect(response.status).toBe(200);
    return response;
  }
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

  it('open → handed_over → open on close; escalating twice returns the same ticket; escalating after a close hands over again', async () => {
    const { conversation, ticketId } = await handedOver();
    expect(await statusOf(conversation.id)).toBe('handed_over');
    const again = await s.client.escalate(conversation);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ ticket_id: ticketId, created: false, handoff: { status: 'handed_over', ticket_id: ticketId, reply_by: 'chat' } });
    expect(await s.db().selectFrom('chat_webhook_deliveries').selectAll().execute()).toHaveLength(1);

    const closed = await s.client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token);
    expect(closed).toMatchObject({ status: 200, json: { status: 'open', ticket_id: ticketId } });
    expect(await statusOf(conversation.id)).toBe('open');
    expect((await s.client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token)).json.status).toBe('open');
    expect((await s.db().selectFrom('chat_webhook_deliveries').select('event').execute()).map((d: { event: string }) => d.event).sort()).toEqual([
      'chat.escalated',
      'conversation.closed',
    ]);

    // Back with the assistant: it answers again.
    const answer = await s.client.send(conversation, COVERED);
    expect(answer.events.map((e) => e.event)).toContain('done');
    expect(answer.text).not.toBe('');

    const reopened = await s.client.escalate(conversation);
    expect(reopened).toMatchObject({ status: 200, json: { ticket_id: ticketId, handoff: { status: 'handed_over' } } });
    expect(await statusOf(conversation.id)).toBe('handed_over');
    expect(await dbOf(s.app).selectFrom('tickets').select('id').execute()).toHaveLength(1);
    const view = await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
    expect(view.json).toMatchObject({ status: 'handed_over', ticket_id: ticketId, handoff: { status: 'handed_over', ticket_id: ticketId } });
  });

  it('a message after the handoff gets no assistant answer: it is stored redacted, appended to the ticket, and a webhook delivery is queued', async () => {
    const { conversation, ticketId, externalId } = await handedOver();
    const before = await s.db().selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversation.id).execute();
    const sent = await s.client.send(conversation, 'Ci siete? Quanto devo aspettare? Scrivetemi a mario.rossi@example.com');
    expect(sent.status).toBe(200);
    expect(sent.events.map((e) => e.event)).toEqual(['handoff']);
    expect(sent.events[0].data).toEqual({ message_id: expect.any(Number), ticket_id: ticketId, status: 'handed_over' });
    expect(sent.text).toBe('');

    const after = await s.db().selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversation.id).orderBy('id').execute();
    expect(after).toHaveLength(before.length + 1);
    const stored = after.at(-1);
    expect(stored).toMatchObject({ role: 'user', id: sent.events[0].data.message_id });
    expect(stored.text).toMatch(/^Ci siete\? Quanto devo aspettare\? Scrivetemi a /);
    expect(stored.text).not.toContain('mario.rossi@example.com');

    const thread = await ticketMessages(ticketId);
    expect(thread).toHaveLength(2);
    expect(thread[1]).toMatchObject({ position: 1, author: 'customer', visibility: 'public', body: stored.text });
    expect(thread[1].body_redacted).not.toContain('mario.rossi');

    const delivery = await s.db().selectFrom('chat_webhook_deliveries').selectAll().where('event', '=', 'conversation.message').executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'pending', dedup_key: `message-${stored.id}` });
    expect(JSON.parse(delivery.payload)).toMatchObject({
      event: 'conversation.message',
      ticket: { id: ticketId, external_id: externalId },
      conversation: { id: conversation.id },
      message: { id: Number(stored.id), author: 'customer', text: stored.text },
    });
    expect(await s.app.get(JobQueue).jobState(JobName.DeliverWebhook, deliveryJobId(Number(delivery.id)))).not.toBe('unknown');

    // Two messages, two deliveries (one per message, not one per escalation).
    await s.client.send(conversation, 'Sono ancora qui.');
    expect(await s.db().selectFrom('chat_webhook_deliveries').selectAll().where('event', '=', 'conversation.message').execute()).toHaveLength(2);
    expect(await ticketMessages(ticketId)).toHaveLength(3);

    // The worker delivers them, signed like the escalation.
    await s.startWorker();
    const received = await s.receiver.waitFor(3);
    const relayed = received.filter((r) => r.headers['x-distillo-event'] === 'conversation.message');
    expect(relayed).toHaveLength(2);
    for (const r of relayed) {
      expect(verifyWebhookSignature(SECRET, { signature: r.headers['x-distillo-signature'] as string, timestamp: r.headers['x-distillo-timestamp'] as string }, r.body)).toBe(true);
    }
    await s.stopWorker();
  });

  it("an agent's public reply through intake reaches the conversation and its open stream, once; an internal note never", async () => {
    const { conversation, ticketId, externalId } = await handedOver();
    const stream = await HandoffStream.open(s.client.baseUrl, conversation);
    try {
      expect(stream.status).toBe(200);
      expect((await stream.waitFor('status', 1))[0].data).toEqual({ status: 'handed_over', ticket_id: ticketId });

      // Intake in this process: the in-process event copies the reply at once.
      const sameProcess = await fetch(`${s.client.baseUrl}/api/tickets`, {
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

      const view = await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
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
      const stored = await s.db().selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversation.id).where('role', '=', 'agent').execute();
      expect(stored).toHaveLength(2);

      // Closing the handoff shows on the stream; a reconnect after the last id gets nothing old.
      // Closing the handoff shows on the stream, which then ends (nothing more to follow).
      await s.client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token);
      expect((await stream.waitFor('status', 2, 3000))[1].data).toEqual({ status: 'open', ticket_id: ticketId, ended_by: 'customer' });
      await waitFor(async () => stream.ended, { what: 'the stream to end' });
    } finally {
      await stream.close();
    }
    // Handed over again: a reconnect after the last id it saw gets nothing it had already.
    await s.client.escalate(conversation);
    const resumed = await HandoffStream.open(s.otherClient.baseUrl, conversation, Number((await s.db().selectFrom('chat_messages').select(sql`MAX(id)`.as('m')).executeTakeFirst()).m));
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
    const worker = await s.startWorker();
    await worker.get(TicketsService).upsert(
      ticketInputSchema.parse({ external_id: externalId, subject: 'Chat', status: 'open', messages: [{ author: 'agent', visibility: 'public', body: AGENT_REPLY, created_at: later(1) }] }),
    );
    await s.stopWorker();
    expect(await s.db().selectFrom('chat_messages').selectAll().where('role', '=', 'agent').execute()).toHaveLength(0);
    const stream = await HandoffStream.open(s.client.baseUrl, conversation);
    try {
      expect((await stream.waitFor('agent_message', 1, 3000))[0].data.text).toBe(AGENT_REPLY);
    } finally {
      await stream.close();
    }
    expect(await s.db().selectFrom('chat_messages').selectAll().where('role', '=', 'agent').execute()).toHaveLength(1);
  });

  it('an e-mail address for the answer: with consent, validated, kept on the ticket only and sent with the webhooks', async () => {
    const { conversation, ticketId } = await handedOver();
    const path = `/api/chat/conversations/${conversation.id}/contact`;
    const bad = await s.client.post(path, conversation.token, { contact_email: 'mario.rossi@', consent: true });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([expect.objectContaining({ path: 'contact_email' })]);
    expect(JSON.stringify(bad.json)).not.toContain('mario.rossi');
    const noConsent = await s.client.post(path, conversation.token, { contact_email: 'mario.rossi@example.com' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.issues).toEqual([expect.objectContaining({ path: 'consent' })]);
    expect(await dbOf(s.app).selectFrom('tickets').select('contact_email').where('id', '=', ticketId).executeTakeFirst()).toEqual({ contact_email: null });

    const saved = await s.client.post(path, conversation.token, { contact_email: 'mario.rossi@example.com', consent: true });
    expect(saved).toMatchObject({ status: 200, json: { status: 'handed_over', ticket_id: ticketId, reply_by: 'chat_and_email' } });
    expect(await dbOf(s.app).selectFrom('tickets').select('contact_email').where('id', '=', ticketId).executeTakeFirst()).toEqual({ contact_email: 'mario.rossi@example.com' });
    expect((await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token)).json.handoff.reply_by).toBe('chat_and_email');

    // No chat table holds it, the stored webhook payloads included; the deliveries carry it.
    for (const table of ['chat_conversations', 'chat_messages', 'chat_escalations', 'chat_webhook_deliveries']) {
      const rows = await s.db().selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain('mario.rossi');
    }
    await s.startWorker();
    const received = await s.receiver.waitFor(2);
    const contact = received.find((r) => r.headers['x-distillo-event'] === 'conversation.contact')!;
    expect(JSON.parse(contact.body)).toMatchObject({ event: 'conversation.contact', ticket: { id: ticketId }, contact: { email: 'mario.rossi@example.com' } });
    expect(verifyWebhookSignature(SECRET, { signature: contact.headers['x-distillo-signature'] as string, timestamp: contact.headers['x-distillo-timestamp'] as string }, contact.body)).toBe(true);
    await s.stopWorker();

    // Given with the escalation itself; before any escalation there is no ticket to keep it on.
    const fresh = await s.client.createConversation({ product: 'fatturafacile' });
    expect((await s.client.post(`/api/chat/conversations/${fresh.id}/contact`, fresh.token, { contact_email: 'anna@example.com', consent: true })).status).toBe(409);
    const withEmail = await s.client.post(`/api/chat/conversations/${fresh.id}/escalate`, fresh.token, { contact_email: 'anna@example.com' });
    expect(withEmail.status).toBe(400);
    expect(withEmail.json.issues).toEqual([expect.objectContaining({ path: 'consent' })]);
    await s.client.send(fresh, COVERED);
    const escalated = await s.client.post(`/api/chat/conversations/${fresh.id}/escalate`, fresh.token, { contact_email: 'anna@example.com', consent: true });
    expect(escalated).toMatchObject({ status: 201, json: { handoff: { reply_by: 'chat_and_email' } } });
  });

  const conversationRow = (id: string) => s.db().selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  const agentMessages = (id: string) => s.db().selectFrom('chat_messages').selectAll().where('conversation_id', '=', id).where('role', '=', 'agent').execute();
  const deliveredEvents = async () => (await s.db().selectFrom('chat_webhook_deliveries').select('event').execute()).map((d: { event: string }) => d.event).sort();
  const CLOSING_REPLY = 'Le ho riattivato l’accesso: ora può entrare con la nuova password. Chiudo la richiesta.';

  it('a ticket solved through intake ends the handoff: the last reply first, then the status, once; the assistant answers again', async () => {
    const { conversation, ticketId, externalId } = await handedOver();
    const stream = await HandoffStream.open(s.client.baseUrl, conversation);
    try {
      await stream.waitFor('status', 1);
      // Intake in the OTHER process: this stream hears of it by polling the tickets service.
      await intake(externalId, ticketId, [{ author: 'agent', visibility: 'public', body: CLOSING_REPLY, created_at: later(1) }], 'resolved');
      const [closed] = (await stream.waitFor('status', 2, 5000)).slice(1);
      expect(closed.data).toEqual({ status: 'open', ticket_id: ticketId, ended_by: 'operator' });
      const [reply] = stream.of('agent_message');
      expect(reply.data.text).toBe(CLOSING_REPLY);
      // The reply is on the stream before the close.
      expect(stream.events.indexOf(reply)).toBeLessThan(stream.events.indexOf(closed));
      await waitFor(async () => stream.ended, { what: 'the stream to end' });
    } finally {
      await stream.close();
    }
    expect(await conversationRow(conversation.id)).toMatchObject({ status: 'open', handoff_ended_by: 'operator', handoff_ended_at: expect.any(Date) });
    const view = await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token);
    expect(view.json.handoff).toEqual({ status: 'open', ticket_id: ticketId, reply_by: 'chat', ended_by: 'operator' });
    expect(view.json.messages.filter((m: { role: string }) => m.role === 'agent').map((m: { text: string }) => m.text)).toEqual([CLOSING_REPLY]);
    // The ticketing system closed it itself: nothing is announced back to it.
    expect(await deliveredEvents()).toEqual(['chat.escalated']);

    // The same close again (re-sent unchanged, then as `closed` with a later internal note, then the customer's "close"): nothing new.
    await intake(externalId, ticketId, [], 'resolved');
    await intake(externalId, ticketId, [{ author: 'agent', visibility: 'internal', body: INTERNAL_NOTE, created_at: later(2) }], 'closed');
    expect((await s.client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token)).json).toMatchObject({ status: 'open', ended_by: 'operator' });
    const again = await HandoffStream.open(s.client.baseUrl, conversation, Number((await agentMessages(conversation.id))[0].id));
    try {
      expect((await again.waitFor('status', 1))[0].data).toEqual({ status: 'open', ticket_id: ticketId, ended_by: 'operator' });
      await waitFor(async () => again.ended, { what: 'the stream to end' });
      expect(again.of('agent_message')).toHaveLength(0);
    } finally {
      await again.close();
    }
    expect(await agentMessages(conversation.id)).toHaveLength(1);
    expect(await conversationRow(conversation.id)).toMatchObject({ status: 'open', handoff_ended_by: 'operator' });
    expect(await deliveredEvents()).toEqual(['chat.escalated']);

    // Back with the assistant: the customer's next question is answered, not relayed to the closed request.
    const before = (await ticketMessages(ticketId)).length;
    const answer = await s.client.send(conversation, COVERED);
    expect(answer.events.map((e) => e.event)).toContain('done');
    expect(await ticketMessages(ticketId)).toHaveLength(before);

    // Closed tickets are distilled, and the escalation ticket is one of them (as intake treats every closed ticket).
    expect(await dbOf(s.app).selectFrom('tickets').select(['status', 'kb_status']).where('id', '=', ticketId).executeTakeFirst()).toEqual({ status: 'closed', kb_status: 'queued' });
  });

  it('a close that reaches a conversation nobody is watching is applied when the customer comes back; a customer who left first is not told', async () => {
    // Intake in the process without the chat (the worker: an import, a connector sync): no event, no stream open.
    const first = await handedOver();
    const worker = await s.startWorker();
    await worker.get(TicketsService).upsert(
      ticketInputSchema.parse({
        external_id: first.externalId,
        subject: 'Chat',
        status: 'closed',
        messages: [...(await ticketMessages(first.ticketId)).map((m) => ({ ...m, created_at: m.created_at.toISOString() })), { author: 'agent', visibility: 'public', body: CLOSING_REPLY, created_at: later(1) }],
      }),
    );
    await s.stopWorker();
    expect(await statusOf(first.conversation.id)).toBe('handed_over');
    // The customer writes: the close is applied first, so the assistant answers (nothing goes to the closed ticket).
    const answer = await s.client.send(first.conversation, COVERED);
    expect(answer.events.map((e) => e.event)).toContain('done');
    expect(await conversationRow(first.conversation.id)).toMatchObject({ status: 'open', handoff_ended_by: 'operator' });
    expect((await agentMessages(first.conversation.id)).map((m: { text: string }) => m.text)).toEqual([CLOSING_REPLY]);

    // The customer went back to the assistant before the operator closed: the close is recorded, the customer is not told.
    const second = await handedOver();
    await s.client.post(`/api/chat/conversations/${second.conversation.id}/handoff/close`, second.conversation.token);
    await intake(second.externalId, second.ticketId, [], 'closed');
    expect(await conversationRow(second.conversation.id)).toMatchObject({ status: 'open', handoff_ended_by: 'customer' });
    expect((await s.client.get(`/api/chat/conversations/${second.conversation.id}`, second.conversation.token)).json.handoff.ended_by).toBe('customer');
    // Re-opened by the ticketing system: the customer's own choice stands.
    await intake(second.externalId, second.ticketId, [], 'open');
    expect(await conversationRow(second.conversation.id)).toMatchObject({ status: 'open', handoff_ended_by: 'customer' });
  });

  it('re-opening: the ticketing system re-opening the ticket resumes the handoff; the customer escalating again holds until a later close', async () => {
    const { conversation, ticketId, externalId } = await handedOver();
    await intake(externalId, ticketId, [{ author: 'agent', visibility: 'public', body: CLOSING_REPLY, created_at: later(1) }], 'resolved');
    expect(await statusOf(conversation.id)).toBe('open');

    // The agent re-opens the ticket (the fix did not hold): the conversation is with a person again.
    await intake(externalId, ticketId, [{ author: 'agent', visibility: 'public', body: 'Riapro la richiesta: mi conferma se riesce ad accedere?', created_at: later(2) }], 'open');
    expect(await conversationRow(conversation.id)).toMatchObject({ status: 'handed_over', handoff_ended_by: null });
    const relayed = await s.client.send(conversation, 'No, ancora non riesco.');
    expect(relayed.events.map((e) => e.event)).toEqual(['handoff']);
    expect((await ticketMessages(ticketId)).at(-1)).toMatchObject({ author: 'customer', body: 'No, ancora non riesco.' });

    // Solved again: a new close ends the resumed handoff.
    await intake(externalId, ticketId, [{ author: 'agent', visibility: 'public', body: 'Ora è a posto.', created_at: later(3) }], 'resolved');
    expect(await conversationRow(conversation.id)).toMatchObject({ status: 'open', handoff_ended_by: 'operator' });

    // The customer asks for a person again while the ticket is still solved: handed over, and that
    // close (known) does not end it, though the chat checks the ticket on every request.
    expect((await s.client.escalate(conversation)).json).toMatchObject({ ticket_id: ticketId, handoff: { status: 'handed_over' } });
    expect((await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token)).json.handoff).toMatchObject({ status: 'handed_over', ended_by: null });
    expect((await s.client.send(conversation, 'Scusate, ho un altro dubbio.')).events.map((e) => e.event)).toEqual(['handoff']);
    expect(await deliveredEvents()).toEqual(['chat.escalated', 'conversation.message', 'conversation.message', 'conversation.reopened']);
    // The ticketing system answers and closes it again (a later closed_at): the handoff ends.
    await intake(externalId, ticketId, [{ author: 'agent', visibility: 'public', body: 'Risolto anche questo.', created_at: later(4) }], 'closed');
    expect(await conversationRow(conversation.id)).toMatchObject({ status: 'open', handoff_ended_by: 'operator' });
    expect((await agentMessages(conversation.id)).map((m: { text: string }) => m.text)).toEqual([
      CLOSING_REPLY,
      'Riapro la richiesta: mi conferma se riesce ad accedere?',
      'Ora è a posto.',
      'Risolto anche questo.',
    ]);
  });

  it('the new endpoints want the conversation token: 401 without it, 404 with another conversation’s', async () => {
    const { conversation } = await handedOver();
    const stranger = await s.client.createConversation({});
    const paths = [`/api/chat/conversations/${conversation.id}/handoff/close`, `/api/chat/conversations/${conversation.id}/contact`];
    for (const path of paths) {
      expect((await s.client.post(path, null, { contact_email: 'a@example.com', consent: true })).status).toBe(401);
      expect((await s.client.post(path, stranger.token, { contact_email: 'a@example.com', consent: true })).status).toBe(404);
    }
    expect((await HandoffStream.open(s.client.baseUrl, { id: conversation.id, token: null })).status).toBe(401);
    const wrong = await HandoffStream.open(s.client.baseUrl, { id: conversation.id, token: stranger.token });
    expect(wrong.status).toBe(404);
    expect(wrong.json).toMatchObject({ error: 'conversation_not_found' });
    expect((await HandoffStream.open(s.client.baseUrl, { id: 'not-a-uuid', token: stranger.token })).status).toBe(404);
    expect(await statusOf(conversation.id)).toBe('handed_over');
  });
});
