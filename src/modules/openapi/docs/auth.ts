import { z } from 'zod';
import { ErrorCode } from '../../../common/domain-error';
import { AuthController } from '../../auth/auth.controller';
import { ReviewersController } from '../../auth/reviewers.controller';
import { docsFor } from '../operation-docs';

const role = z.enum(['reviewer', 'admin']);
const who = z.object({ id: z.number().int(), email: z.string(), role }).meta({ id: 'ReviewerIdentity' });

const reviewer = z
  .object({ id: z.number().int(), email: z.string(), role, disabled: z.boolean(), created_at: z.string(), last_seen_at: z.string().nullable() })
  .meta({ id: 'Reviewer' });

const login = z.union([
  z.object({ reviewer: who, token: z.string(), token_type: z.string().describe('Bearer'), expires_at: z.string() }).describe('mode "bearer": send the token as Authorization: Bearer'),
  z.object({ reviewer: who, csrf_token: z.string(), expires_at: z.string() }).describe('mode "cookie": the session is in an HttpOnly cookie; send csrf_token back as X-CSRF-Token on writes'),
]);

export const authDocs = [
  docsFor(AuthController, {
    login: {
      summary: 'Log in as a reviewer: a session cookie (the review page) or a bearer token (API clients)',
      description: 'Failed logins are throttled per address and per account (429 with Retry-After).',
      errors: [ErrorCode.InvalidCredentials, ErrorCode.RateLimited, ErrorCode.LoginUnavailable],
      response: { json: login },
    },
    logout: { summary: 'End this session (the cookie is cleared)', response: { empty: 204, description: 'Logged out' } },
    me: {
      summary: 'Who is logged in, and the CSRF token of a cookie session',
      response: { json: z.object({ reviewer: who, session: z.enum(['cookie', 'bearer']), csrf_token: z.string().optional(), expires_at: z.string() }) },
    },
  }),
  docsFor(ReviewersController, {
    list: { summary: 'Reviewer accounts', response: { json: z.object({ reviewers: z.array(reviewer) }) } },
    create: {
      summary: 'Create a reviewer account (without a password, one is generated and returned once)',
      errors: [ErrorCode.EmailTaken],
      response: { json: z.object({ id: z.number().int(), email: z.string(), role, created: z.boolean(), password: z.string().optional().describe('only when generated') }) },
    },
    update: {
      summary: "Change an account's role or disable it (its sessions end)",
      errors: [ErrorCode.ReviewerNotFound, ErrorCode.LastActiveAdmin],
      response: { json: reviewer },
    },
  }),
];
