import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { GapsService } from './gaps.service';

/** `kb gaps [--since DAYS] [--json]`: the knowledge gaps grouped into topics, most asked first. */
@Command({ name: 'gaps', description: 'Questions the chat could not serve, grouped into topics (most asked first)' })
export class GapsCommand extends JsonCommandRunner('print {"grouped_by","topics":[{"topic_id","label","questions","conversations","examples":[…],"status",…}]}') {
  constructor(private readonly gaps: GapsService) {
    super();
  }

  async run(_params: string[], options: { since?: number; json?: boolean }): Promise<void> {
    const report = await this.gaps.topics(options.since ?? 56);
    if (options.json) {
      return printJson({
        since: report.since,
        grouped_by: report.grouped_by,
        topics: report.topics.map((t) => ({
          topic_id: t.topic_id,
          label: t.label,
          questions: t.questions,
          conversations: t.conversations,
          examples: t.examples.map((e) => e.question),
          status: t.status,
          typical_question: t.typical_question,
          trend: t.trend,
          tickets: t.tickets,
          covered_by: t.covered_by,
          closed_by: t.closed_by,
        })),
      });
    }
    const by = report.grouped_by === 'model' ? `by the model; questions it has not placed yet by the local clustering, threshold ${report.threshold}` : `by the local clustering, threshold ${report.threshold}`;
    console.log(`${report.total_questions} gap questions in the last ${report.days} days, ${report.topics.length} topics (${by})`);
    for (const [i, t] of report.topics.entries()) {
      const status = t.status === 'covered' ? `covered by KU-${t.covered_by}` : t.status === 'closed' ? `closed by ${t.closed_by.map((u) => `KU-${u}`).join(', ')}` : t.status;
      console.log(`\n${i + 1}. ${t.label}  —  ${t.questions} questions, ${t.conversations} conversations, ${status}; weekly ${t.trend.join(' ')}`);
      console.log(`   typical: ${t.typical_question}`);
      for (const e of t.examples.slice(1, 4)) console.log(`   · ${e.question}`);
      if (t.tickets.length) console.log(`   escalation tickets: ${t.tickets.map((id) => `#${id}`).join(', ')}`);
    }
  }

  @Option({ flags: '--since <days>', description: 'questions of the last DAYS days (default 56)' })
  parseSince(value: string): number {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 3650) throw new CliError(`--since must be a whole number of days between 1 and 3650, got "${value}"`);
    return n;
  }
}
