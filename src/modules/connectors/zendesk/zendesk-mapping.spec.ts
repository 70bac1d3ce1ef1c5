import { createHmac } from 'node:crypto';
import { ticketInputSchema } from '../../tickets/ticket.dto';
import { authorOf, fieldValue, intakeStatus, parseFieldSource, toIntakeTicket } from './zendesk-mapping';
import { ZendeskConnector } from './zendesk.connector';
import type { ZendeskTicket } from './zendesk.types';

const ticket = (overrides: Partial<ZendeskTicket> = {}): ZendeskTicket => ({
  id: 7,
  subject: 'Non arriva la fattura',
  status: 'solved',
  requester_id: 501,
  brand_id: 1,
  group_id: 2,
  tags: ['urgente', 'prodotto_fatturafacile'],
  custom_fields: [{ id: 99, value: 'Fattura Facile Pro' }],
  created_at: '2026-01-01T09:00:00Z',
  updated_at: '2026-01-02T09:00:00Z',
  ...overrides,
});
const names = { brands: new Map([[1, 'Acme Fibra']]), groups: new Map([[2, 'Fatturazione']]) };

describe('Zendesk mapping', () => {
  it('maps statuses: solved → resolved, closed → closed, the rest → open', () => {
    expect(['new', 'open', 'pending', 'hold', 'solved', 'closed'].map(intakeStatus)).toEqual(['open', 'open', 'open', 'open', 'resolved', 'closed']);
  });

  it('maps roles: end-user → customer, agent and admin → agent, unknown → system', () => {
    expect([authorOf({ id: 1, role: 'end-user' }), authorOf({ id: 1, role: 'agent' }), authorOf({ id: 1, role: 'admin' }), authorOf(undefined)]).toEqual([
      'customer',
      'agent',
      'agent',
      'system',
    ]);
  });

  it('reads the product or category from brand, group, a tag prefix or a custom field, keeping the raw value', () => {
    expect(fieldValue(ticket(), parseFieldSource('brand'), names)).toBe('Acme Fibra');
    expect(fieldValue(ticket(), parseFieldSource('group'), names)).toBe('Fatturazione');
    expect(fieldValue(ticket(), parseFieldSource('tag:prodotto_'), names)).toBe('fatturafacile');
    expect(fieldValue(ticket(), parseFieldSource('custom_field:99'), names)).toBe('Fattura Facile Pro');
    expect(fieldValue(ticket({ brand_id: 3 }), parseFieldSource('brand'), names)).toBeNull();
    expect(fieldValue(ticket(), parseFieldSource('custom_field:100'), names)).toBeNull();
    expect(fieldValue(ticket(), null, names)).toBeNull();
  });

  it('builds a ticket intake accepts: internal notes internal, requester id as customer_ref, empty comments dropped', () => {
    const users = new Map([
      [501, { id: 501, role: 'end-user' }],
      [900, { id: 900, role: 'agent' }],
    ]);
    const mapped = toIntakeTicket(
      ticket(),
      [
        { id: 1, author_id: 501, plain_body: 'La fattura non arriva', public: true, created_at: '2026-01-01T09:00:00Z' },
        { id: 2, author_id: 900, plain_body: 'Controllo lo SDI', public: false, created_at: '2026-01-01T09:10:00Z' },
        { id: 3, author_id: 900, plain_body: '   ', public: true, created_at: '2026-01-01T09:20:00Z' },
        { id: 4, author_id: 900, body: 'Rigenerata, ora arriva', public: true, created_at: '2026-01-01T09:30:00Z' },
      ],
      users,
      { product: parseFieldSource('custom_field:99'), category: parseFieldSource('group'), names },
    );
    expect(mapped).toMatchObject({ external_id: 'zendesk-7', customer_ref: '501', status: 'resolved', product: 'Fattura Facile Pro', category: 'Fatturazione' });
    expect(mapped.messages.map((m) => [m.author, m.visibility])).toEqual([
      ['customer', 'public'],
      ['agent', 'internal'],
      ['agent', 'public'],
    ]);
    const parsed = ticketInputSchema.parse(mapped);
    expect(parsed).toMatchObject({ product: 'fattura-facile-pro', product_name: 'Fattura Facile Pro', category: 'fatturazione' });
  });

  it("on a ticket Distillo created for an escalation, the API user's public comments are the customer's (transcript, later messages)", () => {
    const users = new Map([
      [1000, { id: 1000, role: 'admin' }],
      [900, { id: 900, role: 'agent' }],
    ]);
    const comments = [
      { id: 1, author_id: 1000, plain_body: 'Conversazione con l’assistente automatico…', public: true, created_at: '2026-01-01T09:00:00Z' },
      { id: 2, author_id: 1000, plain_body: 'Ci siete?', public: true, created_at: '2026-01-01T09:05:00Z' },
      { id: 3, author_id: 1000, plain_body: 'Nota di Distillo', public: false, created_at: '2026-01-01T09:06:00Z' },
      { id: 4, author_id: 900, plain_body: 'Le ho inviato il link.', public: true, created_at: '2026-01-01T09:10:00Z' },
    ];
    const options = { product: null, category: null, names, apiUserId: 1000 };
    const authors = (t: ZendeskTicket) => toIntakeTicket(t, comments, users, options).messages.map((m) => m.author);
    expect(authors(ticket({ external_id: 'distillo-chat-12' }))).toEqual(['customer', 'customer', 'agent', 'agent']);
    // Any other ticket: the admin who answers by hand is an agent, as before.
    expect(authors(ticket({ external_id: null }))).toEqual(['agent', 'agent', 'agent', 'agent']);
    expect(authors(ticket({ external_id: 'crm-12' }))).toEqual(['agent', 'agent', 'agent', 'agent']);
  });

  it("never files a ticket under the integration's own account: requested by the API user, it has no subject reference", () => {
    const options = { product: null, category: null, names, apiUserId: 1000 };
    expect(toIntakeTicket(ticket({ requester_id: 1000, external_id: 'distillo-chat-12' }), [], new Map(), options).customer_ref).toBeNull();
    expect(toIntakeTicket(ticket({ requester_id: 1000 }), [], new Map(), options).customer_ref).toBeNull();
    expect(toIntakeTicket(ticket({ requester_id: 501 }), [], new Map(), options).customer_ref).toBe('501');
    expect(toIntakeTicket(ticket({ requester_id: null }), [], new Map(), options).customer_ref).toBeNull();
  });

  it('gives a ticket with neither subject nor messages a subject of its own', () => {
    expect(toIntakeTicket(ticket({ subject: null, raw_subject: null }), [], new Map(), { product: null, category: null, names }).subject).toBe('Ticket Zendesk #7');
  });
});

