import Anthropic, {
  AnthropicError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  type ClientOptions,
} from '@anthropic-ai/sdk';
import type {
  Message,
  MessageCreateParamsNonStreaming,
  Tool,
} from '@anthropic-ai/sdk/resources/messages/messages';
import type {
  BatchCreateParams,
  MessageBatch,
  MessageBatchIndividualResponse,
} from '@anthropic-ai/sdk/resources/messages/batches';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import { parseRetryAfterMs } from '../../../providers/http/retry-after';
import { boundedRetryFetch, DEFAULT_MAX_SDK_RETRY_WAIT_MS } from '../../../providers/llm/bounded-retry-fetch';
import { anthropicUsage } from '../../../providers/llm/llm-usage';
import { buildUserMessage, systemPrompt, TOOL_DESCRIPTION, TOOL_NAME } from '../distill-prompt';
import { DISTILLED_UNIT_JSON_SCHEMA, distilledUnitSchema } from '../distilled-unit.schema';
import { DistillerError, type DistillInput, type Distiller, type DistillOutput } from '../distiller';

export const MAX_TOKENS = 3000;

export { DEFAULT_MAX_SDK_RETRY_WAIT_MS };

type Fetch = NonNullable<ClientOptions['fetch']>;

export interface AnthropicDistillerOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  fetch?: Fetch;
  /** See DEFAULT_MAX_SDK_RETRY_WAIT_MS. */
  maxSdkRetryWaitMs?: number;
  /**
   * Structured outputs (output_config.format, a JSON schema from the zod schema) instead of the
   * forced tool. The provider turns it on (ANTHROPIC_STRUCTURED_OUTPUTS, default on); a model that
   * refuses it (400) makes this distiller fall back to the forced tool for the rest of its life.
   */
  structuredOutputs?: boolean;
}

export type AnthropicOutputMode = 'structured' | 'tool';

/** The tool's input_schema: the JSON schema every LLM distiller shares (distilled-unit.schema.ts). */
export const KNOWLEDGE_UNIT_INPUT_SCHEMA: Tool.InputSchema = DISTILLED_UNIT_JSON_SCHEMA as Tool.InputSchema;

/**
 * The same schema for structured outputs, through the SDK's own transform: the constraints the
 * grammar cannot enforce (maxLength, maxItems, minimum/maximum) move into the descriptions, and
 * zod still checks them on parse.
 */
export const KNOWLEDGE_UNIT_OUTPUT_SCHEMA: Record<string, unknown> = transformJSONSchema(KNOWLEDGE_UNIT_INPUT_SCHEMA);

export const KNOWLEDGE_UNIT_TOOL: Tool = {
  name: TOOL_NAME,
  description: TOOL_DESCRIPTION,
  input_schema: KNOWLEDGE_UNIT_INPUT_SCHEMA,
};

/**
 * The Messages API request for one ticket, shared by distill() and the batch requests.
 * No `temperature`: SDK 1.x sends anthropic-version 2026-10-21, which removed the sampling
 * parameters (temperature/top_p/top_k are a 400 even at their defaults). Determinism comes from
 * the JSON schema (structured outputs, or the forced tool) and the zod validation instead.
 *
 * Prompt caching: the instructions (and, in tool mode, the tool with its schema, which comes
 * before the system prompt in the cached prefix) carry `cache_control`, so a backfill pays the
 * long prefix once per cache window (5 minutes, refreshed by every hit) and reads it at a tenth
 * of the price afterwards; only the ticket itself is new input.
 */
export function buildMessageParams(input: DistillInput, model: string, mode: AnthropicOutputMode = 'tool'): MessageCreateParamsNonStreaming {
  const system = [{ type: 'text' as const, text: systemPrompt(mode === 'structured' ? 'json' : 'tool'), cache_control: { type: 'ephemeral' as const } }];
  const messages = [{ role: 'user' as const, content: buildUserMessage(input, mode === 'structured' ? 'json' : 'tool') }];
  if (mode === 'structured') {
    return { model, max_tokens: MAX_TOKENS, system, messages, output_config: { format: { type: 'json_schema', schema: KNOWLEDGE_UNIT_OUTPUT_SCHEMA } } };
  }
  return {
    model,
    max_tokens: MAX_TOKENS,
    system,
    messages,
    tools: [KNOWLEDGE_UNIT_TOOL],
    tool_choice: { type: 'tool', name: TOOL_NAME, disable_parallel_tool_use: true },
  };
}

