import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../../config/config';
import { APP_CONFIG } from '../../../config/config.module';
import { JobQueue } from '../../../queue/job-queue.service';
import { JobName, type JobData, type JobItem } from '../../../queue/jobs';
import { OnJob } from '../../../queue/on-job.decorator';
import { TicketsService } from '../../tickets/tickets.service';
import { ACTIVE_CONNECTOR } from '../active-connector';
import type { Connector, IntakeTicket } from '../connector';
import { ConnectorEscalationRepository } from './connector-escalation.repository';
import { customerComment, withCustomerWords, withLocalTranscript } from './escalation-thread';

/** What the chat hands over once its local escalation ticket exists. */
export interface HandedOver {
  /** chat_escalations.id */
  escalationId: number;
  conversationId: string;
  /** The local escalation ticket (tickets.id) and its external id (CHAT-<conversation id>). */
  ticketId: number;
  ticketExternalId: string;
  /** The contact the customer gave (with consent), if any: it goes to the remote ticket only. */
  contact?: { email: string | null; name: string | null } | null;
}

export type RemoteTicketResult = { status: 'gone' | 'no-connector' } | { status: 'created' | 'existing'; externalId: string };

export function connectorTicketJobId(escalationId: number): string {
  return `connector-ticket-${escalationId}`;
}
export function connectorMessageJobId(messageId: number): string {
  return `connector-message-${messageId}`;
}

/** The idempotency key of an escalation in the remote system (Zammad tags the ticket with it). */
export function escalationKey(escalationId: number): string {
  return `chat-${escalationId}`;
}

/**
 * Escalation into the ticketing system, through the `Connector` interface only (any connector):
 * a handed-over conversation becomes a ticket there exactly once — the row of
 * connector_escalations is written first, the CreateConnectorTicket job (Outbound queue, retried
 * with backoff) creates the remote ticket with our key and stores its id, and a retry finds the id
 * stored or, if the answer was lost, the connector finds the ticket by the key. The customer's later
 * messages are each added once (AddConnectorMessage).
 *
 * Agents' public replies come back through the sync: the sync imports the remote ticket into
 * intake, and `mapSyncedTickets` gives a ticket created here the external id of the local
 * escalation ticket (CHAT-<conversation id>), so the replies land on the ticket the chat knows.
 */
@Injectable()
export class ConnectorEscalationService {
  private readonly logger = new Logger(ConnectorEscalationService.name);

  constructor(
    private readonly repository: ConnectorEscalationRepository,
    private readonly tickets: TicketsService,
    private readonly jobs: JobQueue,
    @Inject(ACTIVE_CONNECTOR) private readonly connector: Connector | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return this.connector !== null;
  }

  /**
   * The chat's one hook, called after its local escalation exists (and again on a repeated
   * escalate: a row never enqueued gets another chance). Never throws for the remote system: the
   * customer's escalation stands whatever the ticketing system does.
   */
  async escalated(handover: HandedOver): Promise<void> {
    if (!this.connector) return;
    try {
      await this.record(handover);
    } catch (error) {
      this.logger.error(`Escalation ${handover.escalationId} not recorded for ${this.connector.name}: ${String(error)}`);
    }
  }

  private async record(handover: HandedOver): Promise<void> {
    const row = await this.repository.create({
      escalation_id: handover.escalationId,
      conversation_id: handover.conversationId,
      ticket_id: handover.ticketId,
      local_external_id: handover.ticketExternalId,
      connector: this.connector!.name,
      requester_email: handover.contact?.email ?? null,
      requester_name: handover.contact?.name ?? null,
    });
    if (row.status === 'pending') await this.enqueue({ name: JobName.CreateConnectorTicket, data: { escalationId: row.escalation_id } }, connectorTicketJobId(row.escalation_id));
  }

