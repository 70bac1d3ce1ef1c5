import { createHash, timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainError, ErrorCode } from '../../common/domain-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** GET /metrics: when METRICS_TOKEN is set, only `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.METRICS_TOKEN === undefined ? null : digest(config.METRICS_TOKEN);
  }

  canActivate(context: ExecutionContext): boolean {
    if (this.expected === null) return true;
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    // Digests of equal length, compared in constant time: neither the token nor its length leaks.
    if (!match || !timingSafeEqual(digest(match[1]), this.expected)) {
      throw new DomainError(ErrorCode.Unauthenticated, 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
    }
    return true;
  }
}
