import { statSync } from 'node:fs';
import { SingleBar, Presets } from 'cli-progress';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { TicketsImportService, type ImportReport } from './tickets-import.service';

@Command({
  name: 'tickets:import',
  arguments: '<file>',
  description: 'Import tickets from a JSON Lines file (one ticket per line), upserting by external_id',
})
export class TicketsImportCommand extends CommandRunner {
  constructor(private readonly importer: TicketsImportService) {
    super();
  }

  async run([file]: string[], options: { json?: boolean; hold?: boolean }): Promise<void> {
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      throw new CliError(`Cannot read ${file}`);
    }
    // The bar goes to stderr and only on a terminal, so --json output and pipes stay clean.
    const bar = !options.json && process.stderr.isTTY ? new SingleBar({ stream: process.stderr }, Presets.shades_classic) : undefined;
    bar?.start(size, 0);
    const report = await this.importer.importFile(file, (bytes) => bar?.update(bytes), { hold: options.hold === true });
    bar?.stop();
    if (options.json) {
      const { imported, updated, skipped, errors } = report;
      printJson({ imported, updated, skipped, errors, error_count: report.error_count, distill_held: report.distill_held });
    } else {
      printHuman(report);
    }
  }

  @Option({
    flags: '--hold',
    description: "closed tickets wait ('held') for `kb distill --backfill [--batch]` instead of being queued one by one",
  })
  parseHold(): boolean {
    return true;
  }

  @Option({ flags: '--json', description: 'print {"imported","updated","skipped","errors":[{"line","error"}]}' })
  parseJson(): boolean {
    return true;
  }
}

function printHuman(report: ImportReport): void {
  console.log(
    `Imported ${report.imported}, updated ${report.updated}, unchanged ${report.skipped}, bad lines ${report.error_count}`,
  );
  console.log(
    report.distill_held > 0
      ? `Distillation: ${report.distill_held} closed tickets held for \`kb distill --backfill [--batch]\``
      : report.distill_pending > 0
        ? `Distillation: ${report.distill_queued} queued, ${report.distill_pending} left to the sweep (Redis did not take them)`
        : `Distillation: ${report.distill_queued} queued`,
  );
  for (const { line, error } of report.errors.slice(0, 20)) console.log(`  line ${line}: ${error}`);
  if (report.error_count > 20) console.log(`  … and ${report.error_count - 20} more (use --json for the list)`);
}
