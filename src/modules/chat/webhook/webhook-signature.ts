import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How an outbound webhook is signed, for the receiver to check (pure, no framework):
 *
 *   X-Distillo-Timestamp: <unix seconds of this attempt>
 *   X-Distillo-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 *
 * The timestamp is inside the MAC so a captured request cannot be replayed later than the
 * receiver's tolerance (5 minutes in verifyWebhookSignature).
 */
export const SIGNATURE_HEADER = 'x-distillo-signature';
export const TIMESTAMP_HEADER = 'x-distillo-timestamp';
export const EVENT_HEADER = 'x-distillo-event';
export const DELIVERY_HEADER = 'x-distillo-delivery';
export const DEFAULT_TOLERANCE_S = 300;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does: same MAC (constant time) and a fresh timestamp. */
export function verifyWebhookSignature(
  secret: string,
  headers: { signature?: string; timestamp?: string },
  body: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = DEFAULT_TOLERANCE_S,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
