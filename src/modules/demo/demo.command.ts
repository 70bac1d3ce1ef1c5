import { Command, CommandRunner, Option } from 'nest-commander';
import { printJson } from '../../cli/cli-output';
import { DemoService, type DemoReport } from './demo.service';

@Command({ name: 'demo', description: 'Import the reference corpus and report what intake and redaction did' })
export class DemoCommand extends CommandRunner {
  constructor(private readonly demo: DemoService) {
    super();
  }

  async run(_params: string[], options: { json?: boolean; corpus?: string }): Promise<void> {
    const report = await this.demo.run(options.corpus ?? 'corpus');
    if (options.json) printJson(report);
    else printHuman(report);
  }

  @Option({ flags: '--corpus <dir>', description: 'folder with tickets.jsonl and ground-truth.jsonl' })
  parseCorpus(value: string): string {
    return value;
  }

  @Option({ flags: '--json' })
  parseJson(): boolean {
    return true;
  }
}

function printHuman(report: DemoReport): void {
  const { import: imp, redaction } = report;
  console.log('Distillo — intake and redaction of the reference corpus');
  if (report.migrations.length) console.log(`  migrations applied: ${report.migrations.join(', ')}`);
  console.log(
    `  intake: ${imp.imported} new, ${imp.updated} updated, ${imp.skipped} unchanged, ${imp.error_count} bad lines` +
      ` → ${report.totals.tickets} tickets, ${report.totals.messages} messages in the database`,
  );
  console.log(`  distillation jobs: ${imp.distill_queued} queued now, ${imp.distill_pending} left to the sweep`);
  console.log(`  tickets by kb_status: ${JSON.stringify(report.kb_status)}`);
  console.log(
    `  redaction: ${redaction.messages} transcript messages, ${redaction.messages_changed} changed; ` +
      `${redaction.confidential_messages_excluded} internal_confidential messages never enter a transcript`,
  );
  console.log(
    `  redactions by label: ${Object.entries(redaction.counts)
      .map(([label, n]) => `${label} ${n}`)
      .join(', ')}`,
  );
  if (redaction.ground_truth) {
    const gt = redaction.ground_truth;
    console.log(`  ground truth: ${gt.planted} planted personal-data strings, ${gt.surviving} survive redaction`);
    for (const example of gt.surviving_examples) console.log(`    survives: ${example}`);
  }
  if (redaction.sample) {
    console.log('  example:');
    console.log(`    before: ${redaction.sample.before.replace(/\n/g, ' ')}`);
    console.log(`    after:  ${redaction.sample.after.replace(/\n/g, ' ')}`);
  }
}
