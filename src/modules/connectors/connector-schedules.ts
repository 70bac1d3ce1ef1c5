import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { ScheduleCatalog } from '../../queue/job-schedules';
import { JOB_QUEUE, JobName } from '../../queue/jobs';
import { CONNECTOR_NAMES, ConnectorRegistry } from './connector-registry';

/**
 * A sync schedule per enabled connector (every CONNECTOR_SYNC_EVERY_MS, 5 minutes by default),
 * declared in the ScheduleCatalog: the worker keeps it in Redis, the API's readiness checks it is
 * there. A connector no longer configured has its schedule retired (the worker removes it).
 */
@Injectable()
export class ConnectorSchedules implements OnModuleInit {
  constructor(
    private readonly registry: ConnectorRegistry,
    private readonly catalog: ScheduleCatalog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const queue = JOB_QUEUE[JobName.SyncConnector];
    for (const name of CONNECTOR_NAMES) {
      const id = `sync-connector-${name}`;
      if (!this.registry.isEnabled(name)) {
        this.catalog.retire(queue, id);
        continue;
      }
      this.catalog.declare({
        id,
        queue,
        repeat: { every: this.config.CONNECTOR_SYNC_EVERY_MS },
        job: { name: JobName.SyncConnector, data: { connector: name } },
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
      });
    }
  }
}
