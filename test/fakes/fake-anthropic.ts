import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, startLocalServer, type LocalServer } from './local-server';

/**
 * A local stand-in for the Anthropic Messages API, over real HTTP on 127.0.0.1:<random port>.
 * It speaks the documented wire format (message objects, tool_use blocks, usage, the
 * `{"type":"error","error":{…}}` error envelope with the matching statuses, retry-after) and
 * validates requests the way the API of version 2026-10-21 does where it matters to us
 * (auth header, anthropic-version, required fields, no sampling parameters, forced tool exists).
 *
 * POST /v1/messages answers from a script: a queue of behaviours consumed one per request,
 * then `defaultBehaviour`. Every request is recorded (headers, raw body, parsed body).
 * Batches: POST /v1/messages/batches, GET /v1/messages/batches/:id, GET …/:id/results (JSONL).
 *
 * Streaming (`"stream": true`): the documented SSE event stream — message_start,
 * content_block_start / content_block_delta (text_delta, input_json_delta) / content_block_stop,
 * ping, message_delta, message_stop — and `event: error` for a failure after the 200 (e.g.
 * overloaded_error mid-stream). A 'text' or 'tool' behaviour is streamed as such when the request
 * asks for a stream; 'stream' scripts blocks, chunking, pauses and mid-stream errors; 'dynamic'
 * decides from the request (e.g. cite a unit id found in the last tool_result).
 *
 * Also: structured outputs (`output_config.format` json_schema: a 'tool' behaviour is answered as
 * a text block holding its input as JSON; `supportsStructuredOutputs = false` answers 400 like a
 * model without them), prompt caching (a `cache_control` breakpoint on the tools or system: the
 * prefix up to it, when ≥ 1024 tokens at 4 characters a token, is reported as
 * cache_creation_input_tokens the first time and cache_read_input_tokens afterwards), tool_result
 * content as `search_result` blocks (validated), and `citations_delta` events in the stream for a
 * text block that cites search results.
 */

export type FakeBehaviour =
  /** 200 with a tool_use block whose input is `input` (anything: also a string or a partial object). */
  | { kind: 'tool'; input: unknown; toolName?: string; model?: string; usage?: { input_tokens: number; output_tokens: number }; stopReason?: string }
  /** 200 with a text block only: the model did not call the tool. */
  | { kind: 'text'; text: string }
  /** 200, content-type application/json, a body that is not JSON. */
  | { kind: 'malformed_json' }
  /** An error in the documented envelope. */
  | { kind: 'error'; status: number; type: string; message?: string; headers?: Record<string, string> }
  /** Accept the request and never answer (until the client gives up). */
  | { kind: 'hang' }
  /** Send headers and half a body, then drop the connection. */
  | { kind: 'drop_mid_body' }
  /** A streamed message (for `"stream": true` requests), see StreamScript. */
  | ({ kind: 'stream' } & StreamScript)
  /** Chooses the behaviour from the request body (e.g. cite a unit found in the last tool_result). */
  | { kind: 'dynamic'; respond: (body: Record<string, unknown>) => FakeBehaviour };

export type StreamBlock =
  /** `citations`: search_result_location citations of this block, sent as citations_delta events. */
  | { type: 'text'; text: string; citations?: Array<{ source: string; title?: string; cited_text?: string }> }
  | { type: 'tool_use'; name: string; input: unknown; id?: string };

export interface StreamScript {
  blocks: StreamBlock[];
  /** Defaults to tool_use when a tool_use block is present, else end_turn. */
  stopReason?: string;
  usage?: { input_tokens: number; output_tokens: number };
  /** Text deltas of at most this many characters (default 12); tool input JSON in pieces of 10. */
  chunkSize?: number;
  /** Explicit text deltas for one text block, overriding chunkSize (index of the block → pieces). */
  textChunks?: Record<number, string[]>;
  delayMs?: number;
  /** After this many deltas in all, send `event: error` with this error and end the response. */
  errorAfterDeltas?: number;
  error?: { type: string; message: string };
  /** After this many deltas in all, stop writing and keep the connection open (until the client leaves). */
  hangAfterDeltas?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: unknown;
  at: number;
}

