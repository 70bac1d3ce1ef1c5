import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { increment } from '../../lib/tables/text-table';
import { JobName } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { LlmUsageService } from '../llm-usage/llm-usage.service';
import { TicketsService } from '../tickets/tickets.service';
import { AnthropicBatchClient, type BatchItem, type BatchItemResult } from './providers/anthropic-distiller';
import { DistillBatchRepository } from './distill-batch.repository';
import { DistillationService } from './distillation.service';
import { anthropicOptions } from './distiller.provider';
import { DistillerError } from './distiller';
import { buildTranscript } from './transcript';

/** Requests per batch: well under the API's 100,000 and 256 MB, so one bad batch costs little. */
const BATCH_REQUESTS = 5_000;

export class BatchesUnavailableError extends Error {}

export interface SubmitReport {
  batches: Array<{ id: number; provider_batch_id: string; requests: number }>;
  tickets: number;
}

export interface ApplyReport {
  batches_applied: number;
  batches_in_progress: number;
  /** Settled items by outcome: created, joined, discarded, already-linked, requeued, failed, superseded. */
  settled: Record<string, number>;
}

const customId = (ticketId: number) => `ticket-${ticketId}`;
const ticketOf = (id: string) => (/^ticket-(\d+)$/.exec(id) ? Number(id.slice(7)) : null);

/**
 * `kb distill --backfill --batch`: held and failed tickets go to Anthropic's Message Batches
 * (half the price of one request per ticket, results within 24 h) with the same redacted
 * transcript, prompt and tool as the DistillTicket job. When a batch has ended, each result is
 * applied like the job would (discard, new unit, joined unit, conflict); a retryable error
 * (overloaded, expired, …) sends that ticket the one-by-one way; a client error fails it. A
 * result is applied at most once (items remember how they were settled; the unit link is
 * unique), so a poll that crashes half way is simply run again.
 */
@Injectable()
export class DistillBatchService {
  private readonly logger = new Logger(DistillBatchService.name);
  private client: AnthropicBatchClient | undefined;

  constructor(
    private readonly repository: DistillBatchRepository,
    private readonly tickets: TicketsService,
    private readonly distillation: DistillationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly usage: LlmUsageService,
  ) {}

  private batchClient(): AnthropicBatchClient {
    if (this.config.DISTILLER !== 'anthropic') {
      throw new BatchesUnavailableError('Message Batches need DISTILLER=anthropic (and ANTHROPIC_API_KEY); the rules distiller has no batch API');
    }
    return (this.client ??= new AnthropicBatchClient({ ...anthropicOptions(this.config), structuredOutputs: this.config.ANTHROPIC_STRUCTURED_OUTPUTS }));
  }

  async submitBackfill(limit = Number.MAX_SAFE_INTEGER, batchRequests = BATCH_REQUESTS): Promise<SubmitReport> {
    const client = this.batchClient();
    const report: SubmitReport = { batches: [], tickets: 0 };
    for (let afterId = 0; report.tickets < limit; ) {
      const page = await this.tickets.batchCandidates(afterId, Math.min(batchRequests, limit - report.tickets));
      if (page.length === 0) break;
      afterId = page[page.length - 1].id;
      const items: Array<BatchItem & { ticketId: number; contentHash: string }> = [];
      for (const ref of page) {
        const ticket = await this.tickets.findById(ref.id);
        if (!ticket || ticket.content_hash !== ref.content_hash) continue;
        const { input } = buildTranscript(ticket, await this.tickets.findMessages(ticket.id, ['public', 'internal']));
        items.push({ customId: customId(ticket.id), input, ticketId: ticket.id, contentHash: ticket.content_hash });
      }
      if (items.length === 0) continue;
      const submitted = await client.submit(items);
      try {
        const id = await this.repository.transaction(async (trx) => {
          const batchId = await this.repository.insertBatch(trx, { providerBatchId: submitted.id, model: this.config.ANTHROPIC_MODEL, items });
          await this.tickets.markBatched(trx, items, `in Message Batch ${submitted.id}`);
          return batchId;
        });
        report.batches.push({ id, provider_batch_id: submitted.id, requests: items.length });
        report.tickets += items.length;
      } catch (error) {
        // The provider has the batch but we could not record it: say which, so it can be cancelled.
        throw new Error(`Message Batch ${submitted.id} was submitted but not recorded (${(error as Error).message}); cancel it in the Anthropic console`);
      }
    }
    return report;
  }

