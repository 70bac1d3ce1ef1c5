import { Injectable } from '@nestjs/common';
import { readJsonl } from '../../common/jsonl';
import { zodIssues } from '../../common/zod';
import { IMPORT_ACTOR } from '../audit/audit.types';
import { UnitLifecycleService } from './unit-lifecycle.service';
import { unitImportSchema } from './unit-import.dto';

export interface UnitsImportReport {
  imported: number;
  updated: number;
  skipped: number;
  approved: number;
  errors: Array<{ line: number; error: string }>;
  /** Units whose indexing was queued (approved ones). */
  index_queued: number;
  unit_ids: number[];
}

/**
 * `kb units:import`: a company's existing FAQs/articles as knowledge units, keyed by their
 * external id (re-importing updates them). Approval happens only with --approve: it is a
 * human decision, taken by whoever runs the command.
 */
@Injectable()
export class UnitsImportService {
  constructor(private readonly lifecycle: UnitLifecycleService) {}

  /** enqueueIndexing: false for evaluations, which index in-process (the serving events stay for SyncServing). */
  async importFile(path: string, options: { approve: boolean; enqueueIndexing?: boolean }): Promise<UnitsImportReport> {
    const report: UnitsImportReport = { imported: 0, updated: 0, skipped: 0, approved: 0, errors: [], index_queued: 0, unit_ids: [] };
    for await (const entry of readJsonl(path)) {
      if (entry.error !== undefined) {
        report.errors.push({ line: entry.line, error: entry.error });
        continue;
      }
      const parsed = unitImportSchema.safeParse(entry.value);
      if (!parsed.success) {
        report.errors.push({ line: entry.line, error: zodIssues(parsed.error).map((i) => `${i.path}: ${i.message}`).join('; ') });
        continue;
      }
      const unit = parsed.data;
      const { id, outcome, status, index_queued } = await this.lifecycle.importUnit(
        {
          externalId: unit.id,
          sourceType: unit.source_type,
          problem: unit.problem,
          solution: unit.solution,
          search_phrases: unit.search_phrases,
          category: unit.category,
          product: unit.product,
          locale: unit.locale,
        },
        { approve: options.approve, actor: IMPORT_ACTOR, publish: options.enqueueIndexing !== false },
      );
      report.unit_ids.push(id);
      if (outcome === 'created') report.imported++;
      else if (outcome === 'updated') report.updated++;
      else report.skipped++;
      if (status === 'approved') report.approved++;
      if (index_queued) report.index_queued++;
    }
    return report;
  }
}
