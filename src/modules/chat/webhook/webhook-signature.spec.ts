import { createHmac } from 'node:crypto';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

describe('webhook signature', () => {
  const secret = 'whsec-0123456789abcdef';
  const body = '{"event":"chat.escalated","ticket_id":7}';

  it('is the hex HMAC-SHA256 of "<timestamp>.<body>"', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signWebhook(secret, 1_700_000_000, body)).toBe(`sha256=${expected}`);
  });

  it('verifies a fresh signature and refuses a changed body, another secret or an old timestamp', () => {
    const now = 1_700_000_000;
    const signature = signWebhook(secret, now, body);
    expect(verifyWebhookSignature(secret, { signature, timestamp: String(now) }, body, now + 10)).toBe(true);
    expect(verifyWebhookSignature(secret, { signature, timestamp: String(now) }, `${body} `, now)).toBe(false);
    expect(verifyWebhookSignature('another-secret-0123456', { signature, timestamp: String(now) }, body, now)).toBe(false);
    expect(verifyWebhookSignature(secret, { signature, timestamp: String(now) }, body, now + 301)).toBe(false);
    expect(verifyWebhookSignature(secret, { signature: undefined, timestamp: String(now) }, body, now)).toBe(false);
  });
});