  /** The worker's poll (every DISTILL_BATCH_POLL_MS): applies the results of every ended batch. */
  @OnJob(JobName.PollDistillBatches)
  async applyEndedBatches(): Promise<ApplyReport> {
    const report: ApplyReport = { batches_applied: 0, batches_in_progress: 0, settled: {} };
    const open = await this.repository.openBatches();
    if (open.length === 0) return report;
    const client = this.batchClient();
    for (const batch of open) {
      const status = await client.status(batch.provider_batch_id);
      if (status.processing_status !== 'ended') {
        report.batches_in_progress += 1;
        continue;
      }
      const items = new Map((await this.repository.items(batch.id)).map((item) => [item.ticket_id, item]));
      const tally: Record<string, number> = {};
      const count = (outcome: string) => {
        increment(tally, outcome);
        increment(report.settled, outcome);
      };
      for await (const result of client.results(batch.provider_batch_id)) {
        const ticketId = ticketOf(result.customId);
        const item = ticketId === null ? undefined : items.get(ticketId);
        if (!item || item.settled) continue;
        const billed = result.outcome.usage;
        if (billed) await this.usage.record(`batch:${batch.provider_batch_id}:${item.ticket_id}`, { role: 'distill', ticketId: item.ticket_id }, billed);
        const settled = await this.settle(item, result);
        await this.repository.settleItem(batch.id, item.ticket_id, settled);
        item.settled = settled;
        count(settled);
      }
      // A request the results did not mention (should not happen) is not lost: it goes one by one.
      for (const item of items.values()) {
        if (item.settled) continue;
        const settled = await this.requeue(item, 'no result in the batch');
        await this.repository.settleItem(batch.id, item.ticket_id, settled);
        count(settled);
      }
      await this.repository.markApplied(batch.id, tally);
      report.batches_applied += 1;
      this.logger.log(`Message Batch ${batch.provider_batch_id} applied: ${JSON.stringify(tally)}`);
    }
    return report;
  }

  private async settle(item: { ticket_id: number; content_hash: string }, result: BatchItemResult): Promise<string> {
    const ticket = await this.tickets.findById(item.ticket_id);
    // Updated or re-closed since it was sent: its newer content has its own way.
    if (!ticket || ticket.kb_status !== 'batched' || ticket.content_hash !== item.content_hash) return 'superseded';
    await this.tickets.countDistillAttempt(ticket.id);
    if (result.outcome instanceof DistillerError) {
      if (result.outcome.retryable) return this.requeue(item, result.outcome.message);
      await this.tickets.recordDistillation(ticket.id, {
        kb_status: 'failed',
        reason: `Message Batch: ${result.outcome.message}`.slice(0, 1000),
      });
      return 'failed';
    }
    const applied = await this.distillation.applyOutput(ticket, result.outcome);
    return applied.status;
  }

  private async requeue(item: { ticket_id: number; content_hash: string }, why: string): Promise<string> {
    const ticket = await this.tickets.findById(item.ticket_id);
    if (!ticket || ticket.kb_status !== 'batched' || ticket.content_hash !== item.content_hash) return 'superseded';
    await this.tickets.setKbStatus(ticket.id, 'held', `Message Batch: ${why}; queued one by one`.slice(0, 1000));
    await this.tickets.requeueDistill([{ id: ticket.id, contentHash: ticket.content_hash, retry: ticket.distill_attempts }]);
    return 'requeued';
  }
}
