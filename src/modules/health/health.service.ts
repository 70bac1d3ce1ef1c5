import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from '../../../migrations';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DB } from '../../database/database.module';
import type { Db } from '../../database/database';
import { REDIS } from '../../redis/redis.module';
import { JobQueue } from '../../queue/job-queue.service';
import { ScheduleCatalog } from '../../queue/job-schedules';
import { heartbeatFreshSince, heartbeatKey } from './heartbeat';

/** How long one check may take before it counts as down: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 1_500;

/** The health indicators (terminus): each answers up or down with a short reason, never throws. */
@Injectable()
export class HealthService {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
    private readonly catalog: ScheduleCatalog,
  ) {}

  database() {
    return this.indicators
      .check('database')
      .attempt(async () => {
        await sql`SELECT 1`.execute(this.db);
      })
      .withTimeout(CHECK_TIMEOUT_MS);
  }

  redisPing() {
    return this.indicators
      .check('redis')
      .attempt(async () => {
        await this.redis.ping();
      })
      .withTimeout(CHECK_TIMEOUT_MS);
  }

  /** Every migration this build knows has run (a new build against an old schema is not ready). */
  async migrations() {
    const check = this.indicators.check('migrations');
    try {
      const known = await new Migrator({ db: this.db as never, provider: { getMigrations: async () => migrations } }).getMigrations();
      const pending = known.filter((m) => m.executedAt === undefined).map((m) => m.name);
      return pending.length === 0 ? check.up({ applied: known.length }) : check.down({ pending });
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  /**
   * Every job scheduler is in Redis (the outbox sweep, the connectors' syncs…). A missing one means
   * Redis lost its data: until a worker re-creates it, tickets could stay pending unnoticed.
   */
  schedules() {
    const check = this.indicators.check('schedules');
    return withTimeout(
      (async () => {
        const expected = this.catalog.expected();
        const found = await Promise.all(expected.map((s) => this.jobs.queue(s.queue).getJobScheduler(s.id)));
        const missing = expected.filter((_, i) => found[i] === undefined).map((s) => s.id);
        return missing.length === 0 ? check.up({ schedulers: expected.length }) : check.down({ message: `job schedulers missing from Redis: ${missing.join(', ')}` });
      })(),
      CHECK_TIMEOUT_MS,
    ).catch((error: unknown) => check.down({ message: error instanceof Error ? error.message : String(error) }));
  }

  /** At least one worker beat recently: without one, closed tickets would wait forever. */
  async workerHeartbeat() {
    const check = this.indicators.check('worker');
    try {
      const now = Date.now();
      const fresh = await this.redis.zcount(heartbeatKey(this.config.QUEUE_PREFIX), heartbeatFreshSince(now, this.config.WORKER_HEARTBEAT_MS), '+inf');
      return fresh > 0 ? check.up({ workers: fresh }) : check.down({ message: 'no worker heartbeat' });
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
