import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { JobQueue } from './job-queue.service';
import { ScheduleCatalog } from './job-schedules';
import { DEFAULT_JOB_OPTIONS, QueueName } from './jobs';

const queues = Object.values(QueueName).map((name) => ({ name, defaultJobOptions: DEFAULT_JOB_OPTIONS }));

/** Producer side of the queues: every process (API, worker, CLI) can enqueue. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        prefix: config.QUEUE_PREFIX,
        // No offline queue: when Redis is away an enqueue fails quickly instead of piling up in memory.
        connection: { url: config.REDIS_URL, enableOfflineQueue: false },
      }),
    }),
    BullModule.registerQueue(...queues),
  ],
  providers: [JobQueue, ScheduleCatalog],
  exports: [JobQueue, ScheduleCatalog, BullModule],
})
export class QueueModule {}
