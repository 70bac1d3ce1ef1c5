import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import type { JobsOptions, Queue } from 'bullmq';
import { JOB_QUEUE, jobOptions, type JobItem, type JobName, QueueName } from './jobs';

/** How long an enqueue may take before the caller gives up and leaves the work to the sweep. */
const ENQUEUE_TIMEOUT_MS = 2_000;

/** The only way the application puts work on a queue: typed job items, fail-fast when Redis is away. */
@Injectable()
export class JobQueue {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectQueue(QueueName.Distill) distill: Queue,
    @InjectQueue(QueueName.Index) index: Queue,
    @InjectQueue(QueueName.Maintenance) maintenance: Queue,
    @InjectQueue(QueueName.Outbound) outbound: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.queues = { [QueueName.Distill]: distill, [QueueName.Index]: index, [QueueName.Maintenance]: maintenance, [QueueName.Outbound]: outbound };
    // Without a listener BullMQ prints every reconnect failure (hundreds a minute while Redis is
    // away); one warning per outage is enough, the enqueue's own error tells the caller.
    for (const queue of Object.values(this.queues)) queue.on('error', (error) => this.warnOnce(error));
  }

  private lastWarning = 0;

  private warnOnce(error: Error): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    new Logger('Queue').warn(`Redis unreachable for the queues (${error.message}); retrying in the background`);
  }

  queue(name: QueueName): Queue {
    return this.queues[name];
  }

  /** Throws when Redis does not take the job in time; callers keep an outbox for that case. */
  async enqueue(item: JobItem, options: JobsOptions = {}): Promise<void> {
    await withTimeout(
      this.queues[JOB_QUEUE[item.name]].add(item.name, item.data, { ...this.optionsFor(item), ...options }),
      ENQUEUE_TIMEOUT_MS,
    );
  }

  async enqueueBulk(items: Array<{ item: JobItem; options?: JobsOptions }>): Promise<void> {
    const byQueue = new Map<QueueName, Array<{ name: string; data: unknown; opts?: JobsOptions }>>();
    for (const { item, options } of items) {
      const queueName = JOB_QUEUE[item.name];
      const list = byQueue.get(queueName) ?? [];
      list.push({ name: item.name, data: item.data, opts: { ...this.optionsFor(item), ...options } });
      byQueue.set(queueName, list);
    }
    // One deadline for the whole call, as documented (2 s): a hung Redis must not hold an intake
    // request for 5 × the timeout per queue (it took 10 s with Redis stopped by SIGSTOP).
    await withTimeout(
      (async () => {
        for (const [queueName, jobs] of byQueue) await this.queues[queueName].addBulk(jobs);
      })(),
      ENQUEUE_TIMEOUT_MS,
    );
  }

  /** Where a job stands ('unknown': no such job, e.g. Redis lost it or it was trimmed); throws when Redis is away. */
  async jobState(name: JobName, jobId: string): Promise<string> {
    return withTimeout(this.queues[JOB_QUEUE[name]].getJobState(jobId), ENQUEUE_TIMEOUT_MS);
  }

  /**
   * Jobs per state in each queue (GET /metrics): waiting, prioritized and delayed ones are
   * the depth; failed ones are kept until someone looks. Throws when Redis does not answer in time.
   */
  async jobCounts(): Promise<Array<{ queue: QueueName; counts: Record<string, number> }>> {
    return withTimeout(
      Promise.all(
        Object.values(QueueName).map(async (queue) => ({
          queue,
          counts: await this.queues[queue].getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed'),
        })),
      ),
      ENQUEUE_TIMEOUT_MS,
    );
  }

  private optionsFor(item: JobItem): JobsOptions {
    return jobOptions(item.name, this.config.DISTILL_BACKOFF_BASE_MS);
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not accept the job within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
