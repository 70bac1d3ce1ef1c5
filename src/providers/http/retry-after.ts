/**
 * The wait a server asks for before a retry. Shared by every HTTP provider: the search providers'
 * client (./http-json) and the Anthropic distiller, whose SDK hands back the same headers.
 */

/**
 * Milliseconds the server asked us to wait: `retry-after-ms`, else `retry-after` (seconds or an
 * HTTP date; a date in the past means 0). Undefined when there is no usable header (or no headers:
 * SDK errors without a response carry none).
 */
export function parseRetryAfterMs(headers: Headers | undefined | null, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return Math.ceil(value);
  }
  const after = headers.get('retry-after');
  if (after === null || after.trim() === '') return undefined;
  const trimmed = after.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
