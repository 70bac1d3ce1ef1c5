import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { addUsage, chatCompletionsUsage, type LlmUsage } from '../../../providers/llm/llm-usage';
import {
  adaptToRefusal,
  classifyOpenAiError,
  createOpenAiCompatibleClient,
  OPENAI_COMPATIBLE,
  rejectsResponseFormat,
  type OpenAiCompatibleOptions,
} from '../../../providers/llm/openai-compatible-client';
import { distillTask } from '../distill-prompt';
import { distilledUnitSchema, type DistilledUnit } from '../distilled-unit.schema';
import { DistillerError, type DistillInput, type Distiller, type DistillOutput } from '../distiller';
import { issuesOf, type ModelResult, type ModelRunner, type ModelTask } from '../model-task';

export interface OpenAiCompatibleDistillerOptions extends OpenAiCompatibleOptions {
  maxTokens: number;
}

/**
 * How the JSON is asked for, best first. `json_schema` (OpenAI, vLLM, Ollama ≥ 0.5, llama.cpp's
 * server, LM Studio, Mistral, Azure OpenAI) constrains the output to the schema; `json_object`
 * only to some JSON; `prompt` relies on the instructions (the schema is then in the system
 * prompt). A server that answers 400/422 to one is asked the next way, and remembered.
 */
export type JsonMode = 'json_schema' | 'json_object' | 'prompt';
const NEXT_MODE: Record<JsonMode, JsonMode | null> = { json_schema: 'json_object', json_object: 'prompt', prompt: null };

export const RESPONSE_FORMAT_NAME = 'knowledge_unit';

/** The system prompt for JSON replies; without json_schema the schema itself goes with it. */
export function taskSystemPrompt(task: Pick<ModelTask<unknown>, 'system' | 'jsonSchema'>, mode: JsonMode): string {
  const base = task.system('json');
  if (mode === 'json_schema') return base;
  return `${base}\n\n# JSON schema of your reply\n${JSON.stringify(task.jsonSchema)}`;
}

export function buildTaskParams<T>(task: ModelTask<T>, model: string, maxTokens: number, mode: JsonMode): ChatCompletionCreateParamsNonStreaming {
  const params: ChatCompletionCreateParamsNonStreaming = {
    model,
    max_tokens: Math.min(maxTokens, task.maxTokens),
    // Shared by every server listed above; a deterministic answer is what we want.
    temperature: 0,
    messages: [
      { role: 'system', content: taskSystemPrompt(task, mode) },
      { role: 'user', content: task.user('json') },
    ],
  };
  if (mode === 'json_schema') {
    params.response_format = { type: 'json_schema', json_schema: { name: task.name, strict: true, schema: task.jsonSchema } };
  } else if (mode === 'json_object') {
    params.response_format = { type: 'json_object' };
  }
  return params;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string; text: string };

/** The reply's JSON, tolerating what models wrap it in (a ```json fence, a sentence before it). */
export function parseTaskReply<T>(completion: ChatCompletion, schema: ModelTask<T>['schema']): Parsed<T> {
  const choice = completion.choices?.[0];
  const text = typeof choice?.message?.content === 'string' ? choice.message.content : '';
  if (choice?.message && 'refusal' in choice.message && choice.message.refusal) {
    return { ok: false, problem: `the model refused: ${String(choice.message.refusal).slice(0, 200)}`, text };
  }
  if (!text.trim()) return { ok: false, problem: `empty reply (finish_reason ${choice?.finish_reason ?? 'none'})`, text };
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  const candidate = (fenced ?? text).trim();
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  let value: unknown;
  try {
    value = JSON.parse(start >= 0 && end > start ? candidate.slice(start, end + 1) : candidate);
  } catch {
    const truncated = choice?.finish_reason === 'length' ? ' (finish_reason length: output truncated)' : '';
    return { ok: false, problem: `the reply is not valid JSON${truncated}`, text };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: `the JSON does not match the schema: ${issuesOf(parsed.error)}`, text };
  return { ok: true, value: parsed.data };
}

/** A distillation reply's unit (kept for the callers that read one). */
export function parseUnitReply(completion: ChatCompletion): { ok: true; unit: DistilledUnit } | { ok: false; problem: string; text: string } {
  const parsed = parseTaskReply(completion, distilledUnitSchema);
  return parsed.ok ? { ok: true, unit: parsed.value } : parsed;
}

