import { Command, CommandRunner, Option } from 'nest-commander';
import { printJson } from '../../cli/cli-output';
import { LlmUsageService } from './llm-usage.service';

/** `kb llm:usage [--json]`: tokens and cost of the LLM calls, per month and role, and per ticket / conversation on average. */
@Command({ name: 'llm:usage', description: 'Tokens and cost of the LLM calls, per month and per role' })
export class LlmUsageCommand extends CommandRunner {
  constructor(private readonly usage: LlmUsageService) {
    super();
  }

  async run(_params: string[], options: { json?: boolean }): Promise<void> {
    const report = { by_month: await this.usage.byMonth(), by_role: await this.usage.byRole() };
    if (options.json) return printJson(report);
    const money = (v: number | null) => (v === null ? 'unknown' : `$${v.toFixed(4)}`);
    console.log('month    role     calls   input  cache_read  cache_write  output  cost');
    for (const m of report.by_month) {
      console.log(
        `${m.month}  ${m.role.padEnd(7)} ${String(m.calls).padStart(6)} ${String(m.input_tokens).padStart(7)} ${String(m.cache_read_tokens).padStart(11)} ` +
          `${String(m.cache_write_tokens).padStart(12)} ${String(m.output_tokens).padStart(7)}  ${money(m.cost_usd)}${m.unpriced_calls ? ` (+${m.unpriced_calls} calls without a price)` : ''}`,
      );
    }
    for (const r of report.by_role) {
      // A unit written by the model, or a batch of gap questions grouped, is billed to no ticket: its calls are what it is counted by.
      const [count, what] = r.role === 'synthesis' ? [r.calls, 'units written'] : r.role === 'gap_topics' ? [r.calls, 'batches of gap questions'] : [r.units, r.role === 'chat' ? 'conversations' : 'tickets'];
      const each = r.cost_usd === null ? 'unknown' : `$${(r.cost_usd / Math.max(1, count)).toFixed(6)}`;
      console.log(`${r.role}: ${count} ${what}, ${money(r.cost_usd)} in all, ${each} each`);
    }
  }

  @Option({ flags: '--json' })
  parseJson(): boolean {
    return true;
  }
}
