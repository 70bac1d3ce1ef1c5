import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { addUsage, type LlmUsage } from '../../providers/llm/llm-usage';
import { GapsService } from '../gaps/gaps.service';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { redact } from '../pii/redact';
import { SearchService, type SearchHit } from '../search/search.service';
import { CHAT_ASSISTANT, chunkText, type AssistantEvent, type AssistantTurn, type ChatAssistant } from './assistants/assistant';
import { ASSISTANT_TEXTS, assistantTexts } from './assistants/assistant-texts';
import { composeAnswer } from './assistants/extractive-answer';
import { choiceMessage, suggestionTitle } from './assistants/suggestions';
import { VAGUE_QUESTION_FLAG } from './assistants/triage';
import { CitationGuard } from './citation-guard';
import type { ChooseSuggestionDto, CreateConversationDto } from './chat.dto';
import { UUID } from './chat.dto';
import { ChatRepository, parseJsonList } from './chat.repository';
import type { ChatMessageRow, ChatMessageStatus, ChatOutcome, ChatRole, Conversation } from './chat.tables';
import { planSearch, type PriorExchange, type SearchPlan } from './follow-up';
import { HandoffService } from './handoff.service';
import { isPersonRequest, PERSON_REQUEST_FLAG } from './person-request';
import { productLabel } from './product-question';
import type { ChatEventSink } from './sse-writer';

/** Units a search hands back (to the extractive rule, or to the model). */
const SEARCH_LIMIT = 5;

/** Flag of the customer's message that is a product choice (`{"product": key}`), not a question. */
const PRODUCT_CHOICE_FLAG = 'product_choice';

/** Flag of a reply that offers a person (`offer_handoff` in `done` and in the conversation's view). */
const OFFER_HANDOFF_FLAG = 'offer_handoff';

/** The `error` event's message (Italian; assistantTexts(locale).assistantError is the conversation's). */
export const ASSISTANT_ERROR_TEXT = ASSISTANT_TEXTS.it.assistantError;

export interface TurnResult {
  message_id: number;
  status: ChatMessageStatus;
  answered: boolean;
  outcome: ChatOutcome;
  /** The products the customer was asked to choose from (keys), or null. */
  products: string[] | null;
  text: string;
  citations: number[];
  /** The units offered (outcome suggested). */
  suggestions: Array<{ unit_id: number; title: string }>;
  /** The reply offers a person (the widget shows «Parla con un operatore» in it). */
  offer_handoff: boolean;
  consulted: number[];
  flags: string[];
  first_delta_ms: number | null;
  duration_ms: number;
}

export interface MessageView {
  id: number;
  /** 'agent': a person's reply from the escalation ticket (issue 13.5). */
  role: ChatRole;
  text: string;
  status: ChatMessageStatus;
  answered: boolean;
  outcome: ChatOutcome | null;
  citations: Array<{ id: number; problem: string; title: string }>;
  /** The units a «Forse cercava:» message offered (the widget shows them as buttons again after a reload). */
  suggestions: Array<{ unit_id: number; title: string }>;
  /** The message offered a person (its «Parla con un operatore» button comes back after a reload). */
  offer_handoff: boolean;
  rating: number | null;
  created_at: string;
}

