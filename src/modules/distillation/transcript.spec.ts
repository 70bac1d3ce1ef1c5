import { REDACTOR_VERSION } from '../pii/redact';
import { redactedCopy } from '../pii/redacted-copy';
import { buildTranscript, type StoredMessageForTranscript } from './transcript';

const messages: StoredMessageForTranscript[] = [
  { author: 'customer', visibility: 'public', body: 'Scrivetemi a mario.rossi@example.it, IBAN IT60X0542811101000000123456', created_at: '2026-11-01T10:00:00Z' },
  { author: 'agent', visibility: 'internal_confidential', body: 'Codice fiscale RSSMRA80A01H501U', created_at: '2026-11-01T10:05:00Z' },
  { author: 'agent', visibility: 'public', body: 'Aggiorni il firmware alla 4.2.1.0', created_at: '2026-11-01T10:10:00Z' },
];
const ticket = { external_id: 'T-1', subject: 'Fattura per mario.rossi@example.it', category: null, product: null, locale: 'it' };

function stored() {
  const copy = redactedCopy(ticket.subject, messages);
  return {
    ticket: { ...ticket, subject_redacted: copy.subject, redaction_counts: JSON.stringify(copy.counts), redactor_version: copy.version },
    messages: messages.map((m, i) => ({ ...m, body_redacted: copy.bodies[i] })),
  };
}

describe('buildTranscript with the redacted copy intake stored', () => {
  it('gives the same transcript and counts as redacting the raw text now', () => {
    const fresh = buildTranscript(ticket, messages);
    const copy = stored();
    expect(buildTranscript(copy.ticket, copy.messages)).toEqual(fresh);
    expect(fresh.redactions.EMAIL).toBe(2);
    expect(fresh.input.messages).toHaveLength(2);
  });

  it('reads the stored copy instead of redacting again when its redactor version is current', () => {
    const copy = stored();
    const marked = copy.messages.map((m) => (m.body_redacted ? { ...m, body_redacted: `${m.body_redacted} [copia]` } : m));
    const { input } = buildTranscript(copy.ticket, marked);
    expect(input.messages.map((m) => m.body.endsWith('[copia]'))).toEqual([true, true]);
  });

  it('ignores a copy made by another redactor version, or one that misses a message, and redacts the raw text', () => {
    const copy = stored();
    const marked = copy.messages.map((m) => (m.body_redacted ? { ...m, body_redacted: 'stale copy' } : m));
    expect(REDACTOR_VERSION).not.toBe('0');
    const old = buildTranscript({ ...copy.ticket, redactor_version: '0' }, marked);
    expect(old.input.messages.map((m) => m.body)).not.toContain('stale copy');
    const partial = buildTranscript(copy.ticket, [marked[0], { ...marked[2], body_redacted: null }]);
    expect(partial.input.messages.map((m) => m.body)).not.toContain('stale copy');
    expect(old.input.messages[0].body).not.toContain('mario.rossi@example.it');
  });
});
