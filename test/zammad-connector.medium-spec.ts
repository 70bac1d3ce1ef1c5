import { FakeZammad } from './fakes/fake-zammad';
import { ZammadConnector } from '../src/modules/connectors/zammad/zammad.connector';
import { ZammadApiError } from '../src/modules/connectors/zammad/zammad-http';
import type { IntakeTicket, SyncCursor } from '../src/modules/connectors/connector';

/**
 * The Zammad connector against a fake Zammad over real HTTP (test/fakes/fake-zammad.ts): the
 * ticket search's pages and the cursor, articles' internal flag and senders, 429 with Retry-After
 * and 5xx retried, a refused token permanent, webhook signatures.
 */
describe('Zammad connector', () => {
  const fake = new FakeZammad();
  const SECRET = 'zammad-webhook-secret-0123456789';

  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  function connector(overrides: Partial<ConstructorParameters<typeof ZammadConnector>[0]> = {}) {
    return new ZammadConnector({
      url: fake.url,
      token: fake.token,
      webhookSecret: SECRET,
      group: 'Users',
      mapping: { productField: 'group', categoryField: 'category' },
      pageSize: 3,
      timeoutMs: 2000,
      maxRetries: 3,
      retryBaseMs: 5,
      replayWindowSeconds: 3600,
      ...overrides,
    });
  }

  /** Pages until the connector says done; `stopAfter` pages simulates a run cut short. */
  async function sync(c: ZammadConnector, cursor: SyncCursor | null, stopAfter = Infinity) {
    const tickets: IntakeTicket[] = [];
    let pages = 0;
    for (;;) {
      const page = await c.syncPage(cursor, null);
      tickets.push(...page.tickets);
      cursor = page.cursor;
      pages++;
      if (page.done || pages >= stopAfter) return { tickets, cursor, pages, done: page.done };
    }
  }

  function seed(count: number, sameMinute?: number) {
    for (let i = 1; i <= count; i++) {
      fake.addTicket({
        title: `Problema ${i}`,
        updated_at: fake.at(sameMinute ?? i),
        articles: [{ body: `Domanda ${i}` }, { body: `<p>Risposta&nbsp;${i}</p>`, sender: 'Agent', content_type: 'text/html' }],
      });
    }
  }

  it('reads every ticket once, page after page, in updated_at order', async () => {
    seed(8);
    const { tickets, pages } = await sync(connector(), null);
    expect(tickets.map((t) => t.external_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => `zammad-${i}`));
    // Each search after the first asks for updated_at >= the last one handed over (re-reading it, then skipping it): 3 + 2 + 2 + 1.
    expect(pages).toBe(4);
    expect(tickets[0].messages).toEqual([
      expect.objectContaining({ author: 'customer', visibility: 'public', body: 'Domanda 1' }),
      expect.objectContaining({ author: 'agent', visibility: 'public', body: 'Risposta 1' }),
    ]);
    const searches = fake.requests.filter((r) => r.path.startsWith('/api/v1/tickets/search'));
    expect(searches[0].path).toContain('sort_by=updated_at');
    expect(searches[0].path).toContain('order_by=asc');
  });

  it('an interrupted sync resumes from its cursor with nothing lost or doubled, even when tickets share a timestamp and change meanwhile', async () => {
    seed(7, 5); // seven tickets updated in the same instant: more than two pages of ties
    fake.addTicket({ title: 'dopo', updated_at: fake.at(9) });
    const c = connector();
    const first = await sync(c, null, 2); // the run stops after two pages (a crash, a deploy)
    expect(first.done).toBe(false);
    // While it was down, a ticket already read changes: it must come again, once.
    fake.addArticle(2, { body: 'Nuova risposta' }, fake.at(20));
    const rest = await sync(c, first.cursor);
    const all = [...first.tickets, ...rest.tickets].map((t) => t.external_id);
    expect(new Set(all).size).toBe(8);
    expect(all.filter((id) => id === 'zammad-2')).toHaveLength(2);
    expect(all.length).toBe(9);
    // And a run from the final cursor finds nothing new.
    const again = await c.syncPage(rest.cursor, null);
    expect(again).toMatchObject({ tickets: [], done: true });
  });

  it('starts from --since when there is no cursor', async () => {
    seed(5);
    const page = await connector({ pageSize: 10 }).syncPage(null, new Date(fake.at(4)));
    expect(page.tickets.map((t) => t.external_id)).toEqual(['zammad-4', 'zammad-5']);
  });

  it('internal articles are internal notes; senders Customer, Agent and System become roles; closed and merged are closed', async () => {
    fake.addTicket({
      state: 'merged',
      group: 'Supporto',
      category: 'Guasto linea',
      customer_id: 42,
      articles: [
        { body: 'Il modem non si connette', sender: 'Customer' },
        { body: 'Cliente già sentito ieri', sender: 'Agent', internal: true },
        { body: 'Ticket unito', sender: 'System' },
      ],
    });
    fake.addTicket({ state: 'closed', close_at: fake.at(30) });
    fake.addTicket({ state: 'pending close' });
    const { tickets } = await sync(connector({ pageSize: 10 }), null);
    expect(tickets[0]).toMatchObject({
      status: 'closed',
      product: 'Supporto',
      category: 'Guasto linea',
      customer_ref: '42',
      messages: [
        { author: 'customer', visibility: 'public' },
        { author: 'agent', visibility: 'internal' },
        { author: 'system', visibility: 'public' },
      ],
    });
    expect(tickets[1]).toMatchObject({ status: 'closed', closed_at: fake.at(30) });
    expect(tickets[2]).toMatchObject({ status: 'open', closed_at: null });
  });

  it('waits for Retry-After on a 429 and retries a 5xx, then succeeds', async () => {
    seed(2);
    fake.fail(1, 429, { retryAfter: '1' });
    fake.fail(2, 503);
    const started = Date.now();
    const { tickets } = await sync(connector({ pageSize: 10 }), null);
    expect(tickets).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests.filter((r) => r.path.startsWith('/api/v1/tickets/search')).length).toBe(4);
  });

  it('gives up after its retries on a lasting 5xx, as a temporary error', async () => {
    fake.fail(10, 500);
    const error = await connector({ maxRetries: 2 }).syncPage(null, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZammadApiError);
    expect(error).toMatchObject({ status: 500, permanent: false });
    expect(fake.requests).toHaveLength(3);
  });

  it('a refused token is permanent: one request, no retry, and a message that says what to do', async () => {
    const error = await connector({ token: 'wrong-token-000' }).syncPage(null, null).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, permanent: true });
    expect((error as Error).message).toContain('ZAMMAD_TOKEN');
    expect(fake.requests).toHaveLength(1);
    const checks = await connector({ token: 'wrong-token-000' }).check();
    expect(checks).toEqual([expect.objectContaining({ name: 'token', ok: false })]);
  });

  it('check names each permission and the group', async () => {
    const checks = await connector({ group: 'Nessuno' }).check();
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ['token', true],
      ['read tickets (ticket.agent)', true],
      ['group "Nessuno" (ZAMMAD_GROUP)', false],
      ['webhook secret', true],
    ]);
    expect(checks[2].detail).toContain('Users');
  });

  it('verifies X-Hub-Signature and wants an X-Zammad-Delivery id: valid accepted, tampered body or signature refused, no secret or no delivery id refuses all', () => {
    const body = JSON.stringify({ ticket: { id: 5, title: 'Aiuto' } });
    const signature = FakeZammad.sign(SECRET, body);
    const delivery = { 'x-zammad-delivery': '0a1b2c3d-4e5f-6789-abcd-ef0123456789' };
    const c = connector();
    expect(c.verifyWebhook({ 'x-hub-signature': signature, ...delivery }, Buffer.from(body))).toBe(true);
    expect(c.webhookDelivery(delivery)).toEqual({ id: delivery['x-zammad-delivery'], windowSeconds: 3600 });
    expect(c.verifyWebhook({ 'x-hub-signature': signature }, Buffer.from(body))).toBe(false);
    expect(c.verifyWebhook({ 'x-hub-signature': signature, 'x-zammad-delivery': 'a b' }, Buffer.from(body))).toBe(false);
    expect(c.verifyWebhook({ 'x-hub-signature': signature, ...delivery }, Buffer.from(body.replace('Aiuto', 'Aiuto!')))).toBe(false);
    expect(c.verifyWebhook({ 'x-hub-signature': FakeZammad.sign('another-secret-0123456789', body), ...delivery }, Buffer.from(body))).toBe(false);
    expect(c.verifyWebhook({}, Buffer.from(body))).toBe(false);
    expect(connector({ webhookSecret: null }).verifyWebhook({ 'x-hub-signature': signature, ...delivery }, Buffer.from(body))).toBe(false);
  });

  it('createTicket creates once per key, even when the first answer is lost after Zammad created it', async () => {
    const c = connector();
    const request = { key: 'chat-12', subject: 'Chat: non riesco ad accedere', body: 'CLIENTE: non riesco', requesterEmail: 'mario@example.com', requesterName: 'Mario', product: null, link: 'http://distillo/review' };
    fake.fail(1, 500, { afterEffect: true, match: (m, p) => m === 'POST' && p === '/api/v1/tickets' });
    const first = await c.createTicket(request);
    const second = await c.createTicket(request);
    expect(second).toEqual(first);
    expect(fake.tickets.size).toBe(1);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/tickets')).toHaveLength(1);
    const ticket = [...fake.tickets.values()][0];
    expect(first.externalId).toBe(`zammad-${ticket.id}`);
    expect(ticket).toMatchObject({ title: 'Chat: non riesco ad accedere', group: 'Users', customer_id: fake.users.get('mario@example.com') });
    expect([...fake.tags.get(ticket.id)!]).toEqual(expect.arrayContaining(['distillo', 'distillo-chat-12']));
    expect(fake.articles.get(ticket.id)![0]).toMatchObject({ internal: false, sender: 'Customer', body: expect.stringContaining('http://distillo/review') });
  });

  it('tags through /tags/add when the instance ignores tags on create', async () => {
    fake.tagsOnCreate = false;
    const request = { key: 'chat-13', subject: 'x', body: 'y', requesterEmail: null, requesterName: null, product: null, link: 'http://d' };
    const { externalId } = await connector().createTicket(request);
    expect([...fake.tags.get(Number(externalId.slice('zammad-'.length)))!]).toEqual(['distillo', 'distillo-chat-13']);
    expect(await connector().createTicket(request)).toEqual({ externalId });
  });

  it('addMessage posts public customer words and internal notes once; agentMessages reads public agent replies', async () => {
    const ticket = fake.addTicket({ articles: [{ body: 'Domanda' }] });
    const c = connector();
    fake.fail(1, 502, { afterEffect: true, match: (m, p) => m === 'POST' && p === '/api/v1/ticket_articles' });
    await c.addMessage(`zammad-${ticket.id}`, 'Ci siete?', 'public');
    await c.addMessage(`zammad-${ticket.id}`, 'Schede simili: …', 'internal');
    await c.addMessage(`zammad-${ticket.id}`, 'Schede simili: …', 'internal');
    const articles = fake.articles.get(ticket.id)!;
    expect(articles.map((a) => [a.body, a.internal, a.sender])).toEqual([
      ['Domanda', false, 'Customer'],
      ['Ci siete?', false, 'Customer'],
      ['Schede simili: …', true, 'Agent'],
    ]);
    fake.addArticle(ticket.id, { body: 'Nota interna', internal: true }, fake.at(50));
    fake.addArticle(ticket.id, { body: '<p>Provi a <b>riavviare</b></p>' }, fake.at(60));
    const replies = await c.agentMessages(`zammad-${ticket.id}`, new Date(fake.at(40)));
    expect(replies).toEqual([expect.objectContaining({ body: 'Provi a riavviare', ticketExternalId: `zammad-${ticket.id}` })]);
    expect(await c.agentMessages(`zammad-${ticket.id}`, new Date(fake.at(60)))).toEqual([]);
  });
});
