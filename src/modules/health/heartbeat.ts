/**
 * The worker's heartbeat: each worker process keeps its entry in one Redis sorted set
 * (`<prefix>:workers`, score = last beat in ms), so readiness is one ZCOUNT, with no key scan,
 * and a crashed worker drops out by itself once its beat is older than three periods.
 */
export function heartbeatKey(queuePrefix: string): string {
  return `${queuePrefix}:workers`;
}

/** A beat counts for three periods: one late beat (a long GC, a busy Redis) is not an outage. */
export function heartbeatFreshSince(now: number, everyMs: number): number {
  return now - 3 * everyMs;
}
