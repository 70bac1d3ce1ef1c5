import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { ConnectorEscalationService } from '../connectors/escalation/connector-escalation.service';
import { redact } from '../pii/redact';
import { TicketEvents, type TicketWritten } from '../tickets/ticket-events';
import { TicketsService } from '../tickets/tickets.service';
import { ChatRateLimiter, refuseIfLimited } from './chat-rate-limiter';
import { ChatRepository } from './chat.repository';
import type { ChatEscalationsTable, ChatMessageRow, Conversation, HandoffEndedBy } from './chat.tables';
import type { Selectable } from 'kysely';
import { escalationExternalId } from './escalation-transcript';
import type { ChatEventSink, SseWriter } from './sse-writer';
import { WebhookDeliveryService } from './webhook/webhook-delivery.service';

/** Announced to the ticketing system, like the escalation itself (signed webhook, retried). */
export const HANDOFF_MESSAGE_EVENT = 'conversation.message';
export const HANDOFF_CLOSED_EVENT = 'conversation.closed';
export const HANDOFF_REOPENED_EVENT = 'conversation.reopened';
export const HANDOFF_CONTACT_EVENT = 'conversation.contact';

export interface HandoffSummary {
  status: Conversation['status'];
  ticket_id: number | null;
  /** Where the person's answer comes: always here; also by e-mail when the customer left an address. */
  reply_by: 'chat' | 'chat_and_email';
  /** How the last handoff ended, while the conversation is back with the assistant (null while handed over). */
  ended_by: HandoffEndedBy | null;
}

type Escalation = Selectable<ChatEscalationsTable>;

/** The key of a closed ticket without a closed_at (never written so by intake; kept comparable). */
const NO_CLOSED_AT = new Date(0);

export interface RelayedMessage {
  message_id: number;
  ticket_id: number;
}

/** sha256 of a ticket message's time and text: the same reply seen twice (event, poll) is stored once. */
export function agentReplyKey(ticketId: number, reply: { text: string; created_at: Date }): string {
  return createHash('sha256').update(`${ticketId}\n${reply.created_at.toISOString()}\n${reply.text}`).digest('hex');
}

/**
 * The conversation while a person has it (issue 13.5). After the escalation the conversation is
 * `handed_over`: what the customer writes is not answered by the assistant but added to the
 * escalation ticket (through the tickets service) and announced by webhook; the public replies an
 * agent adds to that ticket (through intake) are copied into the conversation and pushed to the
 * customer's open stream; the customer can close the handoff and go back to the assistant.
 *
 * The ticket decides too: when the ticketing system solves or closes it (intake, or a connector's
 * sync, which writes through intake) the handoff ends — the last replies copied first — and the
 * customer is back with the assistant (`handoff_ended_by = 'operator'`); when it re-opens that
 * ticket, a handoff its close ended resumes. Each close is acted on once (`ticket_closed_at`).
 *
 * The chat never reads the tickets' tables: it hears of intake's writes by TicketEvents (this
 * process) and asks TicketsService.agentRepliesSince (an open stream, every CHAT_HANDOFF_POLL_MS:
 * intake in another process, or before a restart).
 */
@Injectable()
export class HandoffService implements OnModuleInit {
  private readonly logger = new Logger(HandoffService.name);
  /** Open streams of this process, by conversation: woken when a reply was copied. */
  private readonly watchers = new Map<string, Set<() => void>>();

  constructor(
    private readonly repository: ChatRepository,
    private readonly tickets: TicketsService,
    private readonly ticketEvents: TicketEvents,
    private readonly webhooks: WebhookDeliveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly connectorEscalation: ConnectorEscalationService,
    private readonly limits: ChatRateLimiter,
  ) {}

  onModuleInit(): void {
    this.ticketEvents.listen((written) => this.onTicketsWritten(written));
  }

