import { ProviderError } from './provider-error';
import { ResponseShapeError } from './response-shape';
import { parseRetryAfterMs } from './retry-after';

/**
 * The one HTTP client under every remote search provider (OpenAI and Voyage embeddings,
 * Voyage and Cohere rerank): POST a JSON body with Node's global fetch, validate the answer,
 * retry what is worth retrying. Every failure leaves as a ProviderError.
 *
 * | what happened                                         | retried here                     | ProviderError                          |
 * |-------------------------------------------------------|----------------------------------|----------------------------------------|
 * | 2xx, body parses and `parse` accepts it               | –                                | – (the parsed value is returned)       |
 * | 2xx, body not JSON, or JSON of an unexpected shape    | once (proxy/truncation suspect)  | retryable=false, status                |
 * | 408, 409, 425, 429, 499, 500, 502, 503, 504, 529      | up to maxRetries, backoff+jitter | retryable=true, status, retryAfterMs   |
 * |   … with retry-after(-ms) > maxRetryWaitMs (10 s)     | no: not slept                    | retryable=true, retryAfterMs           |
 * | `describeError` says not retryable (quota exhausted)  | no                               | retryable=false, status                |
 * | other 4xx (400, 401, 403, 404, 413, 422 …)            | no                               | retryable=false, status                |
 * | no answer within timeoutMs (per attempt)              | up to maxRetries                 | retryable=true                         |
 * | connection refused/reset, dropped mid-body            | up to maxRetries                 | retryable=true                         |
 * | the caller's signal aborted                           | no                               | retryable=false, cause = the reason    |
 *
 * The wait before a retry is the server's `retry-after-ms`, else `retry-after` (seconds or an
 * HTTP date), else min(maxDelayMs, baseDelayMs·2^attempt) with equal jitter (half fixed, half random).
 * A malformed 2xx is retried once at most (it spends one of the maxRetries): if the second
 * answer is malformed too, the problem is not transient and a later retry by the caller
 * would not help either, so the final error is not retryable.
 */

export interface RetryPolicy {
  /** First backoff step; doubles each attempt. Default 500 ms. */
  baseDelayMs?: number;
  /** Largest backoff step. Default 8 s. */
  maxDelayMs?: number;
  /** A server-requested wait longer than this is not slept: the call fails with retryAfterMs. Default 10 s. */
  maxRetryWaitMs?: number;
}

export interface ErrorDescription {
  /** The provider's own message, from its documented error envelope. */
  message?: string;
  /** Overrides the status-based decision (e.g. OpenAI's 429 insufficient_quota is final). */
  retryable?: boolean;
}

export interface PostJsonOptions<T> {
  /** Names the provider call in messages: "openai embeddings". */
  label?: string;
  headers?: Record<string, string>;
  /** Per attempt, covering connect, headers and body. */
  timeoutMs: number;
  /** Retries after the first attempt (0 = one attempt only). */
  maxRetries: number;
  /** The caller's cancellation: stops the request and any backoff sleep at once. */
  signal?: AbortSignal;
  /** Validates a 2xx JSON body and returns the typed result; throws ResponseShapeError otherwise. */
  parse?: (body: unknown) => T;
  /** Reads the provider's error envelope. */
  describeError?: (status: number, body: unknown) => ErrorDescription;
  retry?: RetryPolicy;
  /** For tests only. */
  fetch?: typeof fetch;
}

const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 499, 500, 502, 503, 504, 529]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status) || status >= 500;
}

export async function postJson<T = unknown>(url: string, body: unknown, options: PostJsonOptions<T>): Promise<T> {
  const label = options.label ?? url;
  const doFetch = options.fetch ?? fetch;
  const baseDelayMs = options.retry?.baseDelayMs ?? 500;
  const maxDelayMs = options.retry?.maxDelayMs ?? 8_000;
  const maxRetryWaitMs = options.retry?.maxRetryWaitMs ?? 10_000;
  const payload = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', accept: 'application/json', ...options.headers };
  let malformedRetried = false;

  for (let attempt = 0; ; attempt++) {
    throwIfAborted(options.signal, label);
    const retriesLeft = options.maxRetries - attempt;
    const outcome = await attemptOnce(doFetch, url, payload, headers, options, label);
    if (outcome.kind === 'ok') return outcome.value;

    if (outcome.kind === 'malformed') {
      if (malformedRetried || retriesLeft <= 0) {
        throw new ProviderError(`${label}: unexpected response: ${outcome.message}`, false, undefined, outcome.status);
      }
      malformedRetried = true;
      await sleep(backoff(attempt, baseDelayMs, maxDelayMs), options.signal, label);
      continue;
    }

    if (!outcome.retryable) {
      throw new ProviderError(`${label}: ${outcome.message}`, false, outcome.retryAfterMs, outcome.status);
    }
    if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs > maxRetryWaitMs) {
      throw new ProviderError(
        `${label}: ${outcome.message} (server asked to wait ${outcome.retryAfterMs} ms: not waiting in-call)`,
        true,
        outcome.retryAfterMs,
        outcome.status,
      );
    }
    if (retriesLeft <= 0) {
      const tries = attempt + 1;
      throw new ProviderError(
        `${label}: ${outcome.message} (after ${tries} attempt${tries === 1 ? '' : 's'})`,
        true,
        outcome.retryAfterMs,
        outcome.status,
      );
    }
    await sleep(outcome.retryAfterMs ?? backoff(attempt, baseDelayMs, maxDelayMs), options.signal, label);
  }
}

type Outcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'malformed'; message: string; status: number }
  | { kind: 'failed'; message: string; retryable: boolean; status?: number; retryAfterMs?: number };

async function attemptOnce<T>(
  doFetch: typeof fetch,
  url: string,
  payload: string,
  headers: Record<string, string>,
  options: PostJsonOptions<T>,
  label: string,
): Promise<Outcome<T>> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response | undefined;
  let text: string;
  try {
    response = await doFetch(url, { method: 'POST', headers, body: payload, signal });
    // The body is read under the same signal: a server that stalls mid-body times out too.
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw abortedError(options.signal, label);
    const status = response?.status;
    if (timeout.aborted) {
      return { kind: 'failed', message: `no complete answer within ${options.timeoutMs} ms`, retryable: true, status };
    }
    return { kind: 'failed', message: `connection error: ${describeNetworkError(error)}`, retryable: true, status };
  }

  const status = response.status;
  const json = parseJsonOrUndefined(text);
  if (response.ok) {
    if (json === undefined) return { kind: 'malformed', message: `body is not JSON: ${snippet(text)}`, status };
    try {
      return { kind: 'ok', value: options.parse ? options.parse(json) : (json as T) };
    } catch (error) {
      if (error instanceof ResponseShapeError) return { kind: 'malformed', message: error.message, status };
      throw error;
    }
  }

  const described = options.describeError?.(status, json) ?? {};
  const detail = described.message ?? (json === undefined ? snippet(text) : snippet(JSON.stringify(json)));
  return {
    kind: 'failed',
    message: `HTTP ${status}${detail ? `: ${detail}` : ''}`,
    retryable: described.retryable ?? isRetryableStatus(status),
    status,
    retryAfterMs: parseRetryAfterMs(response.headers),
  };
}

function backoff(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  const step = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return Math.round(step / 2 + Math.random() * (step / 2));
}

function sleep(ms: number, signal: AbortSignal | undefined, label: string): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal!, label));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function throwIfAborted(signal: AbortSignal | undefined, label: string): void {
  if (signal?.aborted) throw abortedError(signal, label);
}

function abortedError(signal: AbortSignal, label: string): ProviderError {
  const error = new ProviderError(`${label}: aborted by the caller`, false);
  error.cause = signal.reason;
  return error;
}

function parseJsonOrUndefined(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function snippet(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

function describeNetworkError(error: unknown): string {
  // Duck-typed: errors may come from another realm (test sandboxes), where instanceof fails.
  const message = (e: unknown) => (e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : String(e));
  const cause = error && typeof error === 'object' ? (error as { cause?: unknown }).cause : undefined;
  if (cause && typeof cause === 'object') {
    const code = (cause as { code?: unknown }).code;
    return `${message(error)} (${typeof code === 'string' ? `${code}: ` : ''}${message(cause)})`;
  }
  return message(error);
}

// ---------------------------------------------------------------------------------------------
// Request and error-envelope helpers every provider client uses.

/** The error message of an envelope `{error: {message}}` (OpenAI), `{detail}` (Voyage) or `{message}` (Cohere). */
export function errorMessageOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return typeof body === 'string' ? body : undefined;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (nested && typeof nested === 'object' && typeof (nested as Record<string, unknown>).message === 'string') {
    return (nested as Record<string, unknown>).message as string;
  }
  if (typeof record.detail === 'string') return record.detail;
  if (typeof record.message === 'string') return record.message;
  return undefined;
}

/** Joins a base URL (with or without trailing slash, possibly with a path prefix) and an endpoint path. */
export function joinUrl(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Providers reject empty inputs ("cannot be an empty string"): a blank text is sent as one space. */
export function nonEmpty(text: string): string {
  return text.trim() === '' ? ' ' : text;
}
