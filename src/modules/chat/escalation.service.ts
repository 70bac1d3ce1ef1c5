import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { ticketInputSchema } from '../tickets/ticket.dto';
import { GapsService } from '../gaps/gaps.service';
import { ConnectorEscalationService } from '../connectors/escalation/connector-escalation.service';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { TicketsService } from '../tickets/tickets.service';
import { ChatRateLimiter, refuseIfLimited } from './chat-rate-limiter';
import { ChatRepository, parseJsonList } from './chat.repository';
import type { Conversation, WebhookDelivery } from './chat.tables';
import { escalationExternalId, ticketSubject, transcriptBody, type ConsultedUnit } from './escalation-transcript';
import { HandoffService } from './handoff.service';
import { PERSON_REQUEST_FLAG } from './person-request';
import { WebhookDeliveryService } from './webhook/webhook-delivery.service';

export { escalationExternalId } from './escalation-transcript';

export const ESCALATION_EVENT = 'chat.escalated';

export interface EscalationView {
  ticket_id: number;
  external_id: string;
  conversation_id: string;
  /** false when the conversation had already been escalated (the same ticket comes back). */
  created: boolean;
  webhook: { status: 'not_configured' | 'pending' | 'delivered' | 'failed'; attempts: number; last_error: string | null };
}

/**
 * "Parla con un operatore": the conversation becomes an open ticket in our tickets table (the
 * transcript CLIENTE/ASSISTENTE and the units consulted), linked to the conversation; then the
 * external ticketing system is told by a signed webhook, delivered by a job with retries.
 * Idempotent: the ticket's external id is derived from the conversation and the link is unique,
 * so a second call (or two racing first calls) ends with the same ticket and one delivery.
 * The conversation is then `handed_over` (HandoffService: what happens after).
 */
