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
import { distillTask, TOOL_NAME } from '../distill-prompt';
import { distilledUnitSchema, type DistilledUnit } from '../distilled-unit.schema';
import { DistillerError, type DistillInput, type Distiller, type DistillOutput } from '../distiller';
import { issuesOf, type ModelResult, type ModelRunner, type ModelTask } from '../model-task';


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

/**
 * The Messages API request for one task, shared by run() and the batch requests.
 * No `temperature`: SDK 1.x sends anthropic-version 2026-10-21, which removed the sampling
 * parameters (temperature/top_p/top_k are a 400 even at their defaults). Determinism comes from
 * the JSON schema (structured outputs, or the forced tool) and the zod validation instead.
 *
 * Prompt caching: the instructions (and, in tool mode, the tool with its schema, which comes
 * before the system prompt in the cached prefix) carry `cache_control`, so a backfill pays the
 * long prefix once per cache window (5 minutes, refreshed by every hit) and reads it at a tenth
 * of the price afterwards; only the ticket itself is new input.
 */
export function buildTaskParams<T>(task: ModelTask<T>, model: string, mode: AnthropicOutputMode = 'tool'): MessageCreateParamsNonStreaming {
  const wording = mode === 'structured' ? 'json' : 'tool';
  const system = [{ type: 'text' as const, text: task.system(wording), cache_control: { type: 'ephemeral' as const } }];
  const messages = [{ role: 'user' as const, content: task.user(wording) }];
  if (mode === 'structured') {
    // The SDK's own transform: constraints the grammar cannot enforce (maxLength, maxItems,
    // minimum/maximum) move into the descriptions, and zod still checks them on parse.
    return { model, max_tokens: task.maxTokens, system, messages, output_config: { format: { type: 'json_schema', schema: transformJSONSchema(task.jsonSchema) } } };
  }
  return {
    model,
    max_tokens: task.maxTokens,
    system,
    messages,
    tools: [{ name: task.name, description: task.description, input_schema: task.jsonSchema as Tool.InputSchema }],
    tool_choice: { type: 'tool', name: task.name, disable_parallel_tool_use: true },
  };
}

/** The request for one ticket's distillation. */
export function buildMessageParams(input: DistillInput, model: string, mode: AnthropicOutputMode = 'tool'): MessageCreateParamsNonStreaming {
  return buildTaskParams(distillTask(input), model, mode);
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
 * Turns an API response into the task's validated answer, or an invalid_output DistillerError
 * (carrying the usage: an answer that fails validation was billed all the same).
 * `provider` is what the usage is billed as ('anthropic-batch' for batch results: half price).
 */
export function resultFromMessage<T>(message: Message | unknown, task: Pick<ModelTask<T>, 'name' | 'schema'>, mode: AnthropicOutputMode = 'tool', provider = 'anthropic'): ModelResult<T> {
  if (!message || typeof message !== 'object' || !Array.isArray((message as Message).content)) {
    throw new DistillerError('anthropic: the response is not a message', true, undefined, 'invalid_output');
  }
  const msg = message as Message;
  const model = typeof msg.model === 'string' ? msg.model : 'unknown';
  try {
    const value = validated(mode === 'structured' ? structuredInput(msg) : toolInput(msg, task.name), msg, task, mode === 'structured' ? 'structured output' : 'tool input');
    return { value, model, ...(msg.usage && { usage: anthropicUsage(provider, model, msg.usage) }) };
  } catch (error) {
    if (!(error instanceof DistillerError) || !msg.usage) throw error;
    throw new DistillerError(error.message, error.retryable, error.retryAfterMs, error.kind, anthropicUsage(provider, model, msg.usage));
  }
}

/** A distillation response → the distiller's output. */
export function outputFromMessage(message: Message | unknown, mode: AnthropicOutputMode = 'tool', provider = 'anthropic'): DistillOutput {
  const { value, model, usage } = resultFromMessage<DistilledUnit>(message, { name: TOOL_NAME, schema: distilledUnitSchema }, mode, provider);
  return { unit: value, model, ...(usage && { usage }) };
}

function toolInput(msg: Message, toolName: string): unknown {
  const block = msg.content.find((b) => b.type === 'tool_use' && b.name === toolName);
  if (!block || block.type !== 'tool_use') {
    throw new DistillerError(`anthropic: no ${toolName} tool_use block in the response (stop_reason ${msg.stop_reason ?? 'null'})`, true, undefined, 'invalid_output');
  }
  return block.input;
}

function validated<T>(value: unknown, msg: Message, task: Pick<ModelTask<T>, 'schema'>, what: string): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new DistillerError(`anthropic: the ${what} is not a JSON object`, true, undefined, 'invalid_output');
  }
  const parsed = task.schema.safeParse(value);
  if (!parsed.success) {
    const truncated = msg.stop_reason === 'max_tokens' ? ' (stop_reason max_tokens: output truncated)' : '';
    throw new DistillerError(`anthropic: invalid ${what}${truncated}: ${issuesOf(parsed.error, 5)}`, true, undefined, 'invalid_output');
  }
  return parsed.data;
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

