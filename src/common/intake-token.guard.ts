import { timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError, ErrorCode } from './domain-error';

/** The ticketing system authenticates with `Authorization: Bearer <INTAKE_TOKEN>`. */
@Injectable()
export class IntakeTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = Buffer.from(config.INTAKE_TOKEN);
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const given = Buffer.from(match?.[1] ?? '');
    // Constant-time comparison: the token must not leak through response timing.
    if (given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) {
      throw new DomainError(ErrorCode.Unauthenticated, 'A valid intake bearer token is required');
    }
    return true;
  }
}
