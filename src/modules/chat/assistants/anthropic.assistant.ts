import Anthropic, { type ClientOptions } from '@anthropic-ai/sdk';
import type {
  ContentBlock,
  ContentBlockParam,
  MessageParam,
  ToolResultBlockParam,
} from '@anthropic-ai/sdk/resources/messages/messages';
import { anthropicUsage } from '../../../providers/llm/llm-usage';
import { redact } from '../../pii/redact';
import type { SearchHit } from '../../search/search.service';
import type { AssistantEvent, AssistantTurn, ChatAssistant, MemoryMessage } from './assistant';
import { answerWithLlm, type GivenSearch } from './llm-answer';
import { modelDecidedTurn, type DecisionChunk } from './model-turn';
import { DEFAULT_CONFIDENCE, type Confidence } from './triage';
import {
  formatSearchResults,
  MAX_STEPS_TEXT,
  SEARCH_TOOL,
  SEARCH_TOOL_NAME,
  searchResultBlocks,
  systemPrompt,
  unitOfCitation,
  unitSource,
} from './anthropic-chat-prompt';

export interface AnthropicAssistantOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Model calls per answer (each search is one more). */
  maxSteps: number;
  maxTokens: number;
  /** The answer/suggest decision made before any model call (triage.ts), when the model does not decide. */
  confidence?: Confidence;
  fetch?: ClientOptions['fetch'];
  /** CHAT_DECIDES: the model decides the turn from the units it reads (model-turn.ts), or the fitted confidence does. */
  decides?: 'model' | 'confidence';
  /** Units the model reads per turn (CHAT_MODEL_UNITS). */
  modelUnits?: number;
}

/** Hits handed to the model per search. */
const RESULTS_PER_SEARCH = 5;

/** The id of the search made for the model before its first call (its tool_use and tool_result). */
export const PRESEARCH_TOOL_USE_ID = 'toolu_distillo_presearch';

/**
 * CHAT=anthropic: Claude with streaming and one tool, search_knowledge_base, over the same
 * SearchService. The turn is triaged first, as the offline assistant's (llm-answer.ts): the model
 * is called only when the confidence answers, and it starts from that search, sent as its own
 * tool call and result (so it cites them natively, and needs one call less). A loop of at most `maxSteps` model calls: text deltas go to the customer as
 * they come (through the citation guard), a tool_use stop runs the searches and sends their
 * results back as `search_result` blocks with citations on. The model's own citations
 * (citations_delta, source "KU-n") are written after the text block they support as [KU-n], so
 * the citation guard checks them like any other: a source no search of the turn returned is
 * removed and flagged. The instructions carry cache_control (the prefix is the same for every
 * turn of every conversation). The conversation's last messages are its memory.
 */
export class AnthropicAssistant implements ChatAssistant {
  readonly name: string;
  private readonly client: Anthropic;

  constructor(private readonly options: AnthropicAssistantOptions) {
    if (!options.apiKey) throw new Error('AnthropicAssistant: apiKey is required');
    this.name = `anthropic:${options.model}`;
    this.client = new Anthropic({
      apiKey: options.apiKey,
      // Explicit null: never fall back to process.env.ANTHROPIC_BASE_URL behind the config's back.
      baseURL: options.baseURL ?? null,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
      ...(options.fetch && { fetch: options.fetch }),
    });
  }

  reply(turn: AssistantTurn): AsyncIterable<AssistantEvent> {
    if (this.options.decides === 'model') return modelDecidedTurn(turn, this, this.options.modelUnits);
    return answerWithLlm(turn, this.options.confidence ?? DEFAULT_CONFIDENCE, (t, given) => this.write(t, given));
  }

  /** One streamed reply for the model-decided turn (model-turn.ts): the fixed instructions cached, the turn as the user message. */
  async *streamDecision(request: { system: string; user: string }, signal: AbortSignal): AsyncGenerator<DecisionChunk> {
    const stream = this.client.messages.stream(
      {
        model: this.options.model,
        max_tokens: this.options.maxTokens,
        system: [{ type: 'text', text: request.system, cache_control: { type: 'ephemeral' } }],
        messages: [{ role: 'user', content: request.user }],
      },
      { signal },
    );
    for await (const event of stream) {
      if (event.type === 'content_block_delta' && event.delta.type === 'text_delta' && event.delta.text) yield { type: 'text', text: event.delta.text };
    }
    if (signal.aborted) return;
    const message = await stream.finalMessage();
    yield { type: 'usage', usage: anthropicUsage('anthropic', this.options.model, message.usage) };
  }

  private async *write(turn: AssistantTurn, given: GivenSearch): AsyncGenerator<AssistantEvent> {
    const messages = conversationParams(turn.history, turn.question);
    const system = [{ type: 'text' as const, text: systemPrompt({ product: turn.product, locale: turn.locale }), cache_control: { type: 'ephemeral' as const } }];
    // The search already made for this message, as if the model had asked for it.
    messages.push(
      { role: 'assistant', content: [{ type: 'tool_use', id: PRESEARCH_TOOL_USE_ID, name: SEARCH_TOOL_NAME, input: presearchInput(turn, given) }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: PRESEARCH_TOOL_USE_ID, content: toolResult(given.query, given.hits.slice(0, RESULTS_PER_SEARCH)) }] },
    );
    let wroteText = false;
    let separate = false;

