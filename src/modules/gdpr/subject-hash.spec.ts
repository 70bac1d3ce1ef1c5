import { subjectHash } from './subject-hash';

describe('subjectHash', () => {
  const key = 'k'.repeat(32);

  it('is stable for a reference and a key, and reveals neither', () => {
    const hash = subjectHash(key, 'CUST-42');
    expect(hash).toBe(subjectHash(key, 'CUST-42'));
    expect(hash).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(hash).not.toContain('CUST-42');
    expect(hash).not.toContain(key);
  });

  it('differs with the reference and with the key (no one can recompute it without the key)', () => {
    expect(subjectHash(key, 'CUST-42')).not.toBe(subjectHash(key, 'CUST-43'));
    expect(subjectHash(key, 'CUST-42')).not.toBe(subjectHash('x'.repeat(32), 'CUST-42'));
  });

  it('is the RFC 2104 HMAC-SHA256 (a known vector)', () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(subjectHash('Jefe', 'what do ya want for nothing?')).toBe('hmac-sha256:5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});
