import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DistillInput, TranscriptMessage } from '../../src/modules/distillation/distiller';
import { distillByRules } from '../../src/modules/distillation/rules';
import { readBody, startLocalServer, type LocalServer } from './local-server';

/**
 * A local stand-in for an OpenAI-compatible server (Chat Completions), over real HTTP on
 * 127.0.0.1. Written from the Chat Completions reference: `POST /v1/chat/completions` with
 * `messages`, `tools` (function calling), `response_format` (`json_schema` / `json_object`),
 * `stream` (SSE `data: <chunk>` lines ending with `data: [DONE]`, tool-call arguments in pieces,
 * usage in a last chunk with no choices when `stream_options.include_usage`), usage with
 * `prompt_tokens_details.cached_tokens`, and the `{"error":{"message","type","param","code"}}`
 * envelope with Retry-After on 429. `GET /v1/models` lists the model.
 *
 * What a server supports is switchable, like the real ones differ: `supportsJsonSchema=false`
 * answers 400 to `response_format: json_schema` (as llama.cpp's server without grammar support
 * or an old vLLM do), `supportsTools=false` answers 400 to `tools`, `supportsStreamOptions=false`
 * to `stream_options`. Requests are recorded (headers, raw body, parsed body).
 *
 * Behaviours are scripted (a queue, then `defaultBehaviour`); `auto` is a small deterministic
 * "model": for a distillation request it reads the ticket back from the prompt and answers with
 * the rules distiller's unit as JSON; for a chat request with tools it searches with the customer's
 * question, then answers from the first unit of the tool result, cited; asked to group gap
 * questions into topics it places none (they stay with the local clustering); this is what
 * `npm run fake:llm` serves for the demo.
 */

export type OaiBehaviour =
  /** 200 with `content` as the message (an object is sent as its JSON text). */
  | { kind: 'content'; content: unknown; finishReason?: string; model?: string; usage?: OaiUsage; chunkSize?: number }
  /** 200 with tool calls; streamed, the arguments come in pieces of `chunkSize` characters (default 7). */
  | { kind: 'tool_calls'; calls: Array<{ name: string; arguments: unknown; id?: string; index?: number }>; preface?: string; chunkSize?: number; usage?: OaiUsage }
  | { kind: 'error'; status: number; message: string; type?: string; code?: string | null; param?: string | null; headers?: Record<string, string> }
  /** 200, application/json, a body that is not JSON. */
  | { kind: 'malformed_json' }
  /** Accept the request and never answer (until the client gives up). */
  | { kind: 'hang' }
  /** Streamed: some text deltas, then the connection is cut without [DONE]. */
  | { kind: 'stream_cut'; text: string }
  /** Streamed: some text deltas, then a `data:` line that is not JSON, then [DONE]. */
  | { kind: 'stream_garbage'; text: string }
  | { kind: 'auto' }
  | { kind: 'dynamic'; respond: (body: ChatBody) => OaiBehaviour };

export interface OaiUsage {
  prompt_tokens: number;
  completion_tokens: number;
  cached_tokens?: number;
}

export interface ChatMessage {
  role: string;
  content?: string | null | Array<{ type: string; text?: string }>;
  tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

export interface ChatBody {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: Record<string, unknown> } }>;
  response_format?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> } };
  max_tokens?: number;
  temperature?: number;
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: ChatBody | undefined;
  at: number;
}

export const oai = {
  content: (content: unknown, extra: Partial<Extract<OaiBehaviour, { kind: 'content' }>> = {}): OaiBehaviour => ({ kind: 'content', content, ...extra }),
  toolCall: (name: string, args: unknown, extra: Partial<Extract<OaiBehaviour, { kind: 'tool_calls' }>> = {}): OaiBehaviour => ({
    kind: 'tool_calls',
    calls: [{ name, arguments: args }],
    ...extra,
  }),
  rateLimited: (retryAfter: string): OaiBehaviour => ({
    kind: 'error',
    status: 429,
    type: 'rate_limit_exceeded',
    code: 'rate_limit_exceeded',
    message: 'Rate limit reached for requests',
    headers: { 'retry-after': retryAfter },
  }),
  serverError: (status = 500): OaiBehaviour => ({ kind: 'error', status, type: 'server_error', message: 'The server had an error while processing your request' }),
  badRequest: (message: string, param: string | null = null): OaiBehaviour => ({ kind: 'error', status: 400, type: 'invalid_request_error', message, param }),
  /** Answers with the text of the last tool message (the search results) handed to `write`. */
  fromLastTool: (write: (unitIds: number[], toolText: string) => string): OaiBehaviour => ({
    kind: 'dynamic',
    respond: (body) => {
      const text = lastToolText(body);
      return { kind: 'content', content: write(unitIdsIn(text), text) };
    },
  }),
};

