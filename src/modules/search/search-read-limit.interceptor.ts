import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { finalize, type Observable } from 'rxjs';
import { ConcurrencyGate } from '../../common/concurrency-gate';
import { DomainError, ErrorCode } from '../../common/domain-error';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../redis/redis.module';
import { hitFixedWindow } from '../../redis/fixed-window';

const WINDOW_MS = 60_000;

/**
 * GET /api/search is public and CPU-bound (at 264–416 searches/s its p95 reached 0.9 s on two
 * cores): a per-IP window in Redis (SEARCH_RATE_IP_PER_MINUTE) and a cap on searches running at
 * once in this process (SEARCH_MAX_CONCURRENT), both answered with 429 and Retry-After before any
 * work is done. Without Redis the window is not checked (the cap still holds): a customer is not
 * refused because a counter is away.
 */
@Injectable()
export class SearchReadLimitInterceptor implements NestInterceptor {
  private readonly logger = new Logger(SearchReadLimitInterceptor.name);
  private readonly gate: ConcurrencyGate;
  private lastWarning = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.gate = new ConcurrencyGate(config.SEARCH_MAX_CONCURRENT);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    await this.checkWindow(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    const release = this.gate.tryAcquire();
    if (!release) throw new DomainError(ErrorCode.RateLimited, 'Too many searches at once: try again in 1 s', [], { retryAfterSeconds: 1 });
    return next.handle().pipe(finalize(release));
  }

  private async checkWindow(ip: string): Promise<void> {
    const limit = this.config.SEARCH_RATE_IP_PER_MINUTE;
    if (limit <= 0) return;
    const key = `${this.config.QUEUE_PREFIX}:search:rl:ip:${createHash('sha1').update(ip).digest('hex')}`;
    let decision;
    try {
      decision = await hitFixedWindow(this.redis, key, limit, WINDOW_MS);
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`search rate limit not checked (Redis): ${String(error)}`);
      }
      return;
    }
    if (!decision.allowed) {
      throw new DomainError(ErrorCode.RateLimited, `Too many searches: try again in ${decision.retryAfterS} s`, [], { retryAfterSeconds: decision.retryAfterS });
    }
  }
}