export type BatchResultScript =
  | { type: 'succeeded'; behaviour: Extract<FakeBehaviour, { kind: 'tool' | 'text' }> }
  | { type: 'errored'; errorType: string; message: string }
  | { type: 'expired' }
  | { type: 'canceled' };

interface FakeBatch {
  id: string;
  createdAt: string;
  requests: Array<{ custom_id: string; params: Record<string, unknown> }>;
  pollsLeft: number;
  ended: boolean;
}

/** A unit that passes distilledUnitSchema (reusable, 3+ phrases). */
export function validUnitInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    is_reusable: true,
    problem: 'Non riesco ad accedere: la pagina di login dice "password scaduta".',
    symptoms: 'Messaggio "password scaduta" al login dal browser.',
    cause: 'La password era scaduta dopo 90 giorni per la policy aziendale.',
    solution: '1. Aprire la pagina di login\n2. Cliccare "Password dimenticata"\n3. Seguire il link ricevuto via e-mail e scegliere una nuova password',
    applicability: '',
    category: 'accesso',
    search_phrases: ['password scaduta', 'non riesco ad accedere', 'login non funziona'],
    is_commercial_exception: false,
    is_one_off: false,
    confidence: 0.85,
    ...overrides,
  };
}

export const behaviours = {
  valid: (overrides: Record<string, unknown> = {}, extra: Partial<Extract<FakeBehaviour, { kind: 'tool' }>> = {}): FakeBehaviour => ({
    kind: 'tool',
    input: validUnitInput(overrides),
    ...extra,
  }),
  rateLimited: (retryAfter: string, extraHeaders: Record<string, string> = {}): FakeBehaviour => ({
    kind: 'error',
    status: 429,
    type: 'rate_limit_error',
    message: 'Number of request tokens has exceeded your per-minute rate limit',
    headers: { 'retry-after': retryAfter, ...extraHeaders },
  }),
  overloaded: (headers: Record<string, string> = {}): FakeBehaviour => ({ kind: 'error', status: 529, type: 'overloaded_error', message: 'Overloaded', headers }),
  serverError: (): FakeBehaviour => ({ kind: 'error', status: 500, type: 'api_error', message: 'Internal server error' }),
  badRequest: (message = 'messages: field required'): FakeBehaviour => ({ kind: 'error', status: 400, type: 'invalid_request_error', message }),
  unauthorized: (): FakeBehaviour => ({ kind: 'error', status: 401, type: 'authentication_error', message: 'invalid x-api-key' }),
};

/** Streamed chat turns (requests with `"stream": true`). */
export const streams = {
  text: (text: string, extra: Partial<StreamScript> = {}): FakeBehaviour => ({ kind: 'stream', blocks: [{ type: 'text', text }], ...extra }),
  /** A tool call, optionally after some text ("Cerco nella base di conoscenza…"). */
  toolCall: (name: string, input: unknown, preface?: string, extra: Partial<StreamScript> = {}): FakeBehaviour => ({
    kind: 'stream',
    blocks: [...(preface ? [{ type: 'text' as const, text: preface }] : []), { type: 'tool_use', name, input }],
    ...extra,
  }),
  /** Answers from the last tool_result of the request: `write` gets the unit ids it contained. */
  fromLastSearch: (write: (unitIds: number[], toolResult: string) => string, extra: Partial<StreamScript> = {}): FakeBehaviour => ({
    kind: 'dynamic',
    respond: (body) => ({ kind: 'stream', blocks: [{ type: 'text', text: write(unitIdsIn(lastToolResult(body)), lastToolResult(body)) }], ...extra }),
  }),
};

/** The text of the last tool_result block in a Messages request ('' when there is none). */
export function lastToolResult(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as Array<{ content?: unknown }>;
  for (let i = messages.length - 1; i >= 0; i--) {
    const content = messages[i].content;
    if (!Array.isArray(content)) continue;
    const result = [...content].reverse().find((b: { type?: string }) => b.type === 'tool_result') as { content?: unknown } | undefined;
    if (!result) continue;
    if (typeof result.content === 'string') return result.content;
    if (Array.isArray(result.content)) return result.content.map(blockText).join('\n');
    return '';
  }
  return '';
}

