import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobRegistry } from './job-registry';
import { DistillProcessor, IndexProcessor, MaintenanceProcessor, OutboundProcessor } from './queue.processors';
import { WorkerShutdownService } from './worker-shutdown';

/** Consumer side of the queues: imported by the worker process only. */
@Module({
  imports: [DiscoveryModule],
  providers: [JobRegistry, DistillProcessor, IndexProcessor, MaintenanceProcessor, OutboundProcessor, WorkerShutdownService],
  exports: [JobRegistry],
})
export class WorkerQueueModule {}
