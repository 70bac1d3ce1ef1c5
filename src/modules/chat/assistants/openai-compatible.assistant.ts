import type OpenAI from 'openai';
import { APIError } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { addUsage, chatCompletionsUsage, type LlmUsage } from '../../../providers/llm/llm-usage';
import { adaptToRefusal, classifyOpenAiError, createOpenAiCompatibleClient, OPENAI_COMPATIBLE, type OpenAiCompatibleOptions } from '../../../providers/llm/openai-compatible-client';
import type { SearchHit } from '../../search/search.service';
import type { AssistantEvent, AssistantTurn, ChatAssistant } from './assistant';
import { conversationParams, presearchInput } from './anthropic.assistant';
import { answerWithLlm, type GivenSearch } from './llm-answer';
import { modelDecidedTurn, type DecisionChunk } from './model-turn';
import { DEFAULT_CONFIDENCE, type Confidence } from './triage';
import { formatSearchResults, MAX_STEPS_TEXT, SEARCH_TOOL, SEARCH_TOOL_NAME, systemPrompt } from './anthropic-chat-prompt';

export interface OpenAiCompatibleAssistantOptions extends OpenAiCompatibleOptions {
  maxSteps: number;
  maxTokens: number;
  /** The answer/suggest decision made before any model call (triage.ts), when the model does not decide. */
  confidence?: Confidence;
  /** CHAT_DECIDES: the model decides the turn from the units it reads (model-turn.ts), or the fitted confidence does. */
  decides?: 'model' | 'confidence';
  /** Units the model reads per turn (CHAT_MODEL_UNITS). */
  modelUnits?: number;
}

const RESULTS_PER_SEARCH = 5;

/** The id of the search made for the model before its first call (its tool call and tool message). */
export const PRESEARCH_CALL_ID = 'call_distillo_presearch';

/** The same search tool as the anthropic assistant's, as a Chat Completions function. */
export const SEARCH_FUNCTION: ChatCompletionTool = {
  type: 'function',
  function: { name: SEARCH_TOOL_NAME, description: SEARCH_TOOL.description, parameters: SEARCH_TOOL.input_schema as Record<string, unknown> },
};

/** What one streamed call produced: its text, its tool calls (arguments joined), why it stopped, its usage. */
export interface StreamedCall {
  text: string;
  toolCalls: ChatCompletionMessageFunctionToolCall[];
  finishReason: string | null;
  usage: unknown;
}

/**
 * Joins streamed tool-call fragments. The id and name come in the first fragment of a call, the
 * arguments in pieces after it, keyed by `index`. Ollama gives every call of a parallel batch
 * index 0 and tells them apart only by a new id: a new id at a seen index opens a new call.
 */
export class ToolCallAccumulator {
  private readonly calls: Array<{ id: string; name: string; args: string[] }> = [];
  private readonly slotOfIndex = new Map<number, number>();

  push(deltas: NonNullable<ChatCompletionChunk.Choice['delta']['tool_calls']>): void {
    for (const delta of deltas) {
      const index = typeof delta.index === 'number' ? delta.index : 0;
      let slot = this.slotOfIndex.get(index);
      const current = slot === undefined ? undefined : this.calls[slot];
      if (current === undefined || (delta.id && current.id && delta.id !== current.id)) {
        slot = this.calls.push({ id: delta.id ?? '', name: '', args: [] }) - 1;
        this.slotOfIndex.set(index, slot);
      }
      const call = this.calls[slot!];
      if (delta.id && !call.id) call.id = delta.id;
      if (delta.function?.name) call.name += delta.function.name;
      if (delta.function?.arguments) call.args.push(delta.function.arguments);
    }
  }

  result(): ChatCompletionMessageFunctionToolCall[] {
    return this.calls.map((c, i) => ({
      id: c.id || `call_${i}`,
      type: 'function' as const,
      function: { name: c.name, arguments: c.args.join('') },
    }));
  }
}

/**
 * CHAT=openai-compatible: any Chat Completions server with streaming and function calling, the
 * same triage, loop, prompt, tool and limits as the anthropic assistant: the model is called only
 * when the confidence answers, and starts from that search, sent as its own tool call and tool
 * message. Servers (or models) that refuse `tools` get the retrieval fallback: that search's
 * results in the prompt, one streamed answer; `stream_options` (usage in the last chunk) is dropped for servers
 * that refuse it. Either fallback is remembered for the life of the process.
 */
