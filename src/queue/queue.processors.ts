import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { ConnectionOptions, Job, WorkerOptions } from 'bullmq';
import type { AppConfig } from '../config/config';
import { APP_CONFIG, loadConfig } from '../config/config.module';
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

/**
 * The workers' own Redis connection. The queues' connection has no offline queue, so an enqueue
 * fails fast while Redis is away; a worker must wait for the reconnection instead (what BullMQ's
 * "Going to production" guide asks of workers). Without an offline queue, a worker whose Redis is
 * gone retries moveToActive in a loop of promises that are rejected at once and never yields to
 * the event loop: no timer runs, ioredis never reconnects, and the worker stays dead after Redis
 * returns (issue 32). A getter, so the URL is read when Nest creates the worker, after the config.
 */
function withWorkerConnection(options: Omit<WorkerOptions, 'connection'>): WorkerOptions {
  return Object.defineProperty({ ...options } as WorkerOptions, 'connection', {
    enumerable: true,
    get: (): ConnectionOptions => ({ url: loadConfig().REDIS_URL, enableOfflineQueue: true, maxRetriesPerRequest: null }),
  });
}

@Processor(QueueName.Distill, withWorkerConnection({
  autorun: false,
  settings: { backoffStrategy: (attempts, type, error, job) => (type === DISTILL_BACKOFF_TYPE ? distillBackoff(attempts, type, error, job) : 0) },
}))
export class DistillProcessor extends DispatchingProcessor {
  constructor(registry: JobRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    super(registry, config.WORKER_CONCURRENCY, config.DISTILL_RATE_PER_MINUTE);
  }
}

@Processor(QueueName.Maintenance, withWorkerConnection({ autorun: false }))
export class MaintenanceProcessor extends DispatchingProcessor {
  constructor(registry: JobRegistry) {
    super(registry, 1);
  }
}

@Processor(QueueName.Index, withWorkerConnection({ autorun: false }))
export class IndexProcessor extends DispatchingProcessor {
  constructor(registry: JobRegistry) {
    super(registry, 2);
  }
}

@Processor(QueueName.Outbound, withWorkerConnection({ autorun: false }))
export class OutboundProcessor extends DispatchingProcessor {
  constructor(registry: JobRegistry) {
    super(registry, 4);
  }
}
