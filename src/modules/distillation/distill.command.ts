import { Command, CommandRunner, Option } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { TicketsService } from '../tickets/tickets.service';

@Command({ name: 'distill', description: 'Queue distillation work (--backfill: every closed ticket not yet distilled)' })
export class DistillCommand extends CommandRunner {
  constructor(private readonly tickets: TicketsService) {
    super();
  }

  async run(_params: string[], options: { backfill?: boolean; limit?: number; json?: boolean }): Promise<void> {
    if (!options.backfill) throw new CliError('Nothing to do: use --backfill [--limit N]');
    const result = await this.tickets.backfillDistill(options.limit);
    if (options.json) printJson(result);
    else console.log(`Queued ${result.enqueued} ticket(s) for distillation; run the worker (kb worker --drain) to process them`);
  }

  @Option({ flags: '--backfill', description: 'enqueue every closed ticket that is not distilled yet' })
  parseBackfill(): boolean {
    return true;
  }

  @Option({ flags: '--limit <n>', description: 'at most N tickets' })
  parseLimit(value: string): number {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new CliError(`--limit must be a positive whole number, got "${value}"`);
    return n;
  }

  @Option({ flags: '--json' })
  parseJson(): boolean {
    return true;
  }
}
