import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DomainError, ErrorCode } from '../../common/domain-error';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../redis/redis.module';

/** Failed logins allowed per IP and e-mail, and per IP alone (password spraying), in one window. */
export const LOGIN_LIMITS = { perIpAndEmail: 5, perIp: 50, windowMs: 15 * 60_000 } as const;

/**
 * One atomic step, before the password is looked at: count this attempt against both windows
 * (IP+e-mail and IP) and decide. Counting first is what makes parallel guesses fail: with a read
 * before the check and a write after it, every request in flight saw the same old count (200
 * parallel wrong passwords all got 401). A window starts with its first attempt (fixed window).
 * Returns 0 when allowed, else the milliseconds until the window that refused ends.
 */
const COUNT_AND_DECIDE = `
local blocked = 0
for i = 1, 2 do
  local n = redis.call('INCR', KEYS[i])
  if n == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[1]) end
  if n > tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl < 0 then redis.call('PEXPIRE', KEYS[i], ARGV[1]); ttl = tonumber(ARGV[1]) end
    if ttl > blocked then blocked = ttl end
  end
end
return blocked`;

/** A successful login: its attempt is given back to the IP window and the IP+e-mail window starts over. */
const SUCCEEDED = `
redis.call('DEL', KEYS[1])
local n = redis.call('DECR', KEYS[2])
if n <= 0 then redis.call('DEL', KEYS[2]) end
return 1`;

/**
 * Login rate limit in Redis, shared by every API process. Counted and decided in one script
 * before the password is even looked at; a success clears the IP+e-mail counter. Fails closed: without Redis there is no
 * limit to enforce, so logins answer 503 rather than allow unlimited guessing.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly logger = new Logger(LoginRateLimiter.name);
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:login-fail`;
  }

  private keys(ip: string, email: string): [string, string] {
    const h = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40);
    return [`${this.prefix}:pair:${h(`${ip}\n${email.toLowerCase()}`)}`, `${this.prefix}:ip:${h(ip)}`];
  }

  /**
   * Counts the attempt and refuses it (429) past either limit. Every attempt counts as a failure
   * until `recordSuccess` gives it back: a crash between the check and the answer never makes
   * an attempt free.
   */
  async check(ip: string, email: string): Promise<void> {
    const [pairKey, ipKey] = this.keys(ip, email);
    const waitMs = Number(
      await this.guard(() =>
        this.redis.eval(COUNT_AND_DECIDE, 2, pairKey, ipKey, String(LOGIN_LIMITS.windowMs), String(LOGIN_LIMITS.perIpAndEmail), String(LOGIN_LIMITS.perIp)),
      ),
    );
    if (waitMs > 0) {
      throw new DomainError(ErrorCode.RateLimited, `Too many failed logins: try again in ${Math.ceil(waitMs / 1000)} s`, [], {
        retryAfterSeconds: waitMs / 1000,
      });
    }
  }

  async recordSuccess(ip: string, email: string): Promise<void> {
    const [pairKey, ipKey] = this.keys(ip, email);
    await this.guard(() => this.redis.eval(SUCCEEDED, 2, pairKey, ipKey));
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Login rate limit unavailable: ${error instanceof Error ? error.message : String(error)}`);
      throw new DomainError(ErrorCode.LoginUnavailable, 'Login is temporarily unavailable, try again shortly');
    }
  }
}