@Injectable()
export class EscalationService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly tickets: TicketsService,
    private readonly knowledge: KnowledgeService,
    private readonly webhooks: WebhookDeliveryService,
    private readonly handoff: HandoffService,
    private readonly gaps: GapsService,
    private readonly connectorEscalation: ConnectorEscalationService,
    private readonly limits: ChatRateLimiter,
  ) {}

  /**
   * `contactEmail` (given with the customer's consent, validated by the DTO) is kept on the ticket
   * before the webhook is enqueued, so the escalation's delivery already carries it.
   *
   * Each escalation makes a ticket here, one in the ticketing system and a webhook, so (issue 32):
   * only a conversation the customer wrote in is handed over (nothing_to_escalate); while it is
   * handed over, another call returns the same ticket and announces nothing; after the handoff
   * ended, it is handed over again no sooner than ESCALATION_COOLDOWN_SECONDS after the last time
   * (HandoffService.reopen); and every new or renewed handover counts against the client IP's
   * ESCALATION_RATE_IP_PER_MINUTE.
   */
  async escalate(conversation: Conversation, contactEmail: string | undefined, clientIp: string): Promise<EscalationView> {
    const existing = await this.repository.findEscalation(conversation.id);
    if (existing) {
      // Handed over again after the customer closed the handoff: the same ticket, told so.
      await this.handoff.reopen(conversation, existing.id, Number(existing.ticket_id), clientIp);
      if (contactEmail) await this.handoff.setContact(conversation, contactEmail, clientIp);
      const delivery = await this.webhooks.findForEscalation(existing.id);
      // A delivery never enqueued (Redis was away) gets another chance; a repeated add is a no-op.
      if (delivery && delivery.status === 'pending' && delivery.attempts === 0) await this.webhooks.enqueue(delivery.id);
      return this.toView(conversation.id, Number(existing.ticket_id), false, delivery ?? null);
    }

    if (!(await this.repository.hasCustomerMessage(conversation.id))) {
      throw new DomainError(ErrorCode.NothingToEscalate, 'Write your request first (at least one message): it is what the operator receives');
    }
    refuseIfLimited(await this.limits.perIpHandover(clientIp));
    const messages = await this.repository.messages(conversation.id);
    const cited = new Set(messages.flatMap((m) => parseJsonList<number>(m.citations)));
    const consultedIds = [...new Set(messages.flatMap((m) => parseJsonList<number>(m.consulted)))];
    const problems = await this.knowledge.problems(consultedIds);
    const units: ConsultedUnit[] = consultedIds.map((id) => ({ id, problem: problems.get(id) ?? '', cited: cited.has(id) }));
    // The customer and the assistant (a person's replies only exist after an escalation).
    const transcript = messages.flatMap((m) =>
      m.role === 'agent' ? [] : [{ role: m.role, text: m.text, status: m.status, citations: parseJsonList<number>(m.citations), created_at: m.created_at }],
    );
    const body = transcriptBody(conversation, transcript, units);
    const externalId = escalationExternalId(conversation.id);
    const subject = ticketSubject(messages.find((m) => m.role === 'user')?.text);
    const now = new Date().toISOString();

    const upserted = await this.tickets.upsert(
      ticketInputSchema.parse({
        external_id: externalId,
        subject,
        category: null,
        product: conversation.product,
        locale: conversation.locale,
        customer_ref: null,
        status: 'open',
        closed_at: null,
        handle_seconds: null,
        messages: [{ author: 'system', visibility: 'public', body, created_at: now }],
      }),
    );
    // Its ticket was erased on request (GDPR), and with it the conversation: nothing to escalate.
    if (upserted.ticket_id === null) throw new DomainError(ErrorCode.ConversationNotFound, 'Conversation not found');
    const ticketId = upserted.ticket_id;
    if (contactEmail) await this.tickets.setContactEmail(ticketId, contactEmail);
    const { escalation, created } = await this.repository.linkEscalation(conversation.id, ticketId);
    if (!created) {
      // A concurrent first call won the link: it sends the webhook; this one reports what exists.
      const existingDelivery = await this.webhooks.findForEscalation(escalation.id);
      return this.toView(conversation.id, Number(escalation.ticket_id), false, existingDelivery ?? null);
    }
    // "Mi passi un operatore" is not what the knowledge base missed: the question before it is.
    await this.gaps.recordEscalation({ conversationId: conversation.id, ticketId: Number(escalation.ticket_id), product: conversation.product, locale: conversation.locale, messages: withoutPersonRequests(messages) });
    const delivery = await this.webhooks.send(escalation.id, ESCALATION_EVENT, {
      event: ESCALATION_EVENT,
      escalated_at: now,
      ticket: {
        id: Number(escalation.ticket_id),
        external_id: externalId,
        subject,
        status: 'open',
        product: conversation.product,
        locale: conversation.locale,
        body,
      },
      conversation: {
        id: conversation.id,
        messages: transcript.map((m) => ({ ...m, created_at: m.created_at.toISOString() })),
      },
      units_consulted: units,
    });
    // The connected ticketing system (Zendesk, Zammad) gets its own ticket, once (a job, retried).
    await this.connectorEscalation.escalated({
      escalationId: escalation.id,
      conversationId: conversation.id,
      ticketId: Number(escalation.ticket_id),
      ticketExternalId: externalId,
      contact: contactEmail ? { email: contactEmail, name: null } : null,
    });
    return this.toView(conversation.id, Number(escalation.ticket_id), true, delivery);
  }

  async ticketOf(conversationId: string): Promise<number | null> {
    const escalation = await this.repository.findEscalation(conversationId);
    return escalation ? Number(escalation.ticket_id) : null;
  }

  private toView(conversationId: string, ticketId: number, created: boolean, delivery: WebhookDelivery | null): EscalationView {
    return {
      ticket_id: ticketId,
      external_id: escalationExternalId(conversationId),
      conversation_id: conversationId,
      created,
      webhook: delivery
        ? { status: delivery.status, attempts: delivery.attempts, last_error: delivery.last_error }
        : { status: 'not_configured', attempts: 0, last_error: null },
    };
  }
}

/**
 * The messages without the requests for a person and their replies: what the conversation asked
 * the knowledge base.
 */
function withoutPersonRequests<M extends { role: string; flags: string }>(messages: readonly M[]): M[] {
  let skipping = false;
  return messages.filter((message) => {
    if (message.role === 'user') skipping = parseJsonList<string>(message.flags).includes(PERSON_REQUEST_FLAG);
    else if (message.role !== 'assistant') skipping = false;
    return !skipping;
  });
}
