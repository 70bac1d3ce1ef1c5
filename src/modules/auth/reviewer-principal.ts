import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { ReviewerRole } from '../../database/database.types';
import type { Actor } from '../audit/audit.types';

/** Who is calling, as the guard found it (attached to the request). */
export interface ReviewerPrincipal {
  id: number;
  email: string;
  role: ReviewerRole;
  sessionKind: 'cookie' | 'bearer';
  tokenHash: string;
  csrfToken: string;
  expiresAt: Date;
}

export type RequestWithReviewer = Request & { reviewer?: ReviewerPrincipal };

export const ROLES_METADATA = 'distillo:roles';

/** Which roles may call the handler (or every handler of the controller). Default: any reviewer. */
export const Roles = (...roles: ReviewerRole[]) => SetMetadata(ROLES_METADATA, roles);

/** The authenticated reviewer; only on routes behind ReviewerGuard. */
export const CurrentReviewer = createParamDecorator((_data: unknown, context: ExecutionContext): ReviewerPrincipal => {
  const reviewer = context.switchToHttp().getRequest<RequestWithReviewer>().reviewer;
  if (!reviewer) throw new Error('CurrentReviewer used on a route without ReviewerGuard');
  return reviewer;
});

export function actorOf(reviewer: Pick<ReviewerPrincipal, 'id' | 'email'>): Actor {
  return { id: reviewer.id, name: reviewer.email };
}
