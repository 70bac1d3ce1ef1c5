import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import { ACTIVE_CONNECTOR } from '../src/modules/connectors/active-connector';
import type { Connector } from '../src/modules/connectors/connector';
import { ConnectorEscalationService } from '../src/modules/connectors/escalation/connector-escalation.service';
import { ticketInputSchema } from '../src/modules/tickets/ticket.dto';
import { TicketsService } from '../src/modules/tickets/tickets.service';
import { ChatClient } from './fakes/chat-client';
import { extractiveChatEnv, loadChatUnits } from './fakes/chat-knowledge';
import { FakeZammad } from './fakes/fake-zammad';
import { WebhookReceiver } from './fakes/webhook-receiver';
import { dbOf, flushQueues, listenLocally, startApi, startWorker, truncateAll, withEnv } from './utils/test-app';
import { waitFor } from './utils/wait-for';

/**
 * Escalation into the ticketing system, end to end: a customer escalates over real HTTP, the API
 * records it, a real worker runs CreateConnectorTicket against a fake Zammad (real HTTP), on the
 * real MariaDB/MySQL and Redis. The fake loses one answer (500 after creating) and is slow.
 */
type AnyDb = ReturnType<typeof dbOf> & { selectFrom(table: string): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('escalation into Zammad (real HTTP, worker, MariaDB/MySQL, Redis)', () => {
  const zammad = new FakeZammad();
  let receiver: WebhookReceiver;
  let app: INestApplication;
  let worker: INestApplicationContext | null = null;
  let client: ChatClient;
  let restoreEnv: () => void;
  const db = () => dbOf(app) as unknown as AnyDb;
  const remoteRow = () => db().selectFrom('connector_escalations').selectAll().executeTakeFirst();

  beforeAll(async () => {
    await zammad.start();
    receiver = await new WebhookReceiver().start();
    restoreEnv = withEnv({
      ...extractiveChatEnv(receiver, 'whsec-test-0123456789abcdef'),
      ZAMMAD_URL: zammad.url,
      ZAMMAD_TOKEN: zammad.token,
      ZAMMAD_GROUP: 'Supporto',
      // One HTTP attempt per job run: the job's own retry (BullMQ) is what is exercised.
      ZAMMAD_MAX_RETRIES: '0',
      ZAMMAD_TIMEOUT_MS: '1500',
      CONNECTOR_JOB_ATTEMPTS: '4',
      CONNECTOR_JOB_BACKOFF_MS: '100',
      CONNECTOR_PUBLIC_URL: 'https://kb.example.com',
    });
    app = await startApi();
    client = new ChatClient(await listenLocally(app));
    await truncateAll(dbOf(app));
    await flushQueues();
    await loadChatUnits(app);
  });
  afterAll(async () => {
    await worker?.close();
    await app.close();
    await receiver.stop();
    await zammad.stop();
    restoreEnv();
  });
  beforeEach(async () => {
    await worker?.close();
    worker = null;
    for (const table of ['connector_escalation_messages', 'connector_escalations', 'chat_webhook_deliveries', 'chat_escalations', 'chat_ratings', 'chat_messages', 'chat_conversations', 'tickets']) {
      await sql`DELETE FROM ${sql.table(table)}`.execute(dbOf(app));
    }
    await flushQueues();
    zammad.reset();
  });

  async function escalatedConversation() {
    const conversation = await client.createConversation({ product: 'fatturafacile' });
    await client.send(conversation, "Ho scordato la parola d'accesso, come faccio a recuperarla?");
    const escalation = await client.escalate(conversation);
    expect(escalation.status).toBe(201);
    return { conversation, escalation: escalation.json as { ticket_id: number; external_id: string } };
  }

  it('creates the ticket exactly once although the first answer is lost (500 after creating) and the job runs twice', async () => {
    zammad.delayMs = 150;
    zammad.fail(1, 500, { afterEffect: true, match: (m, p) => m === 'POST' && p === '/api/v1/tickets' });
    // The look after the lost answer fails too (the first search before creating goes through): the job's retry finds the ticket.
    // (The worker's scheduled sync searches too, by updated_at: only the escalation's search by tag counts here.)
    zammad.fail(1, 503, { skip: 1, match: (m, p, q) => m === 'GET' && p === '/api/v1/tickets/search' && q.includes('tags') });
    const { conversation, escalation } = await escalatedConversation();
    expect(await remoteRow()).toMatchObject({ status: 'pending', remote_external_id: null, local_external_id: escalation.external_id });

    worker = await startWorker();
    await waitFor(async () => (await remoteRow())?.status === 'created', { what: 'remote ticket created', timeoutMs: 20_000 });
    const row = await remoteRow();
    expect(row).toMatchObject({ attempts: 2, remote_external_id: 'zammad-1', requester_email: null });
    expect(zammad.tickets.size).toBe(1);
    expect(zammad.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/tickets')).toHaveLength(1);

    const ticket = zammad.tickets.get(1)!;
    expect(ticket).toMatchObject({ group: 'Supporto', title: expect.stringContaining("Ho scordato la parola d'accesso") });
    expect([...zammad.tags.get(1)!]).toEqual(expect.arrayContaining(['distillo']));
    const [first] = zammad.articles.get(1)!;
    expect(first).toMatchObject({ internal: false, sender: 'Customer' });
    expect(first.body).toContain('CLIENTE');
    expect(first.body).toContain(conversation.id);
    expect(first.body).toContain('https://kb.example.com/review');

    // A third run of the job, and the customer escalating again: still one ticket.
    const again = await app.get(ConnectorEscalationService).createRemoteTicket({ escalationId: row.escalation_id });
    expect(again).toEqual({ status: 'existing', externalId: 'zammad-1' });
    expect((await client.escalate(conversation)).status).toBe(200);
    expect(zammad.tickets.size).toBe(1);
  });

  it('creates it once when Zammad is slower than our timeout (it creates the ticket after we gave up)', async () => {
    zammad.slow(1, 2500, (m, p) => m === 'POST' && p === '/api/v1/tickets');
    await escalatedConversation();
    worker = await startWorker();
    await waitFor(async () => (await remoteRow())?.status === 'created', { what: 'remote ticket created', timeoutMs: 20_000 });
    expect(await remoteRow()).toMatchObject({ remote_external_id: 'zammad-1' });
    // The connector waited one timeout after giving up, looked again, and found the ticket the slow request made.
    expect((await remoteRow()).attempts).toBe(1);
    expect(zammad.tickets.size).toBe(1);
    expect(zammad.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/tickets')).toHaveLength(1);
  });

  it('a refused token fails the escalation permanently with its reason, without retrying', async () => {
    await worker?.close();
    const { escalation } = await escalatedConversation();
    const service = app.get(ConnectorEscalationService);
    const row = await remoteRow();
    // The same service with the fake refusing every token: one attempt, then failed for good.
    (zammad as unknown as { token: string }).token = 'another-token-0000';
    try {
      await expect(service.createRemoteTicket({ escalationId: row.escalation_id })).rejects.toThrow(/ZAMMAD_TOKEN/);
    } finally {
      (zammad as unknown as { token: string }).token = 'zammad-test-token-0123';
    }
    expect(await remoteRow()).toMatchObject({ status: 'failed', last_error: expect.stringContaining('401'), local_external_id: escalation.external_id });
  });

  it("adds the customer's later messages to that ticket once each, including those written before it existed", async () => {
    const { conversation } = await escalatedConversation();
    const service = app.get(ConnectorEscalationService);
    const { escalation_id: escalationId } = await remoteRow();
    await service.customerMessage(escalationId, 'Ci siete? Quanto devo aspettare?', 101); // before the remote ticket exists
    worker = await startWorker();
    await waitFor(async () => (zammad.articles.get(1)?.length ?? 0) >= 2, { what: 'first later message posted' });
    await service.customerMessage(escalationId, 'Ho anche provato da un altro browser.', 102);
    await service.customerMessage(escalationId, 'Ho anche provato da un altro browser.', 102); // the same message again (a retry)
    await service.customerMessage(escalationId, 'Ci siete? Quanto devo aspettare?', 103); // the same words, a new message
    await waitFor(async () => (await db().selectFrom('connector_escalation_messages').selectAll().where('status', '=', 'posted').execute()).length === 3, {
      what: 'three messages posted',
    });
    const bodies = zammad.articles.get(1)!.map((a) => [a.body, a.sender, a.internal]);
    expect(bodies.slice(1)).toEqual([
      ['Ci siete? Quanto devo aspettare?', 'Customer', false],
      ['Ho anche provato da un altro browser.', 'Customer', false],
      ['Ci siete? Quanto devo aspettare?', 'Customer', false],
    ]);
    expect(conversation.id).toBeTruthy();
    const stored = await db().selectFrom('connector_escalation_messages').selectAll().execute();
    expect(stored.every((m: { body: string }) => m.body === '')).toBe(true); // posted: our copy is emptied
  });

  it("the sync gives the remote ticket the escalation ticket's external id, so an agent's reply lands on the ticket the chat knows", async () => {
    const { escalation } = await escalatedConversation();
    worker = await startWorker();
    await waitFor(async () => (await remoteRow())?.status === 'created', { what: 'remote ticket created' });
    zammad.addArticle(1, { body: '<p>Buongiorno, le ho inviato il link per la nuova password.</p>' });
    const connector = app.get<Connector>(ACTIVE_CONNECTOR);
    const page = await connector.syncPage(null, null);
    const mapped = await app.get(ConnectorEscalationService).mapSyncedTickets(connector.name, page.tickets);
    expect(mapped.map((t) => t.external_id)).toEqual([escalation.external_id]);
    const [stored] = await app.get(TicketsService).upsertBatch(mapped.map((t) => ticketInputSchema.parse(t)));
    expect(stored).toMatchObject({ ticket_id: escalation.ticket_id, outcome: 'updated' });
    const messages = await app.get(TicketsService).findMessages(escalation.ticket_id);
    expect(messages.at(-1)).toMatchObject({ author: 'agent', visibility: 'public', body: 'Buongiorno, le ho inviato il link per la nuova password.' });
  });
});
