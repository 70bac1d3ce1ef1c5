import { Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DistillationModule } from './modules/distillation/distillation.module';
import { TicketsModule } from './modules/tickets/tickets.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { SearchModule } from './modules/search/search.module';
import { WorkerQueueModule } from './queue/worker-queue.module';
import { ReviewJobsModule } from './modules/review/review.module';
import { ChatWebhookModule } from './modules/chat/webhook/chat-webhook.module';
import { LoggingModule } from './common/logging';
import { WorkerHealthModule } from './modules/health/health.module';
import { GdprJobsModule } from './modules/gdpr/gdpr.module';
import { ConnectorsWorkerModule } from './modules/connectors/connectors.module';
import { GapsModule } from './modules/gaps/gaps.module';

/** The worker process: every job handler (AssignGapTopics is GapsModule's), the BullMQ workers, and the keeper of the periodic schedules (ScheduleKeeper). */
@Module({
  imports: [ConfigModule, DatabaseModule, RedisModule, QueueModule, WorkerQueueModule, TicketsModule, DistillationModule, SearchModule, ChatWebhookModule, ReviewJobsModule, LoggingModule, WorkerHealthModule, GdprJobsModule, ConnectorsWorkerModule, GapsModule],
})
export class WorkerModule {}