  /**
   * A customer's message after the handoff (the handoff code calls this): added to the remote ticket
   * once. `messageKey` tells two equal texts apart (pass the chat message id); without it the text is the key.
   */
  async customerMessage(escalationId: number, text: string, messageKey?: string | number): Promise<void> {
    if (!this.connector || !text.trim()) return;
    const escalation = await this.repository.find(escalationId);
    if (!escalation) return;
    const key = messageKey !== undefined ? `m-${messageKey}` : `h-${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
    const message = await this.repository.addMessage(escalationId, key, text);
    // Before the remote ticket exists the message waits; the ticket job enqueues it once it does.
    if (message.status === 'pending' && escalation.remote_external_id) {
      await this.enqueue({ name: JobName.AddConnectorMessage, data: { messageId: message.id } }, connectorMessageJobId(message.id));
    }
  }

  /** The remote ticket of an escalation, for the handoff code and the status page (null: not created yet). */
  async remoteTicketOf(escalationId: number): Promise<{ connector: string; externalId: string | null; status: string; lastError: string | null } | null> {
    const row = await this.repository.find(escalationId);
    return row ? { connector: row.connector, externalId: row.remote_external_id, status: row.status, lastError: row.last_error } : null;
  }

  /**
   * The ticketing system's tickets of these conversations' (or local tickets') escalations, for an
   * erasure on request to tombstone: without it the next sync would import them again.
   */
  remoteTicketIdsOf(conversationIds: string[], ticketIds: number[]): Promise<string[]> {
    return this.repository.remoteIdsOf(conversationIds, ticketIds);
  }

  /**
   * For the sync, between the connector's page and intake: a remote ticket created by an escalation
   * takes the local escalation ticket's external id (CHAT-…), so its agent replies (and its close)
   * reach the chat, and its first comment, the transcript Distillo posted, is the local transcript
   * again (a system message, as the chat wrote it: never an agent's reply, never distilled as one);
   * the customer's later messages, posted with a header and quoted, are their own words again.
   */
  async mapSyncedTickets(connectorName: string, tickets: IntakeTicket[]): Promise<IntakeTicket[]> {
    const local = await this.repository.localIdsOfRemote(
      connectorName,
      tickets.map((t) => t.external_id),
    );
    const mapped: IntakeTicket[] = [];
    for (const ticket of tickets) {
      const escalation = local.get(ticket.external_id);
      if (!escalation) {
        mapped.push(ticket);
        continue;
      }
      const transcript = (await this.tickets.findMessages(escalation.ticketId, ['public'])).find((m) => m.author === 'system')?.body ?? null;
      mapped.push({ ...ticket, external_id: escalation.externalId, messages: withCustomerWords(withLocalTranscript(ticket.messages, transcript)) });
    }
    return mapped;
  }

  @OnJob(JobName.CreateConnectorTicket)
  async createRemoteTicket(data: JobData<JobName.CreateConnectorTicket>, job?: Job): Promise<RemoteTicketResult> {
    const row = await this.repository.find(data.escalationId);
    if (!row) return { status: 'gone' };
    if (row.remote_external_id) {
      await this.enqueuePendingMessages(row.escalation_id);
      return { status: 'existing', externalId: row.remote_external_id };
    }
    if (!this.connector) return { status: 'no-connector' };
    const ticket = await this.tickets.findById(row.ticket_id);
    if (!ticket) return { status: 'gone' };
    const [transcript] = await this.tickets.findMessages(row.ticket_id, ['public']);
    try {
      const { externalId } = await this.connector.createTicket({
        key: escalationKey(row.escalation_id),
        subject: ticket.subject,
        body: transcript?.body ?? ticket.subject,
        requesterEmail: row.requester_email,
        requesterName: row.requester_name,
        product: ticket.product,
        link: `${this.config.CONNECTOR_PUBLIC_URL.replace(/\/+$/, '')}/review`,
      });
      await this.repository.markCreated(row.escalation_id, externalId);
      await this.enqueuePendingMessages(row.escalation_id);
      return { status: 'created', externalId };
    } catch (error) {
      await this.failed(error, job, (status, message) => this.repository.recordFailure(row.escalation_id, status, message));
      throw permanentOf(error);
    }
  }

  @OnJob(JobName.AddConnectorMessage)
  async addRemoteMessage(data: JobData<JobName.AddConnectorMessage>, job?: Job): Promise<{ status: 'gone' | 'posted' | 'already-posted' | 'waiting' }> {
    const message = await this.repository.findMessage(data.messageId);
    if (!message) return { status: 'gone' };
    if (message.status === 'posted') return { status: 'already-posted' };
    const escalation = await this.repository.find(message.escalation_id);
    if (!escalation?.remote_external_id || !this.connector) return { status: 'waiting' };
    try {
      await this.connector.addMessage(escalation.remote_external_id, customerComment(message.body, new Date(message.created_at)), 'public');
      await this.repository.markMessagePosted(message.id);
      return { status: 'posted' };
    } catch (error) {
      await this.failed(error, job, (status, text) => this.repository.recordMessageFailure(message.id, status, text));
      throw permanentOf(error);
    }
  }

  private async enqueuePendingMessages(escalationId: number): Promise<void> {
    for (const message of await this.repository.pendingMessages(escalationId)) {
      await this.enqueue({ name: JobName.AddConnectorMessage, data: { messageId: message.id } }, connectorMessageJobId(message.id));
    }
  }

  /** The row says `failed` after the last attempt or a permanent error; before that it stays pending. */
  private async failed(error: unknown, job: Job | undefined, record: (status: 'pending' | 'failed', message: string) => Promise<void>): Promise<void> {
    const last = isPermanent(error) || !job || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await record(last ? 'failed' : 'pending', error instanceof Error ? error.message : String(error));
  }

  private async enqueue(item: JobItem, jobId: string): Promise<void> {
    try {
      await this.jobs.enqueue(item, {
        jobId,
        attempts: this.config.CONNECTOR_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.CONNECTOR_JOB_BACKOFF_MS },
      });
    } catch (error) {
      // The row stays pending: the next escalate call (or the next message) enqueues it again.
      this.logger.warn(`${item.name} ${jobId} not enqueued: ${String(error)}`);
    }
  }
}

/** Connectors mark errors retrying cannot fix with `permanent: true` (a refused token, a bad request). */
export function isPermanent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}

function permanentOf(error: unknown): unknown {
  return isPermanent(error) ? new UnrecoverableError((error as Error).message) : error;
}
