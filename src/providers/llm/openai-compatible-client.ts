import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError } from 'openai';
import { parseRetryAfterMs } from '../http/retry-after';
import { boundedRetryFetch, DEFAULT_MAX_SDK_RETRY_WAIT_MS, type Fetch } from './bounded-retry-fetch';

/**
 * The official `openai` client pointed at any server that speaks Chat Completions (Ollama, vLLM,
 * llama.cpp's server, LM Studio, Azure OpenAI's /openai/v1, Mistral, OpenAI). Shared by the
 * distiller and the chat assistant of the `openai-compatible` provider.
 */
export interface OpenAiCompatibleOptions {
  /** Including the API prefix: http://127.0.0.1:11434/v1 */
  baseURL: string;
  /** Unset for local servers: no Authorization header is sent at all. */
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  fetch?: Fetch;
  maxSdkRetryWaitMs?: number;
}

export const OPENAI_COMPATIBLE = 'openai-compatible';

export function createOpenAiCompatibleClient(options: OpenAiCompatibleOptions): OpenAI {
  if (!options.baseURL) throw new Error('openai-compatible: baseURL (LLM_BASE_URL) is required');
  const base: Fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const keyless = !options.apiKey;
  return new OpenAI({
    // The client refuses to start without a key; a keyless server gets a placeholder that is then
    // removed from every request (a null default header is the SDK's documented way to omit one).
    apiKey: options.apiKey || 'unused',
    ...(keyless && { defaultHeaders: { Authorization: null } }),
    // Explicit values: never fall back to OPENAI_* environment variables behind the config's back.
    baseURL: options.baseURL,
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    fetch: boundedRetryFetch(base, options.maxSdkRetryWaitMs ?? DEFAULT_MAX_SDK_RETRY_WAIT_MS),
    logLevel: 'off',
  });
}

export type LlmErrorKind = 'rate_limited' | 'overloaded' | 'server' | 'timeout' | 'invalid_output' | 'client';

export interface ClassifiedLlmError {
  message: string;
  retryable: boolean;
  retryAfterMs?: number;
  kind: LlmErrorKind;
  status?: number;
}

/**
 * What the openai client threw, classified the way the jobs treat it:
 *   429 → rate_limited (retryable, with Retry-After), 408/timeouts/connection errors → timeout,
 *   409 and 5xx → server (retryable), other 4xx and client-side errors → client (not retryable),
 *   a 200 whose body is not JSON → invalid_output (retryable).
 */
export function classifyOpenAiError(error: unknown, signal?: AbortSignal): ClassifiedLlmError {
  const p = OPENAI_COMPATIBLE;
  if (error instanceof APIUserAbortError || signal?.aborted) return { message: `${p}: request aborted by the caller`, retryable: true, kind: 'timeout' };
  if (error instanceof APIConnectionTimeoutError) return { message: `${p}: request timed out: ${error.message}`, retryable: true, kind: 'timeout' };
  if (error instanceof APIConnectionError) return { message: `${p}: connection error: ${error.message}`, retryable: true, kind: 'timeout' };
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    const retryAfterMs = parseRetryAfterMs(error.headers);
    const message = `${p}: HTTP ${status}: ${apiMessage(error)}`;
    if (status === 429) return { message, retryable: true, retryAfterMs, kind: 'rate_limited', status };
    if (status === 503 || status === 529) return { message, retryable: true, retryAfterMs, kind: 'overloaded', status };
    if (status === 408) return { message, retryable: true, retryAfterMs, kind: 'timeout', status };
    if (status >= 500 || status === 409) return { message, retryable: true, retryAfterMs, kind: 'server', status };
    return { message, retryable: false, kind: 'client', status };
  }
  const isObject = typeof error === 'object' && error !== null;
  const name = isObject && typeof (error as Error).name === 'string' ? (error as Error).name : '';
  const text = (isObject ? `${(error as Error).message} ${String((error as Error).cause ?? '')}` : String(error)).trim();
  if (name === 'SyntaxError' || /JSON/.test(text) && /parse|Unexpected/i.test(text)) {
    return { message: `${p}: the response body is not valid JSON: ${text}`, retryable: true, kind: 'invalid_output' };
  }
  if (error instanceof OpenAIError) return { message: `${p}: ${text}`, retryable: false, kind: 'client' };
  if (name === 'TypeError' && /terminated|socket|ECONNRESET|other side closed/i.test(text)) {
    return { message: `${p}: connection lost while reading the response: ${text}`, retryable: true, kind: 'timeout' };
  }
  return { message: `${p}: unexpected error: ${text}`, retryable: true, kind: 'server' };
}

/** The server's own words: `{"error":{"message"}}` (OpenAI, vLLM, llama.cpp), `{"message"}` (Mistral), `{"detail"}`. */
function apiMessage(error: APIError): string {
  const body = error.error as Record<string, unknown> | undefined;
  const nested = body && typeof body.message === 'string' ? body.message : undefined;
  const detail = body && typeof body.detail === 'string' ? body.detail : undefined;
  return (nested ?? detail ?? error.message).slice(0, 500);
}

/** A 400/422 that says the server does not take this response_format (llama.cpp, older vLLM, LM Studio, Azure's older API versions). */
export function rejectsResponseFormat(error: unknown): boolean {
  if (!(error instanceof APIError) || (error.status !== 400 && error.status !== 422)) return false;
  const text = `${error.message} ${JSON.stringify(error.error ?? {})}`;
  return /response_format|json_schema|json_object|structured|grammar/i.test(text);
}

/**
 * A request adjusted to what the server said it does not take, or null when the refusal is about
 * something else. OpenAI's reasoning models refuse `temperature` and want `max_completion_tokens`
 * instead of `max_tokens` (Azure too); Ollama, vLLM, llama.cpp and LM Studio take both. Only a
 * 400/422 naming the parameter counts.
 */
export function adaptToRefusal<P extends { temperature?: number | null; max_tokens?: number | null; max_completion_tokens?: number | null }>(
  params: P,
  error: unknown,
): P | null {
  if (!(error instanceof APIError) || (error.status !== 400 && error.status !== 422)) return null;
  const text = `${error.message} ${JSON.stringify(error.error ?? {})}`;
  if (params.temperature !== undefined && /temperature/i.test(text)) {
    const { temperature: _dropped, ...rest } = params;
    return rest as P;
  }
  if (params.max_tokens !== undefined && /max_tokens/.test(text) && /max_completion_tokens|not supported|unsupported/i.test(text)) {
    const { max_tokens, ...rest } = params;
    return { ...rest, max_completion_tokens: max_tokens } as P;
  }
  return null;
}
