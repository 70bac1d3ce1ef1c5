import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, ErrorCode, type ErrorIssue } from './domain-error';

export interface HttpErrorResponse {
  status: number;
  headers: Record<string, string>;
}

/**
 * The one place an error's HTTP status and headers are decided. Exhaustive: a new ErrorCode does
 * not compile until it is given a status here.
 */
export function httpResponseOf(error: Pick<DomainError, 'code' | 'retryAfterSeconds'>): HttpErrorResponse {
  const only = (status: number): HttpErrorResponse => ({ status, headers: {} });
  switch (error.code) {
    case ErrorCode.ValidationFailed:
    case ErrorCode.MalformedBody:
      return only(400);
    case ErrorCode.Unauthenticated:
    case ErrorCode.InvalidCredentials:
      return only(401);
    case ErrorCode.CsrfTokenMismatch:
    case ErrorCode.Forbidden:
      return only(403);
    case ErrorCode.RouteNotFound:
    case ErrorCode.UnitNotFound:
    case ErrorCode.ConflictNotFound:
    case ErrorCode.MergeSuggestionNotFound:
    case ErrorCode.LearnedPhraseNotFound:
    case ErrorCode.PhraseSuggestionNotFound:
    case ErrorCode.RetirementCandidateNotFound:
    case ErrorCode.ReviewerNotFound:
    case ErrorCode.ConversationNotFound:
    case ErrorCode.MessageNotFound:
    case ErrorCode.ConnectorNotFound:
      return only(404);
    case ErrorCode.StaleVersion:
    case ErrorCode.AlreadyDecided:
    case ErrorCode.UnitSuperseded:
    case ErrorCode.UnitContainsPii:
    case ErrorCode.EmailTaken:
    case ErrorCode.LastActiveAdmin:
    case ErrorCode.AlreadyRated:
    case ErrorCode.AnswerInProgress:
    case ErrorCode.NotHandedOver:
    case ErrorCode.WebhookReplayed:
    case ErrorCode.NothingToEscalate:
      return only(409);
    case ErrorCode.SuggestionNotOffered:
      return only(422);
    case ErrorCode.BodyTooLarge:
      return only(413);
    case ErrorCode.UnsupportedMediaType:
      return only(415);
    case ErrorCode.RateLimited:
    case ErrorCode.EscalationCooldown:
      return { status: 429, headers: retryAfterHeader(error.retryAfterSeconds) };
    case ErrorCode.Internal:
      return only(500);
    case ErrorCode.LoginUnavailable:
    case ErrorCode.NotReady:
      return only(503);
    default: {
      const unmapped: never = error.code;
      throw new Error(`Unmapped error code ${String(unmapped)}`);
    }
  }
}

/** Whole seconds, at least 1: "Retry-After: 0" would invite an immediate retry that is refused again. */
function retryAfterHeader(seconds: number | undefined): Record<string, string> {
  return seconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) };
}

/** What every error response's body looks like. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  issues?: ErrorIssue[];
  current?: unknown;
}

/**
 * Writes `error` as the API's error response. Shared by the global filter and the body parser's
 * middleware (which runs before Nest, so its errors never reach a filter).
 */
export function sendError(response: Response, error: DomainError): void {
  const { status, headers } = httpResponseOf(error);
  const body: ErrorBody = { error: error.code, message: error.message };
  if (error.issues.length > 0) body.issues = error.issues;
  if (error.current !== undefined) body.current = error.current;
  response.status(status).set(headers).json(body);
}

/**
 * The API's only exception filter (registered globally with APP_FILTER): every error leaves as
 * `{error, message, issues?, current?}` with the status and headers of its code, never a stack trace.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const error = asDomainError(exception);
    if (error.code === ErrorCode.Internal) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    // An event stream already under way cannot change its status: it is only closed.
    if (response.headersSent) {
      response.end();
      return;
    }
    sendError(response, error);
  }
}

function asDomainError(exception: unknown): DomainError {
  if (exception instanceof DomainError) return exception;
  // Nest's answer for a path no controller serves.
  if (exception instanceof NotFoundException) return new DomainError(ErrorCode.RouteNotFound, exception.message);
  return new DomainError(ErrorCode.Internal, 'Internal server error');
}
