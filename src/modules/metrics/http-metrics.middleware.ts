import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram } from 'prom-client';
import { telemetryRegistry } from '../../common/telemetry';

/** From 5 ms (a search) to 30 s (a long streamed chat answer). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestSeconds = new Histogram({
  name: 'distillo_http_request_duration_seconds',
  help: 'HTTP requests by method, route template (e.g. /api/review/units/:id; "unmatched" when no route matched) and status, in seconds until the response ended.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: HTTP_BUCKETS,
  registers: [telemetryRegistry],
});

/**
 * The route template Express matched, never the raw URL (ids and query strings would make one
 * series per request). Catch-all middleware paths ('*path') are not routes: a request only they
 * saw matched nothing.
 */
export function routeTemplate(req: Pick<Request, 'baseUrl'> & { route?: { path?: unknown } }): string {
  const path = req.route?.path;
  if (typeof path !== 'string' || path.includes('*')) return 'unmatched';
  return `${req.baseUrl ?? ''}${path}` || '/';
}

/** Times every request until its response has been sent (streamed chat answers included). */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpRequestSeconds.observe({ method: req.method, route: routeTemplate(req), status: String(res.statusCode) }, seconds);
    });
    next();
  }
}
