import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { addUsage, type LlmUsage } from '../../providers/llm/llm-usage';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { redact } from '../pii/redact';
import { SearchService, type SearchHit } from '../search/search.service';
import { CHAT_ASSISTANT, chunkText, type AssistantEvent, type AssistantTurn, type ChatAssistant } from './assistants/assistant';
import { composeAnswer } from './assistants/extractive-answer';
import { choiceMessage, suggestionTitle } from './assistants/suggestions';
import { CitationGuard } from './citation-guard';
import type { ChooseSuggestionDto, CreateConversationDto } from './chat.dto';
import { UUID } from './chat.dto';
import { ChatRepository, parseJsonList } from './chat.repository';
import type { ChatMessageStatus, ChatOutcome, Conversation } from './chat.tables';
import type { ChatEventSink } from './sse-writer';

/** Units a search hands back (to the extractive rule, or to the model). */
const SEARCH_LIMIT = 5;

export const ASSISTANT_ERROR_TEXT =
  'Mi scusi, il servizio di risposta automatica non è disponibile in questo momento. Può riprovare tra poco oppure ' +
  'scegliere «Parla con un operatore».';

export interface TurnResult {
  message_id: number;
  status: ChatMessageStatus;
  answered: boolean;
  outcome: ChatOutcome;
  text: string;
  citations: number[];
  /** The units offered (outcome suggested). */
  suggestions: Array<{ unit_id: number; title: string }>;
  consulted: number[];
  flags: string[];
  first_delta_ms: number | null;
  duration_ms: number;
}

