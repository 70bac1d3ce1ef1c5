import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobRegistry } from './job-registry';
import { DistillProcessor, IndexProcessor, MaintenanceProcessor, OutboundProcessor } from './queue.processors';
import { WorkerShutdownService } from './worker-shutdown';
import { ScheduleKeeper } from './schedule-keeper';

/** Consumer side of the queues and the keeper of the job schedulers: imported by the worker process only. */
@Module({
  imports: [DiscoveryModule],
  providers: [JobRegistry, DistillProcessor, IndexProcessor, MaintenanceProcessor, OutboundProcessor, WorkerShutdownService, ScheduleKeeper],
  exports: [JobRegistry, ScheduleKeeper],
})
export class WorkerQueueModule {}
