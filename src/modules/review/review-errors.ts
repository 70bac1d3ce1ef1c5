import { ArgumentsHost, Catch } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, ErrorCode, type ErrorIssue } from '../../common/domain-error';
import { HttpExceptionFilter } from '../../common/http-exception.filter';

/** 429 with a Retry-After header (seconds). */
export class RetryAfterError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ErrorCode.RateLimited, message);
  }
}

/** 409 on a stale `version`: the body carries the unit as it is now, so the client can rebase. */
export class VersionConflictError extends DomainError {
  constructor(
    message: string,
    readonly current: unknown,
    issues: ErrorIssue[] = [],
  ) {
    super(ErrorCode.Conflict, message, issues);
  }
}

/**
 * The API's error shape (`{error, message, issues?}` from HttpExceptionFilter) plus what the
 * reviewer endpoints add: Retry-After on 429, and `current` on a version conflict.
 * Applied with @UseFilters on the auth and review controllers only.
 */
@Catch()
export class ReviewHttpFilter extends HttpExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof RetryAfterError && !response.headersSent) {
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    }
    if (exception instanceof VersionConflictError && !response.headersSent) {
      const body: Record<string, unknown> = { error: exception.code, message: exception.message, current: exception.current };
      if (exception.issues.length > 0) body.issues = exception.issues;
      response.status(409).json(body);
      return;
    }
    super.catch(exception, host);
  }
}
