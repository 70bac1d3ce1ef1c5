import { z } from 'zod';
import { optionalInt, optionalString, withDefault } from './env';

/**
 * The key of a fresh checkout, for development and tests only: refused when NODE_ENV=production
 * (an erasure's proof must not be a hash anyone with the source code can recompute).
 */
export const DEV_GDPR_HASH_KEY = 'dev-gdpr-hash-key-change-me-0123456789';

/**
 * Erasure, access and retention (GDPR articles 15 and 17; src/modules/gdpr), merged into the app
 * config (src/config/config.ts) with `...gdprConfigShape`; the cross-field rule is `refineGdprConfig`.
 */
export const gdprConfigShape = {
  /**
   * Key of the HMAC-SHA256 that names an erased customer in the audit log (the reference itself is
   * never stored): the same reference always gives the same hash, so an erasure can be proved
   * without keeping who it was. At least 32 characters; required in production.
   */
  GDPR_HASH_KEY: optionalString(z.string().min(32, 'must be at least 32 characters')),
  /** Chat conversations whose last message is older than this many days are erased by the daily job; unset = kept. */
  CHAT_RETENTION_DAYS: optionalInt(1),
  /** Tickets closed (or, when open, received) more than this many days ago are erased by the daily job; unset = kept. */
  TICKET_RETENTION_DAYS: optionalInt(1),
  /** When the daily retention job runs (cron, server time): 04:45. */
  RETENTION_CRON: withDefault(z.string().min(9), '45 4 * * *'),
};

const gdprConfigObject = z.object({ ...gdprConfigShape, NODE_ENV: z.string() });
export type GdprConfig = z.infer<typeof gdprConfigObject>;

/** Production needs a real key; elsewhere the development key stands in (`gdprHashKey`). */
export function refineGdprConfig(config: GdprConfig, ctx: z.RefinementCtx): void {
  if (config.NODE_ENV === 'production' && config.GDPR_HASH_KEY === undefined) {
    ctx.addIssue({ code: 'custom', path: ['GDPR_HASH_KEY'], message: 'required when NODE_ENV=production (the key of the erasure hashes)' });
  }
}

export function gdprHashKey(config: Pick<GdprConfig, 'GDPR_HASH_KEY'>): string {
  return config.GDPR_HASH_KEY ?? DEV_GDPR_HASH_KEY;
}
