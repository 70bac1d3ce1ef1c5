import { createHmac } from 'node:crypto';

/**
 * How the audit log names an erased customer: HMAC-SHA256 of the reference under GDPR_HASH_KEY.
 * The same reference always gives the same value, so "was REF erased, and when?" can be answered
 * by whoever holds the key and the reference, while the log itself reveals neither (a plain hash
 * of a short customer id could be reversed by trying every id). Pure.
 */
export function subjectHash(key: string, customerRef: string): string {
  return `hmac-sha256:${createHmac('sha256', key).update(customerRef, 'utf8').digest('hex')}`;
}
