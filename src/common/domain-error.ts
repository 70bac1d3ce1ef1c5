/** What went wrong, independent of transport; mapped to HTTP in one place (the exception filter). */
export enum ErrorCode {
  ValidationFailed = 'validation_failed',
  Unauthorized = 'unauthorized',
  Forbidden = 'forbidden',
  NotFound = 'not_found',
  Conflict = 'conflict',
  PayloadTooLarge = 'payload_too_large',
  RateLimited = 'rate_limited',
  Unavailable = 'unavailable',
}

export interface ErrorIssue {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues: ErrorIssue[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.ValidationFailed:
      return 400;
    case ErrorCode.Unauthorized:
      return 401;
    case ErrorCode.Forbidden:
      return 403;
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.Conflict:
      return 409;
    case ErrorCode.PayloadTooLarge:
      return 413;
    case ErrorCode.RateLimited:
      return 429;
    case ErrorCode.Unavailable:
      return 503;
    default: {
      const unreachable: never = code;
      throw new Error(`Unmapped error code ${String(unreachable)}`);
    }
  }
}