/** A tool_result content block as text: a search_result is its source, title and content. */
function blockText(block: { type?: string; text?: string; source?: string; title?: string; content?: Array<{ text?: string }> }): string {
  if (block.type === 'search_result') return [block.source, block.title, ...(block.content ?? []).map((c) => c.text ?? '')].join('\n');
  return block.text ?? '';
}

export function unitIdsIn(text: string): number[] {
  return [...new Set([...text.matchAll(/KU-(\d+)/g)].map((m) => Number(m[1])))];
}

const API_VERSION = '2026-10-21';

export class FakeAnthropic {
  readonly requests: RecordedRequest[] = [];
  /** Used for /v1/messages when the queue is empty. */
  defaultBehaviour: FakeBehaviour = behaviours.valid();
  /** How many GETs of a batch answer "in_progress" before it ends. */
  batchPollsBeforeEnd = 1;
  /** false: `output_config.format` is a 400, as for a model without structured outputs. */
  supportsStructuredOutputs = true;
  private readonly cachedPrefixes = new Set<string>();
  private readonly queue: FakeBehaviour[] = [];
  private readonly batchScripts = new Map<string, BatchResultScript>();
  private readonly batches = new Map<string, FakeBatch>();
  private server: LocalServer | null = null;
  private counter = 0;
  baseURL = '';
  /** A model's thinking time: every message waits this long before its first byte (benchmarks state it). */
  responseDelayMs = 0;

  /** Answers a batch request that has no script of its own (the recorded server replays cassettes here). */
  batchResponder: ((params: Record<string, unknown>) => BatchResultScript) | undefined;

  async start(port = 0): Promise<this> {
    this.server = await startLocalServer(
      (req, res) => this.handle(req, res),
      (res, error) => this.sendError(res, 500, 'api_error', `fake crashed: ${String(error)}`),
      port,
    );
    this.baseURL = this.server.origin;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = null;
  }

  /** Queues behaviours for the next POST /v1/messages requests, in order. */
  script(...items: FakeBehaviour[]): this {
    this.queue.push(...items);
    return this;
  }

  /** What the batch will report for the request with this custom_id (default: succeeded, valid unit). */
  scriptBatchResult(customId: string, script: BatchResultScript): this {
    this.batchScripts.set(customId, script);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
    this.batchScripts.clear();
    this.batches.clear();
    this.defaultBehaviour = behaviours.valid();
    this.batchPollsBeforeEnd = 1;
    this.supportsStructuredOutputs = true;
    this.cachedPrefixes.clear();
  }

  /**
   * Prompt caching as the API reports it: the prefix (tools, then system) up to the last block
   * with cache_control; below 1024 tokens nothing is cached.
   */
  cacheUsage(body: Record<string, unknown>): { cache_creation_input_tokens: number; cache_read_input_tokens: number } {
    const none = { cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    const tools = Array.isArray(body.tools) ? (body.tools as Array<Record<string, unknown>>) : [];
    const system = Array.isArray(body.system) ? (body.system as Array<Record<string, unknown>>) : [];
    const parts = [...tools, ...system];
    let last = -1;
    parts.forEach((part, i) => {
      if (part.cache_control) last = i;
    });
    if (last < 0) return none;
    const prefix = JSON.stringify(parts.slice(0, last + 1));
    const tokens = Math.ceil(prefix.length / 4);
    if (tokens < 1024) return none;
    if (this.cachedPrefixes.has(prefix)) return { cache_creation_input_tokens: 0, cache_read_input_tokens: tokens };
    this.cachedPrefixes.add(prefix);
    return { cache_creation_input_tokens: tokens, cache_read_input_tokens: 0 };
  }

  get pending(): number {
    return this.queue.length;
  }

  messageRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/messages');
  }