/** A 400 saying this model (or API) does not take structured outputs: the forced tool then. */
export function refusesStructuredOutputs(error: unknown): boolean {
  if (!(error instanceof APIError) || error.status !== 400) return false;
  return /output_config|output_format|structured output|json_schema/i.test(`${error.message} ${JSON.stringify(error.error ?? {})}`);
}

/** The unit of a structured-outputs reply: its text is the JSON object. */
function structuredInput(msg: Message): unknown {
  if (msg.stop_reason === 'refusal') {
    throw new DistillerError('anthropic: the model refused (stop_reason refusal)', false, undefined, 'invalid_output');
  }
  const text = msg.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
  if (!text.trim()) {
    throw new DistillerError(`anthropic: no JSON text in the structured response (stop_reason ${msg.stop_reason ?? 'null'})`, true, undefined, 'invalid_output');
  }
  try {
    return JSON.parse(text);
  } catch {
    const truncated = msg.stop_reason === 'max_tokens' ? ' (stop_reason max_tokens: output truncated)' : '';
    throw new DistillerError(`anthropic: the structured output is not valid JSON${truncated}`, true, undefined, 'invalid_output');
  }
}

/**
 * Turns an API response into the distiller's output, or an invalid_output DistillerError.
 * `provider` is what the usage is billed as ('anthropic-batch' for batch results: half price).
 */
export function outputFromMessage(message: Message | unknown, mode: AnthropicOutputMode = 'tool', provider = 'anthropic'): DistillOutput {
  if (!message || typeof message !== 'object' || !Array.isArray((message as Message).content)) {
    throw new DistillerError('anthropic: the response is not a message', true, undefined, 'invalid_output');
  }
  const msg = message as Message;
  const model = typeof msg.model === 'string' ? msg.model : 'unknown';
  try {
    return unitOf(msg, mode, model, provider);
  } catch (error) {
    // An answer that fails validation was billed all the same: the error carries its usage.
    if (!(error instanceof DistillerError) || !msg.usage) throw error;
    throw new DistillerError(error.message, error.retryable, error.retryAfterMs, error.kind, anthropicUsage(provider, model, msg.usage));
  }
}

function unitOf(msg: Message, mode: AnthropicOutputMode, model: string, provider: string): DistillOutput {
  if (mode === 'structured') return validated(structuredInput(msg), msg, model, provider, 'structured output');
  const block = msg.content.find((b) => b.type === 'tool_use' && b.name === TOOL_NAME);
  if (!block || block.type !== 'tool_use') {
    throw new DistillerError(
      `anthropic: no ${TOOL_NAME} tool_use block in the response (stop_reason ${msg.stop_reason ?? 'null'})`,
      true,
      undefined,
      'invalid_output',
    );
  }
  return validated(block.input, msg, model, provider, 'tool input');
}

function validated(value: unknown, msg: Message, model: string, provider: string, what: string): DistillOutput {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new DistillerError(`anthropic: the ${what === 'tool input' ? 'tool input' : what} is not a JSON object`, true, undefined, 'invalid_output');
  }
  const parsed = distilledUnitSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    const truncated = msg.stop_reason === 'max_tokens' ? ' (stop_reason max_tokens: output truncated)' : '';
    throw new DistillerError(`anthropic: invalid ${what}${truncated}: ${issues}`, true, undefined, 'invalid_output');
  }
  return { unit: parsed.data, model, ...(msg.usage && { usage: anthropicUsage(provider, model, msg.usage) }) };
}

/**
 * Maps whatever the SDK threw to a DistillerError:
 *   429 → rate_limited (retryable, retryAfterMs from retry-after-ms / retry-after)
 *   529 → overloaded (retryable, retryAfterMs if sent)
 *   408, timeouts, connection errors → timeout (retryable)
 *   409, other 5xx → server (retryable, retryAfterMs if sent)
 *   other 4xx (400, 401, 402, 403, 404, 413, 422 …) and client-side SDK errors → client (not retryable)
 *   a 200 whose body is not JSON → invalid_output (retryable)
 */
