import { parseRetryAfterMs } from './retry-after';

describe('parseRetryAfterMs', () => {
  const now = Date.parse('Sun, 01 Nov 2026 10:00:00 GMT');
  const wait = (headers: Record<string, string>) => parseRetryAfterMs(new Headers(headers), now);

  it('prefers retry-after-ms, rounded up to whole milliseconds', () => {
    expect(wait({ 'retry-after-ms': '250.5', 'retry-after': '9' })).toBe(251);
  });

  it('reads retry-after as seconds (fractions too, surrounding blanks ignored)', () => {
    expect(wait({ 'retry-after': '2' })).toBe(2_000);
    expect(wait({ 'retry-after': ' 0.5 ' })).toBe(500);
  });

  it('reads retry-after as an HTTP date; a date already past means no wait', () => {
    expect(wait({ 'retry-after': 'Sun, 01 Nov 2026 10:00:07 GMT' })).toBe(7_000);
    expect(wait({ 'retry-after': 'Sun, 01 Nov 2026 09:00:00 GMT' })).toBe(0);
  });

  it('falls back to retry-after when retry-after-ms is unusable, and gives up on nonsense', () => {
    expect(wait({ 'retry-after-ms': 'soon', 'retry-after': '1' })).toBe(1_000);
    expect(wait({ 'retry-after-ms': '-5' })).toBeUndefined();
    expect(wait({ 'retry-after': 'later' })).toBeUndefined();
    expect(wait({})).toBeUndefined();
  });

  it('accepts a missing header set (SDK errors without a response)', () => {
    expect(parseRetryAfterMs(undefined, now)).toBeUndefined();
    expect(parseRetryAfterMs(null, now)).toBeUndefined();
  });
});