/** What reply() returns when no assistant turn ran (the message went to the escalation ticket). */
const NO_TURN: TurnResult = {
  message_id: 0,
  status: 'complete',
  answered: false,
  outcome: 'declined',
  text: '',
  citations: [],
  consulted: [],
  flags: [],
  first_delta_ms: null,
  duration_ms: 0,
  products: null,
  suggestions: [],
  offer_handoff: false,
};

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
    private readonly handoff: HandoffService,
    private readonly gaps: GapsService,
  ) {}

  get assistantName(): string {
    return this.assistant.name;
  }

  async createConversation(input: Omit<CreateConversationDto, 'customer_ref'> & { customer_ref?: string | null }): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await this.repository.createConversation({ id, token_hash: hashToken(token), locale: input.locale, product: input.product, customer_ref: input.customer_ref ?? null });
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
    // A person has the conversation: the assistant stays silent, the message goes to the ticket.
    if (conversation.status === 'handed_over') {
      const relayed = await this.handoff.relay(conversation, message, sink, open);
      return { ...NO_TURN, message_id: relayed.message_id, flags: ['handed_over'], duration_ms: Math.round(performance.now() - started) };
    }
    // Redacted before anything keeps or sends it: the stored message, the assistant (and its
    // provider), the history of later turns, an escalation's transcript. An IBAN or an e-mail
    // address in a question is never needed to find the answer.
    const question = redact(message).text;
    // "Vorrei parlare con una persona": the handoff is offered, whatever assistant is configured; nothing is searched.
    const personRequest = isPersonRequest(question);
    const userMessageId = await this.repository.insertUserMessage(conversation.id, question, personRequest ? [PERSON_REQUEST_FLAG] : []);
    open();
    const rows = await this.repository.recentMessages(conversation.id, userMessageId, this.config.CHAT_MEMORY_MESSAGES);
    if (personRequest) {
      const plan: SearchPlan = { kind: 'new', query: question, exclude: [], given: [] };
      return this.answer(conversation, { question, query: question, plan, rows }, sink, started, PERSON_REQUEST_ASSISTANT);
    }
    // A follow-up ("e su Android?") is searched with the previous question; "non è questo" without the unit just given.
    const plan = planSearch(question, priorExchanges(rows));
    return this.answer(conversation, { question, query: plan.query, plan, rows }, sink, started);
  }

  /**
   * The customer's answer to "which product?" (`{"product": key}`): the conversation keeps the
   * product from now on, and the question before the choice is answered again within it. The
   * choice is stored as the customer's message (the product's name, flagged), so the history and
   * an escalation's transcript read as the widget showed it.
   */
  async chooseProduct(conversation: Conversation, product: string, sink: ChatEventSink, open: () => void = () => undefined): Promise<TurnResult> {
    const started = performance.now();
    // A person has the conversation: a product button pressed late is relayed like any message.
    if (conversation.status === 'handed_over') {
      const relayed = await this.handoff.relay(conversation, productLabel(product), sink, open);
      return { ...NO_TURN, message_id: relayed.message_id, flags: ['handed_over'], duration_ms: Math.round(performance.now() - started) };
    }
    await this.assertKnownProduct(product);
    await this.repository.setConversationProduct(conversation.id, product);
    const scoped: Conversation = { ...conversation, product };
    const userMessageId = await this.repository.insertUserMessage(conversation.id, productLabel(product), [`${PRODUCT_CHOICE_FLAG}:${product}`]);
    open();
    const rows = await this.repository.recentMessages(conversation.id, userMessageId, this.config.CHAT_MEMORY_MESSAGES);
    const plan = planSearch(productLabel(product), priorExchanges(rows), { productChoice: true });
    return this.answer(scoped, { question: plan.query, query: plan.query, plan, rows }, sink, started);
  }

  /**
   * The customer picked one of the units a «Forse cercava:» message offered: the choice is stored
   * as the customer's message ("Ho scelto: <title>"), answered from that unit — its steps, as the
   * offline assistant composes them, whatever assistant is configured: the customer chose that
   * text — with the same events as a message, and flagged `chosen:KU-<id>` for metrics and gaps
   * (the question that got the suggestions stops being a gap). Refused before anything is stored:
   * a message that is not this conversation's assistant message (404), a unit it did not offer
   * (422), a unit no longer served (404).
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
      product: unit.product,
    };
    const question = redact(choiceMessage(suggestionTitle(hit), conversation.locale)).text;
    // A person has the conversation: a suggestion pressed late is relayed like any message.
    if (conversation.status === 'handed_over') {
      const relayed = await this.handoff.relay(conversation, question, sink, open);
      return { ...NO_TURN, message_id: relayed.message_id, flags: ['handed_over'], duration_ms: Math.round(performance.now() - started) };
    }
    const userMessageId = await this.repository.insertUserMessage(conversation.id, question);
    open();
    await this.gaps.suggestionChosen(conversation.id, choice.message_id);
    const rows = await this.repository.recentMessages(conversation.id, userMessageId, this.config.CHAT_MEMORY_MESSAGES);
    const plan: SearchPlan = { kind: 'new', query: question, exclude: [], given: [] };
    return this.answer(conversation, { question, query: question, plan, rows }, sink, started, chosenUnitAssistant(hit, choice.message_id), [hit]);
  }

  /** 400 naming `product` for a key no unit has (called before the turn's stream opens). */
  async assertKnownProduct(product: string): Promise<void> {
    const { products } = await this.knowledge.facets();
    if (!products.includes(product)) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Unknown product', [{ path: 'product', message: `is not a product of this knowledge base: ${product}` }]);
    }
  }

  private async answer(
    conversation: Conversation,
    input: { question: string; query: string; plan: SearchPlan; rows: ChatMessageRow[] },
    sink: ChatEventSink,
    started: number,
    assistant: ChatAssistant = this.assistant,
    given: SearchHit[] = [],
  ): Promise<TurnResult> {
    const { question, plan } = input;
    // A person's replies (handoff) are not the assistant's memory.
    const history = input.rows.flatMap((m) => (m.role === 'agent' ? [] : [{ role: m.role, text: m.text }]));
    const excluded = new Set(plan.exclude);

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
    let products: string[] | null = null;
    let offerHandoff = false;
    if (plan.kind !== 'new') flags.add(plan.kind);
    const turn: AssistantTurn = {
      question,
      query: input.query,
      followUp: plan.kind === 'follow_up' ? { given: plan.given } : null,
      history,
      product: conversation.product,
      locale: conversation.locale,
      signal: sink.signal,
      search: async (query: string, product?: string | null): Promise<SearchHit[]> => {
        // A widget installed for one product only ever searches that product.
        const scope = conversation.product ?? product ?? null;
        const found = await this.search.search({ q: query, product: scope, locale: conversation.locale, limit: SEARCH_LIMIT + excluded.size });
        // "Non è questo": the units the customer rejected are not offered again in this turn.
        const results = found.results.filter((hit) => !excluded.has(hit.unit_id)).slice(0, SEARCH_LIMIT);
        for (const hit of results) if (!consulted.has(hit.unit_id)) consulted.set(hit.unit_id, hit);
        return results;
      },
    };

    let status: ChatMessageStatus = 'complete';
    try {
      // A product chosen before any question: nothing to answer yet, only the choice to confirm.
      const events = input.query.trim() ? assistant.reply(turn) : productNoted(conversation.product, conversation.locale);
      for await (const event of events) {
        if (sink.signal.aborted) break;
        if (event.type === 'text') emit(guard.push(event.text));
        else if (event.type === 'usage') usage = addUsage(usage, event.usage);
        else if (event.type === 'ask_product') {
          products = event.products;
          flags.add('ask_product');
        } else if (event.type === 'suggest') suggestions = event.units.filter((u) => consulted.has(u.unit_id));
        else if (event.type === 'offer_handoff') offerHandoff = true;
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
    if (offerHandoff) flags.add(OFFER_HANDOFF_FLAG);

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
    // A request for a person, or a message too vague to search ("non funziona niente"), is no question the knowledge base failed: no gap.
    if (status === 'complete' && outcome !== 'answered' && !flags.has(PERSON_REQUEST_FLAG) && !flags.has(VAGUE_QUESTION_FLAG)) await this.gaps.record({ conversationId: conversation.id, messageId, question, product: conversation.product, locale: conversation.locale, outcome });
    if (usage) await this.llmUsage.record(`chat:${messageId}`, { role: 'chat', conversationId: conversation.id, messageId }, usage);

    if (status === 'failed') sink.send('error', { message: assistantTexts(conversation.locale).assistantError });
    else if (status === 'complete') {
      // The title is what a customer reads on the source link; the problem stays for older clients.
      sink.send('citations', { units: citations.map((id) => citedUnit(id, consulted.get(id))) });
      sink.send('done', {
        message_id: messageId,
        answered,
        outcome,
        ...(outcome === 'suggested' ? { suggestions } : {}),
        ...(offerHandoff ? { offer_handoff: true } : {}),
        ...(products ? { products: products.map((key) => ({ key, name: productLabel(key) })) } : {}),
      });
    }
    return {
      message_id: messageId,
      status,
      answered,
      outcome,
      products,
      text: shown,
      citations,
      suggestions,
      offer_handoff: offerHandoff,
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
    // Cited and offered units in one read: the source links and the suggestion buttons both need their texts.
    const shown = [...new Set(messages.flatMap((m) => [...parseJsonList<number>(m.citations), ...parseJsonList<number>(m.suggestions)]))];
    const texts = new Map((await this.knowledge.servedTexts(shown)).map((u) => [u.id, u]));
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
        citations: parseJsonList<number>(m.citations).map((id) => citedUnit(id, texts.get(id))),
        suggestions: parseJsonList<number>(m.suggestions).flatMap((id) => (texts.has(id) ? [{ unit_id: id, title: suggestionTitle(texts.get(id)!) }] : [])),
        offer_handoff: m.role === 'assistant' && parseJsonList<string>(m.flags).includes(OFFER_HANDOFF_FLAG),
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
    if (value === -1) await this.gaps.record({ conversationId: conversation.id, messageId, question: (await this.repository.previousUserMessage(conversation.id, messageId))?.text, product: conversation.product, locale: conversation.locale, outcome: 'unhelpful' });
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

/**
 * The earlier exchanges as follow-up planning reads them: each customer message with the units its
 * reply cited. A request for a person and its reply are no question to follow up on: left out.
 */
function priorExchanges(rows: ChatMessageRow[]): PriorExchange[] {
  const exchanges: PriorExchange[] = [];
  let skipping = false;
  for (const row of rows) {
    if (row.role === 'user') {
      const flags = parseJsonList<string>(row.flags);
      skipping = flags.includes(PERSON_REQUEST_FLAG);
      if (skipping) continue;
      exchanges.push({ text: row.text, cited: [], productChoice: flags.some((f) => f.startsWith(`${PRODUCT_CHOICE_FLAG}:`)) });
    } else if (row.role === 'assistant' && exchanges.length > 0 && !skipping) {
      exchanges[exchanges.length - 1].cited = parseJsonList<number>(row.citations);
    }
  }
  return exchanges;
}

/** The reply to a request for a person: the handoff offered, nothing searched (any configured assistant). */
const PERSON_REQUEST_ASSISTANT: ChatAssistant = {
  name: 'person-request',
  async *reply(turn: AssistantTurn): AsyncGenerator<AssistantEvent> {
    yield { type: 'flag', flag: PERSON_REQUEST_FLAG };
    yield { type: 'offer_handoff' };
    for (const text of chunkText(assistantTexts(turn.locale).personRequest)) {
      if (turn.signal.aborted) return;
      yield { type: 'text', text };
    }
  },
};

async function* productNoted(product: string | null, locale: string): AsyncGenerator<AssistantEvent> {
  yield { type: 'text', text: assistantTexts(locale).productNoted(productLabel(product ?? '')) };
}

/** The turn after a choice: the chosen unit's answer, composed as the offline assistant does. */
function chosenUnitAssistant(hit: SearchHit, offeredBy: number): ChatAssistant {
  return {
    name: 'extractive',
    async *reply(turn: AssistantTurn): AsyncGenerator<AssistantEvent> {
      yield { type: 'flag', flag: `chosen:KU-${hit.unit_id}` };
      yield { type: 'flag', flag: `offered_by:${offeredBy}` };
      for (const text of chunkText(composeAnswer(hit, turn.locale))) {
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

/** A cited unit as the widget shows its source link: the title in one line, and the problem. */
function citedUnit(id: number, unit: { title?: string; problem: string } | undefined): { id: number; problem: string; title: string } {
  return { id, problem: unit?.problem ?? '', title: unit ? suggestionTitle(unit) : '' };
}
