import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../redis/redis.module';

/**
 * The webhook deliveries received lately, one Redis key each (`<prefix>:webhook-delivery:<connector>:<id>`,
 * expiring after the connector's window): SET NX makes "first time?" one atomic step, so parallel
 * replays of one delivery cannot all pass. Throws when Redis does not answer (the webhook fails and
 * the system delivers it again later).
 */
@Injectable()
export class WebhookDeliveries {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True the first time `id` is seen within the window; false for a repeat. */
  async firstTime(connector: string, id: string, windowSeconds: number): Promise<boolean> {
    return (await this.redis.set(this.key(connector, id), '1', 'EX', windowSeconds, 'NX')) === 'OK';
  }

  /** A delivery we could not act on (the sync was not queued): the system's retry must get through. */
  async forget(connector: string, id: string): Promise<void> {
    await this.redis.del(this.key(connector, id));
  }

  private key(connector: string, id: string): string {
    return `${this.config.QUEUE_PREFIX}:webhook-delivery:${connector}:${id}`;
  }
}
