import { Inject, Injectable } from '@nestjs/common';
import type { JobSchedulerTemplateOptions } from 'bullmq';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { JobName, QueueName, type JobItem } from './jobs';

/** A repeating job: a BullMQ job scheduler that the worker keeps in Redis (ScheduleKeeper). */
export interface JobSchedule {
  id: string;
  queue: QueueName;
  repeat: { every: number } | { pattern: string };
  job: JobItem;
  opts: JobSchedulerTemplateOptions;
}

/** The id of the outbox sweep's scheduler: without it, tickets Redis never took stay pending. */
export const SWEEP_SCHEDULE_ID = 'sweep-pending-tickets';

/** The core's schedules; modules add theirs to the ScheduleCatalog (the connectors' syncs). */
export function coreSchedules(config: AppConfig): JobSchedule[] {
  const maintenance = (id: string, repeat: JobSchedule['repeat'], job: JobItem, opts: JobSchedulerTemplateOptions): JobSchedule => ({ id, queue: QueueName.Maintenance, repeat, job, opts });
  return [
    maintenance(SWEEP_SCHEDULE_ID, { every: config.DISTILL_SWEEP_EVERY_MS }, { name: JobName.SweepPendingTickets, data: {} }, { attempts: 1, removeOnFail: { count: 100 } }),
    // Weekly re-training of the IVF centroids (CLUSTER_CRON, Sunday 03:00 by default).
    maintenance('cluster-index', { pattern: config.CLUSTER_CRON }, { name: JobName.ClusterIndex, data: {} }, { attempts: 2 }),
    // Daily at 04:15: approved units past review_due_at become stale; retirement candidates are flagged.
    maintenance('mark-stale-units', { pattern: '15 4 * * *' }, { name: JobName.MarkStaleUnits, data: {} }, { attempts: 3 }),
    // Daily (RETENTION_CRON, 04:45): conversations and tickets past their retention are erased (unset = kept).
    maintenance('apply-retention', { pattern: config.RETENTION_CRON }, { name: JobName.ApplyRetention, data: {} }, { attempts: 3 }),
    // Serving changes nobody acted on in-process (a crash after the commit, Redis away) are acted on.
    maintenance('sync-serving', { every: 60_000 }, { name: JobName.SyncServing, data: {} }, { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } }),
    // A backfill's Message Batches end within 24 h: their results are applied when they do.
    maintenance('poll-distill-batches', { every: config.DISTILL_BATCH_POLL_MS }, { name: JobName.PollDistillBatches, data: {} }, { attempts: 1, removeOnFail: { count: 100 } }),
  ];
}

/**
 * Every job scheduler this installation should have in Redis: the core's, plus what modules
 * declare when they start (a sync per enabled connector). The API reads it for readiness (a
 * scheduler missing means Redis lost its data), the worker's ScheduleKeeper to re-create them.
 */
@Injectable()
export class ScheduleCatalog {
  private readonly schedules = new Map<string, JobSchedule>();
  private readonly retiredIds = new Map<string, QueueName>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    for (const schedule of coreSchedules(config)) this.schedules.set(schedule.id, schedule);
  }

  declare(schedule: JobSchedule): void {
    this.schedules.set(schedule.id, schedule);
    this.retiredIds.delete(schedule.id);
  }

  /** A schedule that must not exist (a connector no longer configured): the worker removes it. */
  retire(queue: QueueName, id: string): void {
    if (!this.schedules.has(id)) this.retiredIds.set(id, queue);
  }

  expected(): JobSchedule[] {
    return [...this.schedules.values()];
  }

  retired(): Array<{ id: string; queue: QueueName }> {
    return [...this.retiredIds].map(([id, queue]) => ({ id, queue }));
  }
}
