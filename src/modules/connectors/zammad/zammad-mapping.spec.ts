import { assistNote } from '../assist/assist-note';
import {
  advanceCursor,
  articleText,
  authorOf,
  decodeCursor,
  encodeCursor,
  hubSignature,
  isClosedState,
  toIntakeTicket,
  updatedSinceQuery,
  verifyHubSignature,
  zammadTicketId,
} from './zammad-mapping';
import { retryAfterMs } from './zammad-http';

describe('Zammad mapping', () => {
  const ticket = { id: 12, number: '31012', title: 'Modem spento', group: 'Fibra Casa', state: 'open', customer_id: 55, created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T09:00:00Z' };

  it('maps states: closed and merged are closed, by name or by default id', () => {
    expect(isClosedState({ state: 'closed' })).toBe(true);
    expect(isClosedState({ state: 'Merged' })).toBe(true);
    expect(isClosedState({ state: 'pending close' })).toBe(false);
    expect(isClosedState({ state_id: 4 })).toBe(true);
    expect(isClosedState({ state_id: 2 })).toBe(false);
  });

  it('maps senders by name or default id', () => {
    expect(authorOf({ sender: 'Customer' })).toBe('customer');
    expect(authorOf({ sender: 'Agent' })).toBe('agent');
    expect(authorOf({ sender_id: 2 })).toBe('customer');
    expect(authorOf({ sender_id: 3 })).toBe('system');
  });

  it('turns HTML bodies into text', () => {
    expect(articleText({ body: '<p>Provi a <b>riavviare</b>&nbsp;il modem &amp; attenda</p><br>Grazie', content_type: 'text/html' })).toBe('Provi a riavviare il modem & attenda\n\nGrazie');
  });

  it('keeps the group (or a custom attribute) as the raw product, the customer id as customer_ref, and drops its own assist notes', () => {
    const note = assistNote('modem', [{ unit_id: 1, title: 'Modem', problem: 'Modem', solution: 'Riavvii', ranks: { lexical: 1, semantic: 1 } }], 'http://kb');
    const intake = toIntakeTicket(
      { ...ticket, prodotto: 'Fibra Business' },
      [
        { id: 2, ticket_id: 12, body: 'Il modem è spento', sender: 'Customer', created_at: '2026-11-01T08:00:00Z' },
        { id: 3, ticket_id: 12, body: note, sender: 'Agent', internal: true, created_at: '2026-11-01T08:01:00Z' },
      ],
      { productField: 'prodotto', categoryField: null },
    );
    expect(intake).toMatchObject({ external_id: 'zammad-12', product: 'Fibra Business', customer_ref: '55', status: 'open', category: null });
    expect(intake.messages).toHaveLength(1);
    expect(toIntakeTicket(ticket, [], { productField: 'group', categoryField: null }).product).toBe('Fibra Casa');
  });

  it('advances the cursor past tickets sharing a timestamp', () => {
    const start = decodeCursor(encodeCursor({ t: '2026-11-01T09:00:00.000Z', ids: [1] }));
    const next = advanceCursor(start, [
      { id: 2, updated_at: '2026-11-01T09:00:00.000Z' },
      { id: 3, updated_at: '2026-11-01T09:05:00.000Z' },
      { id: 4, updated_at: '2026-11-01T09:05:00.000Z' },
    ]);
    expect(next).toEqual({ t: '2026-11-01T09:05:00.000Z', ids: [3, 4] });
    expect(advanceCursor(start, [{ id: 2, updated_at: '2026-11-01T09:00:00Z' }])).toEqual({ t: '2026-11-01T09:00:00.000Z', ids: [1, 2] });
    expect(() => decodeCursor('{"t":"yesterday","ids":[]}')).toThrow('not a Zammad sync cursor');
  });

  it('escapes the colons of the time in the search query', () => {
    expect(updatedSinceQuery('2026-11-01T09:00:00.000Z')).toBe('updated_at:>=2026-11-01T09\\:00\\:00.000Z');
  });

  it('checks X-Hub-Signature (sha1=hex HMAC of the body)', () => {
    const body = Buffer.from('{"ticket":{"id":1}}');
    const signature = hubSignature('s3cret-s3cret-s3cret', body);
    expect(signature).toMatch(/^sha1=[0-9a-f]{40}$/);
    expect(verifyHubSignature('s3cret-s3cret-s3cret', signature, body)).toBe(true);
    expect(verifyHubSignature('s3cret-s3cret-s3cret', signature.toUpperCase().replace('SHA1=', 'sha1='), body)).toBe(true);
    expect(verifyHubSignature('s3cret-s3cret-s3cret', signature, Buffer.from('{"ticket":{"id":2}}'))).toBe(false);
    expect(verifyHubSignature('s3cret-s3cret-s3cret', 'sha256=abc', body)).toBe(false);
    expect(verifyHubSignature('s3cret-s3cret-s3cret', undefined, body)).toBe(false);
  });

  it('reads external ids and Retry-After', () => {
    expect(zammadTicketId('zammad-42')).toBe(42);
    expect(zammadTicketId('CHAT-42')).toBeNull();
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBeNull();
  });
});