/**
 * DISTILLER=openai-compatible: any server that speaks Chat Completions, through the official
 * `openai` client pointed at LLM_BASE_URL. The answer is validated with the same zod schema as
 * every distiller's; an invalid one is asked again once, with the validation errors, and a second
 * invalid answer fails the job with the reason (not retried: the same model on the same ticket
 * would most likely fail the same way, and a person can read why).
 */
export class OpenAiCompatibleDistiller implements Distiller, ModelRunner {
  readonly name = 'openai-compatible';
  private readonly client: OpenAI;
  private mode: JsonMode = 'json_schema';

  constructor(private readonly options: OpenAiCompatibleDistillerOptions) {
    this.client = createOpenAiCompatibleClient(options);
  }

  get jsonMode(): JsonMode {
    return this.mode;
  }

  async distill(input: DistillInput, signal?: AbortSignal): Promise<DistillOutput> {
    const { value, model, usage } = await this.run({ ...distillTask(input), name: RESPONSE_FORMAT_NAME }, signal);
    return { unit: value, model, ...(usage && { usage }) };
  }

  /**
   * Any task: an invalid answer is asked again once, with the validation errors, and a second
   * invalid answer fails with the reason (not retried: the same model on the same input would
   * most likely fail the same way, and a person can read why).
   */
  async run<T>(task: ModelTask<T>, signal?: AbortSignal): Promise<ModelResult<T>> {
    const params = buildTaskParams(task, this.options.model, this.options.maxTokens, this.mode);
    let usage: LlmUsage | undefined;
    let completion = await this.call(params, task, signal);
    usage = this.addUsageOf(usage, completion);
    let parsed = parseTaskReply(completion, task.schema);
    if (!parsed.ok) {
      const first = parsed;
      const retry: ChatCompletionMessageParam[] = [
        ...params.messages,
        { role: 'assistant', content: first.text || '(empty)' },
        {
          role: 'user',
          content:
            `Your reply could not be used: ${first.problem}. Reply again with the corrected JSON object only, ` +
            'with every field of the schema and nothing else.',
        },
      ];
      completion = await this.call({ ...params, messages: retry }, task, signal);
      usage = this.addUsageOf(usage, completion);
      parsed = parseTaskReply(completion, task.schema);
      if (!parsed.ok) {
        throw new DistillerError(
          `${OPENAI_COMPATIBLE}: invalid output twice (${this.mode}): first ${first.problem}; then ${parsed.problem}`.slice(0, 900),
          false,
          undefined,
          'invalid_output',
          usage,
        );
      }
    }
    const model = typeof completion.model === 'string' && completion.model ? completion.model : this.options.model;
    return { value: parsed.value, model, ...(usage && { usage }) };
  }

  private addUsageOf(total: LlmUsage | undefined, completion: ChatCompletion): LlmUsage | undefined {
    if (!completion.usage) return total;
    return addUsage(total, chatCompletionsUsage(OPENAI_COMPATIBLE, this.options.model, completion.usage));
  }

  /** One request in the best mode the server takes; finding it costs one refused request per step down, once. */
  private async call(params: ChatCompletionCreateParamsNonStreaming, task: Pick<ModelTask<unknown>, 'system' | 'jsonSchema'>, signal?: AbortSignal): Promise<ChatCompletion> {
    for (;;) {
      try {
        const completion = await this.client.chat.completions.create(params, { ...(signal && { signal }) });
        if (!completion || typeof completion !== 'object' || !Array.isArray((completion as ChatCompletion).choices)) {
          throw new DistillerError(`${OPENAI_COMPATIBLE}: the response is not a chat completion`, true, undefined, 'invalid_output');
        }
        return completion;
      } catch (error) {
        if (error instanceof DistillerError) throw error;
        const adapted = adaptToRefusal(params, error);
        if (adapted) {
          params = adapted;
          continue;
        }
        const next = NEXT_MODE[this.mode];
        if (next && rejectsResponseFormat(error)) {
          // The server does not take this response_format: step down, remember, ask again.
          this.mode = next;
          const system = params.messages[0];
          params = {
            ...params,
            messages: [{ ...system, content: taskSystemPrompt(task, next) } as ChatCompletionMessageParam, ...params.messages.slice(1)],
            response_format: next === 'json_object' ? { type: 'json_object' } : undefined,
          };
          if (next === 'prompt') delete params.response_format;
          continue;
        }
        const c = classifyOpenAiError(error, signal);
        throw new DistillerError(c.message, c.retryable, c.retryAfterMs, c.kind);
      }
    }
  }
}