  // -------------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { rawBody, body } = await readBody(req);
    const url = new URL(req.url ?? '/', this.baseURL);
    this.requests.push({ method: req.method ?? '', path: url.pathname, headers: { ...req.headers }, rawBody, body, at: Date.now() });
    if (this.responseDelayMs > 0 && url.pathname === '/v1/messages') await new Promise((resolve) => setTimeout(resolve, this.responseDelayMs));

    const authError = this.checkHeaders(req);
    if (authError) return this.sendError(res, authError.status, authError.type, authError.message);
    if (rawBody && body === undefined) return this.sendError(res, 400, 'invalid_request_error', 'There was an issue with the request body: not valid JSON');

    if (req.method === 'POST' && url.pathname === '/v1/messages') return this.handleMessage(body, res);
    if (req.method === 'POST' && url.pathname === '/v1/messages/batches') return this.handleBatchCreate(body, res);
    const results = /^\/v1\/messages\/batches\/([^/]+)\/results$/.exec(url.pathname);
    if (req.method === 'GET' && results) return this.handleBatchResults(results[1], res);
    const batch = /^\/v1\/messages\/batches\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && batch) return this.handleBatchRetrieve(batch[1], res);
    return this.sendError(res, 404, 'not_found_error', `Not found: ${req.method} ${url.pathname}`);
  }

  private checkHeaders(req: IncomingMessage): { status: number; type: string; message: string } | null {
    const auth = req.headers['authorization'];
    const apiKey = req.headers['x-api-key'];
    if (!(typeof auth === 'string' && /^Bearer \S+$/.test(auth)) && typeof apiKey !== 'string') {
      return { status: 401, type: 'authentication_error', message: 'missing authentication' };
    }
    if (!req.headers['anthropic-version']) {
      return { status: 400, type: 'invalid_request_error', message: 'anthropic-version: header is required' };
    }
    return null;
  }

  /** The subset of the API's request validation that catches client mistakes we care about. */
  private validateMessageParams(params: unknown, version: string, prefix = ''): string | null {
    if (!params || typeof params !== 'object') return `${prefix}body: must be an object`;
    const p = params as Record<string, unknown>;
    if (typeof p.model !== 'string' || !p.model) return `${prefix}model: Field required`;
    if (typeof p.max_tokens !== 'number') return `${prefix}max_tokens: Field required`;
    if (Array.isArray(p.system)) {
      for (const [i, block] of (p.system as Array<Record<string, unknown>>).entries()) {
        if (block.type !== 'text' || typeof block.text !== 'string' || !block.text) return `${prefix}system.${i}: text blocks must be non-empty`;
        const cache = block.cache_control as { type?: string; ttl?: string } | undefined;
        if (cache && (cache.type !== 'ephemeral' || (cache.ttl !== undefined && !['5m', '1h'].includes(cache.ttl)))) return `${prefix}system.${i}.cache_control: Input tag does not match 'ephemeral'`;
      }
    } else if (p.system !== undefined && typeof p.system !== 'string') {
      return `${prefix}system: Input should be a valid string or list`;
    }
    const output = p.output_config as { format?: { type?: string; schema?: unknown } } | undefined;
    if (output?.format) {
      if (!this.supportsStructuredOutputs) return `${prefix}output_config.format: structured outputs are not supported for model ${String(p.model)}`;
      if (output.format.type !== 'json_schema' || typeof output.format.schema !== 'object') return `${prefix}output_config.format: Input tag does not match 'json_schema'`;
      if ((output.format.schema as Record<string, unknown>).additionalProperties !== false) return `${prefix}output_config.format.schema: additionalProperties must be false`;
    }
    if (!Array.isArray(p.messages) || p.messages.length === 0) return `${prefix}messages: Field required`;
    if (version === API_VERSION) {
      for (const field of ['temperature', 'top_p', 'top_k']) {
        if (field in p) return `${prefix}${field}: Extra inputs are not permitted`;
      }
    }
    const tools = Array.isArray(p.tools) ? (p.tools as Array<Record<string, unknown>>) : [];
    for (const [i, tool] of tools.entries()) {
      const schema = tool.input_schema as Record<string, unknown> | undefined;
      if (!schema || schema.type !== 'object') return `${prefix}tools.${i}.custom.input_schema.type: Input should be 'object'`;
      if ('$schema' in schema) return `${prefix}tools.${i}.custom.input_schema: JSON schema is invalid`;
    }
    const choice = p.tool_choice as { type?: string; name?: string } | undefined;
    if (choice?.type === 'tool' && !tools.some((t) => t.name === choice.name)) {
      return `${prefix}tool_choice: tool "${choice.name}" not found in tools`;
    }
    return validateConversation(p.messages as Array<{ role?: unknown; content?: unknown }>, prefix);
  }

  /** The documented stream for one message: every event as `event: <type>` + `data: <json>`. */
  private async sendStream(
    res: ServerResponse,
    script: StreamScript,
    requestModel: string,
    cache = { cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  ): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': this.id('req') });
    const write = (type: string, data: Record<string, unknown>) => {
      if (!res.destroyed) res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    };
    const pause = () => (script.delayMs ? new Promise((resolve) => setTimeout(resolve, script.delayMs)) : Promise.resolve());
    const usage = script.usage ?? { input_tokens: 1234, output_tokens: 321 };
    const hasTool = script.blocks.some((b) => b.type === 'tool_use');
    write('message_start', {
      message: {
        id: this.id('msg'),
        type: 'message',
        role: 'assistant',
        model: requestModel,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        stop_details: null,
        container: null,
        diagnostics: null,
        usage: { input_tokens: usage.input_tokens, output_tokens: 1, ...cache, service_tier: 'standard' },
      },
    });
    write('ping', {});
    let deltas = 0;
    // true when the script ends the response early (error event, or a hang until the client leaves)
    const interrupt = (): boolean => {
      deltas++;
      if (script.errorAfterDeltas !== undefined && deltas >= script.errorAfterDeltas) {
        const error = script.error ?? { type: 'overloaded_error', message: 'Overloaded' };
        if (!res.destroyed) res.end(`event: error\ndata: ${JSON.stringify({ type: 'error', error, request_id: this.id('req') })}\n\n`);
        return true;
      }
      if (script.hangAfterDeltas !== undefined && deltas >= script.hangAfterDeltas) return true;
      return false;
    };
    for (const [index, block] of script.blocks.entries()) {
      if (block.type === 'text') {
        write('content_block_start', { index, content_block: { type: 'text', text: '', citations: null } });
        const size = script.chunkSize ?? 12;
        const pieces = script.textChunks?.[index] ?? (block.text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []);
        for (const [n, piece] of pieces.entries()) {
          await pause();
          write('content_block_delta', { index, delta: { type: 'text_delta', text: piece } });
          if (interrupt()) return;
          if (n === 0) {
            for (const c of block.citations ?? []) {
              const citation = { type: 'search_result_location', source: c.source, title: c.title ?? null, cited_text: c.cited_text ?? '', search_result_index: 0, start_block_index: 0, end_block_index: 0 };
              write('content_block_delta', { index, delta: { type: 'citations_delta', citation } });
            }
          }
        }
      } else {
        const id = block.id ?? this.id('toolu');
        write('content_block_start', { index, content_block: { type: 'tool_use', id, name: block.name, input: {}, caller: { type: 'direct' } } });
        const json = typeof block.input === 'string' ? block.input : JSON.stringify(block.input);
        for (const piece of ['', ...(json.match(/[\s\S]{1,10}/g) ?? [])]) {
          await pause();
          write('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } });
          if (interrupt()) return;
        }
      }
      write('content_block_stop', { index });
    }
    write('message_delta', {
      delta: { stop_reason: script.stopReason ?? (hasTool ? 'tool_use' : 'end_turn'), stop_sequence: null, stop_details: null, container: null },
      usage: { output_tokens: usage.output_tokens },
    });
    write('message_stop', {});
    res.end();
  }

  private handleMessage(body: unknown, res: ServerResponse): void {
    const version = String(this.requests[this.requests.length - 1].headers['anthropic-version']);
    const invalid = this.validateMessageParams(body, version);
    if (invalid) return this.sendError(res, 400, 'invalid_request_error', invalid);
    let behaviour = this.queue.shift() ?? this.defaultBehaviour;
    while (behaviour.kind === 'dynamic') behaviour = behaviour.respond(body as Record<string, unknown>);
    const model = (body as { model: string }).model;
    const streaming = (body as { stream?: unknown }).stream === true;
    if (streaming && (behaviour.kind === 'text' || behaviour.kind === 'tool')) behaviour = asStream(behaviour);
    if (behaviour.kind === 'stream') {
      if (!streaming) return this.sendError(res, 400, 'invalid_request_error', 'fake: a stream behaviour was scripted for a request without "stream": true');
      void this.sendStream(res, behaviour, model, this.cacheUsage(body as Record<string, unknown>));
      return;
    }
    switch (behaviour.kind) {
      case 'tool':
      case 'text':
        return this.sendJson(res, 200, this.messageFor(behaviour, model, body as Record<string, unknown>));
      case 'malformed_json':
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': this.id('req') });
        res.end('{"id":"msg_broken","type":"message","content":[{"type":"tool_use",');
        return;
      case 'error':
        return this.sendError(res, behaviour.status, behaviour.type, behaviour.message ?? behaviour.type, behaviour.headers);
      case 'hang':
        return; // never answered; the socket is destroyed by the client's timeout or by stop()
      case 'drop_mid_body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
        res.write('{"id":"msg_');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
    }
  }

  private messageFor(behaviour: Extract<FakeBehaviour, { kind: 'tool' | 'text' }>, requestModel: string, body?: Record<string, unknown>): Record<string, unknown> {
    const usage = {
      input_tokens: 1234,
      output_tokens: 321,
      ...(body ? this.cacheUsage(body) : { cache_creation_input_tokens: 0, cache_read_input_tokens: 0 }),
      cache_creation: null,
      server_tool_use: null,
      service_tier: 'standard',
      inference_geo: null,
      output_tokens_details: null,
      speed: null,
    };
    // Structured outputs: the unit comes back as the text of the reply.
    const structured = Boolean((body?.output_config as { format?: unknown } | undefined)?.format);
    if (structured && behaviour.kind === 'tool') {
      return {
        id: this.id('msg'),
        type: 'message',
        role: 'assistant',
        model: behaviour.model ?? `${requestModel}-20261101`,
        content: [{ type: 'text', text: typeof behaviour.input === 'string' ? behaviour.input : JSON.stringify(behaviour.input), citations: null }],
        stop_reason: behaviour.stopReason === 'max_tokens' ? 'max_tokens' : 'end_turn',
        stop_sequence: null,
        stop_details: null,
        container: null,
        diagnostics: null,
        usage: { ...usage, ...behaviour.usage },
      };
    }
    if (behaviour.kind === 'text') {
      return {
        id: this.id('msg'),
        type: 'message',
        role: 'assistant',
        model: requestModel,
        content: [{ type: 'text', text: behaviour.text, citations: null }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        stop_details: null,
        container: null,
        diagnostics: null,
        usage,
      };
    }
    return {
      id: this.id('msg'),
      type: 'message',
      role: 'assistant',
      model: behaviour.model ?? `${requestModel}-20261101`,
      content: [
        { type: 'tool_use', id: this.id('toolu'), name: behaviour.toolName ?? 'record_knowledge_unit', input: behaviour.input, caller: { type: 'direct' } },
      ],
      stop_reason: behaviour.stopReason ?? 'tool_use',
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: { ...usage, ...behaviour.usage },
    };
  }

  private handleBatchCreate(body: unknown, res: ServerResponse): void {
    const version = String(this.requests[this.requests.length - 1].headers['anthropic-version']);
    const requests = (body as { requests?: unknown })?.requests;
    if (!Array.isArray(requests) || requests.length === 0) return this.sendError(res, 400, 'invalid_request_error', 'requests: Field required');
    const seen = new Set<string>();
    for (const [i, r] of (requests as Array<Record<string, unknown>>).entries()) {
      const id = r.custom_id;
      if (typeof id !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(id)) return this.sendError(res, 400, 'invalid_request_error', `requests.${i}.custom_id: invalid`);
      if (seen.has(id)) return this.sendError(res, 400, 'invalid_request_error', `requests.${i}.custom_id: duplicate "${id}"`);
      seen.add(id);
      const invalid = this.validateMessageParams(r.params, version, `requests.${i}.params.`);
      if (invalid) return this.sendError(res, 400, 'invalid_request_error', invalid);
    }
    const batch: FakeBatch = {
      id: this.id('msgbatch'),
      createdAt: new Date().toISOString(),
      requests: requests as FakeBatch['requests'],
      pollsLeft: this.batchPollsBeforeEnd,
      ended: false,
    };
    this.batches.set(batch.id, batch);
    this.sendJson(res, 200, this.batchObject(batch));
  }

  private handleBatchRetrieve(id: string, res: ServerResponse): void {
    const batch = this.batches.get(id);
    if (!batch) return this.sendError(res, 404, 'not_found_error', `batch ${id} not found`);
    if (!batch.ended) {
      if (batch.pollsLeft <= 0) batch.ended = true;
      else batch.pollsLeft--;
    }
    this.sendJson(res, 200, this.batchObject(batch));
  }

  private handleBatchResults(id: string, res: ServerResponse): void {
    const batch = this.batches.get(id);
    if (!batch) return this.sendError(res, 404, 'not_found_error', `batch ${id} not found`);
    if (!batch.ended) return this.sendError(res, 400, 'invalid_request_error', 'batch has not ended');
    // Results come in no particular order: reversed here so clients must match by custom_id.
    const lines = [...batch.requests].reverse().map((r) => JSON.stringify({ custom_id: r.custom_id, result: this.batchResult(r) }));
    res.writeHead(200, { 'content-type': 'application/binary', 'request-id': this.id('req') });
    res.end(lines.join('\n') + '\n');
  }

  private batchResult(request: FakeBatch['requests'][number]): Record<string, unknown> {
    const script = this.scriptOf(request);
    const model = String(request.params.model);
    switch (script.type) {
      case 'succeeded': {
        const message = this.messageFor(script.behaviour, model, request.params);
        (message.usage as Record<string, unknown>).service_tier = 'batch';
        return { type: 'succeeded', message };
      }
      case 'errored':
        return { type: 'errored', error: { type: 'error', error: { type: script.errorType, message: script.message }, request_id: null } };
      case 'expired':
      case 'canceled':
        return { type: script.type };
    }
  }

  private scriptOf(request: FakeBatch['requests'][number]): BatchResultScript {
    return (
      this.batchScripts.get(request.custom_id) ??
      this.batchResponder?.(request.params as Record<string, unknown>) ?? { type: 'succeeded', behaviour: behaviours.valid() as Extract<FakeBehaviour, { kind: 'tool' }> }
    );
  }

  private batchObject(batch: FakeBatch): Record<string, unknown> {
    const counts = { processing: 0, succeeded: 0, errored: 0, canceled: 0, expired: 0 };
    for (const r of batch.requests) {
      if (!batch.ended) counts.processing++;
      else counts[this.scriptOf(r).type as keyof typeof counts]++;
    }
    return {
      id: batch.id,
      type: 'message_batch',
      processing_status: batch.ended ? 'ended' : 'in_progress',
      request_counts: counts,
      created_at: batch.createdAt,
      expires_at: new Date(Date.parse(batch.createdAt) + 24 * 3600_000).toISOString(),
      ended_at: batch.ended ? new Date().toISOString() : null,
      cancel_initiated_at: null,
      archived_at: null,
      results_url: batch.ended ? `${this.baseURL}/v1/messages/batches/${batch.id}/results` : null,
    };
  }

  private sendJson(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
    const body = JSON.stringify(payload);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'request-id': this.id('req'),
      ...headers,
    });
    res.end(body);
  }

  private sendError(res: ServerResponse, status: number, type: string, message: string, headers: Record<string, string> = {}): void {
    this.sendJson(res, status, { type: 'error', error: { type, message }, request_id: this.id('req') }, headers);
  }

  private id(prefix: string): string {
    this.counter++;
    return `${prefix}_fake${this.counter.toString().padStart(4, '0')}${randomBytes(4).toString('hex')}`;
  }
}

