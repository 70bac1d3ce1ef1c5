import { parseConfig } from './config';
import { DEV_GDPR_HASH_KEY, gdprHashKey } from './gdpr.config';

describe('GDPR configuration', () => {
  const production = { NODE_ENV: 'production', INTAKE_TOKEN: 'a-real-production-secret-0123' };

  it('fails fast in production without the key of the erasure hashes', () => {
    expect(() => parseConfig(production)).toThrow(/GDPR_HASH_KEY: required when NODE_ENV=production/);
    expect(() => parseConfig({ ...production, GDPR_HASH_KEY: '' })).toThrow(/GDPR_HASH_KEY/);
    expect(gdprHashKey(parseConfig({ ...production, GDPR_HASH_KEY: 'k'.repeat(32) }))).toBe('k'.repeat(32));
  });

  it('refuses a short key; the development key stands in elsewhere', () => {
    expect(() => parseConfig({ GDPR_HASH_KEY: 'short' })).toThrow(/GDPR_HASH_KEY: must be at least 32 characters/);
    expect(gdprHashKey(parseConfig({}))).toBe(DEV_GDPR_HASH_KEY);
  });

  it('keeps everything unless a retention is set (whole days, at least 1)', () => {
    const unset = parseConfig({});
    expect([unset.CHAT_RETENTION_DAYS, unset.TICKET_RETENTION_DAYS]).toEqual([undefined, undefined]);
    const set = parseConfig({ CHAT_RETENTION_DAYS: '30', TICKET_RETENTION_DAYS: '730' });
    expect([set.CHAT_RETENTION_DAYS, set.TICKET_RETENTION_DAYS]).toEqual([30, 730]);
    expect(() => parseConfig({ CHAT_RETENTION_DAYS: '0' })).toThrow(/CHAT_RETENTION_DAYS/);
    expect(() => parseConfig({ TICKET_RETENTION_DAYS: 'a year' })).toThrow(/TICKET_RETENTION_DAYS/);
  });
});