export function lastToolText(body: ChatBody): string {
  for (let i = body.messages.length - 1; i >= 0; i--) if (body.messages[i].role === 'tool') return textOf(body.messages[i].content);
  return '';
}

export function unitIdsIn(text: string): number[] {
  return [...new Set([...text.matchAll(/KU-(\d+)/g)].map((m) => Number(m[1])))];
}

function textOf(content: ChatMessage['content']): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => p.text ?? '').join('');
  return '';
}

/** Rough token count (4 characters a token), deterministic, so figures repeat run to run. */
export function tokensOf(text: string): number {
  return Math.ceil(text.length / 4);
}

export class FakeOpenAiCompatible {
  readonly requests: RecordedRequest[] = [];
  defaultBehaviour: OaiBehaviour = { kind: 'auto' };
  supportsJsonSchema = true;
  supportsJsonObject = true;
  supportsTools = true;
  supportsStreamOptions = true;
  /** Like OpenAI's reasoning models: `temperature` is refused and `max_tokens` must be `max_completion_tokens`. */
  reasoningModel = false;
  /** When set, `Authorization: Bearer <apiKey>` is required (401 otherwise); unset = a local server that takes none. */
  apiKey: string | undefined;
  /** The model name the server answers with (`model` of the response); unset = the requested one. */
  servedModel: string | undefined;
  baseURL = '';
  /** A model's thinking time: every chat completion waits this long before its first byte (benchmarks state it). */
  responseDelayMs = 0;
  private readonly queue: OaiBehaviour[] = [];
  /** System prompts already seen: a repeated prefix of ≥ 1024 tokens is reported as cached, like OpenAI's automatic caching. */
  private readonly seenPrefixes = new Set<string>();
  private server: LocalServer | null = null;
  private counter = 0;