export interface MessageView {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  status: ChatMessageStatus;
  answered: boolean;
  outcome: ChatOutcome | null;
  citations: Array<{ id: number; problem: string }>;
  /** The units a «Forse cercava:» message offered (the widget shows them as buttons again after a reload). */
  suggestions: Array<{ unit_id: number; title: string }>;
  rating: number | null;
  created_at: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The customer chat: conversations reached with a random bearer token (only its sha256 is
 * stored), turns answered by the configured assistant through the citation guard, and ratings
 * that feed the knowledge base back (helpful counters, learned phrases).
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    private readonly repository: ChatRepository,
    private readonly search: SearchService,
    private readonly knowledge: KnowledgeService,
    private readonly lifecycle: UnitLifecycleService,
    @Inject(CHAT_ASSISTANT) private readonly assistant: ChatAssistant,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly llmUsage: LlmUsageService,
  ) {}

  get assistantName(): string {
    return this.assistant.name;
  }

  async createConversation(input: CreateConversationDto): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await this.repository.createConversation({ id, token_hash: hashToken(token), locale: input.locale, product: input.product });
    return { id, token };
  }

  /**
   * 401 without a bearer token; 404 for an unknown conversation or a token that is not its own
   * (the same answer, so a token cannot be used to learn which conversations exist).
   */
  async authenticate(id: string, authorization: string | undefined): Promise<Conversation> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new DomainError(ErrorCode.Unauthenticated, 'The conversation token is required (Authorization: Bearer <token>)');
    const conversation = UUID.test(id) ? await this.repository.findConversation(id) : undefined;
    const given = Buffer.from(hashToken(token), 'hex');
    const expected = Buffer.from(conversation?.token_hash ?? '0'.repeat(64), 'hex');
    if (!conversation || !timingSafeEqual(given, expected)) throw new DomainError(ErrorCode.ConversationNotFound, 'Conversation not found');
    return conversation;
  }

  /**
   * One turn. The customer's message is stored first, then `open` starts the response (the SSE
   * headers and a first comment go out at once), then the assistant streams through the citation
   * guard. Whatever happens the turn ends stored: complete, interrupted (the client went away:
   * the text it was shown is kept) or failed (the assistant failed: an `error` event is sent).
   */
  async reply(conversation: Conversation, message: string, sink: ChatEventSink, open: () => void = () => undefined): Promise<TurnResult> {
    const started = performance.now();
    // Redacted before anything keeps or sends it: the stored message, the assistant (and its
    // provider), the history of later turns, an escalation's transcript. An IBAN or an e-mail
    // address in a question is never needed to find the answer.
    const question = redact(message).text;
    const userMessageId = await this.repository.insertUserMessage(conversation.id, question);
    open();
    return this.runTurn(conversation, userMessageId, question, sink, started, this.assistant);
  }

  /**
   * The customer picked one of the units a «Forse cercava:» message offered: the choice is stored
   * as the customer's message ("Ho scelto: <title>"), answered from that unit — its steps, as the
   * offline assistant composes them, whatever assistant is configured: the customer chose that
   * text — with the same events as a message, and flagged `chosen:KU-<id>` for metrics and gaps.
   * Refused before anything is stored: a message that is not this conversation's assistant
   * message (404), a unit it did not offer (422), a unit no longer served (404).
   */
  async choose(conversation: Conversation, choice: ChooseSuggestionDto, sink: ChatEventSink, open: () => void = () => undefined): Promise<TurnResult> {
    const started = performance.now();
    const offeredBy = await this.repository.findMessage(conversation.id, choice.message_id);
    if (!offeredBy || offeredBy.role !== 'assistant') {
      throw new DomainError(ErrorCode.MessageNotFound, 'Message not found', [{ path: 'message_id', message: 'is not an answer of this conversation' }]);
    }
    if (!parseJsonList<number>(offeredBy.suggestions).includes(choice.unit_id)) {
      throw new DomainError(ErrorCode.SuggestionNotOffered, `Unit ${choice.unit_id} was not offered by message ${choice.message_id}`, [
        { path: 'unit_id', message: 'was not among the suggestions of this message' },
      ]);
    }
    const [unit] = await this.knowledge.servedTexts([choice.unit_id]);
    if (!unit || unit.status !== 'approved') {
      throw new DomainError(ErrorCode.UnitNotFound, 'This unit is no longer served', [{ path: 'unit_id', message: 'is no longer served' }]);
    }
    const hit: SearchHit = {
      unit_id: unit.id,
      title: unit.title,
      problem: unit.problem,
      solution: unit.solution,
      applicability: unit.applicability,
      phrases: unit.search_phrases,
      score: 0,
      ranks: { lexical: null, semantic: null },
      cosine: 0,
      is_one_off: unit.is_one_off,
    };
    const question = redact(choiceMessage(suggestionTitle(hit))).text;
    const userMessageId = await this.repository.insertUserMessage(conversation.id, question);
    open();
    return this.runTurn(conversation, userMessageId, question, sink, started, chosenUnitAssistant(hit, choice.message_id), [hit]);
  }

  private async runTurn(
    conversation: Conversation,
    userMessageId: number,
    question: string,
    sink: ChatEventSink,
    started: number,
    assistant: ChatAssistant,
    given: SearchHit[] = [],
  ): Promise<TurnResult> {
    const history = (await this.repository.recentMessages(conversation.id, userMessageId, this.config.CHAT_MEMORY_MESSAGES)).map((m) => ({
      role: m.role,
      text: m.text,
    }));

    const consulted = new Map<number, SearchHit>(given.map((h) => [h.unit_id, h]));
    const guard = new CitationGuard((id) => consulted.has(id));
    const flags = new Set<string>();
    let suggestions: Array<{ unit_id: number; title: string }> = [];
    let shown = '';
    let firstDeltaMs: number | null = null;
    let usage: LlmUsage | undefined;
    const emit = (text: string) => {
      if (!text || sink.signal.aborted) return;
      shown += text;
      firstDeltaMs ??= Math.round(performance.now() - started);
      sink.send('delta', { text });
    };
    const turn: AssistantTurn = {
      question,
      history,
      product: conversation.product,
      locale: conversation.locale,
      signal: sink.signal,
      search: async (query: string, product?: string | null): Promise<SearchHit[]> => {
        // A widget installed for one product only ever searches that product.
        const scope = conversation.product ?? product ?? null;
        const { results } = await this.search.search({ q: query, product: scope, locale: conversation.locale, limit: SEARCH_LIMIT });
        for (const hit of results) if (!consulted.has(hit.unit_id)) consulted.set(hit.unit_id, hit);
        return results;
      },
    };

    let status: ChatMessageStatus = 'complete';
    try {
      for await (const event of assistant.reply(turn)) {
        if (sink.signal.aborted) break;
        if (event.type === 'text') emit(guard.push(event.text));
        else if (event.type === 'usage') usage = addUsage(usage, event.usage);
        else if (event.type === 'suggest') suggestions = event.units.filter((u) => consulted.has(u.unit_id));
        else flags.add(event.flag);
      }
      if (sink.signal.aborted) status = 'interrupted';
      else emit(guard.flush());
    } catch (error) {
      if (sink.signal.aborted) {
        status = 'interrupted';
      } else {
        status = 'failed';
        flags.add(`error:${errorKind(error)}`);
        this.logger.warn(`Chat turn of ${conversation.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        emit(guard.flush());
      }
    }
    if (status === 'interrupted') flags.add('interrupted');
    for (const id of guard.rejected) flags.add(`invalid_citation:KU-${id}`);
    if (guard.tampered) flags.add('invalid_citation');

    const citations = guard.cited;
    const answered = citations.length > 0;
    // A cited answer is an answer, whatever else the assistant said; suggestions only count uncited.
    if (answered) suggestions = [];
    const outcome: ChatOutcome = answered ? 'answered' : suggestions.length > 0 ? 'suggested' : 'declined';
    const messageId = await this.repository.insertAssistantMessage({
      conversation_id: conversation.id,
      text: shown,
      status,
      answered,
      outcome,
      suggestions: suggestions.map((u) => u.unit_id),
      citations,
      consulted: [...consulted.keys()],
      flags: [...flags],
      assistant: assistant.name,
      input_tokens: usage?.input_tokens ?? null,
      output_tokens: usage?.output_tokens ?? null,
      first_event_ms: firstDeltaMs,
      duration_ms: Math.round(performance.now() - started),
    });
    await this.knowledge.countServed(citations);
    if (usage) await this.llmUsage.record(`chat:${messageId}`, { role: 'chat', conversationId: conversation.id, messageId }, usage);

    if (status === 'failed') sink.send('error', { message: ASSISTANT_ERROR_TEXT });
    else if (status === 'complete') {
      sink.send('citations', { units: citations.map((id) => ({ id, problem: consulted.get(id)?.problem ?? '' })) });
      sink.send('done', { message_id: messageId, answered, outcome, ...(outcome === 'suggested' ? { suggestions } : {}) });
    }
    return {
      message_id: messageId,
      status,
      answered,
      outcome,
      text: shown,
      citations,
      suggestions,
      consulted: [...consulted.keys()],
      flags: [...flags],
      first_delta_ms: firstDeltaMs,
      duration_ms: Math.round(performance.now() - started),
    };
  }

  /** The conversation as the widget shows it after a page reload. */
  async view(conversation: Conversation, ticketId: number | null): Promise<{
    id: string;
    status: string;
    locale: string;
    product: string | null;
    ticket_id: number | null;
    messages: MessageView[];
  }> {
    const messages = await this.repository.messages(conversation.id);
    const ratings = await this.repository.ratingsOf(conversation.id);
    const cited = [...new Set(messages.flatMap((m) => parseJsonList<number>(m.citations)))];
    const problems = await this.knowledge.problems(cited);
    const offered = [...new Set(messages.flatMap((m) => parseJsonList<number>(m.suggestions)))];
    const titles = new Map((await this.knowledge.servedTexts(offered)).map((u) => [u.id, suggestionTitle(u)]));
    return {
      id: conversation.id,
      status: conversation.status,
      locale: conversation.locale,
      product: conversation.product,
      ticket_id: ticketId,
      messages: messages.map((m) => ({
        id: Number(m.id),
        role: m.role,
        text: m.text,
        status: m.status,
        answered: m.answered,
        outcome: m.outcome,
        citations: parseJsonList<number>(m.citations).map((id) => ({ id, problem: problems.get(id) ?? '' })),
        suggestions: parseJsonList<number>(m.suggestions).flatMap((id) => (titles.has(id) ? [{ unit_id: id, title: titles.get(id)! }] : [])),
        rating: ratings.get(Number(m.id)) ?? null,
        created_at: m.created_at.toISOString(),
      })),
    };
  }

  /**
   * Once per message: the helpful counters of the units it cited. A helpful answer also proposes
   * the customer's question as a phrase of each cited unit (redacted by the unit lifecycle); it is
   * learned, and the unit re-indexed, only when a reviewer accepts the suggestion.
   */
  async rate(
    conversation: Conversation,
    messageId: number,
    value: 1 | -1,
  ): Promise<{ message_id: number; value: 1 | -1; units: number[]; learned: number; suggested: number }> {
    const message = Number.isSafeInteger(messageId) ? await this.repository.findMessage(conversation.id, messageId) : undefined;
    if (!message || message.role !== 'assistant') throw new DomainError(ErrorCode.MessageNotFound, 'Message not found');
    const units = parseJsonList<number>(message.citations);
    const rated = await this.repository.transaction(async (trx) => {
      if (!(await this.repository.insertRating(trx, conversation.id, messageId, value))) return false;
      await this.knowledge.countRating(trx, units, value);
      return true;
    });
    if (!rated) {
      throw new DomainError(ErrorCode.AlreadyRated, 'This message has already been rated');
    }
    let suggested = 0;
    if (value === 1 && units.length > 0) {
      const question = await this.repository.previousUserMessage(conversation.id, messageId);
      for (const unitId of units) {
        try {
          // Only a suggestion: a reviewer accepts it before it reaches the index (finding 7 of issue 14).
          const outcome = question ? await this.lifecycle.suggestPhrase(unitId, question.text, conversation.id) : 'empty';
          if (outcome === 'suggested' || outcome === 'seconded') suggested++;
        } catch (error) {
          this.logger.warn(`Suggesting a phrase from the rating of message ${messageId} failed: ${String(error)}`);
        }
      }
    }
    // `learned` stays in the answer for older clients: a rating never learns a phrase by itself now.
    return { message_id: messageId, value, units, learned: 0, suggested };
  }
}

/** The turn after a choice: the chosen unit's answer, composed as the offline assistant does. */
function chosenUnitAssistant(hit: SearchHit, offeredBy: number): ChatAssistant {
  return {
    name: 'extractive',
    async *reply(turn: AssistantTurn): AsyncGenerator<AssistantEvent> {
      yield { type: 'flag', flag: `chosen:KU-${hit.unit_id}` };
      yield { type: 'flag', flag: `offered_by:${offeredBy}` };
      for (const text of chunkText(composeAnswer(hit))) {
        if (turn.signal.aborted) return;
        yield { type: 'text', text };
      }
    },
  };
}

function errorKind(error: unknown): string {
  const e = error as { status?: number; type?: string; error?: { error?: { type?: string }; type?: string }; name?: string };
  const type = e?.error?.error?.type ?? e?.error?.type ?? e?.type;
  if (e?.status === 529 || type === 'overloaded_error') return 'overloaded';
  if (e?.status === 429 || type === 'rate_limit_error') return 'rate_limited';
  if (typeof e?.status === 'number') return `http_${e.status}`;
  if (typeof type === 'string') return type;
  return e?.name === 'APIConnectionTimeoutError' ? 'timeout' : 'unexpected';
}
