import { setTimeout as sleep } from 'node:timers/promises';
import { noAnswerReason, PermanentConnectorError, permanentReason, TransientConnectorError } from './connector-errors';
import { errorCodeOf, fetchWithinOrigin, RedirectRefused } from './connector-fetch';

export interface ConnectorHttpOptions {
  /** Named in errors ("Zendesk"). */
  system: string;
  baseUrl: string;
  headers: Record<string, string>;
  attempts: number;
  backoffBaseMs: number;
  maxRetryAfterMs: number;
  timeoutMs: number;
  hint: { credentials: string; permission: string; url: string };
}

export interface HttpResult<T> {
  status: number;
  body: T;
}

/**
 * JSON over HTTP to a ticketing system, with the retries its documentation asks for: a 429 waits
 * for Retry-After (seconds) and tries again; a 5xx, a timeout or a dropped connection waits 1×,
 * 2×, 4×… the base delay. 401/403/404 are permanent (PermanentConnectorError): no retry.
 * 422 and other 4xx are the caller's (returned with their body) when `accept` lists them.
 * Requests stay on the configured origin (a redirect elsewhere is a permanent error), and an
 * error names the status and at most the system's error code, never the answer's text.
 */
export class ConnectorHttp {
  constructor(private readonly options: ConnectorHttpOptions) {}

  /** Number of retries made (429 and 5xx), for tests and the bench. */
  retries = 0;

  async request<T>(method: string, pathOrUrl: string, init: { body?: unknown; signal?: AbortSignal; accept?: number[] } = {}): Promise<HttpResult<T>> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.options.baseUrl}${pathOrUrl}`;
    const { attempts, backoffBaseMs, maxRetryAfterMs, system } = this.options;
    let lastError: TransientConnectorError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) {
        const backoff = backoffBaseMs * 2 ** (attempt - 2);
        await sleep(Math.max(backoff, lastError?.retryAfterMs ?? 0), undefined, { signal: init.signal });
        this.retries += 1;
      }
      try {
        return await this.once<T>(method, url, init);
      } catch (error) {
        if (!(error instanceof TransientConnectorError)) throw error;
        lastError = error;
        // A wait longer than we may spend in one run: fail the run, the job comes back later.
        if ((error.retryAfterMs ?? 0) > maxRetryAfterMs) break;
      }
    }
    throw new TransientConnectorError(`${system}: ${lastError!.message} (after ${attempts} attempt(s))`, lastError!.status, lastError!.retryAfterMs);
  }

  private async once<T>(method: string, url: string, init: { body?: unknown; signal?: AbortSignal; accept?: number[] }): Promise<HttpResult<T>> {
    const signals = [AbortSignal.timeout(this.options.timeoutMs), ...(init.signal ? [init.signal] : [])];
    let response: Response;
    try {
      response = await fetchWithinOrigin(this.options.baseUrl, url, {
        method,
        headers: { Accept: 'application/json', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...this.options.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      if (error instanceof RedirectRefused) throw new PermanentConnectorError(`${this.options.system}: ${error.message} (check ${this.options.hint.url})`, error.status);
      throw new TransientConnectorError(`${method} ${pathOf(url)}: ${noAnswerReason(error)}`, null);
    }
    if (response.status === 429) {
      await response.body?.cancel();
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new TransientConnectorError(`${method} ${pathOf(url)}: HTTP 429 (rate limited)`, 429, Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : undefined);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new TransientConnectorError(`${method} ${pathOf(url)}: HTTP ${response.status}`, response.status);
    }
    if (response.status === 401 || response.status === 403 || response.status === 404) {
      if (!init.accept?.includes(response.status)) {
        await response.body?.cancel();
        throw new PermanentConnectorError(`${permanentReason(this.options.system, response.status, this.options.hint)} (${method} ${pathOf(url)})`, response.status);
      }
    }
    const text = await response.text();
    if (response.status >= 400 && !init.accept?.includes(response.status)) {
      const code = errorCodeOf(text);
      throw new PermanentConnectorError(`${this.options.system} answered HTTP ${response.status} to ${method} ${pathOf(url)}${code ? ` (${code})` : ''}`, response.status);
    }
    let body: T;
    try {
      body = (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new TransientConnectorError(`${method} ${pathOf(url)}: the answer is not JSON`, response.status);
    }
    return { status: response.status, body };
  }
}

/** The path of a URL without its query (cursors and ids stay out of error messages and logs). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0];
  }
}
