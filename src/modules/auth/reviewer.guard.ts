import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, ErrorCode } from '../../common/domain-error';
import type { ReviewerRole } from '../../database/database.types';
import { AuthService } from './auth.service';
import { ROLES_METADATA, type RequestWithReviewer } from './reviewer-principal';
import { bearerToken, CSRF_HEADER, csrfTokenMatches, isSafeMethod, parseCookies, SESSION_COOKIE } from './session-token';

const ANY_REVIEWER: ReviewerRole[] = ['reviewer', 'admin'];

/**
 * Every reviewer endpoint: 401 without a live session (the intake token is not one), 403 when a
 * cookie session's state-changing request lacks its CSRF token, 403 for the wrong role.
 * A bearer token (API clients) needs no CSRF token: browsers never attach it on their own.
 */
@Injectable()
export class ReviewerGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithReviewer>();
    const authorization = request.headers.authorization;
    let token: string | null;
    let via: 'cookie' | 'bearer';
    if (authorization !== undefined) {
      token = bearerToken(authorization);
      via = 'bearer';
    } else {
      token = parseCookies(request.headers.cookie).get(SESSION_COOKIE) ?? null;
      via = 'cookie';
    }
    const principal = token ? await this.auth.authenticate(token) : null;
    // A cookie token sent as a bearer (or the reverse) is not accepted: each kind has its own rules.
    if (!principal || principal.sessionKind !== via) throw new DomainError(ErrorCode.Unauthenticated, 'Log in as a reviewer first');
    if (via === 'cookie' && !isSafeMethod(request.method) && !csrfTokenMatches(principal.csrfToken, request.headers[CSRF_HEADER])) {
      throw new DomainError(ErrorCode.CsrfTokenMismatch, 'Missing or wrong X-CSRF-Token header');
    }
    const roles =
      this.reflector.getAllAndOverride<ReviewerRole[] | undefined>(ROLES_METADATA, [context.getHandler(), context.getClass()]) ?? ANY_REVIEWER;
    if (!roles.includes(principal.role)) throw new DomainError(ErrorCode.Forbidden, `This needs the ${roles.join(' or ')} role`);
    request.reviewer = principal;
    return true;
  }
}
