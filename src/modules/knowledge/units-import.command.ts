import { Command, Option } from 'nest-commander';
import { printJson } from '../../cli/cli-output';
import { JsonCommandRunner } from '../../cli/cli-options';
import { UnitsImportService } from './units-import.service';

@Command({
  name: 'units:import',
  arguments: '<file>',
  description: 'Import existing FAQs/articles (JSONL: {"id","problem","solution","search_phrases"?,"category"?,"product"?,"locale"?})',
})
export class UnitsImportCommand extends JsonCommandRunner() {
  constructor(private readonly importer: UnitsImportService) {
    super();
  }

  async run([file]: string[], options: { approve?: boolean; json?: boolean }): Promise<void> {
    const { unit_ids: _ids, ...report } = await this.importer.importFile(file, { approve: options.approve === true });
    if (options.json) return printJson(report);
    console.log(
      `Units: ${report.imported} new, ${report.updated} updated, ${report.skipped} unchanged, ${report.errors.length} bad lines; ` +
        `${report.approved} approved (${report.index_queued} queued for indexing)`,
    );
    for (const { line, error } of report.errors.slice(0, 20)) console.log(`  line ${line}: ${error}`);
  }

  @Option({ flags: '--approve', description: 'approve the imported units (a human decision: they become searchable)' })
  parseApprove(): boolean {
    return true;
  }
}
