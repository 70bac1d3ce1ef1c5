import { NotFoundException, type ArgumentsHost } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, ErrorCode } from './domain-error';
import { HttpExceptionFilter, httpResponseOf } from './http-exception.filter';

/** The contract clients rely on: written out here so that a changed status is a failing test, not a silent change. */
const EXPECTED_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.MalformedBody]: 400,
  [ErrorCode.BodyTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.InvalidCredentials]: 401,
  [ErrorCode.CsrfTokenMismatch]: 403,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.RouteNotFound]: 404,
  [ErrorCode.UnitNotFound]: 404,
  [ErrorCode.ConflictNotFound]: 404,
  [ErrorCode.MergeSuggestionNotFound]: 404,
  [ErrorCode.LearnedPhraseNotFound]: 404,
  [ErrorCode.PhraseSuggestionNotFound]: 404,
  [ErrorCode.RetirementCandidateNotFound]: 404,
  [ErrorCode.ReviewerNotFound]: 404,
  [ErrorCode.ConversationNotFound]: 404,
  [ErrorCode.MessageNotFound]: 404,
  [ErrorCode.ConnectorNotFound]: 404,
  [ErrorCode.StaleVersion]: 409,
  [ErrorCode.AlreadyDecided]: 409,
  [ErrorCode.UnitSuperseded]: 409,
  [ErrorCode.UnitContainsPii]: 409,
  [ErrorCode.EmailTaken]: 409,
  [ErrorCode.NotHandedOver]: 409,
  [ErrorCode.WebhookReplayed]: 409,
  [ErrorCode.LastActiveAdmin]: 409,
  [ErrorCode.AlreadyRated]: 409,
  [ErrorCode.AnswerInProgress]: 409,
  [ErrorCode.NothingToEscalate]: 409,
  [ErrorCode.SuggestionNotOffered]: 422,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.EscalationCooldown]: 429,
  [ErrorCode.LoginUnavailable]: 503,
  [ErrorCode.NotReady]: 503,
  [ErrorCode.Internal]: 500,
};

interface Written {
  status?: number;
  headers: Record<string, string>;
  body?: unknown;
  ended: boolean;
}

function fakeResponse(headersSent = false): { response: Response; written: Written } {
  const written: Written = { headers: {}, ended: false };
  const response = {
    headersSent,
    status(code: number) {
      written.status = code;
      return this;
    },
    set(headers: Record<string, string>) {
      Object.assign(written.headers, headers);
      return this;
    },
    json(body: unknown) {
      written.body = body;
      return this;
    },
    end() {
      written.ended = true;
      return this;
    },
  };
  return { response: response as unknown as Response, written };
}

function filtered(exception: unknown, headersSent = false): Written {
  const { response, written } = fakeResponse(headersSent);
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  const filter = new HttpExceptionFilter();
  // The unforeseen-error path logs a stack; keep the test output clean.
  (filter as unknown as { logger: { error: () => void } }).logger = { error: () => undefined };
  filter.catch(exception, host);
  return written;
}

describe('httpResponseOf', () => {
  it.each(Object.values(ErrorCode))('maps %s to its status', (code) => {
    expect(httpResponseOf({ code }).status).toBe(EXPECTED_STATUS[code]);
  });

  it('sends Retry-After in whole seconds, at least 1, only when the error carries one', () => {
    expect(httpResponseOf({ code: ErrorCode.RateLimited, retryAfterSeconds: 41.2 }).headers).toEqual({ 'Retry-After': '42' });
    expect(httpResponseOf({ code: ErrorCode.RateLimited, retryAfterSeconds: 0.01 }).headers).toEqual({ 'Retry-After': '1' });
    expect(httpResponseOf({ code: ErrorCode.RateLimited }).headers).toEqual({});
    expect(httpResponseOf({ code: ErrorCode.StaleVersion, retryAfterSeconds: 5 }).headers).toEqual({});
  });
});

describe('HttpExceptionFilter', () => {
  it('writes a domain error as {error, message, issues?, current?} with its status and headers', () => {
    const issues = [{ path: 'version', message: 'stale' }];
    const stale = filtered(new DomainError(ErrorCode.StaleVersion, 'changed', issues, { current: { id: 7, version: 3 } }));
    expect(stale).toMatchObject({ status: 409, headers: {}, body: { error: 'stale_version', message: 'changed', issues, current: { id: 7, version: 3 } } });

    const limited = filtered(new DomainError(ErrorCode.RateLimited, 'slow down', [], { retryAfterSeconds: 30 }));
    expect(limited).toMatchObject({ status: 429, headers: { 'Retry-After': '30' } });
    expect(limited.body).toEqual({ error: 'rate_limited', message: 'slow down' });
  });

  it("answers Nest's unknown-route exception as route_not_found", () => {
    expect(filtered(new NotFoundException('Cannot GET /nope'))).toMatchObject({ status: 404, body: { error: 'route_not_found', message: 'Cannot GET /nope' } });
  });

  it('hides an unforeseen error behind internal_error', () => {
    const written = filtered(new Error('connection string with a password'));
    expect(written).toMatchObject({ status: 500, body: { error: 'internal_error', message: 'Internal server error' } });
  });

  it('only closes a response whose headers are already sent (an event stream)', () => {
    const written = filtered(new DomainError(ErrorCode.UnitNotFound, 'gone'), true);
    expect(written).toEqual({ headers: {}, ended: true });
  });
});
