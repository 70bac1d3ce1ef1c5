import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { drainBudgetMs } from './shutdown';

const END_ON_SHUTDOWN = Symbol('endOnShutdown');

type Ending = ServerResponse & { [END_ON_SHUTDOWN]?: () => void };

/**
 * Marks a response that has no end of its own (an event stream waiting for a person's reply): when
 * the server shuts down, `end` is called at once instead of waiting for it like for a request.
 */
export function endOnShutdown(res: ServerResponse, end: () => void): void {
  (res as Ending)[END_ON_SHUTDOWN] = end;
}

/**
 * The API's part of a graceful stop, before the database and Redis close: the marked event streams
 * end (the widget reconnects, to another instance or to this one restarted), the server takes no
 * more connections, idle keep-alive connections close, and the requests in flight (answers being
 * written included) get until the drain budget of SHUTDOWN_TIMEOUT_MS; then what is left is cut.
 */
@Injectable()
export class HttpDrainService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Distillo');
  private readonly open = new Set<Ending>();
  private server: Server | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.server = this.adapterHost.httpAdapter?.getHttpServer?.() as Server | undefined;
    this.server?.on('request', (_req, res: Ending) => {
      this.open.add(res);
      res.once('close', () => this.open.delete(res));
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const started = performance.now();
    const deadline = started + drainBudgetMs(this.config.SHUTDOWN_TIMEOUT_MS);
    const streams = [...this.open].filter((res) => res[END_ON_SHUTDOWN]);
    for (const res of streams) res[END_ON_SHUTDOWN]!();
    server.close();
    const requests = [...this.open].filter((res) => !res[END_ON_SHUTDOWN]).length;
    this.logger.log(`HTTP: ${streams.length} event stream(s) ended, no new connections, ${requests} request(s) in flight`);
    while (this.open.size > 0 && performance.now() < deadline) {
      // A keep-alive connection whose request just ended would otherwise wait for its client.
      server.closeIdleConnections();
      await sleep(25);
    }
    const cut = this.open.size;
    server.closeAllConnections();
    const ms = Math.round(performance.now() - started);
    if (cut > 0) this.logger.warn(`HTTP: ${cut} request(s) still running after ${ms} ms: connections cut`);
    else this.logger.log(`HTTP: drained in ${ms} ms`);
  }
}
