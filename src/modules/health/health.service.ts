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
