import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { parseOrThrow } from '../../common/zod';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import type { ReviewerRole } from '../../database/database.types';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../audit/audit.types';
import { AuthRepository } from './auth.repository';
import { emailSchema, newPasswordSchema, type LoginDto } from './auth.dto';
import { LoginRateLimiter } from './login-rate-limiter';
import { DEFAULT_SCRYPT, generatePassword, hashPassword, needsRehash, verifyPassword, type ScryptParams } from './password';
import type { ReviewerPrincipal } from './reviewer-principal';
import { hashToken, newToken } from './session-token';

/** How long a session lives: a working day for the page, a month for an API token. */
export const SESSION_TTL_MS = { cookie: 12 * 3600_000, bearer: 30 * 24 * 3600_000 } as const;

export const DEMO_REVIEWER_EMAIL = 'demo-reviewer@distillo.local';

export interface LoginResult {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  reviewer: { id: number; email: string; role: ReviewerRole };
}

export interface ReviewerCredentials {
  id: number;
  email: string;
  role: ReviewerRole;
  /** Shown once: only its hash is stored. */
  password: string;
  created: boolean;
}

/** Reviewer accounts, logins and sessions. */
@Injectable()
export class AuthService {
  private dummyHash?: Promise<string>;

  constructor(
    private readonly repository: AuthRepository,
    private readonly audit: AuditService,
    private readonly limiter: LoginRateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(input: LoginDto, ip: string): Promise<LoginResult> {
    await this.limiter.check(ip, input.email);
    const reviewer = await this.repository.findReviewerByEmail(input.email);
    // An unknown e-mail costs the same scrypt as a wrong password: timing does not tell them apart.
    const ok = reviewer
      ? await verifyPassword(input.password, reviewer.password_hash)
      : (await verifyPassword(input.password, await this.dummy()), false);
    if (!reviewer || !ok || reviewer.disabled_at !== null) {
      // Nothing to record: the limiter's check already counted this attempt as a failure.
      throw new DomainError(ErrorCode.InvalidCredentials, 'Wrong e-mail or password');
    }
    await this.limiter.recordSuccess(ip, input.email);
    if (needsRehash(reviewer.password_hash)) {
      await this.repository.updateReviewer(reviewer.id, { password_hash: await hashPassword(input.password) });
    }
    const token = newToken();
    const csrfToken = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS[input.mode]);
    await this.repository.deleteExpiredSessions(now);
    await this.repository.insertSession({
      token_hash: hashToken(token),
      reviewer_id: reviewer.id,
      kind: input.mode,
      csrf_token: csrfToken,
      expires_at: expiresAt,
    });
    await this.audit.record(undefined, { id: reviewer.id, name: reviewer.email }, {
      action: 'auth.login',
      entityType: 'reviewer',
      entityId: reviewer.id,
      after: { session: input.mode, ip },
    });
    return { token, csrfToken, expiresAt, reviewer: { id: reviewer.id, email: reviewer.email, role: reviewer.role } };
  }

  /** The principal behind a session token, or null (unknown, expired, or a disabled reviewer). */
  async authenticate(token: string): Promise<ReviewerPrincipal | null> {
    const now = new Date();
    const idleMs = this.config.REVIEW_SESSION_IDLE_MINUTES * 60_000;
    const session = await this.repository.findSession(hashToken(token), now, idleMs > 0 ? new Date(now.getTime() - idleMs) : null);
    if (!session) return null;
    // Sliding idle window, written at most once a minute per session (not on every request).
    if (session.kind === 'cookie' && now.getTime() - session.last_seen_at.getTime() > 60_000) {
      await this.repository.touchSession(session.token_hash, now);
    }
    return {
      id: session.reviewer_id,
      email: session.email,
      role: session.role,
      sessionKind: session.kind,
      tokenHash: session.token_hash,
      csrfToken: session.csrf_token,
      expiresAt: session.expires_at,
    };
  }

  async logout(principal: ReviewerPrincipal): Promise<void> {
    await this.repository.deleteSession(principal.tokenHash);
    await this.audit.record(undefined, { id: principal.id, name: principal.email }, {
      action: 'auth.logout',
      entityType: 'reviewer',
      entityId: principal.id,
    });
  }

  /**
   * `kb reviewers:add`: a new account, or a new role and password for an existing one (its
   * sessions end). Without a password one is generated; either way it is returned once.
   */
  async addReviewer(
    input: { email: string; role: ReviewerRole; password?: string },
    actor: Actor = { id: null, name: 'cli' },
    params: ScryptParams = DEFAULT_SCRYPT,
  ): Promise<ReviewerCredentials> {
    const email = parseOrThrow(emailSchema, input.email, 'e-mail');
    const password = input.password === undefined ? generatePassword() : parseOrThrow(newPasswordSchema, input.password, 'password');
    const passwordHash = await hashPassword(password, params);
    const existing = await this.repository.findReviewerByEmail(email);
    if (existing) {
      await this.repository.updateReviewer(existing.id, { role: input.role, password_hash: passwordHash, disabled_at: null });
      await this.repository.deleteSessionsOf(existing.id);
      await this.audit.record(undefined, actor, {
        action: 'reviewer.update',
        entityType: 'reviewer',
        entityId: existing.id,
        before: { email, role: existing.role, disabled: existing.disabled_at !== null },
        after: { email, role: input.role, disabled: false, password: 'changed' },
      });
      return { id: existing.id, email, role: input.role, password, created: false };
    }
    const id = await this.repository.insertReviewer({ email, role: input.role, password_hash: passwordHash });
    await this.audit.record(undefined, actor, { action: 'reviewer.create', entityType: 'reviewer', entityId: id, after: { email, role: input.role } });
    return { id, email, role: input.role, password, created: true };
  }

  /**
   * For the demo: makes sure the demo reviewer exists and gives it a fresh password, returned
   * here (and nowhere else) so the demo can print the login. Safe to call on every run.
   */
  async ensureDemoReviewer(options: { email?: string; role?: ReviewerRole } = {}): Promise<ReviewerCredentials> {
    return this.addReviewer({ email: options.email ?? DEMO_REVIEWER_EMAIL, role: options.role ?? 'reviewer' }, { id: null, name: 'demo' });
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(generatePassword());
    return this.dummyHash;
  }

  /** Secure unless COOKIE_SECURE=false says this is a plain-HTTP development server. */
  get secureCookies(): boolean {
    return this.config.COOKIE_SECURE;
  }
}
