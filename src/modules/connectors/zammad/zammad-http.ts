import { noAnswerReason } from '../connector-errors';

/**
 * Calls to one Zammad instance: `Authorization: Token token=…` (docs.zammad.org, api/intro), JSON
 * in and out, each request bounded by a timeout. A 429 waits for its Retry-After, a 5xx or a broken
 * connection backs off exponentially, up to `maxRetries`; 401/403 and the other 4xx are permanent
 * (retrying cannot fix a refused token or a bad request) and say what to do. Requests stay on
 * ZAMMAD_URL's origin (a redirect elsewhere is permanent), and errors carry the status and at most
 * an error code, never the text of the answer (it ends up where reviewers read it).
 */
import { errorCodeOf, fetchWithinOrigin, RedirectRefused } from '../connector-fetch';

export interface ZammadHttpOptions {
  url: string;
  token: string;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
}

export class ZammadApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no response came back. */
    readonly status: number,
    /** True when retrying later cannot help (bad token, missing permission, bad request). */
    readonly permanent: boolean,
    /** What the server asked us to wait, when it said (429). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ZammadApiError';
  }
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.round(Number(header.trim()) * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A Retry-After beyond this is not waited for inside one request: the job's own retry takes over. */
const MAX_INLINE_WAIT_MS = 60_000;

export class ZammadHttp {
  constructor(private readonly options: ZammadHttpOptions) {}

  get<T>(path: string, signal?: AbortSignal): Promise<T> {
    return this.request<T>('GET', path, undefined, signal);
  }

  /**
   * A POST is sent once: after a 5xx or a lost answer Zammad may have acted on it, so the caller
   * looks before trying again (see ZammadConnector.once). Only a 429 (refused, not acted on) is
   * retried here.
   */
  post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    return this.request<T>('POST', path, body, signal);
  }

  /** How long to wait before retry number `attempt` (0-based) after `error`; null = give up. */
  waitBefore(attempt: number, error: ZammadApiError): number | null {
    if (error.permanent || attempt >= this.options.maxRetries) return null;
    const wait = error.retryAfterMs ?? this.options.retryBaseMs * 2 ** attempt;
    return wait > MAX_INLINE_WAIT_MS ? null : wait;
  }

  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const url = `${this.options.url.replace(/\/+$/, '')}${path}`;
    for (let attempt = 0; ; attempt++) {
      let error: ZammadApiError;
      try {
        const response = await fetchWithinOrigin(this.options.url, url, {
          method,
          headers: {
            authorization: `Token token=${this.options.token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)]) : AbortSignal.timeout(this.options.timeoutMs),
        });
        const text = await response.text();
        if (response.ok) return parseJson<T>(method, path, response.status, text);
        error = errorOf(method, path, response.status, text, retryAfterMs(response.headers.get('retry-after')));
      } catch (caught) {
        if (signal?.aborted) throw caught;
        if (caught instanceof RedirectRefused) throw new ZammadApiError(`Zammad ${caught.message}: check ZAMMAD_URL`, caught.status, true);
        error = caught instanceof ZammadApiError ? caught : new ZammadApiError(`Zammad ${method} ${path}: no response (${noAnswerReason(caught)})`, 0, false);
      }
      const wait = method === 'POST' && error.status !== 429 ? null : this.waitBefore(attempt, error);
      if (wait === null) throw error;
      await sleep(wait);
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** JSON.parse's own message quotes the text: the error says only that it was not JSON. */
function parseJson<T>(method: string, path: string, status: number, text: string): T {
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    throw new ZammadApiError(`Zammad ${method} ${path}: HTTP ${status}, the answer is not JSON`, status, false);
  }
}

function errorOf(method: string, path: string, status: number, text: string, retryAfter: number | null): ZammadApiError {
  const detail = errorCodeOf(text);
  const where = `Zammad ${method} ${path}: HTTP ${status}${detail ? ` (${detail})` : ''}`;
  if (status === 401) return new ZammadApiError(`${where}: the token was refused; create one under Profile > Token Access and set ZAMMAD_TOKEN`, status, true);
  if (status === 403) return new ZammadApiError(`${where}: the token lacks a permission (ticket.agent is needed; admin.user to create customers)`, status, true);
  if (status === 429) return new ZammadApiError(`${where}: rate limited`, status, false, retryAfter ?? undefined);
  if (status >= 500 || status === 408) return new ZammadApiError(where, status, false, retryAfter ?? undefined);
  return new ZammadApiError(where, status, true);
}
