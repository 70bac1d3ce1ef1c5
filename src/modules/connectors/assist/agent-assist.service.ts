import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../../config/config';
import { APP_CONFIG } from '../../../config/config.module';
import { JobQueue } from '../../../queue/job-queue.service';
import { JobName, type JobData } from '../../../queue/jobs';
import { OnJob } from '../../../queue/on-job.decorator';
import { SearchService } from '../../search/search.service';
import { TicketEvents, type TicketWritten } from '../../tickets/ticket-events';
import { TicketsService } from '../../tickets/tickets.service';
import { ACTIVE_CONNECTOR, isConnectorTicket } from '../active-connector';
import type { Connector } from '../connector';
import { isPermanent } from '../escalation/connector-escalation.service';
import { ASSIST_UNITS, assistNote } from './assist-note';
import { AgentAssistRepository } from './agent-assist.repository';

export function agentAssistJobId(ticketId: number): string {
  return `agent-assist-${ticketId}`;
}

/** The question agent assist searches with: the ticket's subject and first customer message, redacted, bounded. */
const QUERY_CHARS = 600;

export type AssistResult = { status: 'off' | 'gone' | 'already-posted' | 'no-match' } | { status: 'posted'; unitIds: number[] };

/**
 * Agent assist (CONNECTOR_AGENT_ASSIST=1): when intake stores a new open ticket of the connected
 * system (from its sync), the ticket there gets one internal note with the three best matching
 * approved units. Intake's in-process event records the ticket in connector_assist_notes and
 * enqueues PostAgentAssist (Outbound queue); the row makes the note once per ticket, whatever the
 * retries, and the connector adds it through the `Connector` interface.
 */
@Injectable()
export class AgentAssistService implements OnModuleInit {
  private readonly logger = new Logger(AgentAssistService.name);

  constructor(
    private readonly repository: AgentAssistRepository,
    private readonly tickets: TicketsService,
    private readonly events: TicketEvents,
    private readonly search: SearchService,
    private readonly jobs: JobQueue,
    @Inject(ACTIVE_CONNECTOR) private readonly connector: Connector | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return this.config.CONNECTOR_AGENT_ASSIST === '1' && this.connector !== null;
  }

  onModuleInit(): void {
    if (this.enabled) this.events.listen((results) => this.ticketsStored(results));
  }

  /** New open tickets of the connector (a closed one is history: nobody is waiting on it). */
  async ticketsStored(results: TicketWritten[]): Promise<void> {
    if (!this.enabled) return;
    const fresh = results.filter((r) => r.outcome === 'created' && r.kb_status === 'none' && isConnectorTicket(this.connector!, r.external_id));
    for (const result of fresh) {
      const note = await this.repository.create({ ticket_id: result.ticket_id, ticket_external_id: result.external_id, connector: this.connector!.name });
      if (note.status !== 'pending') continue;
      try {
        await this.jobs.enqueue(
          { name: JobName.PostAgentAssist, data: { ticketId: result.ticket_id } },
          { jobId: agentAssistJobId(result.ticket_id), attempts: this.config.CONNECTOR_JOB_ATTEMPTS, backoff: { type: 'exponential', delay: this.config.CONNECTOR_JOB_BACKOFF_MS } },
        );
      } catch (error) {
        this.logger.warn(`Agent assist for ticket ${result.ticket_id} not enqueued: ${String(error)}`);
      }
    }
  }

  @OnJob(JobName.PostAgentAssist)
  async postNote(data: JobData<JobName.PostAgentAssist>, job?: Job): Promise<AssistResult> {
    if (!this.enabled) return { status: 'off' };
    const note = await this.repository.find(data.ticketId);
    const ticket = await this.tickets.findById(data.ticketId);
    if (!note || !ticket) return { status: 'gone' };
    if (note.status === 'posted' || note.status === 'skipped') return { status: 'already-posted' };
    const messages = await this.tickets.findMessages(ticket.id, ['public']);
    const first = messages.find((m) => m.author === 'customer') ?? messages[0];
    const question = `${ticket.subject_redacted} ${first?.body_redacted ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, QUERY_CHARS);
    try {
      let { results } = await this.search.search({ q: question, product: ticket.product, locale: ticket.locale, limit: ASSIST_UNITS });
      // A product the knowledge base does not know yet: the best units of any product.
      if (results.length === 0 && ticket.product !== null) ({ results } = await this.search.search({ q: question, product: null, locale: ticket.locale, limit: ASSIST_UNITS }));
      if (results.length === 0) {
        await this.repository.settle(ticket.id, 'skipped');
        return { status: 'no-match' };
      }
      const hits = results.slice(0, ASSIST_UNITS);
      await this.connector!.addMessage(note.ticket_external_id, assistNote(question, hits, this.config.CONNECTOR_PUBLIC_URL), 'internal');
      const unitIds = hits.map((h) => h.unit_id);
      await this.repository.settle(ticket.id, 'posted', { unitIds });
      return { status: 'posted', unitIds };
    } catch (error) {
      const last = isPermanent(error) || !job || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.repository.settle(ticket.id, last ? 'failed' : 'pending', { error: error instanceof Error ? error.message : String(error) });
      throw isPermanent(error) ? new UnrecoverableError((error as Error).message) : error;
    }
  }
}
