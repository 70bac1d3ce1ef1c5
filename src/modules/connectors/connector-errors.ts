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
 * Why a request got no answer, in words a person can act on: the socket's own error (`connect
 * ECONNREFUSED 10.0.0.5:443`, `getaddrinfo ENOTFOUND …`) rather than fetch's bare "fetch failed",
 * or the timeout.
 */
export function noAnswerReason(error: unknown): string {
  const { name, message, cause } = (error ?? {}) as { name?: string; message?: string; cause?: { message?: string; code?: string } };
  if (name === 'TimeoutError') return 'no answer before the timeout';
  return cause?.message ?? cause?.code ?? message ?? String(error);
}

/** The check `kb connectors:test` reports when the system's URL does not answer at all (not the credentials' fault). */
export function unreachableCheck(system: string, variable: string, url: string, reason: string): { name: string; ok: false; detail: string } {
  return { name: 'reachable', ok: false, detail: `${system} is unreachable at ${url} (${variable}): ${reason}; check the address and the network` };
}

/**
 * Whether retrying cannot help: a PermanentConnectorError, or an error a connector marked
 * `permanent: true` (Zammad's refused token, a redirect to another origin).
 */
export function isPermanentConnectorError(error: unknown): boolean {
  return error instanceof PermanentConnectorError || (typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true);
}
