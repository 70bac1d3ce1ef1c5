import { ticketInputSchema } from './ticket.dto';

const base = {
  external_id: 'T-1',
  subject: 'Oggetto',
  status: 'closed',
  closed_at: '2026-03-02T10:00:00Z',
  messages: [{ author: 'customer', visibility: 'public', body: 'Testo', created_at: '2026-03-01T09:00:00Z' }],
};
const parse = (overrides: Record<string, unknown>) => ticketInputSchema.safeParse({ ...base, ...overrides });
const paths = (overrides: Record<string, unknown>) => {
  const result = parse(overrides);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('ticketInputSchema: external_id', () => {
  it.each([
    ['\uFF32\uFF34-\uFF11', 'RT-1'],
    ['RT-E\u0301', 'RT-\u00C9'],
    ['  RT-1\u3000', 'RT-1'],
    ['rt-1', 'rt-1'],
    ['stra\u00DFe', 'stra\u00DFe'],
  ])('normalises %j to %j (NFKC, trimmed, case kept)', (given, expected) => {
    const result = parse({ external_id: given });
    expect(result.success && result.data.external_id).toBe(expected);
  });

  it.each(['T-\uD800', 'T-\uDC00', 'T-\u0000', 'T-\u001B', 'T-\r\n', 'T-\u202E', '\uFEFFT', 'T\u200B', 'T\u2028', '', '\u3000', 'x'.repeat(192)])('refuses %j naming external_id', (given) => {
    expect(paths({ external_id: given })).toEqual(['external_id']);
  });
});

describe('ticketInputSchema: dates', () => {
  it('refuses dates a DATETIME cannot hold once in UTC, naming each field', () => {
    expect(paths({ closed_at: '9999-12-31T23:59:59-01:00' })).toEqual(['closed_at']);
    expect(paths({ closed_at: '1969-12-31T23:59:59Z' })).toEqual(['closed_at']);
    expect(paths({ messages: [{ ...base.messages[0], created_at: '0999-01-01T00:00:00Z' }] })).toEqual(['messages.0.created_at']);
  });

  it('accepts the bounds themselves', () => {
    expect(paths({ closed_at: '9999-12-31T23:59:59Z' })).toEqual([]);
    expect(paths({ closed_at: '1970-01-01T00:00:00Z' })).toEqual([]);
  });
});
