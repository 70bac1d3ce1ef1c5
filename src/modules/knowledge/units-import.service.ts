import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { readJsonl } from '../../common/jsonl';
import { zodIssues } from '../../common/zod';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/jobs';
import { reviewDueFrom } from '../distillation/distill-policy';
import { containsPii } from '../pii/redact';
import { KnowledgeRepository, serializePhrases } from './knowledge.repository';
import { unitImportSchema, type UnitImport } from './unit-import.dto';

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
  constructor(
    private readonly knowledge: KnowledgeRepository,
    private readonly jobs: JobQueue,
  ) {}

  async importFile(path: string, options: { approve: boolean; enqueueIndexing?: boolean }): Promise<UnitsImportReport> {
    const report: UnitsImportReport = { imported: 0, updated: 0, skipped: 0, approved: 0, errors: [], index_queued: 0, unit_ids: [] };
    const toIndex: number[] = [];
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
      const { id, outcome, status } = await this.upsert(parsed.data, options.approve);
      report.unit_ids.push(id);
      if (outcome === 'created') report.imported++;
      else if (outcome === 'updated') report.updated++;
      else report.skipped++;
      if (status === 'approved') {
        report.approved++;
        if (outcome !== 'unchanged') toIndex.push(id);
      }
    }
    if (options.enqueueIndexing !== false) {
      for (const unitId of toIndex) await this.jobs.enqueue({ name: JobName.IndexUnit, data: { unitId } });
      report.index_queued = toIndex.length;
    }
    return report;
  }

  private async upsert(unit: UnitImport, approve: boolean) {
    const existing = await this.knowledge.findUnitByExternalId(unit.id);
    const fields = {
      problem: unit.problem,
      solution: unit.solution,
      search_phrases: serializePhrases(unit.search_phrases),
      category: unit.category,
      product: unit.product,
      locale: unit.locale,
    };
    const status = approve ? 'approved' : (existing?.status ?? 'pending_review');
    if (existing) {
      const same =
        existing.problem === fields.problem &&
        existing.solution === fields.solution &&
        existing.search_phrases === fields.search_phrases &&
        existing.category === fields.category &&
        existing.product === fields.product &&
        existing.locale === fields.locale &&
        existing.status === status;
      if (same) return { id: existing.id, outcome: 'unchanged' as const, status };
      await this.knowledge.updateImportedUnit(existing.id, { ...fields, status, contains_pii: containsPii(`${unit.problem}\n${unit.solution}`) });
      return { id: existing.id, outcome: 'updated' as const, status };
    }
    const id = await this.knowledge.insertUnitStandalone({
      ...fields,
      symptoms: '',
      cause: '',
      applicability: '',
      status,
      dedup_key: createHash('sha256').update(`${unit.source_type}:${unit.id}`).digest('hex'),
      external_id: unit.id,
      source_type: unit.source_type,
      review_due_at: reviewDueFrom(new Date()),
      contains_pii: containsPii(`${unit.problem}\n${unit.solution}`),
      confidence: 1,
    });
    return { id, outcome: 'created' as const, status };
  }
}
