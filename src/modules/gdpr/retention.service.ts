import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { ownValue } from '../../lib/tables/text-table';
import { JobName } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { AuditService } from '../audit/audit.service';
import { RETENTION_ACTOR } from '../audit/audit.types';
import { ChatCustomerDataService } from '../chat/customer-data.service';
import { TicketCustomerDataService } from '../tickets/customer-data.service';
import { GdprService, type ErasureCounts } from './gdpr.service';

/** Conversations or tickets erased per round (each round is one erasure through every module). */
const BATCH = 200;
const DAY_MS = 24 * 3600 * 1000;

export interface RetentionReport {
  conversations: number;
  tickets: number;
  counts: ErasureCounts;
}

/**
 * The daily ApplyRetention job: conversations whose last message is older than
 * CHAT_RETENTION_DAYS, and tickets closed (or, still open, received) more than
 * TICKET_RETENTION_DAYS ago, are erased exactly like a customer's data (GdprService.eraseData);
 * unset keeps them. A conversation erased by age takes its escalation link with it, not its
 * ticket (which has its own retention); a ticket erased by age takes its escalation link, not the
 * conversation. Retried or run twice, it finds only what is still past its time: nothing counts twice.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly gdpr: GdprService,
    private readonly chat: ChatCustomerDataService,
    private readonly tickets: TicketCustomerDataService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob(JobName.ApplyRetention)
  handleApplyRetention(): Promise<RetentionReport> {
    return this.run(new Date());
  }

  async run(now: Date): Promise<RetentionReport> {
    const report: RetentionReport = { conversations: 0, tickets: 0, counts: {} };
    const chatDays = this.config.CHAT_RETENTION_DAYS;
    const ticketDays = this.config.TICKET_RETENTION_DAYS;
    if (chatDays !== undefined) {
      const cutoff = new Date(now.getTime() - chatDays * DAY_MS);
      for (;;) {
        const conversationIds = await this.chat.olderThan(cutoff, BATCH);
        if (conversationIds.length === 0) break;
        const counts = await this.gdpr.eraseData({ tickets: [], conversationIds }, RETENTION_ACTOR, `chat retention: older than ${chatDays} days`);
        report.counts = add(report.counts, counts);
        report.conversations += counts.chat?.conversations ?? 0;
        if ((counts.chat?.conversations ?? 0) === 0) break; // nothing went: do not loop on the same rows
      }
    }
    if (ticketDays !== undefined) {
      const cutoff = new Date(now.getTime() - ticketDays * DAY_MS);
      for (;;) {
        const tickets = await this.tickets.olderThan(cutoff, BATCH);
        if (tickets.length === 0) break;
        const counts = await this.gdpr.eraseData({ tickets, conversationIds: [] }, RETENTION_ACTOR, `ticket retention: older than ${ticketDays} days`);
        report.counts = add(report.counts, counts);
        report.tickets += counts.tickets?.tickets ?? 0;
        if ((counts.tickets?.tickets ?? 0) === 0) break;
      }
    }
    if (report.conversations + report.tickets > 0) {
      await this.audit.record(undefined, RETENTION_ACTOR, {
        action: 'gdpr.retention',
        entityType: 'erasure',
        entityId: null,
        after: { chat_retention_days: chatDays ?? null, ticket_retention_days: ticketDays ?? null, counts: report.counts },
      });
      this.logger.log(`Retention: ${report.conversations} conversations and ${report.tickets} tickets erased`);
    }
    return report;
  }
}

/** Two erasure reports summed holder by holder, count by count. */
function add(total: ErasureCounts, counts: ErasureCounts): ErasureCounts {
  const keys = (...records: object[]) => [...new Set(records.flatMap((record) => Object.keys(record)))];
  const sum = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(keys(a, b).map((key) => [key, (ownValue(a, key) ?? 0) + (ownValue(b, key) ?? 0)]));
  return Object.fromEntries(keys(total, counts).map((holder) => [holder, sum(ownValue(total, holder) ?? {}, ownValue(counts, holder) ?? {})]));
}
