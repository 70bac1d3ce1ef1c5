import { z } from 'zod';
import type { LlmUsage } from '../../providers/llm/llm-usage';

/**
 * One structured request to a model: instructions, the data, and the JSON object that must come
 * back (validated with zod). Distilling a ticket, writing a unit from its tickets and settling
 * whether two tickets are one problem are three such tasks (grouping the chat's unanswered
 * questions into topics, in src/modules/gaps, is a fourth); each LLM provider runs any of them
 * the same way (forced tool or structured outputs on Anthropic, response_format on Chat
 * Completions), so retries, validation and usage are written once per provider.
 */
export type OutputMode = 'tool' | 'json';

export type ModelTaskKind = 'distill' | 'synthesis' | 'pair_check' | 'gap_topics';

export type JsonObjectSchema = Record<string, unknown> & { type: 'object'; properties: Record<string, unknown>; required: string[] };

export interface ModelTask<T> {
  kind: ModelTaskKind;
  /** The tool's and the response format's name; the JSON schema's title too. */
  name: string;
  /** The tool's description (Anthropic's forced-tool fallback). */
  description: string;
  system(mode: OutputMode): string;
  user(mode: OutputMode): string;
  schema: z.ZodType<T>;
  jsonSchema: JsonObjectSchema;
  maxTokens: number;
}

export interface ModelResult<T> {
  value: T;
  /** The model that answered, as the provider names it. */
  model: string;
  usage?: LlmUsage;
}

/** An LLM provider able to run any task (both LLM distillers are). */
export interface ModelRunner {
  readonly name: 'anthropic' | 'openai-compatible';
  run<T>(task: ModelTask<T>, signal?: AbortSignal): Promise<ModelResult<T>>;
}

export function isModelRunner(value: unknown): value is ModelRunner {
  return typeof (value as ModelRunner | null)?.run === 'function';
}

/**
 * The JSON schema of a task's answer, generated from its zod schema: `io: 'input'` describes what
 * the model must send (before .trim() transforms); refinements cannot be expressed and are only
 * checked on parse. The title names the task, so a recorded request says what it is.
 */
export function jsonSchemaOf(schema: z.ZodType, title: string): JsonObjectSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  if (json.type !== 'object' || typeof json.properties !== 'object' || !Array.isArray(json.required)) {
    throw new Error(`${title}: the schema must generate an object JSON schema with properties and required`);
  }
  return { title, ...json, type: 'object', properties: json.properties as Record<string, unknown>, required: json.required as string[], additionalProperties: false };
}

/** The first validation issues of an answer, for the error and the one retry that shows them to the model. */
export function issuesOf(error: z.ZodError, max = 8): string {
  return error.issues
    .slice(0, max)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}
