import { DomainError, ErrorCode, type ErrorIssue } from '../../common/domain-error';

/** A stale `version` (or queue preview): `current` is what is there now, so the client can rebase. */
export class VersionConflictError extends DomainError {
  constructor(message: string, current: unknown, issues: ErrorIssue[] = []) {
    super(ErrorCode.StaleVersion, message, issues, { current });
  }
}
