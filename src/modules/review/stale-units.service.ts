import { Injectable, Logger } from '@nestjs/common';
import { JobName } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { UnitLifecycleService } from '../knowledge/unit-lifecycle.service';
import { ServingSyncService } from '../search/serving-sync.service';

/** At most this many approved-but-unindexed units re-queued per run. */
const REINDEX_LIMIT = 1000;

export interface StaleReport {
  marked_stale: number[];
  retirement_flagged: number[];
  reindex_queued: number;
}

/**
 * The daily MarkStaleUnits job: approved units past review_due_at become `stale` (hidden from
 * customers at once, back in the reviewers' queue); served or stale units nobody needs any more
 * are flagged as retirement candidates; approved units whose IndexUnit was lost are queued again.
 */
@Injectable()
export class StaleUnitsService {
  private readonly logger = new Logger(StaleUnitsService.name);

  constructor(
    private readonly lifecycle: UnitLifecycleService,
    private readonly servingSync: ServingSyncService,
  ) {}

  @OnJob(JobName.MarkStaleUnits)
  async handleMarkStaleUnits(): Promise<StaleReport> {
    return this.run(new Date());
  }

  async run(now: Date): Promise<StaleReport> {
    const marked = await this.lifecycle.markStaleDue(now);
    const flagged = await this.lifecycle.flagRetirementCandidates(now);
    const reindex = await this.servingSync.requeueMissing(REINDEX_LIMIT);
    if (marked.length + flagged.length + reindex > 0) {
      this.logger.log(`${marked.length} units stale, ${flagged.length} retirement candidates, ${reindex} re-queued for indexing`);
    }
    return { marked_stale: marked, retirement_flagged: flagged, reindex_queued: reindex };
  }
}