export class OpenAiCompatibleAssistant {
  readonly name: string;
  private readonly client: OpenAI;
  private useTools = true;
  private includeUsage = true;
  /** max_tokens, or max_completion_tokens for a server that wants that name (adaptToRefusal). */
  private tokenLimitName: 'max_tokens' | 'max_completion_tokens' = 'max_tokens';

  constructor(private readonly options: OpenAiCompatibleAssistantOptions) {
    this.name = `${OPENAI_COMPATIBLE}:${options.model}`;
    this.client = createOpenAiCompatibleClient(options);
  }

  /** The model's answer from the search made for it (the turn is triaged by OpenAiCompatibleChatAssistant). */
  async *write(turn: AssistantTurn, given: GivenSearch): AsyncGenerator<AssistantEvent> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt({ product: turn.product, locale: turn.locale }) },
      ...conversationParams(turn.history, turn.question).map((m) => ({ role: m.role, content: m.content as string }) as ChatCompletionMessageParam),
    ];
    const results = formatSearchResults(given.query, given.hits.slice(0, RESULTS_PER_SEARCH));
    if (this.useTools) {
      // The search already made for this message, as if the model had asked for it.
      messages.push(
        { role: 'assistant', content: null, tool_calls: [{ id: PRESEARCH_CALL_ID, type: 'function', function: { name: SEARCH_TOOL_NAME, arguments: JSON.stringify(presearchInput(turn, given)) } }] },
        { role: 'tool', tool_call_id: PRESEARCH_CALL_ID, content: results },
      );
    } else {
      // Retrieval fallback: the model cannot search, its results are in the prompt.
      const last = messages[messages.length - 1] as { content: string };
      last.content = `${last.content}\n\n${results}`;
    }
    let wroteText = false;
    let separate = false;
    for (let step = 1; step <= this.options.maxSteps; step++) {
      const call: StreamedCall = { text: '', toolCalls: [], finishReason: null, usage: undefined };
      const accumulator = new ToolCallAccumulator();
      for await (const chunk of this.stream(messages, turn.signal)) {
        if (chunk.usage) call.usage = chunk.usage;
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        const piece = choice.delta?.content;
        if (piece) {
          const text = separate ? `\n\n${piece}` : piece;
          separate = false;
          wroteText = true;
          call.text += piece;
          yield { type: 'text', text };
        }
        if (choice.delta?.tool_calls) accumulator.push(choice.delta.tool_calls);
        if (choice.finish_reason) call.finishReason = choice.finish_reason;
      }
      if (turn.signal.aborted) return;
      if (call.usage) yield { type: 'usage', usage: this.usageOf(call.usage) };
      call.toolCalls = accumulator.result();
      if (call.toolCalls.length === 0) {
        if (call.finishReason === 'length') yield { type: 'flag', flag: 'max_tokens' };
        return;
      }
      if (step === this.options.maxSteps) break;
      messages.push({ role: 'assistant', content: call.text || null, tool_calls: call.toolCalls });
      for (const toolCall of call.toolCalls) {
        const args = parseArguments(toolCall.function.arguments);
        if (toolCall.function.name !== SEARCH_TOOL_NAME || !args || typeof args.query !== 'string' || args.query.trim() === '') {
          messages.push({ role: 'tool', tool_call_id: toolCall.id, content: `Error: unknown tool or missing "query" (arguments must be JSON): call ${SEARCH_TOOL_NAME} with {"query": "..."}.` });
          continue;
        }
        const product = typeof args.product === 'string' && args.product.trim() ? args.product.trim().toLowerCase() : null;
        const hits = await this.search(turn, args.query, product);
        messages.push({ role: 'tool', tool_call_id: toolCall.id, content: formatSearchResults(args.query, hits) });
      }
      if (turn.signal.aborted) return;
      if (wroteText) separate = true;
    }
    yield { type: 'flag', flag: 'max_steps' };
    yield { type: 'text', text: `${wroteText ? '\n\n' : ''}${MAX_STEPS_TEXT}` };
  }

  private async search(turn: AssistantTurn, query: string, product: string | null): Promise<SearchHit[]> {
    return (await turn.search(query.slice(0, 500), product)).slice(0, RESULTS_PER_SEARCH);
  }

  private usageOf(usage: unknown): LlmUsage {
    return addUsage(undefined, chatCompletionsUsage(OPENAI_COMPATIBLE, this.options.model, usage));
  }

  /** One streamed reply for the model-decided turn (model-turn.ts): no tools, the usage in the last chunk. */
  async *streamDecision(request: { system: string; user: string }, signal: AbortSignal): AsyncGenerator<DecisionChunk> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ];
    let usage: unknown = null;
    for await (const chunk of this.stream(messages, signal, false)) {
      const text = chunk.choices?.[0]?.delta?.content;
      if (text) yield { type: 'text', text };
      if (chunk.usage) usage = chunk.usage;
    }
    if (usage) yield { type: 'usage', usage: chatCompletionsUsage(OPENAI_COMPATIBLE, this.options.model, usage) };
  }

  /** One streamed call, stepping down (no stream_options, no tools) when the server refuses a feature. */
  private async *stream(messages: ChatCompletionMessageParam[], signal: AbortSignal, withTools = true): AsyncGenerator<ChatCompletionChunk> {
    for (;;) {
      const params: ChatCompletionCreateParamsStreaming = {
        model: this.options.model,
        [this.tokenLimitName]: this.options.maxTokens,
        messages,
        stream: true,
        ...(this.includeUsage && { stream_options: { include_usage: true } }),
        ...(withTools && this.useTools && { tools: [SEARCH_FUNCTION] }),
      };
      let stream: AsyncIterable<ChatCompletionChunk>;
      try {
        stream = await this.client.chat.completions.create(params, { signal });
      } catch (error) {
        if (this.tokenLimitName === 'max_tokens' && adaptToRefusal(params, error)?.max_completion_tokens !== undefined) {
          this.tokenLimitName = 'max_completion_tokens';
          continue;
        }
        if (this.includeUsage && refuses(error, /stream_options|include_usage/i)) {
          this.includeUsage = false;
          continue;
        }
        if (this.useTools && refuses(error, /\btools?\b|tool_choice|function.?call/i)) {
          // Without tools the model cannot search: the results go in the prompt (see write()).
          this.useTools = false;
          throw new ToolsRefused();
        }
        throw classified(error, signal);
      }
      try {
        yield* stream;
      } catch (error) {
        throw classified(error, signal);
      }
      return;
    }
  }
}

