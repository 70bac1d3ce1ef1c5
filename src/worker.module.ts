import { Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from './config/config';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DistillationModule } from './modules/distillation/distillation.module';
import { TicketsModule } from './modules/tickets/tickets.module';
import { JobQueue } from './queue/job-queue.service';
import { JobName, QueueName } from './queue/jobs';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { SearchModule } from './modules/search/search.module';
import { WorkerQueueModule } from './queue/worker-queue.module';
import { ReviewJobsModule } from './modules/review/review.module';
import { ChatWebhookModule } from './modules/chat/webhook/chat-webhook.module';
import { ConnectorsModule } from './modules/connectors/connectors.module';
import { LoggingModule } from './common/logging';
import { WorkerHealthModule } from './modules/health/health.module';

/** The worker process: every job handler, the BullMQ workers, and the periodic schedules. */
@Module({
  imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, WorkerQueueModule, TicketsModule, DistillationModule, SearchModule, ChatWebhookModule, ConnectorsModule, ReviewJobsModule, LoggingModule, WorkerHealthModule],
})
export class WorkerModule implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Schedulers are upserted (idempotent): every worker may do it, Redis keeps one. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs
      .queue(QueueName.Maintenance)
      .upsertJobScheduler(
        'sweep-pending-tickets',
        { every: this.config.DISTILL_SWEEP_EVERY_MS },
        { name: JobName.SweepPendingTickets, data: {}, opts: { attempts: 1, removeOnFail: { count: 100 } } },
      );
    // Weekly re-training of the IVF centroids (CLUSTER_CRON, Sunday 03:00 by default).
    await this.jobs
      .queue(QueueName.Maintenance)
      .upsertJobScheduler('cluster-index', { pattern: this.config.CLUSTER_CRON }, { name: JobName.ClusterIndex, data: {}, opts: { attempts: 2 } });
    // Daily at 04:15: approved units past review_due_at become stale; retirement candidates are flagged.
    await this.jobs
      .queue(QueueName.Maintenance)
      .upsertJobScheduler('mark-stale-units', { pattern: '15 4 * * *' }, { name: JobName.MarkStaleUnits, data: {}, opts: { attempts: 3 } });
    // Serving changes nobody acted on in-process (a crash after the commit, Redis away) are acted on.
    await this.jobs
      .queue(QueueName.Maintenance)
      .upsertJobScheduler(
        'sync-serving',
        { every: 60_000 },
        { name: JobName.SyncServing, data: {}, opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
      );
    // A backfill's Message Batches end within 24 h: their results are applied when they do.
    await this.jobs
      .queue(QueueName.Maintenance)
      .upsertJobScheduler(
        'poll-distill-batches',
        { every: this.config.DISTILL_BATCH_POLL_MS },
        { name: JobName.PollDistillBatches, data: {}, opts: { attempts: 1, removeOnFail: { count: 100 } } },
      );
  }
}
