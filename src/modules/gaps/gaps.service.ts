import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainError, ErrorCode } from '../../common/domain-error';
import type { Actor } from '../audit/audit.types';
import { AuditService } from '../audit/audit.service';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { SearchService } from '../search/search.service';
import { GAP_TOPICS_POLICY } from './gap-topics-task';
import { GapTopicsService } from './gap-topics.service';
import { GapsRepository, type GapQuestionWithTopic } from './gaps.repository';
import type { GapDecision, GapOutcome, GapQuestion } from './gaps.tables';
import { clusterByAverageLinkage, medoid, topicLabels } from './topic-clustering';

const DAY_MS = 86_400_000;
const EXAMPLES = 5;
/** The trend: questions per week, over this many weeks at most. */
const TREND_WEEKS = 8;

/** What the chat hands over at the end of a turn that did not serve the customer well. */
export interface GapRecord {
  conversationId: string;
  /** The assistant's message of the turn (the customer's own message when an escalation followed none). */
  messageId: number;
  /** Already redacted (the chat stores nothing else). */
  question: string | null | undefined;
  product: string | null;
  locale: string;
  outcome: GapOutcome;
  /** The escalation ticket, with outcome 'escalated'. */
  ticketId?: number | null;
}

export type TopicStatus = 'open' | 'covered' | 'ignored' | 'closed';

export interface GapTopic {
  /** The lowest question id of the topic: stable while its questions stay together. */
  key: number;
  /** The model's topic (GAPS_TOPICS=model): `label` is its name. Null: grouped by the local clustering, `label` is its words. */
  topic_id: number | null;
  label: string;
  words: string[];
  typical_question: string;
  questions: number;
  conversations: number;
  outcomes: Record<GapOutcome, number>;
  /** Questions per week, oldest first; the last entry is the last 7 days. */
  trend: number[];
  examples: Array<{ id: number; question: string; product: string | null; locale: string; outcome: GapOutcome; created_at: string; ticket_id: number | null }>;
  question_ids: number[];
  products: string[];
  /** Escalation tickets its questions went into. */
  tickets: number[];
  /** open, covered (a reviewer named the unit), ignored, or closed (an escalated ticket of it was distilled into a unit). */
  status: TopicStatus;
  covered_by: number | null;
  /** Units the topic's escalation tickets fed once resolved and distilled. */
  closed_by: number[];
  /** Questions that arrived after the reviewer's decision (the decision holds for the topic while they are fewer). */
  undecided: number;
}

export interface GapTopicsReport {
  since: string;
  days: number;
  total_questions: number;
  threshold: number;
  /** model: the model's topics, and the local clustering for the questions it has not placed yet (GAPS_TOPICS=model); local: the local clustering only. */
  grouped_by: 'model' | 'local';
  topics: GapTopic[];
}

/**
 * The knowledge gaps: the customer questions the chat declined, escalated, answered unhelpfully
 * (a -1 rating) or answered with suggestions nobody chose, grouped into topics. With a model
 * (GAPS_TOPICS=model) the model puts each question into a topic it names (GapTopicsService, a job
 * after the question is recorded); the questions it has not placed yet, and every question
 * without a model, are grouped when read by the local clustering, so a better embedder or
 * threshold regroups the past too. The chat calls `record` (one line per hook) and never waits
 * on a failure here: a gap not recorded must not fail a customer's turn.
 */
@Injectable()
export class GapsService {
  private readonly logger = new Logger(GapsService.name);

