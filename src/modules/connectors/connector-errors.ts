/**
 * How a call to a ticketing system failed, as the sync needs to know it: a permanent error stops
 * the connector with its reason (retrying cannot help: bad credentials, a missing permission, a
 * wrong URL); a transient one fails this run and the job retries later.
 */
export class PermanentConnectorError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export class TransientConnectorError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** How long the system asked us to wait (Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The reason a person reads in the review app and the CLI, for a status a system answered. */
export function permanentReason(system: string, status: number, hint: { credentials: string; permission: string; url: string }): string {
  if (status === 401) return `${system} refused the credentials (HTTP 401): check ${hint.credentials}`;
  if (status === 403) return `${system} denied access (HTTP 403): ${hint.permission}`;
  return `${system} answered HTTP ${status}: check ${hint.url}`;
}

/**
 * Whether retrying cannot help: a PermanentConnectorError, or an error a connector marked
 * `permanent: true` (Zammad's refused token, a redirect to another origin).
 */
export function isPermanentConnectorError(error: unknown): boolean {
  return error instanceof PermanentConnectorError || (typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true);
}