/**
 * The failure as the chat records it (`error:<kind>` on the turn): the HTTP status when there is
 * one, else the kind (timeout, invalid_output…), with the client's message.
 */
export class AssistantCallError extends Error {
  constructor(
    message: string,
    readonly type: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AssistantCallError';
  }
}

function classified(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return error;
  const c = classifyOpenAiError(error, signal);
  return new AssistantCallError(c.message, c.kind, c.status);
}

/** Thrown once when the server refuses tools: write() is run again in the retrieval fallback. */
class ToolsRefused extends Error {}

function refuses(error: unknown, pattern: RegExp): boolean {
  if (!(error instanceof APIError) || (error.status !== 400 && error.status !== 422)) return false;
  return pattern.test(`${error.message} ${JSON.stringify(error.error ?? {})}`);
}

/** Tool arguments are a JSON string the model wrote: anything else is refused politely. */
function parseArguments(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The assistant as the chat uses it: the turn triaged first (llm-answer.ts), then the model's
 * answer with the retrieval fallback applied: a refused `tools` writes the answer again without them.
 */
export class OpenAiCompatibleChatAssistant implements ChatAssistant {
  private readonly inner: OpenAiCompatibleAssistant;
  readonly name: string;

  constructor(private readonly options: OpenAiCompatibleAssistantOptions) {
    this.inner = new OpenAiCompatibleAssistant(options);
    this.name = this.inner.name;
  }

  reply(turn: AssistantTurn): AsyncIterable<AssistantEvent> {
    if (this.options.decides === 'model') return modelDecidedTurn(turn, this.inner, this.options.modelUnits);
    return answerWithLlm(turn, this.options.confidence ?? DEFAULT_CONFIDENCE, (t, given) => this.write(t, given));
  }

  private async *write(turn: AssistantTurn, given: GivenSearch): AsyncGenerator<AssistantEvent> {
    try {
      yield* this.inner.write(turn, given);
    } catch (error) {
      if (!(error instanceof ToolsRefused)) throw error;
      yield { type: 'flag', flag: 'no_tools' };
      yield* this.inner.write(turn, given);
    }
  }
}