export function toDistillerError(error: unknown, signal?: AbortSignal): DistillerError {
  if (error instanceof DistillerError) return error;
  if (error instanceof APIUserAbortError || signal?.aborted) {
    return new DistillerError('anthropic: request aborted by the caller', true, undefined, 'timeout');
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new DistillerError(`anthropic: request timed out: ${error.message}`, true, undefined, 'timeout');
  }
  if (error instanceof APIConnectionError) {
    return new DistillerError(`anthropic: connection error: ${error.message}`, true, undefined, 'timeout');
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    const retryAfterMs = parseRetryAfterMs(error.headers);
    const detail = `anthropic: HTTP ${status} ${error.type ?? ''}: ${error.apiMessage ?? error.message}`.replace(/ {2,}/g, ' ');
    if (status === 429) return new DistillerError(detail, true, retryAfterMs, 'rate_limited');
    if (status === 529) return new DistillerError(detail, true, retryAfterMs, 'overloaded');
    if (status === 408) return new DistillerError(detail, true, retryAfterMs, 'timeout');
    if (status >= 500 || status === 409) return new DistillerError(detail, true, retryAfterMs, 'server');
    return new DistillerError(detail, false, undefined, 'client');
  }
  // Checked by name, not instanceof: errors raised inside undici can come from another realm.
  const isObject = typeof error === 'object' && error !== null;
  const name = isObject && typeof (error as Error).name === 'string' ? (error as Error).name : '';
  const text = isObject ? `${(error as Error).message} ${String((error as Error).cause ?? '')}` : String(error);
  if (name === 'SyntaxError') {
    return new DistillerError(`anthropic: the response body is not valid JSON: ${text.trim()}`, true, undefined, 'invalid_output');
  }
  if (error instanceof AnthropicError) {
    // Raised by the SDK before sending (bad options, missing credentials): retrying cannot help.
    return new DistillerError(`anthropic: ${error.message}`, false, undefined, 'client');
  }
  if (name === 'TypeError' && /terminated|socket|ECONNRESET|other side closed/i.test(text)) {
    // The connection broke while the body was being read.
    return new DistillerError(`anthropic: connection lost while reading the response: ${text.trim()}`, true, undefined, 'timeout');
  }
  return new DistillerError(`anthropic: unexpected error: ${text.trim()}`, true, undefined, 'server');
}

function createClient(options: AnthropicDistillerOptions): Anthropic {
  if (!options.apiKey) throw new Error('AnthropicDistiller: apiKey is required');
  const base: Fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  return new Anthropic({
    apiKey: options.apiKey,
    // Explicit null: never fall back to process.env.ANTHROPIC_BASE_URL behind the config's back.
    baseURL: options.baseURL ?? null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    fetch: boundedRetryFetch(base, options.maxSdkRetryWaitMs ?? DEFAULT_MAX_SDK_RETRY_WAIT_MS),
  });
}

export class AnthropicDistiller implements Distiller {
  readonly name = 'anthropic';
  private readonly client: Anthropic;
  /** Structured outputs until the model says it does not take them; then the forced tool. */
  private mode: AnthropicOutputMode;

  constructor(private readonly options: AnthropicDistillerOptions) {
    this.client = createClient(options);
    this.mode = options.structuredOutputs ? 'structured' : 'tool';
  }

  get outputMode(): AnthropicOutputMode {
    return this.mode;
  }

  async distill(input: DistillInput, signal?: AbortSignal): Promise<DistillOutput> {
    const mode = this.mode;
    let message: Message;
    try {
      message = await this.client.messages.create(buildMessageParams(input, this.options.model, mode), { ...(signal && { signal }) });
    } catch (error) {
      if (mode === 'structured' && refusesStructuredOutputs(error)) {
        this.mode = 'tool';
        return this.distill(input, signal);
      }
      throw toDistillerError(error, signal);
    }
    return outputFromMessage(message, mode);
  }
}

// ---------------------------------------------------------------------------------------------
// Message Batches (backfill at half price): same prompt and tool, results matched by custom_id.

