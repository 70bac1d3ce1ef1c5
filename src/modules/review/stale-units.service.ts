import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { SearchRepository } from '../search/search.repository';
import { AuditRepository, SYSTEM_ACTOR } from './audit.repository';
import { retirementReason } from './review-policy';
import { ReviewRepository } from './review.repository';

const BATCH = 500;
/** At most this many approved-but-unindexed units re-queued per run. */
const REINDEX_LIMIT = 1000;

export interface StaleReport {
  marked_stale: number[];
  retirement_flagged: number[];
  reindex_queued: number;
}

/**
 * The daily MarkStaleUnits job: approved units past review_due_at become `stale` (hidden from
 * customers at once, their chunks removed by IndexUnit, back in the reviewers' queue); served or
 * stale units nobody needs any more are flagged as retirement candidates; approved units whose
 * IndexUnit was lost (Redis away at approval) are queued again.
 */
@Injectable()
export class StaleUnitsService {
  private readonly logger = new Logger(StaleUnitsService.name);

  constructor(
    private readonly repository: ReviewRepository,
    private readonly audit: AuditRepository,
    private readonly search: SearchRepository,
    private readonly jobs: JobQueue,
  ) {}

  @OnJob(JobName.MarkStaleUnits)
  async handleMarkStaleUnits(): Promise<StaleReport> {
    return this.run(new Date());
  }

  async run(now: Date): Promise<StaleReport> {
    const marked = await this.markStale(now);
    const flagged = await this.flagRetirement(now);
    const reindex = await this.repository.approvedWithoutChunks(REINDEX_LIMIT);
    if (reindex.length > 0) await this.jobs.enqueueBulk(reindex.map((unitId) => ({ item: { name: JobName.IndexUnit, data: { unitId } } })));
    if (marked.length + flagged.length + reindex.length > 0) {
      this.logger.log(`${marked.length} units stale, ${flagged.length} retirement candidates, ${reindex.length} re-queued for indexing`);
    }
    return { marked_stale: marked, retirement_flagged: flagged, reindex_queued: reindex.length };
  }

  private async markStale(now: Date): Promise<number[]> {
    const marked: number[] = [];
    for (;;) {
      const due = await this.repository.dueForReview(now, BATCH);
      const batch: number[] = [];
      for (const id of due) {
        const changed = await this.repository.transaction(async (trx) => {
          const unit = await this.repository.lockUnit(trx, id);
          // Re-checked under the lock: a reviewer may have re-approved it a moment ago.
          if (!unit || unit.status !== 'approved' || !unit.review_due_at || unit.review_due_at > now) return false;
          await this.repository.updateUnit(trx, id, { status: 'stale' });
          await this.audit.record(trx, SYSTEM_ACTOR, {
            action: 'unit.mark_stale',
            entityType: 'unit',
            entityId: id,
            unitId: id,
            before: { status: 'approved', review_due_at: unit.review_due_at, version: unit.version },
            after: { status: 'stale', version: unit.version + 1 },
            reason: 'review due date passed',
          });
          return true;
        });
        if (!changed) continue;
        await this.search.setUnitServed(id, false);
        batch.push(id);
      }
      if (batch.length > 0) await this.jobs.enqueueBulk(batch.map((unitId) => ({ item: { name: JobName.IndexUnit, data: { unitId } } })));
      marked.push(...batch);
      if (due.length < BATCH || batch.length === 0) return marked;
    }
  }

  private async flagRetirement(now: Date): Promise<number[]> {
    const flagged: number[] = [];
    for (let after = 0; ; ) {
      const page = await this.repository.pageRetirementInputs(after, BATCH);
      if (page.length === 0) return flagged;
      for (const unit of page) {
        const reason = retirementReason(unit, now);
        if (!reason) continue;
        const inserted = await this.repository.transaction(async (trx) => {
          if (!(await this.repository.flagRetirement(trx, unit.id, reason))) return false;
          await this.audit.record(trx, SYSTEM_ACTOR, {
            action: 'unit.retirement_flag',
            entityType: 'retirement_candidate',
            entityId: unit.id,
            unitId: unit.id,
            after: { status: 'open' },
            reason,
          });
          return true;
        });
        if (inserted) flagged.push(unit.id);
      }
      after = page[page.length - 1].id;
    }
  }
}
