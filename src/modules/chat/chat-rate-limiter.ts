import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { hitFixedWindow } from '../../redis/fixed-window';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { REDIS } from '../../redis/redis.module';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window that refused the request ends (0 when allowed). */
  retryAfterS: number;
  limit: number;
  remaining: number;
}

/** Deletes the lock only if it is still ours (it may have expired and been taken by another turn). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

const WINDOW_MS = 60_000;
/** A turn longer than this loses its lock (a crashed process does not block the conversation forever). */
const TURN_LOCK_MS = 120_000;

/**
 * The chat's rate limits and per-conversation turn lock, in Redis so every API process shares
 * them. Fixed one-minute windows per client IP (every chat request) and per conversation
 * (messages). When Redis does not answer, requests are let through: a customer is not refused
 * because a counter is unavailable.
 */
@Injectable()
export class ChatRateLimiter {
  private readonly logger = new Logger(ChatRateLimiter.name);
  private lastWarning = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  perIp(ip: string): Promise<RateDecision> {
    return this.hit('ip', ip, this.config.CHAT_RATE_IP_PER_MINUTE);
  }

  perConversation(conversationId: string): Promise<RateDecision> {
    return this.hit('conv', conversationId, this.config.CHAT_RATE_CONVERSATION_PER_MINUTE);
  }

  /** Handovers that create or reopen a request, and contact addresses given (each a ticket or a webhook), per IP. */
  perIpHandover(ip: string): Promise<RateDecision> {
    return this.hit('handover', ip, this.config.ESCALATION_RATE_IP_PER_MINUTE);
  }

  async hit(bucket: string, subject: string, limit: number, windowMs = WINDOW_MS): Promise<RateDecision> {
    if (limit <= 0) return { allowed: true, retryAfterS: 0, limit, remaining: Number.MAX_SAFE_INTEGER };
    const key = `${this.config.QUEUE_PREFIX}:chat:rl:${bucket}:${createHash('sha1').update(subject).digest('hex')}`;
    try {
      const { allowed, retryAfterS, count } = await hitFixedWindow(this.redis, key, limit, windowMs);
      return { allowed, retryAfterS, limit, remaining: Math.max(0, limit - count) };
    } catch (error) {
      this.warn(`rate limit not checked (Redis): ${String(error)}`);
      return { allowed: true, retryAfterS: 0, limit, remaining: limit };
    }
  }

  /** One answer at a time per conversation: null when another turn holds it. */
  async lockTurn(conversationId: string): Promise<(() => Promise<void>) | null> {
    const key = `${this.config.QUEUE_PREFIX}:chat:turn:${conversationId}`;
    const token = randomBytes(12).toString('hex');
    try {
      const ok = await this.redis.set(key, token, 'PX', TURN_LOCK_MS, 'NX');
      if (ok !== 'OK') return null;
    } catch (error) {
      this.warn(`turn lock not taken (Redis): ${String(error)}`);
      return async () => undefined;
    }
    return async () => {
      await this.redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    };
  }

  private warn(message: string): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(message);
  }
}

/** A refused decision as the error the filter turns into a 429 with Retry-After (see httpResponseOf). */
export function refuseIfLimited(decision: RateDecision): void {
  if (decision.allowed) return;
  throw new DomainError(ErrorCode.RateLimited, `Too many requests: try again in ${decision.retryAfterS} s`, [], {
    retryAfterSeconds: decision.retryAfterS,
  });
}
