import { emptyChatAndTickets, useChatApp } from './utils/chat-app';
import { flushQueues } from './utils/test-app';

/**
 * Issue 32, finding 7: every escalation creates a local ticket, a ticket in the ticketing system
 * and a webhook. Only a conversation with a customer's message is handed over; once, until the
 * handoff ends; again no sooner than ESCALATION_COOLDOWN_SECONDS after the last handover; and at
 * most ESCALATION_RATE_IP_PER_MINUTE handovers (and contact addresses) per client IP.
 * Real HTTP, MariaDB/MySQL and Redis; the webhooks are counted where they are queued.
 */
const QUESTION = "Ho scordato la parola d'accesso, come faccio a recuperarla?";

describe('escalation limits (real HTTP, MariaDB/MySQL, Redis)', () => {
  const s = useChatApp({ env: { ESCALATION_COOLDOWN_SECONDS: '2', ESCALATION_RATE_IP_PER_MINUTE: '0' } });
  beforeEach(async () => {
    await emptyChatAndTickets(s.app);
    await flushQueues();
  });
  const webhooks = async () => (await s.db().selectFrom('chat_webhook_deliveries').select('event').orderBy('id').execute()).map((d: { event: string }) => d.event);
  const tickets = () => s.db().selectFrom('tickets').select('id').execute();

  it('refuses to hand over a conversation the customer wrote nothing in: 409, no ticket, no webhook', async () => {
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    const refused = await s.client.escalate(conversation);
    expect([refused.status, refused.json.error]).toEqual([409, 'nothing_to_escalate']);
    expect(refused.json.message).toMatch(/message/i);
    expect(await tickets()).toEqual([]);
    expect(await webhooks()).toEqual([]);
    expect(await s.db().selectFrom('chat_escalations').selectAll().execute()).toEqual([]);
    // Once the customer has written, it is handed over.
    await s.client.send(conversation, QUESTION);
    expect((await s.client.escalate(conversation)).status).toBe(201);
  });

  it('hands a conversation over once while the handoff lasts: repeated calls, with the same address, add no ticket and no notice', async () => {
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    await s.client.send(conversation, QUESTION);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await s.client.post(`/api/chat/conversations/${conversation.id}/escalate`, conversation.token, { contact_email: 'mario.rossi@example.com', consent: true })).status);
    expect(statuses).toEqual([201, 200, 200, 200, 200]);
    expect(await tickets()).toHaveLength(1);
    expect(await webhooks()).toEqual(['chat.escalated']);
    // A new address is news: one notice.
    await s.client.post(`/api/chat/conversations/${conversation.id}/escalate`, conversation.token, { contact_email: 'm.rossi@example.com', consent: true });
    expect(await webhooks()).toEqual(['chat.escalated', 'conversation.contact']);
  });

  it('closing and escalating again within the cooldown is refused (429, Retry-After) and changes nothing; after it, one reopening', async () => {
    const conversation = await s.client.createConversation({ product: 'fatturafacile' });
    await s.client.send(conversation, QUESTION);
    expect((await s.client.escalate(conversation)).status).toBe(201);
    const cycles: number[] = [];
    for (let i = 0; i < 5; i++) {
      await s.client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token);
      const again = await s.client.escalate(conversation);
      cycles.push(again.status);
      if (again.status === 429) {
        expect(again.json.error).toBe('escalation_cooldown');
        expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    expect(cycles).toEqual([429, 429, 429, 429, 429]);
    expect(await webhooks()).toEqual(['chat.escalated', 'conversation.closed']);
    expect((await s.client.get(`/api/chat/conversations/${conversation.id}`, conversation.token)).json.handoff).toMatchObject({ status: 'open', ended_by: 'customer' });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await s.client.escalate(conversation)).status).toBe(200);
    expect(await webhooks()).toEqual(['chat.escalated', 'conversation.closed', 'conversation.reopened']);
    expect(await tickets()).toHaveLength(1);
  });
});

describe('escalations per client IP (real HTTP, MariaDB/MySQL, Redis)', () => {
  const s = useChatApp({ env: { ESCALATION_RATE_IP_PER_MINUTE: '3' } });
  beforeEach(async () => {
    await emptyChatAndTickets(s.app);
    await flushQueues();
  });

  it('hands over at most ESCALATION_RATE_IP_PER_MINUTE conversations of one IP a minute; the others get 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const conversation = await s.client.createConversation({ product: 'fatturafacile' });
      await s.client.send(conversation, QUESTION);
      const response = await s.client.escalate(conversation);
      statuses.push(response.status);
      if (response.status === 429) expect([response.json.error, Number(response.headers.get('retry-after')) > 0]).toEqual(['rate_limited', true]);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await s.db().selectFrom('tickets').select('id').execute()).toHaveLength(3);
  });
});
