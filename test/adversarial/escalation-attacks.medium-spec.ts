import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { emptyChatAndTickets, useChatApp } from '../utils/chat-app';
import { flushQueues } from '../utils/test-app';

/**
 * Issue 32, finding 7, measured: what one client IP can make the escalation create in one minute
 * (tickets here, tickets in the ticketing system — one per escalation — and webhooks), with the
 * default limits: CHAT_RATE_IP_PER_MINUTE 60, CHAT_RATE_CONVERSATION_PER_MINUTE 10,
 * ESCALATION_RATE_IP_PER_MINUTE 5, ESCALATION_COOLDOWN_SECONDS 300. Each strategy gets a fresh
 * minute (the fixed windows start at its first request and it ends well within 60 s). Figures
 * land in .data/adversarial-escalation-<namespace>.json.
 */
const QUESTION = "Ho scordato la parola d'accesso, come faccio a recuperarla?";
const DEFAULTS = { CHAT_RATE_IP_PER_MINUTE: '60', CHAT_RATE_CONVERSATION_PER_MINUTE: '10', ESCALATION_RATE_IP_PER_MINUTE: '5', ESCALATION_COOLDOWN_SECONDS: '300' };
const tally = (codes: number[]) => codes.reduce((acc, c) => acc.set(c, (acc.get(c) ?? 0) + 1), new Map<number, number>());

const figures = new Map<string, unknown>();
function record(name: string, value: unknown): void {
  figures.set(name, value);
  const dir = resolve(__dirname, '../../.data');
  mkdirSync(dir, { recursive: true });
  const namespace = (process.env.QUEUE_PREFIX ?? 'test').replace(/[^a-z0-9-]/gi, '');
  writeFileSync(resolve(dir, `adversarial-escalation-${namespace}.json`), JSON.stringify(Object.fromEntries(figures), null, 2));
}

describe('adversarial: escalations one IP can create in a minute (real HTTP, MariaDB/MySQL, Redis, defaults)', () => {
  const s = useChatApp({ env: DEFAULTS });
  beforeEach(async () => {
    await emptyChatAndTickets(s.app);
    await flushQueues();
  });
  const count = async (table: string) => (await s.db().selectFrom(table).select('id').execute()).length;
  const created = async () => ({ tickets: await count('tickets'), webhooks: await count('chat_webhook_deliveries') });

  async function measure(name: string, attack: (codes: number[]) => Promise<void>) {
    const codes: number[] = [];
    const started = Date.now();
    await attack(codes);
    const seconds = (Date.now() - started) / 1000;
    const made = await created();
    const figure = { requests: codes.length, seconds: Math.round(seconds * 10) / 10, statuses: Object.fromEntries(tally(codes)), ...made };
    record(name, figure);
    expect(seconds).toBeLessThan(55); // one window of the per-minute limits
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    return figure;
  }

  it('new conversations escalated without a word: nothing is created', async () => {
    const figure = await measure('escalate_empty_conversations', async (codes) => {
      for (let i = 0; i < 35; i++) {
        const conversation = await s.client.createConversation({ product: 'fatturafacile' });
        codes.push(conversation.status);
        if (conversation.status !== 201) continue;
        codes.push((await s.client.escalate(conversation)).status);
      }
    });
    expect(figure).toMatchObject({ tickets: 0, webhooks: 0 });
  });

  it('new conversations with one message each, escalated: at most ESCALATION_RATE_IP_PER_MINUTE tickets and webhooks', async () => {
    const figure = await measure('escalate_conversations_with_a_message', async (codes) => {
      for (let i = 0; i < 25; i++) {
        const conversation = await s.client.createConversation({ product: 'fatturafacile' });
        codes.push(conversation.status);
        if (conversation.status !== 201) continue;
        codes.push((await s.client.send(conversation, `${QUESTION} (${i})`)).status);
        codes.push((await s.client.escalate(conversation)).status);
      }
    });
    expect(figure.tickets).toBeLessThanOrEqual(5);
    expect(figure.webhooks).toBe(figure.tickets);
  });

  it('close and escalate again, over and over, on one conversation: one ticket, and no notice past the first close', async () => {
    const figure = await measure('close_and_escalate_cycles', async (codes) => {
      const conversation = await s.client.createConversation({ product: 'fatturafacile' });
      await s.client.send(conversation, QUESTION);
      codes.push((await s.client.escalate(conversation)).status);
      for (let i = 0; i < 25; i++) {
        codes.push((await s.client.post(`/api/chat/conversations/${conversation.id}/handoff/close`, conversation.token)).status);
        codes.push((await s.client.escalate(conversation)).status);
      }
    });
    expect(figure).toMatchObject({ tickets: 1, webhooks: 2 }); // chat.escalated, conversation.closed
  });

  it('a new contact address on every call: at most ESCALATION_RATE_IP_PER_MINUTE notices', async () => {
    const figure = await measure('contact_address_changes', async (codes) => {
      const conversation = await s.client.createConversation({ product: 'fatturafacile' });
      await s.client.send(conversation, QUESTION);
      codes.push((await s.client.escalate(conversation)).status);
      for (let i = 0; i < 25; i++) {
        codes.push((await s.client.post(`/api/chat/conversations/${conversation.id}/contact`, conversation.token, { contact_email: `cliente${i}@example.com`, consent: true })).status);
      }
    });
    expect(figure.tickets).toBe(1);
    expect(figure.webhooks).toBeLessThanOrEqual(1 + 5);
  });
});
