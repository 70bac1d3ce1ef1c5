import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startLocalServer, type LocalServer } from './local-server';

/**
 * One local server, over real HTTP on 127.0.0.1:<random port>, that plays the search providers
 * in their documented wire formats. Each provider lives under a path prefix, so its base URL is
 * `fake.baseURL('openai' | 'voyage' | 'cohere')` and the clients append their usual paths:
 *
 *   POST /openai/v1/embeddings  {model, input[], dimensions?, encoding_format}  → {object:'list', data:[{object:'embedding', index, embedding}], model, usage}
 *                               errors {error: {message, type, param, code}}
 *   POST /voyage/v1/embeddings  {input[], model, input_type, output_dimension?, output_dtype} → {object:'list', data:[{object:'embedding', embedding, index}], model, usage}
 *   POST /voyage/v1/rerank      {query, documents[], model, top_k?}              → {object:'list', data:[{index, relevance_score}], model, usage}
 *                               errors {detail}
 *   POST /cohere/v2/rerank      {model, query, documents[], top_n?}              → {id, results:[{index, relevance_score}], meta}
 *                               errors {id, message}
 *
 * Requests are validated where a client could get them wrong (bearer key, required fields,
 * list limits: 2048 OpenAI inputs, 1000 Voyage inputs/documents, 1000 Cohere documents,
 * Voyage output_dimension values, OpenAI `dimensions` only on text-embedding-3).
 * Vectors are deterministic (seeded by a hash of model, input_type and text), unit length, and
 * Matryoshka-consistent: the first k components of a longer vector, re-normalised, are the
 * k-dimensional vector. Rerank scores are deterministic too (word overlap with the query).
 *
 * Misbehaviour is scripted per endpoint: a queue of behaviours consumed one per request, then `ok`.
 * Every request is recorded.
 */

export type Endpoint = 'openai.embeddings' | 'voyage.embeddings' | 'voyage.rerank' | 'cohere.rerank';
export type Provider = 'openai' | 'voyage' | 'cohere';

export type FakeBehaviour =
  /** The documented success answer; `order` shuffles the list (indices stay right); `limit` scores fewer documents. */
  | { kind: 'ok'; order?: 'as-is' | 'reversed' | 'shuffled'; limit?: number }
  /** An error in the provider's documented envelope. */
  | { kind: 'error'; status: number; message?: string; type?: string; code?: string | null; headers?: Record<string, string> }
  /** Accept the request and never answer. */
  | { kind: 'hang' }
  /** 200, application/json, a body cut short (not JSON). */
  | { kind: 'malformed_json' }
  /** 200, valid JSON, not the documented shape. */
  | { kind: 'wrong_shape' }
  /** 200, one embedding (or result) too few. */
  | { kind: 'wrong_count' }
  /** Headers and half a body, then the connection drops. */
  | { kind: 'drop' };

export interface RecordedRequest {
  endpoint: Endpoint | null;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: any;
  at: number;
}

export const FAKE_KEYS: Record<Provider, string> = {
  openai: 'sk-test-openai-0123456789',
  voyage: 'pa-test-voyage-0123456789',
  cohere: 'co-test-cohere-0123456789',
};

export const behaviours = {
  ok: (extra: Omit<Extract<FakeBehaviour, { kind: 'ok' }>, 'kind'> = {}): FakeBehaviour => ({ kind: 'ok', ...extra }),
  rateLimited: (headers: Record<string, string> = { 'retry-after': '1' }): FakeBehaviour => ({ kind: 'error', status: 429, headers }),
  serverError: (status = 500, headers: Record<string, string> = {}): FakeBehaviour => ({ kind: 'error', status, headers }),
  unauthorized: (): FakeBehaviour => ({ kind: 'error', status: 401 }),
  insufficientQuota: (): FakeBehaviour => ({
    kind: 'error',
    status: 429,
    type: 'insufficient_quota',
    code: 'insufficient_quota',
    message: 'You exceeded your current quota, please check your plan and billing details.',
  }),
  hang: (): FakeBehaviour => ({ kind: 'hang' }),
  malformedJson: (): FakeBehaviour => ({ kind: 'malformed_json' }),
  wrongShape: (): FakeBehaviour => ({ kind: 'wrong_shape' }),
  wrongCount: (): FakeBehaviour => ({ kind: 'wrong_count' }),
  drop: (): FakeBehaviour => ({ kind: 'drop' }),
};