  /** The customer wrote while handed over: stored (redacted), added to the ticket, announced. No assistant turn. */
  async relay(conversation: Conversation, message: string, sink: ChatEventSink, open: () => void): Promise<RelayedMessage> {
    const escalation = await this.repository.findEscalation(conversation.id);
    if (!escalation) throw new DomainError(ErrorCode.NotHandedOver, 'This conversation has no escalation ticket');
    const ticketId = Number(escalation.ticket_id);
    const text = redact(message).text;
    const messageId = await this.repository.insertUserMessage(conversation.id, text);
    open();
    const now = new Date();
    try {
      await this.tickets.appendCustomerMessage(ticketId, text, now);
    } catch (error) {
      // Not on the ticket, so not kept in the chat either: the customer sees an error and sends again.
      await this.repository.deleteMessage(conversation.id, messageId);
      throw error;
    }
    await this.announce(escalation.id, HANDOFF_MESSAGE_EVENT, conversation, ticketId, `message-${messageId}`, {
      message: { id: messageId, author: 'customer', text, created_at: now.toISOString() },
    });
    // The connected ticketing system's copy of the ticket gets it too (a job, once per message).
    await this.connectorEscalation.customerMessage(escalation.id, text, messageId);
    sink.send('handoff', { message_id: messageId, ticket_id: ticketId, status: 'handed_over' });
    return { message_id: messageId, ticket_id: ticketId };
  }

  /**
   * Back to the assistant. The ticket stays open (the ticketing system decides), and is told.
   * Idempotent: only the call that ends the handoff announces it; after an operator's close it changes nothing.
   */
  async close(conversation: Conversation): Promise<HandoffSummary> {
    const current = await this.follow(conversation);
    const escalation = await this.repository.findEscalation(conversation.id);
    if (escalation && current.status === 'handed_over' && (await this.repository.endHandoff(conversation.id, 'customer'))) {
      const at = new Date();
      await this.announce(escalation.id, HANDOFF_CLOSED_EVENT, conversation, Number(escalation.ticket_id), `closed-${at.getTime()}`, {
        closed_at: at.toISOString(),
      });
      this.wake(conversation.id);
    }
    return this.summary((await this.repository.findConversation(conversation.id)) ?? { ...current, status: 'open' });
  }

  /**
   * A second escalation after a close (the customer's, or the operator's): the same ticket, handed
   * over again, and the ticketing system told. The ticket's close, if it is still closed, is known
   * from now on: only a later close ends this handoff. Not sooner than ESCALATION_COOLDOWN_SECONDS
   * after the last handover (escalation_cooldown, 429), and counted against the client IP's
   * handovers (rate_limited): close-and-escalate cycles cannot flood the ticketing system.
   */
  async reopen(conversation: Conversation, escalationId: number, ticketId: number, clientIp: string): Promise<void> {
    const current = await this.follow(conversation);
    if (current.status === 'handed_over') return;
    refuseIfLimited(await this.limits.perIpHandover(clientIp));
    const wait = await this.repository.claimHandover(escalationId, this.config.ESCALATION_COOLDOWN_SECONDS * 1000);
    if (wait !== null) {
      // A racing call of the same customer may have handed it over just now: that is this call's answer too.
      if ((await this.repository.findConversation(conversation.id))?.status === 'handed_over') return;
      const seconds = Math.ceil(wait / 1000);
      throw new DomainError(ErrorCode.EscalationCooldown, `This conversation was handed over a moment ago: it can be handed over again in ${seconds} s`, [], {
        retryAfterSeconds: seconds,
      });
    }
    const closure = await this.tickets.closureOf(ticketId);
    if (!(await this.repository.handOverAgain(conversation.id))) return;
    await this.repository.setTicketClosedAt(escalationId, closure?.closed ? (closure.closed_at ?? NO_CLOSED_AT) : null);
    const at = new Date();
    await this.announce(escalationId, HANDOFF_REOPENED_EVENT, conversation, ticketId, `reopened-${at.getTime()}`, { reopened_at: at.toISOString() });
    this.wake(conversation.id);
  }

  /**
   * The conversation as its escalation ticket now stands: a handed-over conversation whose ticket
   * the ticketing system has solved or closed goes back to the assistant; one that close sent back
   * resumes when the ticket is open again. Costs nothing for a conversation that never had a
   * handoff (every chat turn calls it). Returns the conversation as stored after that.
   */
  async follow(conversation: Conversation): Promise<Conversation> {
    if (conversation.status !== 'handed_over' && conversation.handoff_ended_by !== 'operator') return conversation;
    const escalation = await this.repository.findEscalation(conversation.id);
    if (!escalation || !(await this.applyTicketState(conversation.id, escalation))) return conversation;
    return (await this.repository.findConversation(conversation.id)) ?? conversation;
  }

