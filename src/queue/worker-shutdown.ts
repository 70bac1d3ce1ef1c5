import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DistillProcessor, IndexProcessor, MaintenanceProcessor, OutboundProcessor, type DispatchingProcessor } from './queue.processors';

/**
 * The worker's part of a graceful stop, before the database and Redis close (which would fail the
 * jobs still running): every BullMQ worker stops taking jobs and the running ones finish. Bounded
 * by SHUTDOWN_TIMEOUT_MS (src/common/shutdown.ts exits past it; BullMQ's stalled check then gives
 * a job cut short to another worker). @nestjs/bullmq's own close comes later and finds them closed.
 */
@Injectable()
export class WorkerShutdownService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Distillo');
  private readonly processors: DispatchingProcessor[];

  constructor(distill: DistillProcessor, index: IndexProcessor, maintenance: MaintenanceProcessor, outbound: OutboundProcessor) {
    this.processors = [distill, index, maintenance, outbound];
  }

  async beforeApplicationShutdown(): Promise<void> {
    const started = performance.now();
    const running = this.processors.reduce((sum, processor) => sum + processor.running, 0);
    this.logger.log(`Worker: closing ${this.processors.length} BullMQ workers, waiting for ${running} running job(s)`);
    await Promise.all(this.processors.map((processor) => processor.worker.close()));
    this.logger.log(`Worker: BullMQ workers closed in ${Math.round(performance.now() - started)} ms`);
  }
}
