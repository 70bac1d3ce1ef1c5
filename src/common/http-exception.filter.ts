import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, ErrorCode, httpStatusOf } from './domain-error';

interface ErrorBody {
  error: string;
  message: string;
  issues?: Array<{ path: string; message: string }>;
}

/** Every error leaves the API as `{error, message, issues?}` with the right status, never a stack trace. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.toResponse(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).json(body);
  }

  private toResponse(exception: unknown): [number, ErrorBody] {
    if (exception instanceof DomainError) {
      const body: ErrorBody = { error: exception.code, message: exception.message };
      if (exception.issues.length > 0) body.issues = exception.issues;
      return [httpStatusOf(exception.code), body];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return [status, { error: codeForStatus(status), message: exception.message }];
    }
    // Errors thrown by express' body parser carry their own status (400 bad JSON, 413 too large).
    const parserStatus = (exception as { status?: unknown; type?: unknown })?.status;
    if (typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) {
      return [parserStatus, { error: codeForStatus(parserStatus), message: (exception as Error).message }];
    }
    return [500, { error: 'internal_error', message: 'Internal server error' }];
  }
}

function codeForStatus(status: number): string {
  const known: Record<number, ErrorCode> = {
    400: ErrorCode.ValidationFailed,
    401: ErrorCode.Unauthorized,
    403: ErrorCode.Forbidden,
    404: ErrorCode.NotFound,
    409: ErrorCode.Conflict,
    413: ErrorCode.PayloadTooLarge,
    429: ErrorCode.RateLimited,
  };
  return known[status] ?? 'http_error';
}
