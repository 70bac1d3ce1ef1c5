import type { Redis } from 'ioredis';

/** One atomic step of a fixed window: count the request, start the window's clock on the first. */
const FIXED_WINDOW = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

export interface WindowDecision {
  allowed: boolean;
  /** Seconds until the window that refused the request ends (0 when allowed). */
  retryAfterS: number;
  /** Requests counted in this window, this one included. */
  count: number;
}

/**
 * A request against a fixed window shared by every process (one Redis script, so parallel
 * requests cannot all slip through on a stale count). Throws when Redis does not answer: the
 * caller decides whether that fails open or closed.
 */
export async function hitFixedWindow(redis: Redis, key: string, limit: number, windowMs: number): Promise<WindowDecision> {
  const [count, ttl] = (await redis.eval(FIXED_WINDOW, 1, key, String(windowMs))) as [number, number];
  const allowed = count <= limit;
  return { allowed, retryAfterS: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)), count };
}
