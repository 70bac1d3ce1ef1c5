import { parseRetryAfterMs } from '../http/retry-after';

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * Longest retry-after an SDK may sleep through inside one call. A longer one is not retried by
 * the SDK: the call fails at once (with the wait in the error) and the job's backoff waits
 * instead, so a worker slot is not held for minutes by a sleeping request.
 */
export const DEFAULT_MAX_SDK_RETRY_WAIT_MS = 10_000;

/**
 * A fetch that marks 429/5xx responses whose retry-after is longer than `maxWaitMs` with
 * `x-should-retry: false`, the opt-out both official SDKs (Anthropic's and OpenAI's) document:
 * they then throw at once instead of sleeping.
 */
export function boundedRetryFetch(base: Fetch, maxWaitMs: number): Fetch {
  return async (url, init) => {
    const response = await base(url, init);
    if (response.status !== 429 && response.status < 500) return response;
    const wait = parseRetryAfterMs(response.headers);
    if (wait === undefined || wait <= maxWaitMs) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