const ROUTES: Record<string, Endpoint> = {
  'POST /openai/v1/embeddings': 'openai.embeddings',
  'POST /voyage/v1/embeddings': 'voyage.embeddings',
  'POST /voyage/v1/rerank': 'voyage.rerank',
  'POST /cohere/v2/rerank': 'cohere.rerank',
};

const OPENAI_DIMENSIONS: Record<string, number> = { 'text-embedding-3-small': 1536, 'text-embedding-3-large': 3072, 'text-embedding-ada-002': 1536 };
const VOYAGE_DIMENSIONS: Record<string, number> = { 'voyage-3.5': 1024, 'voyage-3.5-lite': 1024, 'voyage-3-large': 1024, 'voyage-4': 1024, 'voyage-4-large': 1024, 'voyage-4-lite': 1024, 'voyage-law-2': 1024 };
const VOYAGE_FLEXIBLE = new Set(['voyage-3.5', 'voyage-3.5-lite', 'voyage-3-large', 'voyage-4', 'voyage-4-large', 'voyage-4-lite']);
const VOYAGE_RERANKERS = new Set(['rerank-2.5', 'rerank-2.5-lite', 'rerank-3', 'rerank-2']);
const COHERE_RERANKERS = new Set(['rerank-v3.5', 'rerank-v4.0-pro', 'rerank-v4.0-fast', 'rerank-multilingual-v3.0', 'rerank-english-v3.0']);

/** Deterministic unit vector; prefixes are consistent across lengths (Matryoshka-style truncation). */
export function fakeEmbedding(text: string, dimensions: number, salt = ''): Float32Array {
  const seed = createHash('sha256').update(`${salt}\u0000${text}`).digest();
  let state = seed.readUInt32LE(0) || 1;
  const next = () => {
    // xorshift32 → (0, 1)
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 1) / 4294967297;
  };
  const raw = new Float64Array(dimensions);
  for (let i = 0; i < dimensions; i++) raw[i] = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
  let norm = 0;
  for (const v of raw) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  return Float32Array.from(raw, (v) => v / norm);
}

/** Word-overlap relevance in [0, 1], with a tiny hash tie-breaker so every score differs. */
export function fakeRelevance(query: string, document: string): number {
  const words = (s: string) => new Set(s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1));
  const q = words(query);
  const d = words(document);
  let shared = 0;
  for (const w of q) if (d.has(w)) shared++;
  const overlap = q.size === 0 ? 0 : shared / q.size;
  const tie = createHash('sha256').update(`${query}\u0000${document}`).digest().readUInt16LE(0) / 65536 / 1000;
  return Math.min(1, overlap * 0.99 + tie);
}

export class FakeProviders {
  readonly requests: RecordedRequest[] = [];
  private readonly queues = new Map<Endpoint, FakeBehaviour[]>();
  private server: LocalServer | null = null;
  private origin = '';

  async start(): Promise<this> {
    this.server = await startLocalServer(
      (req, res) => this.handle(req, res),
      (res, error) => this.send(res, 500, { message: `fake crashed: ${String(error)}` }),
    );
    this.origin = this.server.origin;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = null;
  }

  baseURL(provider: Provider): string {
    return `${this.origin}/${provider}`;
  }

  /** Queues behaviours for the next requests to `endpoint`, in order. */
  script(endpoint: Endpoint, ...items: FakeBehaviour[]): this {
    const queue = this.queues.get(endpoint) ?? [];
    queue.push(...items);
    this.queues.set(endpoint, queue);
    return this;
  }

  pending(endpoint: Endpoint): number {
    return this.queues.get(endpoint)?.length ?? 0;
  }

  requestsTo(endpoint: Endpoint): RecordedRequest[] {
    return this.requests.filter((r) => r.endpoint === endpoint);
  }

  reset(): void {
    this.requests.length = 0;
    this.queues.clear();
  }

  // -------------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { rawBody, body: parsed } = await readBody(req);
    const body = parsed as any;
    const path = new URL(req.url ?? '/', this.origin).pathname;
    const endpoint = ROUTES[`${req.method} ${path}`] ?? null;
    this.requests.push({ endpoint, method: req.method ?? '', path, headers: { ...req.headers }, rawBody, body, at: Date.now() });
    if (!endpoint) return this.send(res, 404, { message: `Not found: ${req.method} ${path}` });

    const provider = endpoint.split('.')[0] as Provider;
    if (req.headers['authorization'] !== `Bearer ${FAKE_KEYS[provider]}`) return this.sendError(res, endpoint, { kind: 'error', status: 401 });
    if (rawBody && body === undefined) return this.sendError(res, endpoint, { kind: 'error', status: 400, message: 'Request body is not valid JSON.' });
    const invalid = this.validate(endpoint, body);
    if (invalid) return this.sendError(res, endpoint, { kind: 'error', status: 400, message: invalid, type: 'invalid_request_error', code: null });