  /**
   * One step of the ticket's state onto the conversation; true when the conversation changed.
   * Every step is a compare-and-set on the stored close, so a close seen twice (a re-sent ticket,
   * a retried sync, two processes polling) acts once, and a close the customer got ahead of only
   * records it (the conversation is already open: no notice).
   */
  private async applyTicketState(conversationId: string, escalation: Escalation): Promise<boolean> {
    const ticketId = Number(escalation.ticket_id);
    const closure = await this.tickets.closureOf(ticketId);
    if (!closure) return false;
    const known = escalation.ticket_closed_at ? new Date(escalation.ticket_closed_at) : null;
    if (closure.closed) {
      const closedAt = closure.closed_at ?? NO_CLOSED_AT;
      if (known?.getTime() === closedAt.getTime()) return false;
      if (!(await this.repository.recordTicketClosure(escalation.id, known, closedAt))) return false;
      // What the agent wrote with the close is in the conversation before the conversation leaves the handoff.
      await this.syncReplies(conversationId, ticketId);
      const ended = await this.repository.endHandoff(conversationId, 'operator');
      if (ended) this.wake(conversationId);
      return ended;
    }
    // Open again: the next close counts, and a handoff the close had ended resumes.
    if (known === null || !(await this.repository.recordTicketClosure(escalation.id, known, null))) return false;
    const resumed = await this.repository.handOverAgain(conversationId, { onlyAfter: 'operator' });
    if (resumed) this.wake(conversationId);
    return resumed;
  }

  /**
   * The address to answer at by e-mail, given with consent: kept on the escalation ticket only
   * (never in a chat table, never logged); the webhook deliveries add it when they are sent. The
   * same address again changes nothing and announces nothing; a new one counts against the client
   * IP's handovers (each is a webhook).
   */
  async setContact(conversation: Conversation, email: string, clientIp: string): Promise<HandoffSummary> {
    const escalation = await this.repository.findEscalation(conversation.id);
    if (!escalation) throw new DomainError(ErrorCode.NotHandedOver, 'Ask for an operator first: the address is kept on the escalation ticket');
    if ((await this.tickets.contactEmailOf(Number(escalation.ticket_id))) === email) return this.summary(conversation);
    refuseIfLimited(await this.limits.perIpHandover(clientIp));
    await this.tickets.setContactEmail(Number(escalation.ticket_id), email);
    const at = new Date();
    await this.announce(escalation.id, HANDOFF_CONTACT_EVENT, conversation, Number(escalation.ticket_id), `contact-${at.getTime()}`, {
      reply_by: 'chat_and_email',
    });
    return this.summary(conversation);
  }

  async summary(conversation: Conversation): Promise<HandoffSummary> {
    const escalation = await this.repository.findEscalation(conversation.id);
    const ticketId = escalation ? Number(escalation.ticket_id) : null;
    const email = ticketId === null ? null : await this.tickets.contactEmailOf(ticketId);
    return {
      status: conversation.status,
      ticket_id: ticketId,
      reply_by: email ? 'chat_and_email' : 'chat',
      ended_by: conversation.status === 'open' ? (conversation.handoff_ended_by ?? null) : null,
    };
  }

  /**
   * Copies the agent's public replies the conversation does not have yet (from the latest one it
   * has: the source key drops the one seen again); returns how many were new.
   */
  async syncReplies(conversationId: string, ticketId: number): Promise<number> {
    const since = await this.repository.latestAgentMessageAt(conversationId);
    const replies = await this.tickets.agentRepliesSince(ticketId, since);
    let added = 0;
    for (const reply of replies) {
      const id = await this.repository.insertAgentMessage(conversationId, { ...reply, source_key: agentReplyKey(ticketId, reply) });
      if (id !== null) added++;
    }
    if (added > 0) this.wake(conversationId);
    return added;
  }

