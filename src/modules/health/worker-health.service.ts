import { createServer, type Server } from 'node:http';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../redis/redis.module';
import { DomainError } from '../../common/domain-error';
import { HealthProbes } from './health-probes';
import { heartbeatFreshSince, heartbeatKey } from './heartbeat';

/**
 * The worker's two readiness signals: a heartbeat in Redis (what the API's /health/ready asks:
 * "does any worker take the jobs?") and, when WORKER_HEALTH_PORT is set, its own /health/live and
 * /health/ready on that port for an orchestrator (a worker has no HTTP API otherwise).
 */
@Injectable()
export class WorkerHealthService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerHealth');
  private readonly id = `${hostname()}:${process.pid}`;
  private timer: NodeJS.Timeout | undefined;
  private server: Server | undefined;

  constructor(
    private readonly probes: HealthProbes,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The client refuses commands until connected (no offline queue): the first beat waits for it.
    if (this.redis.status === 'ready') await this.beat();
    else this.redis.once('ready', () => void this.beat());
    this.timer = setInterval(() => void this.beat(), this.config.WORKER_HEARTBEAT_MS);
    this.timer.unref();
    if (this.config.WORKER_HEALTH_PORT > 0) await this.listen(this.config.WORKER_HEALTH_PORT);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    // Leave at once rather than three periods later: the API stops counting this worker now.
    await this.redis.zrem(heartbeatKey(this.config.QUEUE_PREFIX), this.id).catch(() => undefined);
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** One beat; old entries (crashed workers) are trimmed on the way so the set stays small. */
  async beat(): Promise<void> {
    const key = heartbeatKey(this.config.QUEUE_PREFIX);
    const now = Date.now();
    try {
      await this.redis.multi().zadd(key, now, this.id).zremrangebyscore(key, '-inf', heartbeatFreshSince(now, this.config.WORKER_HEARTBEAT_MS) - 1).exec();
    } catch (error) {
      this.logger.warn(`Heartbeat not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private listen(port: number): Promise<void> {
    this.server = createServer((req, res) => {
      const probe = req.url === '/health/live' ? this.probes.live() : req.url === '/health/ready' ? this.probes.workerReady() : undefined;
      if (!probe) return void res.writeHead(404).end();
      probe.then(
        (result) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result)),
        (error: unknown) =>
          res
            .writeHead(503, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: 'not_ready', message: error instanceof Error ? error.message : String(error), issues: error instanceof DomainError ? error.issues : [] })),
      );
    });
    return new Promise((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, this.config.HOST, () => {
        this.logger.log(`Worker health on http://${this.config.HOST}:${port}/health/ready`);
        resolve();
      });
    });
  }
}
