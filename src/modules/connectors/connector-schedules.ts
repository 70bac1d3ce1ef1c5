import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobQueue } from '../../queue/job-queue.service';
import { JOB_QUEUE, JobName } from '../../queue/jobs';
import { CONNECTOR_NAMES, ConnectorRegistry } from './connector-registry';

/**
 * The worker's job scheduler per enabled connector (every CONNECTOR_SYNC_EVERY_MS, 5 minutes by
 * default); a connector no longer configured loses its scheduler. Upserts are idempotent: every
 * worker may run them, Redis keeps one.
 */
@Injectable()
export class ConnectorSchedules implements OnApplicationBootstrap {
  constructor(
    private readonly registry: ConnectorRegistry,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.jobs.queue(JOB_QUEUE[JobName.SyncConnector]);
    for (const name of CONNECTOR_NAMES) {
      const id = `sync-connector-${name}`;
      if (!this.registry.isEnabled(name)) {
        await queue.removeJobScheduler(id);
        continue;
      }
      await queue.upsertJobScheduler(
        id,
        { every: this.config.CONNECTOR_SYNC_EVERY_MS },
        { name: JobName.SyncConnector, data: { connector: name }, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
      );
    }
  }
}