/** A non-streaming behaviour as the same message streamed. */
function asStream(behaviour: Extract<FakeBehaviour, { kind: 'text' | 'tool' }>): Extract<FakeBehaviour, { kind: 'stream' }> {
  if (behaviour.kind === 'text') return { kind: 'stream', blocks: [{ type: 'text', text: behaviour.text }] };
  return {
    kind: 'stream',
    blocks: [{ type: 'tool_use', name: behaviour.toolName ?? 'record_knowledge_unit', input: behaviour.input }],
    stopReason: behaviour.stopReason,
    usage: behaviour.usage,
  };
}

/**
 * What the API checks about a multi-turn conversation that we rely on: it starts with the user,
 * text blocks are not empty, every tool_use is answered by a tool_result in the next (user) turn,
 * and a tool_result answers a tool_use of the previous turn.
 */
function validateConversation(messages: Array<{ role?: unknown; content?: unknown }>, prefix: string): string | null {
  const blocks = (m: { content?: unknown }) =>
    (Array.isArray(m.content) ? m.content : [{ type: 'text', text: m.content }]) as Array<Record<string, unknown>>;
  if (messages[0]?.role !== 'user') return `${prefix}messages.0.role: the first message must use the "user" role`;
  for (const [i, message] of messages.entries()) {
    if (message.role !== 'user' && message.role !== 'assistant') return `${prefix}messages.${i}.role: Input should be 'user' or 'assistant'`;
    for (const block of blocks(message)) {
      if (block.type === 'text' && (typeof block.text !== 'string' || block.text === '')) {
        return `${prefix}messages.${i}: text content blocks must be non-empty`;
      }
    }
    const uses = blocks(message).filter((b) => b.type === 'tool_use').map((b) => String(b.id));
    const results = (messages[i + 1] ? blocks(messages[i + 1]) : []).filter((b) => b.type === 'tool_result').map((b) => String(b.tool_use_id));
    if (uses.length > 0 && i + 1 < messages.length) {
      const missing = uses.filter((id) => !results.includes(id));
      if (messages[i + 1].role !== 'user' || missing.length > 0) {
        return `${prefix}messages.${i + 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}`;
      }
    }
    for (const [j, result] of blocks(message).filter((b) => b.type === 'tool_result').entries()) {
      if (!Array.isArray(result.content)) continue;
      for (const [k, inner] of (result.content as Array<Record<string, unknown>>).entries()) {
        if (!['text', 'image', 'search_result', 'document'].includes(String(inner.type))) return `${prefix}messages.${i}.content.${j}.content.${k}: Input tag '${String(inner.type)}' does not match the expected tags`;
        if (inner.type === 'search_result') {
          const content = inner.content as Array<Record<string, unknown>> | undefined;
          if (typeof inner.source !== 'string' || typeof inner.title !== 'string') return `${prefix}messages.${i}.content.${j}.content.${k}: search_result needs source and title`;
          if (!Array.isArray(content) || content.length === 0 || content.some((c) => c.type !== 'text' || typeof c.text !== 'string' || !c.text)) {
            return `${prefix}messages.${i}.content.${j}.content.${k}.content: search_result content must be non-empty text blocks`;
          }
        }
      }
    }
    const answered = blocks(message).filter((b) => b.type === 'tool_result').map((b) => String(b.tool_use_id));
    const previous = i > 0 ? blocks(messages[i - 1]).filter((b) => b.type === 'tool_use').map((b) => String(b.id)) : [];
    const unknown = answered.filter((id) => !previous.includes(id));
    if (unknown.length > 0) return `${prefix}messages.${i}.content: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${unknown.join(', ')}`;
  }
  return null;
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  return new FakeAnthropic().start();
}