  async start(port = 0): Promise<this> {
    this.server = await startLocalServer(
      (req, res) => this.handle(req, res),
      (res, error) => this.sendError(res, 500, 'server_error', `fake crashed: ${String(error)}`),
      port,
    );
    this.baseURL = `${this.server.origin}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    this.server = null;
  }

  script(...items: OaiBehaviour[]): this {
    this.queue.push(...items);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
    this.seenPrefixes.clear();
    this.defaultBehaviour = { kind: 'auto' };
    this.supportsJsonSchema = true;
    this.supportsJsonObject = true;
    this.supportsTools = true;
    this.supportsStreamOptions = true;
    this.reasoningModel = false;
    this.apiKey = undefined;
    this.servedModel = undefined;
  }

  get pending(): number {
    return this.queue.length;
  }

  completionRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions');
  }

  // -------------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { rawBody, body: parsed } = await readBody(req);
    const body = parsed as ChatBody | undefined;
    const url = new URL(req.url ?? '/', 'http://fake');
    this.requests.push({ method: req.method ?? '', path: url.pathname, headers: { ...req.headers }, rawBody, body, at: Date.now() });
    if (this.responseDelayMs > 0 && url.pathname === '/v1/chat/completions') await new Promise((resolve) => setTimeout(resolve, this.responseDelayMs));

    if (this.apiKey !== undefined && req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return this.sendError(res, 401, 'invalid_request_error', 'Incorrect API key provided', 'invalid_api_key');
    }
    if (req.method === 'GET' && url.pathname === '/v1/models') {
      return this.sendJson(res, 200, { object: 'list', data: [{ id: this.servedModel ?? 'fake-model', object: 'model', created: 0, owned_by: 'fake' }] });
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return this.sendError(res, 404, 'invalid_request_error', `Unknown request URL: ${req.method} ${url.pathname}`, 'unknown_url');
    }
    if (rawBody && body === undefined) return this.sendError(res, 400, 'invalid_request_error', 'We could not parse the JSON body of your request.');
    const invalid = this.validate(body);
    if (invalid) return this.sendError(res, 400, 'invalid_request_error', invalid.message, null, invalid.param);

    let behaviour = this.queue.shift() ?? this.defaultBehaviour;
    for (;;) {
      if (behaviour.kind === 'dynamic') behaviour = behaviour.respond(body!);
      else if (behaviour.kind === 'auto') behaviour = autoRespond(body!);
      else break;
    }
    const model = this.servedModel ?? body!.model;
    switch (behaviour.kind) {
      case 'error':
        return this.sendError(res, behaviour.status, behaviour.type ?? 'invalid_request_error', behaviour.message, behaviour.code ?? null, behaviour.param ?? null, behaviour.headers);
      case 'malformed_json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id":"chatcmpl-broken","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"{\\"problem');
        return;
      case 'hang':
        return;
      case 'stream_cut':
        return this.sendStreamCut(res, behaviour.text, model);
      case 'stream_garbage':
        return this.sendStreamCut(res, behaviour.text, model, true);
      case 'content':
      case 'tool_calls':
        if (body!.stream) return this.sendStream(res, body!, behaviour, model);
        return this.sendJson(res, 200, this.completion(body!, behaviour, model));
    }
  }

  /** The request checks a server makes that catch client mistakes (and the features it lacks). */
  private validate(body: ChatBody | undefined): { message: string; param: string } | null {
    if (!body || typeof body !== 'object') return { message: 'body: must be a JSON object', param: 'body' };
    if (typeof body.model !== 'string' || !body.model) return { message: "you must provide a model parameter", param: 'model' };
    if (!Array.isArray(body.messages) || body.messages.length === 0) return { message: "'messages' must be a non-empty array", param: 'messages' };
    const toolIds = new Set<string>();
    for (const [i, m] of body.messages.entries()) {
      if (!['system', 'developer', 'user', 'assistant', 'tool'].includes(m.role)) return { message: `Invalid value for 'messages[${i}].role'`, param: `messages[${i}].role` };
      if (m.role === 'assistant') for (const call of m.tool_calls ?? []) toolIds.add(call.id);
      if (m.role === 'tool') {
        if (typeof m.tool_call_id !== 'string' || !toolIds.has(m.tool_call_id)) {
          return { message: `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.`, param: `messages[${i}].tool_call_id` };
        }
      } else if (m.role !== 'assistant' && (m.content === undefined || m.content === null)) {
        return { message: `Missing required parameter: 'messages[${i}].content'.`, param: `messages[${i}].content` };
      }
    }
    if (this.reasoningModel && body.temperature !== undefined && body.temperature !== 1) {
      return { message: "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.", param: 'temperature' };
    }
    if (this.reasoningModel && body.max_tokens !== undefined) {
      return { message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", param: 'max_tokens' };
    }
    if (body.tools !== undefined) {
      if (!this.supportsTools) return { message: 'tools are not supported by this model (no tool-calling template)', param: 'tools' };
      for (const [i, t] of body.tools.entries()) {
        if (t.type !== 'function' || typeof t.function?.name !== 'string') return { message: `Invalid tools[${i}]: expected a function`, param: `tools[${i}]` };
      }
    }
    if (body.stream_options !== undefined) {
      if (!this.supportsStreamOptions) return { message: "Unrecognized request argument supplied: stream_options", param: 'stream_options' };
      if (!body.stream) return { message: "The 'stream_options' parameter is only allowed when 'stream' is enabled.", param: 'stream_options' };
    }
    const format = body.response_format;
    if (format !== undefined) {
      if (format.type === 'json_schema') {
        if (!this.supportsJsonSchema) return { message: "response_format type 'json_schema' is not supported by this server", param: 'response_format' };
        if (!format.json_schema?.name || typeof format.json_schema.schema !== 'object') return { message: "Missing required parameter: 'response_format.json_schema.name' or 'schema'", param: 'response_format' };
        if (format.json_schema.strict && format.json_schema.schema.additionalProperties !== false) {
          return { message: "Invalid schema for response_format: In strict mode 'additionalProperties' must be false", param: 'response_format' };
        }
      } else if (format.type === 'json_object') {
        if (!this.supportsJsonObject) return { message: "response_format type 'json_object' is not supported by this server", param: 'response_format' };
      } else if (format.type !== 'text') {
        return { message: `Invalid value for 'response_format.type': ${String(format.type)}`, param: 'response_format.type' };
      }
    }
    return null;
  }

  /** Usage as the server would count it: the prompt, and a cached prefix when the same system prompt came before. */
  private usageFor(body: ChatBody, output: string, scripted?: OaiUsage): Record<string, unknown> {
    if (scripted) {
      return {
        prompt_tokens: scripted.prompt_tokens,
        completion_tokens: scripted.completion_tokens,
        total_tokens: scripted.prompt_tokens + scripted.completion_tokens,
        prompt_tokens_details: { cached_tokens: scripted.cached_tokens ?? 0 },
      };
    }
    const prompt = tokensOf(JSON.stringify(body.messages) + JSON.stringify(body.tools ?? []) + JSON.stringify(body.response_format ?? {}));
    const system = body.messages[0]?.role === 'system' ? textOf(body.messages[0].content) : '';
    const prefixTokens = tokensOf(system);
    let cached = 0;
    if (prefixTokens >= 1024) {
      if (this.seenPrefixes.has(system)) cached = Math.floor(prefixTokens / 128) * 128;
      else this.seenPrefixes.add(system);
    }
    const completion = Math.max(1, tokensOf(output));
    return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion, prompt_tokens_details: { cached_tokens: cached } };
  }

  private completion(body: ChatBody, behaviour: Extract<OaiBehaviour, { kind: 'content' | 'tool_calls' }>, model: string): Record<string, unknown> {
    const message: Record<string, unknown> = { role: 'assistant', content: null, refusal: null };
    let output: string;
    let finish: string;
    if (behaviour.kind === 'content') {
      output = typeof behaviour.content === 'string' ? behaviour.content : JSON.stringify(behaviour.content);
      message.content = output;
      finish = behaviour.finishReason ?? 'stop';
    } else {
      const calls = behaviour.calls.map((c) => ({ id: c.id ?? this.id('call'), type: 'function', function: { name: c.name, arguments: argumentsText(c.arguments) } }));
      message.content = behaviour.preface ?? null;
      message.tool_calls = calls;
      output = JSON.stringify(calls);
      finish = 'tool_calls';
    }
    return {
      id: this.id('chatcmpl'),
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: behaviour.kind === 'content' ? (behaviour.model ?? model) : model,
      choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
      usage: this.usageFor(body, output, behaviour.usage),
      system_fingerprint: 'fp_fake',
    };
  }

  private async sendStream(res: ServerResponse, body: ChatBody, behaviour: Extract<OaiBehaviour, { kind: 'content' | 'tool_calls' }>, model: string): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const id = this.id('chatcmpl');
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake', choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`;
    const write = async (text: string) => {
      if (res.destroyed) return;
      res.write(text);
      await new Promise((resolve) => setImmediate(resolve));
    };
    await write(chunk({ role: 'assistant', content: '', refusal: null }));
    let output = '';
    let finish: string;
    if (behaviour.kind === 'content') {
      output = typeof behaviour.content === 'string' ? behaviour.content : JSON.stringify(behaviour.content);
      for (const piece of output.match(new RegExp(`[\\s\\S]{1,${behaviour.chunkSize ?? 12}}`, 'g')) ?? []) await write(chunk({ content: piece }));
      finish = behaviour.finishReason ?? 'stop';
    } else {
      if (behaviour.preface) {
        output += behaviour.preface;
        await write(chunk({ content: behaviour.preface }));
      }
      for (const [i, call] of behaviour.calls.entries()) {
        const index = call.index ?? i;
        const args = argumentsText(call.arguments);
        output += args;
        await write(chunk({ tool_calls: [{ index, id: call.id ?? this.id('call'), type: 'function', function: { name: call.name, arguments: '' } }] }));
        for (const piece of args.match(new RegExp(`[\\s\\S]{1,${behaviour.chunkSize ?? 7}}`, 'g')) ?? []) {
          await write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
        }
      }
      finish = 'tool_calls';
    }
    await write(chunk({}, finish));
    if (body.stream_options?.include_usage) {
      await write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: this.usageFor(body, output, behaviour.usage) })}\n\n`);
    }
    if (!res.destroyed) res.end('data: [DONE]\n\n');
  }

  private sendStreamCut(res: ServerResponse, text: string, model: string, garbage = false): void {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const id = this.id('chatcmpl');
    for (const piece of text.match(/[\s\S]{1,10}/g) ?? []) {
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`);
    }
    if (garbage) {
      res.end('data: {"id": "chatcmpl-x", "choices": [{"delta": {"content": "[KU-\n\ndata: [DONE]\n\n');
      return;
    }
    setTimeout(() => res.socket?.destroy(), 20);
  }

  private sendJson(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
    const body = JSON.stringify(payload);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': this.id('req'), ...headers });
    res.end(body);
  }

  private sendError(res: ServerResponse, status: number, type: string, message: string, code: string | null = null, param: string | null = null, headers: Record<string, string> = {}): void {
    this.sendJson(res, status, { error: { message, type, param, code } }, headers);
  }

  private id(prefix: string): string {
    this.counter++;
    return `${prefix}-fake${this.counter.toString().padStart(4, '0')}${randomBytes(4).toString('hex')}`;
  }
}