  constructor(
    private readonly repository: GapsRepository,
    private readonly search: SearchService,
    private readonly knowledge: KnowledgeService,
    private readonly lifecycle: UnitLifecycleService,
    private readonly audit: AuditService,
    private readonly gapTopics: GapTopicsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records one gap question (idempotent per turn); an escalation also links the conversation's earlier gaps to its ticket. */
  async record(input: GapRecord): Promise<void> {
    try {
      const question = (input.question ?? '').trim().slice(0, 2000);
      if (question && Number.isSafeInteger(input.messageId)) {
        const inserted = await this.repository.insert({
          conversation_id: input.conversationId,
          message_id: input.messageId,
          question,
          product: input.product,
          locale: input.locale,
          outcome: input.outcome,
          ticket_id: input.ticketId ?? null,
        });
        if (inserted) await this.gapTopics.requestRun();
      }
      if (input.outcome === 'escalated' && input.ticketId) await this.repository.linkTicket(input.conversationId, input.ticketId);
    } catch (error) {
      this.logger.warn(`Recording a gap of conversation ${input.conversationId} failed: ${String(error)}`);
    }
  }

  /**
   * The conversation went to a person: its last question is a gap (if it is not one already) and
   * every gap of the conversation is linked to the ticket, whose unit will close it. The messages
   * are the chat's, typed here by the fields read (this module does not import the chat).
   */
  async recordEscalation(input: { conversationId: string; ticketId: number; product: string | null; locale: string; messages: ReadonlyArray<{ id: number | string; role: string; text: string }> }): Promise<void> {
    const at = input.messages.findLastIndex((m) => m.role === 'user');
    const asked = input.messages[at];
    // The turn is keyed by the assistant's answer, as `record` from the chat keys it: a question
    // already recorded as declined stays one gap (now linked to the ticket).
    const answer = input.messages[at + 1]?.role === 'assistant' ? input.messages[at + 1] : asked;
    await this.record({ conversationId: input.conversationId, messageId: Number(answer?.id), question: asked?.text, product: input.product, locale: input.locale, outcome: 'escalated', ticketId: input.ticketId });
  }

  /** The customer chose one of the suggestions of that turn: its question is no gap after all. */
  async suggestionChosen(conversationId: string, messageId: number): Promise<boolean> {
    return (await this.repository.deleteSuggested(conversationId, messageId)) > 0;
  }

  async topics(days: number): Promise<GapTopicsReport> {
    const now = Date.now();
    const since = new Date(now - days * DAY_MS);
    const rows = await this.repository.since(since, this.config.GAPS_MAX_QUESTIONS);
    const threshold = this.config.GAPS_TOPIC_THRESHOLD;
    const base = { since: since.toISOString(), days, total_questions: rows.length, threshold, grouped_by: this.gapTopics.byModel ? ('model' as const) : ('local' as const) };
    if (rows.length === 0) return { ...base, topics: [] };

    const vectors = await this.search.embedQuestions(rows.map((r) => r.question));
    const clusters = this.group(rows, vectors);
    const labels = topicLabels(rows.map((r) => r.question), clusters);
    const tickets = [...new Set(rows.flatMap((r) => (r.ticket_id ? [r.ticket_id] : [])))];
    const unitOfTicket = await this.knowledge.unitsOfTickets(tickets);
    const weeks = Math.max(1, Math.min(TREND_WEEKS, Math.ceil(days / 7)));

    const topics = clusters.map((members, c): GapTopic => {
      const questions = members.map((i) => rows[i]);
      const typical = rows[medoid(vectors, members)];
      const trend = new Array<number>(weeks).fill(0);
      for (const q of questions) {
        const age = Math.floor((now - q.created_at.getTime()) / (7 * DAY_MS));
        if (age >= 0 && age < weeks) trend[weeks - 1 - age]++;
      }
      const outcomes: Record<GapOutcome, number> = { declined: 0, escalated: 0, unhelpful: 0, suggested: 0 };
      for (const q of questions) outcomes[q.ticket_id ? 'escalated' : q.outcome]++;
      const topicTickets = [...new Set(questions.flatMap((q) => (q.ticket_id ? [q.ticket_id] : [])))];
      const closedBy = [...new Set(topicTickets.flatMap((t) => (unitOfTicket.has(t) ? [unitOfTicket.get(t)!] : [])))];
      const { status, coveredBy, undecided } = topicStatus(questions, closedBy);
      const modelTopic = this.gapTopics.byModel ? questions[0]!.topic_id : null;
      return {
        key: Math.min(...questions.map((q) => q.id)),
        topic_id: modelTopic,
        label: modelTopic !== null ? questions[0]!.topic_name! : labels[c].length ? labels[c].join(' · ') : typical.question.slice(0, 60),
        words: labels[c],
        typical_question: typical.question,
        questions: questions.length,
        conversations: new Set(questions.map((q) => q.conversation_id)).size,
        outcomes,
        trend,
        examples: [typical, ...questions.filter((q) => q !== typical).reverse()].slice(0, EXAMPLES).map((q) => ({
          id: q.id,
          question: q.question,
          product: q.product,
          locale: q.locale,
          outcome: q.ticket_id ? 'escalated' : q.outcome,
          created_at: q.created_at.toISOString(),
          ticket_id: q.ticket_id,
        })),
        question_ids: questions.map((q) => q.id),
        products: [...new Set(questions.flatMap((q) => (q.product ? [q.product] : [])))].sort(),
        tickets: topicTickets,
        status,
        covered_by: coveredBy,
        closed_by: closedBy,
        undecided,
      };
    });
    topics.sort((a, b) => b.questions - a.questions || b.conversations - a.conversations || a.key - b.key);
    return { ...base, topics };
  }

  /**
   * The page's topics (indices into `rows`): with GAPS_TOPICS=model, the questions the model
   * placed by their topic, and those it has not placed yet by the local clustering (a run is asked
   * for them: the page never waits on the model); otherwise all by the local clustering.
   */
  private group(rows: GapQuestionWithTopic[], vectors: Float32Array[]): number[][] {
    const byTopic = new Map<number, number[]>();
    const rest: number[] = [];
    rows.forEach((r, i) => {
      if (this.gapTopics.byModel && r.topic_id !== null && r.topic_name !== null) byTopic.set(r.topic_id, [...(byTopic.get(r.topic_id) ?? []), i]);
      else rest.push(i);
    });
    if (this.gapTopics.byModel && rest.some((i) => rows[i]!.topic_attempts < GAP_TOPICS_POLICY.maxAttempts)) void this.gapTopics.requestRun();
    const local = clusterByAverageLinkage(rest.map((i) => vectors[i]!), this.config.GAPS_TOPIC_THRESHOLD).map((members) => members.map((k) => rest[k]!));
    return [...byTopic.values(), ...local];
  }

  /** Questions grouped by the local clustering (indices into `questions`, largest topic first). */
  async cluster(questions: string[]): Promise<{ vectors: Float32Array[]; clusters: number[][] }> {
    const vectors = await this.search.embedQuestions(questions);
    return { vectors, clusters: clusterByAverageLinkage(vectors, this.config.GAPS_TOPIC_THRESHOLD) };
  }

  /**
   * A reviewer's decision on a topic (the question ids the page showed): covered by an approved
   * unit — every question becomes a phrase suggestion of that unit, learned once a reviewer accepts
   * it — or ignored; `reopen` takes a decision back.
   */
  async decide(
    input: { questionIds: number[]; decision: GapDecision | 'reopen'; unitId?: number },
    actor: Actor,
  ): Promise<{ questions: number; decision: GapDecision | null; unit_id: number | null; phrase_suggestions: number }> {
    const questions = await this.repository.byIds([...new Set(input.questionIds)]);
    if (questions.length !== new Set(input.questionIds).size) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Unknown gap question', [{ path: 'question_ids', message: 'some of these questions do not exist (any more): reload the page' }]);
    }
    const decision = input.decision === 'reopen' ? null : input.decision;
    let unitId: number | null = null;
    let suggested = 0;
    if (decision === 'covered') {
      const unit = input.unitId ? await this.knowledge.findUnit(input.unitId) : undefined;
      if (!unit) throw new DomainError(ErrorCode.UnitNotFound, `Unit ${input.unitId ?? ''} not found`, [{ path: 'unit_id', message: 'no such unit' }]);
      if (unit.status !== 'approved') throw new DomainError(ErrorCode.ValidationFailed, 'Only an approved unit can cover a gap', [{ path: 'unit_id', message: 'the unit must be approved (served)' }]);
      unitId = unit.id;
      for (const q of questions) {
        const outcome = await this.lifecycle.suggestPhrase(unit.id, q.question, q.conversation_id);
        if (outcome === 'suggested' || outcome === 'seconded') suggested++;
      }
    }
    await this.repository.decide(questions.map((q) => q.id), decision, unitId, decision ? actor.name : null);
    await this.audit.record(undefined, actor, {
      action: decision ? `gap.${decision}` : 'gap.reopen',
      entityType: 'gap_topic',
      entityId: Math.min(...questions.map((q) => q.id)),
      unitId,
      after: { questions: questions.length, phrase_suggestions: suggested },
    });
    return { questions: questions.length, decision, unit_id: unitId, phrase_suggestions: suggested };
  }