  /**
   * GET …/events: Server-Sent Events of a person's replies (`agent_message`, after `afterId`) and of
   * the conversation's status (`status`, when it changes), until the client leaves, the stream's
   * time is up (the widget reconnects with the last id it saw) or the conversation is `open`.
   */
  async stream(conversation: Conversation, afterId: number, writer: SseWriter): Promise<void> {
    writer.open();
    let lastId = afterId;
    let status: Conversation['status'] | null = null;
    let wake: () => void = () => undefined;
    const woken = () => wake();
    this.watch(conversation.id, woken);
    writer.signal.addEventListener('abort', woken, { once: true });
    const deadline = Date.now() + this.config.CHAT_HANDOFF_STREAM_MS;
    try {
      while (!writer.closed && Date.now() < deadline) {
        let current = await this.repository.findConversation(conversation.id);
        if (!current) break;
        const escalation = await this.repository.findEscalation(conversation.id);
        const ticketId = escalation ? Number(escalation.ticket_id) : null;
        // The ticket solved, closed or re-opened by the ticketing system in another process (a sync in the worker).
        if (escalation && (current.status === 'handed_over' || current.handoff_ended_by === 'operator')) {
          const changed = await this.applyTicketState(conversation.id, escalation).catch((error) => {
            this.logger.warn(`Handoff ticket check failed: ${String(error)}`);
            return false;
          });
          if (changed) current = (await this.repository.findConversation(conversation.id)) ?? current;
        }
        if (current.status !== status && current.status === 'handed_over') {
          status = current.status;
          writer.send('status', { status, ticket_id: ticketId });
        }
        // Every pass asks the tickets service: replies intake took in another process, or before a restart.
        if (ticketId !== null) await this.syncReplies(conversation.id, ticketId).catch((error) => this.logger.warn(`Handoff poll failed: ${String(error)}`));
        for (const message of await this.repository.messagesAfter(conversation.id, lastId, ['agent'])) {
          writer.send('agent_message', agentMessageEvent(message));
          lastId = Number(message.id);
        }
        // Back with the assistant (the customer left, or the operator closed the request), after
        // the last replies: nothing more to follow (later replies still land in the conversation).
        if (current.status !== status) {
          writer.send('status', { status: current.status, ticket_id: ticketId, ended_by: current.handoff_ended_by ?? null });
          break;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(this.config.CHAT_HANDOFF_POLL_MS, Math.max(0, deadline - Date.now())));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      this.unwatch(conversation.id, woken);
      writer.end();
    }
  }

  /** One signed webhook delivery, idempotent per `dedupKey`; the contact address is added at send time. */
  private async announce(
    escalationId: number,
    event: string,
    conversation: Conversation,
    ticketId: number,
    dedupKey: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.webhooks.send(
      escalationId,
      event,
      {
        event,
        sent_at: new Date().toISOString(),
        ticket: { id: ticketId, external_id: escalationExternalId(conversation.id) },
        conversation: { id: conversation.id },
        ...details,
      },
      dedupKey,
    );
  }

  /** One query per intake batch (an import of 100k tickets must not pay one per ticket). */
  private async onTicketsWritten(written: TicketWritten[]): Promise<void> {
    for (const escalation of await this.repository.escalationsOfTickets(written.map((t) => t.ticket_id))) {
      await this.syncReplies(escalation.conversation_id, Number(escalation.ticket_id));
      // Solved or closed (the handoff ends), or re-opened (a handoff its close ended resumes).
      await this.applyTicketState(escalation.conversation_id, escalation);
    }
  }

  private watch(conversationId: string, wake: () => void): void {
    const set = this.watchers.get(conversationId) ?? new Set();
    set.add(wake);
    this.watchers.set(conversationId, set);
  }

  private unwatch(conversationId: string, wake: () => void): void {
    const set = this.watchers.get(conversationId);
    set?.delete(wake);
    if (set?.size === 0) this.watchers.delete(conversationId);
  }

  private wake(conversationId: string): void {
    for (const wake of this.watchers.get(conversationId) ?? []) wake();
  }
}

export function agentMessageEvent(message: ChatMessageRow): { id: number; role: 'agent'; text: string; created_at: string } {
  return { id: Number(message.id), role: 'agent', text: message.text, created_at: new Date(message.created_at).toISOString() };
}