function argumentsText(args: unknown): string {
  return typeof args === 'string' ? args : JSON.stringify(args);
}

// ---------------------------------------------------------------------------------------------
// The `auto` model.

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The ticket inside a distillation prompt (distill-prompt.ts's format), read back. */
export function ticketFromPrompt(prompt: string): DistillInput | null {
  const head = /<ticket locale="([^"]*)" declared_category="([^"]*)" product="([^"]*)">/.exec(prompt);
  const subject = /<subject>([\s\S]*?)<\/subject>/.exec(prompt);
  if (!head || !subject) return null;
  const messages: TranscriptMessage[] = [];
  for (const m of prompt.matchAll(/<message index="\d+" author="([^"]*)" visibility="([^"]*)" at="([^"]*)">\n([\s\S]*?)\n<\/message>/g)) {
    messages.push({ author: m[1] as TranscriptMessage['author'], visibility: m[2] as TranscriptMessage['visibility'], created_at: m[3], body: unescape(m[4]) });
  }
  const none = (v: string) => (v === 'none' ? null : unescape(v));
  return {
    ticket_external_id: 'from-prompt',
    locale: unescape(head[1]),
    category: none(head[2]) as DistillInput['category'],
    product: none(head[3]),
    subject: unescape(subject[1]),
    messages,
  };
}