  /** GDPR erasure of these conversations' gap questions (the gdpr module calls it). */
  eraseConversations(conversationIds: string[]): Promise<number> {
    return this.repository.deleteConversations(conversationIds);
  }

  /** GDPR access: everything kept here about these conversations. */
  async exportConversations(conversationIds: string[]): Promise<unknown[]> {
    return (await this.repository.byConversations(conversationIds)).map((q) => ({
      table: 'kb_gap_questions',
      id: q.id,
      conversation_id: q.conversation_id,
      message_id: q.message_id,
      question: q.question,
      product: q.product,
      locale: q.locale,
      outcome: q.outcome,
      ticket_id: q.ticket_id,
      topic: q.topic_name,
      decision: q.decision,
      unit_id: q.unit_id,
      created_at: q.created_at.toISOString(),
    }));
  }
}

/** A reviewer's decision holds for the topic while most of its questions carry it. */
function topicStatus(questions: GapQuestion[], closedBy: number[]): { status: TopicStatus; coveredBy: number | null; undecided: number } {
  const decided = questions.filter((q) => q.decision !== null);
  const undecided = questions.length - decided.length;
  if (decided.length * 2 >= questions.length && decided.length > 0) {
    const covered = decided.filter((q) => q.decision === 'covered');
    if (covered.length * 2 >= decided.length) {
      const units = new Map<number, number>();
      for (const q of covered) if (q.unit_id) units.set(q.unit_id, (units.get(q.unit_id) ?? 0) + 1);
      const coveredBy = [...units].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
      return { status: 'covered', coveredBy, undecided };
    }
    return { status: 'ignored', coveredBy: null, undecided };
  }
  return { status: closedBy.length > 0 ? 'closed' : 'open', coveredBy: null, undecided };
}