/** The API's rule for custom_id. */
const CUSTOM_ID = /^[a-zA-Z0-9_-]{1,64}$/;
export const MAX_BATCH_REQUESTS = 100_000;

export interface BatchItem {
  customId: string;
  input: DistillInput;
}

export function buildBatchRequests(items: BatchItem[], model: string): BatchCreateParams {
  if (items.length === 0) throw new Error('buildBatchRequests: no items');
  if (items.length > MAX_BATCH_REQUESTS) throw new Error(`buildBatchRequests: at most ${MAX_BATCH_REQUESTS} items per batch`);
  const seen = new Set<string>();
  for (const { customId } of items) {
    if (!CUSTOM_ID.test(customId)) throw new Error(`buildBatchRequests: custom_id "${customId}" must match ${CUSTOM_ID}`);
    if (seen.has(customId)) throw new Error(`buildBatchRequests: duplicate custom_id "${customId}"`);
    seen.add(customId);
  }
  return { requests: items.map(({ customId, input }) => ({ custom_id: customId, params: buildMessageParams(input, model) })) };
}

export interface BatchItemResult {
  customId: string;
  outcome: DistillOutput | DistillerError;
}

const BATCH_ERROR_STATUS: Record<string, number> = {
  invalid_request_error: 400,
  authentication_error: 401,
  billing_error: 402,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  timeout_error: 504,
  overloaded_error: 529,
};

/** One line of the batch results JSONL → the unit, or the DistillerError the job would have seen. */
export function parseBatchResult(line: MessageBatchIndividualResponse): BatchItemResult {
  const customId = line.custom_id;
  const result = line.result;
  switch (result.type) {
    case 'succeeded':
      try {
        return { customId, outcome: outputFromMessage(result.message, 'tool', 'anthropic-batch') };
      } catch (error) {
        return { customId, outcome: toDistillerError(error) };
      }
    case 'errored': {
      const inner = result.error?.error;
      const type = inner?.type ?? 'api_error';
      const status = BATCH_ERROR_STATUS[type] ?? 500;
      const message = `anthropic batch: ${type}: ${inner?.message ?? 'no message'}`;
      if (status === 429) return { customId, outcome: new DistillerError(message, true, undefined, 'rate_limited') };
      if (status === 529) return { customId, outcome: new DistillerError(message, true, undefined, 'overloaded') };
      if (status === 504) return { customId, outcome: new DistillerError(message, true, undefined, 'timeout') };
      if (status >= 500) return { customId, outcome: new DistillerError(message, true, undefined, 'server') };
      return { customId, outcome: new DistillerError(message, false, undefined, 'client') };
    }
    case 'expired':
      return { customId, outcome: new DistillerError('anthropic batch: request expired before processing', true, undefined, 'timeout') };
    case 'canceled':
      return { customId, outcome: new DistillerError('anthropic batch: request canceled before processing', true, undefined, 'server') };
    default:
      return {
        customId,
        outcome: new DistillerError(`anthropic batch: unknown result type ${(result as { type?: string }).type}`, true, undefined, 'invalid_output'),
      };
  }
}

export class AnthropicBatchClient {
  private readonly client: Anthropic;

  constructor(private readonly options: AnthropicDistillerOptions) {
    this.client = createClient(options);
  }

  async submit(items: BatchItem[]): Promise<MessageBatch> {
    const params = buildBatchRequests(items, this.options.model);
    try {
      return await this.client.messages.batches.create(params);
    } catch (error) {
      throw toDistillerError(error);
    }
  }

  async status(batchId: string): Promise<MessageBatch> {
    try {
      return await this.client.messages.batches.retrieve(batchId);
    } catch (error) {
      throw toDistillerError(error);
    }
  }

  /** Streams the results (one per request, in no particular order) once the batch has ended. */
  async *results(batchId: string): AsyncGenerator<BatchItemResult> {
    let decoder: AsyncIterable<MessageBatchIndividualResponse>;
    try {
      decoder = await this.client.messages.batches.results(batchId);
    } catch (error) {
      throw toDistillerError(error);
    }
    try {
      for await (const line of decoder) yield parseBatchResult(line);
    } catch (error) {
      throw toDistillerError(error);
    }
  }
}
