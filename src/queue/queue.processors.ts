import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { idsOfJobData, withLogContext } from '../common/logging/log-context';
import { JobRegistry } from './job-registry';
import { DISTILL_BACKOFF_TYPE, distillBackoff, QueueName } from './jobs';

/**
 * One BullMQ worker per queue; each only hands the job to its registered handler.
 * They are provided by the worker process alone, so the API never runs jobs.
 * Workers are created with autorun off and started once the application has booted,
 * i.e. after JobRegistry has checked that every job has exactly one handler.
 */
export abstract class DispatchingProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(this.constructor.name);

  constructor(
    private readonly registry: JobRegistry,
    private readonly concurrency: number,
    private readonly perMinute = 0,
  ) {
    super();
  }

  private lastRedisWarning = 0;

  onApplicationBootstrap(): void {
    // Without a listener BullMQ prints each failed reconnect; one warning a minute says it all.
    this.worker.on('error', (error) => {
      if (Date.now() - this.lastRedisWarning < 60_000) return;
      this.lastRedisWarning = Date.now();
      this.logger.warn(`Worker cannot reach Redis (${error.message}); retrying in the background`);
    });
    this.worker.concurrency = this.concurrency;
    // Rate limit (e.g. the LLM provider's quota): BullMQ reads it from the options as it fetches jobs.
    if (this.perMinute > 0) this.worker.opts.limiter = { max: this.perMinute, duration: 60_000 };
    this.worker.run().catch((error: unknown) => this.logger.error(`Worker stopped: ${String(error)}`));
  }

  /** Jobs of this worker running now (the shutdown says how many it waits for). */
  running = 0;

  async process(job: Job): Promise<unknown> {
    this.running += 1;
    try {
      // Every line logged while the job runs names it (and the ticket or unit it is about).
      return await withLogContext({ jobId: job.id, job: job.name, queue: job.queueName, ...idsOfJobData(job.data) }, () => this.registry.dispatch(job));
    } finally {
      this.running -= 1;
    }
  }
}

@Processor(QueueName.Distill, {
  autorun: false,
  settings: { backoffStrategy: (attempts, type, error, job) => (type === DISTILL_BACKOFF_TYPE ? distillBackoff(attempts, type, error, job) : 0) },
})
export class DistillProcessor extends DispatchingProcessor {
  constructor(registry: JobRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    super(registry, config.WORKER_CONCURRENCY, config.DISTILL_RATE_PER_MINUTE);
  }
}

@Processor(QueueName.Maintenance, { autorun: false })
export class MaintenanceProcessor extends DispatchingProcessor {
  constructor(registry: JobRegistry) {
    super(registry, 1);
  }
}

@Processor(QueueName.Index, { autorun: false })
export class IndexProcessor extends DispatchingProcessor {
  constructor(registry: JobRegistry) {
    super(registry, 2);
  }
}

@Processor(QueueName.Outbound, { autorun: false })
export class OutboundProcessor extends DispatchingProcessor {
  constructor(registry: JobRegistry) {
    super(registry, 4);
  }
}
