import type { Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ErrorCode } from '../../common/domain-error';
import { IntakeTokenGuard } from '../../common/intake-token.guard';
import { ReviewerGuard } from '../auth/reviewer.guard';
import { ROLES_METADATA } from '../auth/reviewer-principal';
import { CSRF_HEADER, SESSION_COOKIE } from '../auth/session-token';
import { MetricsTokenGuard } from '../metrics/metrics-token.guard';

/** Who may call what: the schemes Swagger UI's Authorize offers, read from each route's guards. */
export const SECURITY_SCHEMES = {
  intakeToken: { type: 'http', scheme: 'bearer', description: 'INTAKE_TOKEN: the secret the ticketing system sends to POST /api/tickets.' },
  reviewerBearer: { type: 'http', scheme: 'bearer', description: 'A reviewer token: POST /api/auth/login with {"email","password","mode":"bearer"}; valid 12 h.' },
  reviewerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The review page’s session cookie (POST /api/auth/login); a request that changes something also sends its CSRF token.',
  },
  csrfToken: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: 'The csrf_token of the cookie session (from the login or GET /api/auth/me).' },
  conversationToken: { type: 'http', scheme: 'bearer', description: 'The token POST /api/chat/conversations returned: valid for that conversation only.' },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, when set.' },
} as const;

export type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

export interface RouteAccess {
  security?: SecurityRequirement[];
  /** Roles the route needs (reviewer routes), for the description. */
  roles: string[];
  /** What the access check itself can answer. */
  errors: ErrorCode[];
}

function guardsOf(controller: Type, handler: Function): unknown[] {
  return [...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? []), ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? [])];
}

/**
 * The access rules of one route: its guards, its @Roles, and — for the chat, which checks the token
 * in the handler — an `authorization` header it reads.
 */
export function accessOf(controller: Type, handler: Function, method: string, readsAuthorization: boolean): RouteAccess {
  const guards = guardsOf(controller, handler);
  const roles = ((Reflect.getMetadata(ROLES_METADATA, handler) ?? Reflect.getMetadata(ROLES_METADATA, controller)) as string[] | undefined) ?? [];
  if (guards.includes(ReviewerGuard)) {
    const safe = method === 'get' || method === 'head';
    return {
      security: [{ reviewerBearer: [] }, safe ? { reviewerSession: [] } : { reviewerSession: [], csrfToken: [] }],
      roles,
      errors: [ErrorCode.Unauthenticated, ...(safe ? [] : [ErrorCode.CsrfTokenMismatch]), ...(roles.length > 0 ? [ErrorCode.Forbidden] : [])],
    };
  }
  if (guards.includes(IntakeTokenGuard)) return { security: [{ intakeToken: [] }], roles, errors: [ErrorCode.Unauthenticated] };
  if (guards.includes(MetricsTokenGuard)) return { security: [{ metricsToken: [] }, {}], roles, errors: [ErrorCode.Unauthenticated] };
  if (readsAuthorization) return { security: [{ conversationToken: [] }], roles, errors: [ErrorCode.Unauthenticated] };
  return { roles, errors: [] };
}
