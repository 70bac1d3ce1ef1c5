import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { TicketsService } from '../tickets/tickets.service';
import { BatchesUnavailableError, DistillBatchService } from './distill-batch.service';

@Command({
  name: 'distill',
  description:
    'Distillation work: --backfill queues every closed ticket not yet distilled (with --batch: held and failed ones go to Anthropic Message Batches); --apply-batches applies ended batches now',
})
export class DistillCommand extends JsonCommandRunner() {
  constructor(
    private readonly tickets: TicketsService,
    private readonly batches: DistillBatchService,
  ) {
    super();
  }

  async run(_params: string[], options: { backfill?: boolean; batch?: boolean; applyBatches?: boolean; limit?: number; json?: boolean }): Promise<void> {
    if (options.applyBatches) return this.applyBatches(options.json === true);
    if (!options.backfill) throw new CliError('Nothing to do: use --backfill [--batch] [--limit N], or --apply-batches');
    if (options.batch) return this.submitBatches(options.limit, options.json === true);
    const result = await this.tickets.backfillDistill(options.limit);
    if (options.json) printJson(result);
    else console.log(`Queued ${result.enqueued} ticket(s) for distillation; run the worker (kb worker --drain) to process them`);
  }

  private async submitBatches(limit: number | undefined, json: boolean): Promise<void> {
    let report;
    try {
      report = await this.batches.submitBackfill(limit);
    } catch (error) {
      if (error instanceof BatchesUnavailableError) throw new CliError(error.message);
      throw error;
    }
    if (json) return printJson(report);
    console.log(`Submitted ${report.tickets} ticket(s) in ${report.batches.length} Message Batch(es): ${report.batches.map((b) => b.provider_batch_id).join(', ') || '—'}`);
    console.log('The worker applies each batch when it ends (within 24 h); `kb distill --apply-batches` checks now.');
  }

  private async applyBatches(json: boolean): Promise<void> {
    let report;
    try {
      report = await this.batches.applyEndedBatches();
    } catch (error) {
      if (error instanceof BatchesUnavailableError) throw new CliError(error.message);
      throw error;
    }
    if (json) return printJson(report);
    console.log(`Message Batches applied: ${report.batches_applied}, still in progress: ${report.batches_in_progress}; results: ${JSON.stringify(report.settled)}`);
  }

  @Option({ flags: '--backfill', description: 'enqueue every closed ticket that is not distilled yet' })
  parseBackfill(): boolean {
    return true;
  }

  @Option({ flags: '--batch', description: 'with --backfill: submit held and failed tickets as Anthropic Message Batches (half price, within 24 h)' })
  parseBatch(): boolean {
    return true;
  }

  @Option({ flags: '--apply-batches', description: 'apply the results of every ended Message Batch now (the worker does it every minute)' })
  parseApplyBatches(): boolean {
    return true;
  }

  @Option({ flags: '--limit <n>', description: 'at most N tickets' })
  parseLimit(value: string): number {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new CliError(`--limit must be a positive whole number, got "${value}"`);
    return n;
  }
}
