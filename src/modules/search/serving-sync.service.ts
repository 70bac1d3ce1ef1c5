import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/jobs';
import { OnJob } from '../../queue/on-job.decorator';
import { KnowledgeService } from '../knowledge/knowledge.service';
import { ServingEvents } from '../knowledge/serving-events';
import type { ServingChange } from '../knowledge/unit.types';
import { SearchRepository } from './search.repository';

/** An unhandled serving event younger than this may still be on its way in-process. */
const REDELIVER_AFTER_MS = 30_000;
const REDELIVER_BATCH = 1000;
/** Handled events are kept this long for inspection. */
const KEEP_HANDLED_MS = 7 * 86_400_000;

export interface SyncServingReport {
  redelivered: number;
  handled: boolean;
}

/**
 * The search module's side of a serving change: a unit customers may no longer see is hidden
 * at once (its chunks stop being served in the database every search reads), and every changed
 * unit gets an IndexUnit job (which indexes an approved unit and removes any other). The
 * event is acknowledged only after both, so a lost one is delivered again by SyncServing.
 */
@Injectable()
export class ServingSyncService implements OnModuleInit {
  private readonly logger = new Logger(ServingSyncService.name);

  constructor(
    private readonly events: ServingEvents,
    private readonly knowledge: KnowledgeService,
    private readonly repository: SearchRepository,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.events.listen((changes) => this.apply(changes));
  }

  async apply(changes: ServingChange[]): Promise<boolean> {
    const latest = new Map<number, ServingChange>();
    for (const change of changes) latest.set(change.unitId, change);
    for (const change of latest.values()) if (!change.served) await this.repository.setUnitServed(change.unitId, false);
    try {
      await this.jobs.enqueueBulk([...latest.keys()].map((unitId) => ({ item: { name: JobName.IndexUnit, data: { unitId } } })));
    } catch (error) {
      // The decision is committed and the unit hidden if it had to be; SyncServing re-queues the indexing.
      this.logger.warn(`IndexUnit not queued for ${[...latest.keys()].join(',')}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    await this.knowledge.markServingHandled(changes.map((c) => c.eventId));
    return true;
  }

  /** Every minute (worker schedule): serving changes nobody acted on are acted on now. */
  @OnJob(JobName.SyncServing)
  async handleSyncServing(): Promise<SyncServingReport> {
    const pending = await this.knowledge.unhandledServingChanges(new Date(Date.now() - REDELIVER_AFTER_MS), REDELIVER_BATCH);
    const handled = pending.length === 0 ? true : await this.apply(pending);
    await this.knowledge.pruneServingEvents(new Date(Date.now() - KEEP_HANDLED_MS));
    if (pending.length > 0) this.logger.log(`${pending.length} serving change(s) re-delivered`);
    return { redelivered: pending.length, handled };
  }

  /** Approved units with nothing in the index (an IndexUnit lost after it was taken): queued again. */
  async requeueMissing(limit: number): Promise<number> {
    const approved = await this.knowledge.idsByStatus('approved');
    const indexed = new Set<number>();
    for (let i = 0; i < approved.length; i += 1000) {
      for (const id of await this.repository.unitsWithChunks(approved.slice(i, i + 1000))) indexed.add(id);
    }
    const missing = approved.filter((id) => !indexed.has(id)).slice(0, limit);
    if (missing.length > 0) await this.jobs.enqueueBulk(missing.map((unitId) => ({ item: { name: JobName.IndexUnit, data: { unitId } } })));
    return missing.length;
  }
}
