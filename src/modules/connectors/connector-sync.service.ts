import { Injectable, Logger } from '@nestjs/common';
import { zodIssues } from '../../common/zod';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { ticketInputSchema, type TicketInput } from '../tickets/ticket.dto';
import { TicketsService } from '../tickets/tickets.service';
import type { Connector } from './connector';
import { isPermanentConnectorError } from './connector-errors';
import { ConnectorRegistry } from './connector-registry';
import { ConnectorsRepository } from './connectors.repository';
import { withoutAssistNotes } from './assist/assist-note';
import { ConnectorEscalationService } from './escalation/connector-escalation.service';

/** What `kb connectors:sync --json` prints, and what the review app shows of the last run. */
export interface SyncReport {
  fetched: number;
  imported: number;
  updated: number;
  unchanged: number;
  /** Tickets erased on request (GDPR) that the system still has: skipped, never stored again. */
  erased: number;
  errors: number;
}

export interface SyncResult extends SyncReport {
  /** ok: up to date; stopped: a permanent error (the reason in `error`); retrying: a transient one; busy: another run holds the connector. */
  status: 'ok' | 'stopped' | 'retrying' | 'busy';
  error?: string;
  /** The first tickets the intake refused (external id and the fields it named). */
  refused: Array<{ external_id: string; error: string }>;
}

export interface SyncOptions {
  /** Re-read from this date (a backfill) instead of the stored cursor; the cursor then moves on from there. */
  since?: Date | null;
  /** After each stored page; `reachedAt`: how far in the system's history the sync has read (when the connector says). */
  onProgress?: (report: SyncReport, reachedAt?: Date) => void;
  signal?: AbortSignal;
}

const MAX_REFUSED_LISTED = 20;

/**
 * Runs a connector's sync: page after page from its stored cursor, every ticket through the
 * same intake as POST /api/tickets (redaction, idempotency by external id and content hash, the
 * distillation outbox), the cursor advanced only once its page is stored. A run that dies in the
 * middle resumes from the last stored page, and re-reading a page changes nothing.
 */
@Injectable()
export class ConnectorSyncService {
  private readonly logger = new Logger(ConnectorSyncService.name);

  constructor(
    private readonly registry: ConnectorRegistry,
    private readonly repository: ConnectorsRepository,
    private readonly tickets: TicketsService,
    private readonly jobs: JobQueue,
    private readonly escalations: ConnectorEscalationService,
  ) {}

  /**
   * The scheduled (or webhook-triggered) run. A stopped connector is skipped: it waits for a
   * person to fix its credentials and run `kb connectors:sync`, instead of failing every 5 minutes.
   * A transient failure throws, so BullMQ retries the job with its backoff.
   */
  @OnJob(JobName.SyncConnector)
  async runJob(data: { connector: string }): Promise<SyncResult | { skipped: string }> {
    if (!this.registry.isEnabled(data.connector)) return { skipped: 'not enabled' };
    const state = await this.repository.find(data.connector);
    if (state?.status === 'stopped') return { skipped: `stopped: ${state.last_error ?? ''}` };
    const result = await this.sync(data.connector);
    if (result.status === 'retrying') throw new Error(result.error);
    return result;
  }

  async sync(name: string, options: SyncOptions = {}): Promise<SyncResult> {
    const connector = this.registry.get(name);
    const locked = await this.repository.withLock(name, () => this.run(connector, options));
    return locked?.value ?? { ...emptyReport(), refused: [], status: 'busy', error: `another sync of ${name} is running` };
  }

  /** Enqueues a run now (a webhook's news): one waiting run per connector is enough. */
  async enqueueSync(name: string): Promise<void> {
    await this.jobs.enqueue({ name: JobName.SyncConnector, data: { connector: name } }, { deduplication: { id: `sync-connector-${name}` } });
  }

  private async run(connector: Connector, options: SyncOptions): Promise<SyncResult> {
    const name = connector.name;
    const report = emptyReport();
    const refused: SyncResult['refused'] = [];
    await this.repository.markRunning(name, new Date());
    const since = options.since ?? null;
    let cursor = since ? null : (await this.repository.find(name))?.sync_cursor || null;
    try {
      for (;;) {
        const page = await connector.syncPage(cursor, since, options.signal);
        report.fetched += page.tickets.length;
        // A remote ticket that is a chat escalation lands on its local CHAT-<conversation> ticket, so
        // the agents' replies reach the customer's widget; Distillo's own assist notes are never read back.
        const tickets = (await this.escalations.mapSyncedTickets(connector.name, page.tickets)).map(withoutAssistNotes);
        const valid: TicketInput[] = [];
        for (const ticket of tickets) {
          const parsed = ticketInputSchema.safeParse(ticket);
          if (parsed.success) valid.push(parsed.data);
          else {
            report.errors += 1;
            const error = zodIssues(parsed.error).map((i) => `${i.path}: ${i.message}`).join('; ');
            if (refused.length < MAX_REFUSED_LISTED) refused.push({ external_id: String(ticket.external_id), error });
            this.logger.warn(`${name}: ticket ${String(ticket.external_id)} refused by intake: ${error}`);
          }
        }
        if (valid.length > 0) {
          for (const result of await this.tickets.upsertBatch(valid)) {
            if (result.outcome === 'created') report.imported += 1;
            else if (result.outcome === 'updated') report.updated += 1;
            else if (result.outcome === 'erased') report.erased += 1;
            else report.unchanged += 1;
          }
        }
        // The page is stored: only now may the cursor move past it.
        const moved = page.cursor !== '' && page.cursor !== cursor;
        if (moved) {
          await this.repository.saveCursor(name, page.cursor);
          cursor = page.cursor;
        }
        options.onProgress?.(report, page.reachedAt);
        if (page.done || !moved) break;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = isPermanentConnectorError(error) ? 'stopped' : 'retrying';
      await this.repository.markFinished(name, status, report, message);
      if (status === 'stopped') this.logger.error(`${name} stopped: ${message}`);
      else this.logger.warn(`${name} sync failed, will retry: ${message}`);
      return { ...report, refused, status, error: message };
    }
    await this.repository.markFinished(name, 'ok', report, null);
    return { ...report, refused, status: 'ok' };
  }
}

function emptyReport(): SyncReport {
  return { fetched: 0, imported: 0, updated: 0, unchanged: 0, erased: 0, errors: 0 };
}