export class AnthropicDistiller implements Distiller, ModelRunner {
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
    const { value, model, usage } = await this.run(distillTask(input), signal);
    return { unit: value, model, ...(usage && { usage }) };
  }

  async run<T>(task: ModelTask<T>, signal?: AbortSignal): Promise<ModelResult<T>> {
    const mode = this.mode;
    let message: Message;
    try {
      message = await this.client.messages.create(buildTaskParams(task, this.options.model, mode), { ...(signal && { signal }) });
    } catch (error) {
      if (mode === 'structured' && refusesStructuredOutputs(error)) {
        this.mode = 'tool';
        return this.run(task, signal);
      }
      throw toDistillerError(error, signal);
    }
    return resultFromMessage(message, task, mode);
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

export function buildBatchRequests(items: BatchItem[], model: string, mode: AnthropicOutputMode = 'tool'): BatchCreateParams {
  if (items.length === 0) throw new Error('buildBatchRequests: no items');
  if (items.length > MAX_BATCH_REQUESTS) throw new Error(`buildBatchRequests: at most ${MAX_BATCH_REQUESTS} items per batch`);
  const seen = new Set<string>();
  for (const { customId } of items) {
    if (!CUSTOM_ID.test(customId)) throw new Error(`buildBatchRequests: custom_id "${customId}" must match ${CUSTOM_ID}`);
    if (seen.has(customId)) throw new Error(`buildBatchRequests: duplicate custom_id "${customId}"`);
    seen.add(customId);
  }
  return { requests: items.map(({ customId, input }) => ({ custom_id: customId, params: buildMessageParams(input, model, mode) })) };
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
export function parseBatchResult(line: MessageBatchIndividualResponse, mode: AnthropicOutputMode = 'tool'): BatchItemResult {
  const customId = line.custom_id;
  const result = line.result;
  switch (result.type) {
    case 'succeeded':
      try {
        return { customId, outcome: outputFromMessage(result.message, mode, 'anthropic-batch') };
      } catch (error) {
        return { customId, outcome: toDistillerError(error) };
      }
    case 'errored': {
      const inner = result.error?.error;
      const type = inner?.type ?? 'api_error';
      const status = BATCH_ERROR_STATUS[type] ?? 500;
      const message = `anthropic batch: ${type}: ${inner?.message ?? 'no message'}`;
      // A model that does not take structured outputs: the ticket goes the one-by-one way, which falls back to the tool.
      if (mode === 'structured' && status === 400 && /output_config|output_format|structured output|json_schema/i.test(message)) {
        return { customId, outcome: new DistillerError(message, true, undefined, 'client') };
      }
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
  /** The same output mode as one-by-one distillation, so a batch sends the very requests the distiller would. */
  private readonly mode: AnthropicOutputMode;

  constructor(private readonly options: AnthropicDistillerOptions) {
    this.client = createClient(options);
    this.mode = options.structuredOutputs ? 'structured' : 'tool';
  }

  async submit(items: BatchItem[]): Promise<MessageBatch> {
    const params = buildBatchRequests(items, this.options.model, this.mode);
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
      for await (const line of decoder) yield parseBatchResult(line, this.mode);
    } catch (error) {
      throw toDistillerError(error);
    }
  }
}
