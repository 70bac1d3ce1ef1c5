import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS } from '../redis/redis.module';
import { JobQueue } from './job-queue.service';
import { type JobSchedule, ScheduleCatalog, SWEEP_SCHEDULE_ID } from './job-schedules';
import { JobName } from './jobs';

/** After a reconnect the queues' own connections may come back a little later: a few tries. */
const AFTER_RECONNECT_MS = [0, 1_000, 2_000, 4_000, 8_000];

/**
 * Keeps the job schedulers in Redis (worker side). At start it upserts each one (a changed interval
 * or cron applies) and removes retired ones; then, on every reconnect to Redis and every
 * JOB_SCHEDULES_CHECK_MS, it re-creates any that are missing: a Redis restarted without
 * persistence comes back with none, and without the outbox sweep's scheduler tickets would stay
 * pending for ever. When the sweep's scheduler was missing, Redis lost its data (or is new), so
 * the jobs of queued tickets may be gone too: one sweep checks every queued ticket at once.
 */
@Injectable()
export class ScheduleKeeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Schedules');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly onReady = () => void this.afterReconnect();

  constructor(
    private readonly catalog: ScheduleCatalog,
    private readonly jobs: JobQueue,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure(true);
    this.redis.on('ready', this.onReady);
    this.timer = setInterval(() => void this.check(), this.config.JOB_SCHEDULES_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.redis.off('ready', this.onReady);
    await this.running?.catch(() => undefined);
  }

  /** One check (tests call it); failures are logged, the next check tries again. */
  async check(): Promise<boolean> {
    try {
      await this.ensure(false);
      return true;
    } catch (error) {
      this.logger.warn(`Job schedulers not checked (Redis unreachable?): ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  private async afterReconnect(): Promise<void> {
    for (const wait of AFTER_RECONNECT_MS) {
      if (this.stopped) return;
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      if (await this.check()) return;
    }
  }

  /** One at a time: a reconnect and the timer may fire together. */
  private ensure(atStart: boolean): Promise<void> {
    const run = (this.running ?? Promise.resolve()).catch(() => undefined).then(() => this.ensureNow(atStart));
    this.running = run;
    return run;
  }

  private async ensureNow(atStart: boolean): Promise<void> {
    const missing: string[] = [];
    for (const schedule of this.catalog.expected()) {
      const queue = this.jobs.queue(schedule.queue);
      const present = (await queue.getJobScheduler(schedule.id)) !== undefined;
      if (!present) missing.push(schedule.id);
      if (!present || atStart) await this.upsert(schedule);
    }
    if (atStart) for (const { id, queue } of this.catalog.retired()) await this.jobs.queue(queue).removeJobScheduler(id);
    if (missing.length === 0) return;
    if (atStart) this.logger.log(`Job schedulers created: ${missing.join(', ')}`);
    else this.logger.warn(`Job schedulers missing from Redis (restarted without its data?), re-created: ${missing.join(', ')}`);
    if (missing.includes(SWEEP_SCHEDULE_ID)) {
      await this.jobs.enqueue({ name: JobName.SweepPendingTickets, data: { afterDataLoss: true } }, { jobId: `sweep-after-data-loss-${Date.now()}` });
    }
  }

  private async upsert(schedule: JobSchedule): Promise<void> {
    await this.jobs.queue(schedule.queue).upsertJobScheduler(schedule.id, schedule.repeat, { name: schedule.job.name, data: schedule.job.data, opts: schedule.opts });
  }
}