/** The first unit of a <search_results> text: id, problem, solution. */
function firstUnit(text: string): { id: number; problem: string; solution: string } | null {
  const m = /<unit id="KU-(\d+)">\s*<problem>([\s\S]*?)<\/problem>\s*<solution>([\s\S]*?)<\/solution>/.exec(text);
  return m ? { id: Number(m[1]), problem: unescape(m[2]), solution: unescape(m[3]) } : null;
}

export const AUTO_DECLINE =
  'Mi dispiace, nella nostra base di conoscenza non trovo una risposta a questa domanda. Se lo desidera, può scegliere «Parla con un operatore».';

function answerFrom(text: string): string {
  const unit = firstUnit(text);
  if (!unit) return AUTO_DECLINE;
  const steps = unit.solution.split('\n').map((l) => l.trim()).filter(Boolean);
  return [`Per questo problema («${unit.problem.replace(/\s+/g, ' ').slice(0, 160)}») la nostra base di conoscenza indica [KU-${unit.id}]:`, ...steps.slice(0, 8), `[KU-${unit.id}]`].join('\n');
}

export function autoRespond(body: ChatBody): OaiBehaviour {
  const system = body.messages[0]?.role === 'system' ? textOf(body.messages[0].content) : '';
  const user = [...body.messages].reverse().find((m) => m.role === 'user');
  const userText = textOf(user?.content);
  // Distillation: the prompt carries a <ticket>.
  if (/<ticket /.test(userText) || /editor of a support knowledge base/.test(system)) {
    const input = ticketFromPrompt(userText);
    if (!input) return { kind: 'content', content: 'Non trovo il ticket nel messaggio.' };
    return { kind: 'content', content: distillByRules(input) };
  }
  // Gap topics: this model places no question (the page keeps the local clustering for them).
  if (/knowledge gaps of a company's customer support/.test(system)) return { kind: 'content', content: { groups: [] } };
  const last = body.messages[body.messages.length - 1];
  if (last.role === 'tool') return { kind: 'content', content: answerFrom(textOf(last.content)) };
  if (/<search_results /.test(userText)) return { kind: 'content', content: answerFrom(userText) };
  if (body.tools?.some((t) => t.function.name === 'search_knowledge_base')) {
    return { kind: 'tool_calls', calls: [{ name: 'search_knowledge_base', arguments: { query: userText.slice(0, 300) } }] };
  }
  return { kind: 'content', content: AUTO_DECLINE };
}

export async function startFakeOpenAiCompatible(): Promise<FakeOpenAiCompatible> {
  return new FakeOpenAiCompatible().start();
}
