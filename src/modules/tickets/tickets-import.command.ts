import { statSync } from 'node:fs';
import { SingleBar, Presets } from 'cli-progress';
import { Command, Option } from 'nest-commander';
import { CliError, printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { TicketsImportService, type ImportReport } from './tickets-import.service';

@Command({
  name: 'tickets:import',
  arguments: '<file>',
  description: 'Import tickets from a JSON Lines file (one ticket per line), upserting by external_id',
})
export class TicketsImportCommand extends JsonCommandRunner('print {"imported","updated","skipped","erased","errors":[{"line","error"}]}') {
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
      const { imported, updated, skipped, erased, errors, stopped } = report;
      printJson({ imported, updated, skipped, erased, errors, error_count: report.error_count, distill_held: report.distill_held, ...(stopped ? { stopped } : {}) });
    } else {
      printHuman(report);
    }
    // The database went away: the report above is what was stored; the exit status says it is not all.
    if (report.stopped) {
      throw new CliError(
        `import stopped at line ${report.stopped.line}: the database is unreachable (${report.stopped.error}). ` +
          (report.stopped.commit_unknown_lines
            ? `The connection died during the commit of lines ${report.stopped.commit_unknown_lines.from}–${report.stopped.commit_unknown_lines.to}: they may or may not be stored (not counted). `
            : '') +
          `The lines before line ${report.stopped.line} are stored as reported, none after it was tried; run the same import again when the database is back.`,
      );
    }
  }

  @Option({
    flags: '--hold',
    description: "closed tickets wait ('held') for `kb distill --backfill [--batch]` instead of being queued one by one",
  })
  parseHold(): boolean {
    return true;
  }
}

function printHuman(report: ImportReport): void {
  console.log(
    `Imported ${report.imported}, updated ${report.updated}, unchanged ${report.skipped}, bad lines ${report.error_count}`,
  );
  if (report.erased > 0) console.log(`Skipped ${report.erased} ticket(s) erased on request (GDPR): their external ids are not imported again`);
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