    const behaviour = this.queues.get(endpoint)?.shift() ?? { kind: 'ok' };
    switch (behaviour.kind) {
      case 'error':
        return this.sendError(res, endpoint, behaviour);
      case 'hang':
        return; // never answered: the client's timeout (or stop()) ends it
      case 'malformed_json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"object":"list","data":[{"object":"embedding","index":0,"embedding":[0.01,');
        return;
      case 'drop':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
        res.write('{"object":"list","data":[');
        setTimeout(() => res.socket?.destroy(), 10);
        return;
      case 'wrong_shape':
        return this.send(res, 200, endpoint === 'cohere.rerank' ? { id: randomUUID(), results: { index: 0 } } : { object: 'list', data: null, model: body.model });
      case 'ok':
      case 'wrong_count':
        return this.send(res, 200, this.answer(endpoint, body, behaviour));
    }
  }

  private validate(endpoint: Endpoint, body: any): string | null {
    if (!body || typeof body !== 'object') return 'body: must be a JSON object';
    switch (endpoint) {
      case 'openai.embeddings': {
        const native = OPENAI_DIMENSIONS[body.model];
        if (!native) return `The model \`${body.model}\` does not exist or you do not have access to it.`;
        if (!Array.isArray(body.input) || body.input.length === 0) return "'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.";
        if (body.input.length > 2048) return `'$.input' is invalid: array of ${body.input.length} inputs exceeds the maximum of 2048.`;
        if (body.input.some((t: unknown) => typeof t !== 'string' || t === '')) return "'$.input' is invalid: inputs must be non-empty strings.";
        if (body.encoding_format !== undefined && !['float', 'base64'].includes(body.encoding_format)) return "'encoding_format' must be 'float' or 'base64'.";
        if (body.dimensions !== undefined) {
          if (body.model === 'text-embedding-ada-002') return 'This model does not support specifying dimensions.';
          if (!Number.isInteger(body.dimensions) || body.dimensions < 1 || body.dimensions > native) return `Invalid value for 'dimensions' = ${body.dimensions}.`;
        }
        return null;
      }
      case 'voyage.embeddings': {
        const native = VOYAGE_DIMENSIONS[body.model];
        if (!native) return `Model ${body.model} is not supported.`;
        if (!Array.isArray(body.input) || body.input.length === 0) return 'Input cannot be empty.';
        if (body.input.length > 1000) return `The batch size limit is 1000. Your batch size is ${body.input.length}.`;
        if (body.input.some((t: unknown) => typeof t !== 'string' || t === '')) return 'Input texts must be non-empty strings.';
        if (body.input_type !== undefined && body.input_type !== null && !['query', 'document'].includes(body.input_type)) return "input_type must be 'query', 'document' or null.";
        if (body.output_dimension !== undefined && body.output_dimension !== null) {
          if (!VOYAGE_FLEXIBLE.has(body.model) || ![256, 512, 1024, 2048].includes(body.output_dimension)) return `output_dimension ${body.output_dimension} is not supported for ${body.model}.`;
        }
        if (body.output_dtype !== undefined && body.output_dtype !== 'float') return 'This fake only speaks output_dtype float.';
        return null;
      }
      case 'voyage.rerank':
      case 'cohere.rerank': {
        const models = endpoint === 'voyage.rerank' ? VOYAGE_RERANKERS : COHERE_RERANKERS;
        if (!models.has(body.model)) return `model '${body.model}' not found`;
        if (typeof body.query !== 'string' || body.query.trim() === '') return 'invalid request: query must not be empty or be only whitespace';
        if (!Array.isArray(body.documents) || body.documents.length === 0) return 'invalid request: list of documents must not be empty';
        if (body.documents.length > 1000) return `invalid request: too many documents (${body.documents.length}), the limit is 1000`;
        if (body.documents.some((d: unknown) => typeof d !== 'string')) return 'invalid request: documents must be strings';
        const k = endpoint === 'voyage.rerank' ? body.top_k : body.top_n;
        if (k !== undefined && k !== null && (!Number.isInteger(k) || k < 1)) return 'invalid request: top_k/top_n must be a positive integer';
        return null;
      }
    }
  }

  private answer(endpoint: Endpoint, body: any, behaviour: Extract<FakeBehaviour, { kind: 'ok' | 'wrong_count' }>): unknown {
    const reorder = <T>(items: T[]): T[] => {
      const order = behaviour.kind === 'ok' ? behaviour.order : undefined;
      if (order === 'reversed') return [...items].reverse();
      if (order === 'shuffled') return items.map((item, i) => ({ item, key: createHash('md5').update(String(i)).digest('hex') })).sort((a, b) => a.key.localeCompare(b.key)).map((x) => x.item);
      return items;
    };
    const dropOne = <T>(items: T[]): T[] => (behaviour.kind === 'wrong_count' ? items.slice(0, -1) : items);

    if (endpoint === 'openai.embeddings' || endpoint === 'voyage.embeddings') {
      const texts = body.input as string[];
      const openai = endpoint === 'openai.embeddings';
      const dimensions = openai ? (body.dimensions ?? OPENAI_DIMENSIONS[body.model]) : (body.output_dimension ?? VOYAGE_DIMENSIONS[body.model]);
      const salt = openai ? body.model : `${body.model}/${body.input_type ?? 'none'}`;
      const tokens = texts.reduce((sum, t) => sum + Math.ceil(t.length / 4), 0);
      const data = dropOne(
        texts.map((text, index) => ({ object: 'embedding', index, embedding: Array.from(fakeEmbedding(text, dimensions, salt), (v) => Number(v.toFixed(7))) })),
      );
      return openai
        ? { object: 'list', data: reorder(data), model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } }
        : { object: 'list', data: reorder(data).map(({ object, embedding, index }) => ({ object, embedding, index })), model: body.model, usage: { total_tokens: tokens } };
    }

    const documents = body.documents as string[];
    const k = endpoint === 'voyage.rerank' ? body.top_k : body.top_n;
    const limit = Math.min(k ?? documents.length, behaviour.kind === 'ok' && behaviour.limit !== undefined ? behaviour.limit : documents.length);
    const ranked = documents
      .map((document, index) => ({ index, relevance_score: Number(fakeRelevance(body.query, document).toFixed(8)) }))
      .sort((a, b) => b.relevance_score - a.relevance_score)
      .slice(0, limit);
    const results = reorder(dropOne(ranked));
    if (endpoint === 'voyage.rerank') {
      return { object: 'list', data: results, model: body.model, usage: { total_tokens: Math.ceil(documents.join(' ').length / 4) + 10 } };
    }
    return { id: randomUUID(), results, meta: { api_version: { version: '2' }, billed_units: { search_units: 1 } } };
  }

  /** Each provider's documented error envelope and its usual messages. */
  private sendError(res: ServerResponse, endpoint: Endpoint, error: Extract<FakeBehaviour, { kind: 'error' }>): void {
    const provider = endpoint.split('.')[0] as Provider;
    const message = error.message ?? defaultMessage(provider, error.status);
    const headers = error.headers ?? {};
    if (provider === 'openai') {
      const type = error.type ?? (error.status === 401 ? 'invalid_request_error' : error.status === 429 ? 'requests' : error.status >= 500 ? 'server_error' : 'invalid_request_error');
      const code = error.code !== undefined ? error.code : error.status === 401 ? 'invalid_api_key' : error.status === 429 ? 'rate_limit_exceeded' : null;
      return this.send(res, error.status, { error: { message, type, param: null, code } }, headers);
    }
    if (provider === 'voyage') return this.send(res, error.status, { detail: message }, headers);
    return this.send(res, error.status, { id: randomUUID(), message }, headers);
  }

  private send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
    const body = JSON.stringify(payload);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': randomUUID(), ...headers });
    res.end(body);
  }
}

function defaultMessage(provider: Provider, status: number): string {
  const table: Record<Provider, Record<number, string>> = {
    openai: {
      401: 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
      429: 'Rate limit reached for text-embedding-3-small on requests per min (RPM): Limit 3000, Used 3000, Requested 1. Please try again in 20ms.',
      500: 'The server had an error while processing your request. Sorry about that!',
      503: 'The engine is currently overloaded, please try again later.',
    },
    voyage: {
      401: 'Provided API key is invalid.',
      429: 'You have exceeded the rate limit. Please pace your requests.',
      500: 'The server failed to process the request.',
      503: 'The server is overloaded or not ready yet.',
    },
    cohere: {
      401: 'invalid api token',
      429: 'You are using a Trial key, which is limited to 10 API calls / minute.',
      500: 'internal server error, this has been reported to our developers',
      503: 'service unavailable',
    },
  };
  return table[provider][status] ?? `HTTP ${status}`;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  return new FakeProviders().start();
}
