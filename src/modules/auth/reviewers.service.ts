import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../audit/audit.types';
import { AuthRepository } from './auth.repository';
import type { CreateReviewerDto, UpdateReviewerDto } from './auth.dto';
import { AuthService, type ReviewerCredentials } from './auth.service';

export interface ReviewerView {
  id: number;
  email: string;
  role: 'reviewer' | 'admin';
  disabled: boolean;
  created_at: string;
  last_seen_at: string | null;
}

/**
 * Reviewer accounts for admins over HTTP (the CLI's `kb reviewers:add` does the same from a
 * shell): list, create, change role, disable or enable. Every change is audited; disabling ends
 * the account's sessions at once; the last active admin can be neither demoted nor disabled.
 */
@Injectable()
export class ReviewersService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<{ reviewers: ReviewerView[] }> {
    const rows = await this.repository.listReviewers();
    return {
      reviewers: rows.map((r) => ({
        id: r.id,
        email: r.email,
        role: r.role,
        disabled: r.disabled_at !== null,
        created_at: new Date(r.created_at).toISOString(),
        last_seen_at: r.last_seen_at ? new Date(r.last_seen_at).toISOString() : null,
      })),
    };
  }

  /** 409 when the e-mail exists: re-creating would silently reset someone's password. */
  async create(input: CreateReviewerDto, actor: Actor): Promise<Omit<ReviewerCredentials, 'password'> & { password?: string }> {
    if (await this.repository.findReviewerByEmail(input.email)) {
      throw new DomainError(ErrorCode.EmailTaken, 'a reviewer with this e-mail exists', [{ path: 'email', message: 'already taken' }]);
    }
    const { password, ...account } = await this.auth.addReviewer(input, actor);
    // A generated password is shown this once; one the admin chose is not echoed back.
    return input.password === undefined ? { ...account, password } : account;
  }

  async update(id: number, input: UpdateReviewerDto, actor: Actor): Promise<ReviewerView> {
    const existing = await this.repository.findReviewerById(id);
    if (!existing) throw new DomainError(ErrorCode.ReviewerNotFound, `reviewer ${id} not found`);
    const role = input.role ?? existing.role;
    const disabled = input.disabled ?? existing.disabled_at !== null;
    const losesAdmin = existing.role === 'admin' && existing.disabled_at === null && (role !== 'admin' || disabled);
    if (losesAdmin && (await this.repository.countActiveAdmins()) <= 1) {
      throw new DomainError(ErrorCode.LastActiveAdmin, 'the last active admin cannot be demoted or disabled', [
        { path: input.disabled !== undefined ? 'disabled' : 'role', message: 'would leave no admin' },
      ]);
    }
    await this.repository.updateReviewer(id, { role, disabled_at: disabled ? (existing.disabled_at ?? new Date()) : null });
    // A disabled account, or one whose role changed, signs in again under its new rights.
    if (disabled || role !== existing.role) await this.repository.deleteSessionsOf(id);
    await this.audit.record(undefined, actor, {
      action: 'reviewer.update',
      entityType: 'reviewer',
      entityId: id,
      before: { role: existing.role, disabled: existing.disabled_at !== null },
      after: { role, disabled },
    });
    const view = (await this.list()).reviewers.find((r) => r.id === id)!;
    return view;
  }
}