    for (let step = 1; step <= this.options.maxSteps; step++) {
      const stream = this.client.messages.stream(
        { model: this.options.model, max_tokens: this.options.maxTokens, system, messages, tools: [SEARCH_TOOL] },
        { signal: turn.signal },
      );
      // The text block being streamed, and the units its native citations point at.
      let blockText = '';
      let blockCites: number[] = [];
      for await (const event of stream) {
        if (event.type === 'content_block_start' && event.content_block.type === 'text') {
          blockText = '';
          blockCites = [];
        } else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta' && event.delta.text) {
          const text = separate ? `\n\n${event.delta.text}` : event.delta.text;
          separate = false;
          wroteText = true;
          blockText += event.delta.text;
          yield { type: 'text', text };
        } else if (event.type === 'content_block_delta' && event.delta.type === 'citations_delta') {
          const unit = unitOfCitation(event.delta.citation);
          if (unit !== null && !blockCites.includes(unit)) blockCites.push(unit);
          else if (unit === null) yield { type: 'flag', flag: 'foreign_citation' };
        } else if (event.type === 'content_block_stop' && blockCites.length > 0) {
          const missing = blockCites.filter((id) => !blockText.includes(`[${unitSource(id)}]`));
          if (missing.length > 0) yield { type: 'text', text: ` ${missing.map((id) => `[${unitSource(id)}]`).join(' ')}` };
          blockCites = [];
        }
      }
      if (turn.signal.aborted) return;
      const message = await stream.finalMessage();
      yield { type: 'usage', usage: anthropicUsage('anthropic', this.options.model, message.usage) };

      const toolUses = message.content.filter((block): block is Extract<ContentBlock, { type: 'tool_use' }> => block.type === 'tool_use');
      if (message.stop_reason !== 'tool_use' || toolUses.length === 0) {
        if (message.stop_reason === 'max_tokens') yield { type: 'flag', flag: 'max_tokens' };
        return;
      }
      if (step === this.options.maxSteps) break;

      messages.push({ role: 'assistant', content: message.content.flatMap(toParam) });
      const results: ToolResultBlockParam[] = [];
      for (const use of toolUses) {
        const input = (use.input ?? {}) as { query?: unknown; product?: unknown };
        if (use.name !== SEARCH_TOOL_NAME || typeof input.query !== 'string' || input.query.trim() === '') {
          results.push({ type: 'tool_result', tool_use_id: use.id, is_error: true, content: `Unknown tool or missing "query": call ${SEARCH_TOOL_NAME} with {"query": "..."}.` });
          continue;
        }
        const product = typeof input.product === 'string' && input.product.trim() ? input.product.trim().toLowerCase() : null;
        const hits = (await turn.search(input.query.slice(0, 500), product)).slice(0, RESULTS_PER_SEARCH);
        results.push({ type: 'tool_result', tool_use_id: use.id, content: toolResult(input.query, hits) });
      }
      if (turn.signal.aborted) return;
      messages.push({ role: 'user', content: results });
      if (wroteText) separate = true;
    }
    yield { type: 'flag', flag: 'max_steps' };
    yield { type: 'text', text: `${wroteText ? '\n\n' : ''}${MAX_STEPS_TEXT}` };
  }
}

/** The arguments of the search made for the model: what was searched, and the conversation's product. */
export function presearchInput(turn: Pick<AssistantTurn, 'product'>, given: GivenSearch): { query: string; product?: string } {
  return { query: given.query, ...(turn.product ? { product: turn.product } : {}) };
}

/** A search's units as `search_result` blocks (citations on); an empty search as text (a search_result needs content). */
function toolResult(query: string, hits: SearchHit[]): ToolResultBlockParam['content'] {
  return hits.length > 0 ? searchResultBlocks(hits) : formatSearchResults(query, hits);
}

/**
 * The memory and the new question as Messages API turns: roles alternate and the first is the
 * customer's (an unanswered earlier question, e.g. after a crash, joins the next one). Shared by
 * every LLM assistant. The customer's messages are redacted first: the model needs the problem,
 * not the e-mail address, IBAN or phone number a customer pasted, and those never leave for a
 * provider (the stored conversation keeps what the customer wrote).
 */
export function conversationParams(history: MemoryMessage[], question: string): MessageParam[] {
  const out: MessageParam[] = [];
  for (const message of [...history, { role: 'user' as const, text: question }]) {
    const text = (message.role === 'user' ? redact(message.text).text : message.text).trim();
    if (!text) continue;
    if (out.length === 0 && message.role === 'assistant') continue;
    const last = out[out.length - 1];
    if (last && last.role === message.role) last.content = `${last.content as string}\n\n${text}`;
    else out.push({ role: message.role, content: text });
  }
  return out;
}

function toParam(block: ContentBlock): ContentBlockParam[] {
  if (block.type === 'text') return block.text ? [{ type: 'text', text: block.text }] : [];
  if (block.type === 'tool_use') return [{ type: 'tool_use', id: block.id, name: block.name, input: block.input }];
  return [];
}
