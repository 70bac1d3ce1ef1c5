import { errorMessageOf, joinUrl, postJson, type ErrorDescription, type RetryPolicy } from './http-json';

/** The options every HTTP provider client takes, whatever it embeds or ranks. */
export interface EndpointOptions {
  apiKey: string;
  /** The API root, without the version segment (each client documents its default). */
  baseURL?: string;
  /** Each client documents its default. */
  model?: string;
  /** Per HTTP attempt. */
  timeoutMs?: number;
  /** Retries inside one call. Default 2. */
  maxRetries?: number;
  retry?: RetryPolicy;
}

/** What a client fixes for its provider. */
export interface EndpointDefaults {
  baseURL: string;
  /** Under baseURL: '/v1/embeddings'. */
  path: string;
  model: string;
  timeoutMs: number;
  /** Names the calls in error messages, followed by the model: "openai embeddings (…)". */
  label: string;
}

export interface EndpointCall<T> {
  /** Validates a 2xx body (throws ResponseShapeError otherwise). */
  parse: (body: unknown) => T;
  signal?: AbortSignal;
  /** Sent besides the bearer key. */
  headers?: Record<string, string>;
  /** Default: the envelope's message (see errorMessageOf), retry decided by status. */
  describeError?: (status: number, body: unknown) => ErrorDescription;
}

/**
 * One provider endpoint with the client's options resolved once: the key check, model and URL
 * defaults, the bearer header and the per-call timeout/retry settings that the embedders' and
 * rerankers' constructors and calls used to spell out each on its own.
 */
export class ProviderEndpoint {
  readonly model: string;
  readonly url: string;
  private readonly label: string;
  private readonly timeoutMs: number;

  /** `client` names the class in configuration errors: "OpenAiEmbedder: apiKey is required". */
  constructor(client: string, private readonly options: EndpointOptions, defaults: EndpointDefaults) {
    if (!options.apiKey) throw new Error(`${client}: apiKey is required`);
    this.model = options.model ?? defaults.model;
    this.url = joinUrl(options.baseURL ?? defaults.baseURL, defaults.path);
    this.label = `${defaults.label} (${this.model})`;
    this.timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  }

  post<T>(body: unknown, call: EndpointCall<T>): Promise<T> {
    return postJson(this.url, body, {
      label: this.label,
      headers: { authorization: `Bearer ${this.options.apiKey}`, ...call.headers },
      timeoutMs: this.timeoutMs,
      maxRetries: this.options.maxRetries ?? 2,
      signal: call.signal,
      retry: this.options.retry,
      parse: call.parse,
      describeError: call.describeError ?? ((_status, body) => ({ message: errorMessageOf(body) })),
    });
  }
}

/** The caller's limit where it is below the provider's, else the provider's. */
export function atMost(requested: number | undefined, providerLimit: number): number {
  return Math.min(requested ?? providerLimit, providerLimit);
}