describe('Zendesk webhook signature', () => {
  const connector = new ZendeskConnector({
    url: 'https://acme.zendesk.com',
    email: 'a@b.c',
    apiToken: 'token-123456',
    webhookSecret: 'dGhpc19zZWNyZXRfaXNfZm9yX3Rlc3Rpbmdfb25seQ==',
    product: null,
    category: null,
    http: { attempts: 1, backoffBaseMs: 1, maxRetryAfterMs: 0, timeoutMs: 1000 },
    concurrency: 1,
    webhookToleranceSeconds: 300,
  });
  const body = Buffer.from('{"ticket":{"id":7}}');
  const at = '2026-12-01T10:00:00Z';
  const sign = (timestamp: string, payload: Buffer, secret = 'dGhpc19zZWNyZXRfaXNfZm9yX3Rlc3Rpbmdfb25seQ==') =>
    createHmac('sha256', secret).update(timestamp + payload.toString()).digest('base64');
  const headers = (signature: string, timestamp = at) => ({ 'x-zendesk-webhook-signature': signature, 'x-zendesk-webhook-signature-timestamp': timestamp });
  const now = new Date('2026-12-01T10:01:00Z');

  it('accepts base64(HMAC-SHA256(timestamp + body))', () => {
    expect(connector.verifyWebhook(headers(sign(at, body)), body, now)).toBe(true);
  });

  it('refuses a tampered body, another secret, a stale or future timestamp, missing headers', () => {
    expect(connector.verifyWebhook(headers(sign(at, body)), Buffer.from('{"ticket":{"id":8}}'), now)).toBe(false);
    expect(connector.verifyWebhook(headers(sign(at, body, 'other')), body, now)).toBe(false);
    expect(connector.verifyWebhook(headers(sign(at, body)), body, new Date('2026-12-01T10:05:01Z'))).toBe(false);
    expect(connector.verifyWebhook(headers(sign(at, body)), body, new Date('2026-12-01T09:54:59Z'))).toBe(false);
    expect(connector.verifyWebhook({}, body, now)).toBe(false);
    expect(connector.verifyWebhook(headers('not-base64!'), body, now)).toBe(false);
  });
});
