import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DomainError, ErrorCode } from '../../common/domain-error';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../redis/redis.module';

/** Failed logins allowed per IP and e-mail, and per IP alone (password spraying), in one window. */
export const LOGIN_LIMITS = { perIpAndEmail: 5, perIp: 50, windowMs: 15 * 60_000 } as const;

// INCR, and start the window on the first failure only (a fixed window, not a sliding one).
const INCR_WITH_WINDOW = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Login rate limit in Redis, shared by every API process. Checked before the password is even
 * looked at; a success clears the IP+e-mail counter. Fails closed: without Redis there is no
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

  async check(ip: string, email: string): Promise<void> {
    const [pairKey, ipKey] = this.keys(ip, email);
    const [pair, byIp] = await this.guard(() =>
      Promise.all([this.state(pairKey), this.state(ipKey)]),
    );
    const blocked = [
      pair.count >= LOGIN_LIMITS.perIpAndEmail ? pair.ttlMs : 0,
      byIp.count >= LOGIN_LIMITS.perIp ? byIp.ttlMs : 0,
    ];
    const waitMs = Math.max(...blocked);
    if (waitMs > 0) {
      throw new DomainError(ErrorCode.RateLimited, `Too many failed logins: try again in ${Math.ceil(waitMs / 1000)} s`, [], {
        retryAfterSeconds: waitMs / 1000,
      });
    }
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    const [pairKey, ipKey] = this.keys(ip, email);
    await this.guard(() =>
      Promise.all([
        this.redis.eval(INCR_WITH_WINDOW, 1, pairKey, String(LOGIN_LIMITS.windowMs)),
        this.redis.eval(INCR_WITH_WINDOW, 1, ipKey, String(LOGIN_LIMITS.windowMs)),
      ]),
    );
  }

  async recordSuccess(ip: string, email: string): Promise<void> {
    const [pairKey] = this.keys(ip, email);
    await this.guard(() => this.redis.del(pairKey));
  }

  private async state(key: string): Promise<{ count: number; ttlMs: number }> {
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    // A key without expiry (should not happen) blocks for one window, not forever.
    return { count: Number(count ?? 0), ttlMs: ttl > 0 ? ttl : LOGIN_LIMITS.windowMs };
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
