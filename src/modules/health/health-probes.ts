import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult, type HealthIndicatorFunction } from '@nestjs/terminus';
import { DomainError, ErrorCode } from '../../common/domain-error';
import { HealthService } from './health.service';

/**
 * Liveness and readiness, shared by the API's controller and the worker's probe server.
 * A failed probe is a DomainError(NotReady) (503) whose issues name each failing dependency,
 * so it leaves through the API's one error path.
 */
@Injectable()
export class HealthProbes {
  constructor(
    private readonly terminus: HealthCheckService,
    private readonly checks: HealthService,
  ) {}

  /** The process answers: nothing else is asked (a database outage must not restart every pod). */
  live(): Promise<HealthCheckResult> {
    return this.run([]);
  }

  /**
   * The API can serve: database, Redis, schema up to date, a worker takes the jobs it enqueues, and
   * the job schedulers are in Redis (missing ones: Redis lost its data and no worker has re-created them yet).
   */
  apiReady(): Promise<HealthCheckResult> {
    return this.run([
      () => this.checks.database(),
      () => this.checks.redisPing(),
      () => this.checks.migrations(),
      () => this.checks.workerHeartbeat(),
      () => this.checks.schedules(),
    ]);
  }

  /** The worker can run jobs: database, Redis, schema and the job schedulers (its own heartbeat is what the API asks). */
  workerReady(): Promise<HealthCheckResult> {
    return this.run([() => this.checks.database(), () => this.checks.redisPing(), () => this.checks.migrations(), () => this.checks.schedules()]);
  }

  private async run(indicators: HealthIndicatorFunction[]): Promise<HealthCheckResult> {
    try {
      return await this.terminus.check(indicators);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      const issues = Object.entries(result.error ?? {}).map(([path, detail]) => ({ path, message: describe(detail) }));
      throw new DomainError(ErrorCode.NotReady, `Not ready: ${issues.map((i) => i.path).join(', ')}`, issues);
    }
  }
}

function describe(detail: Record<string, unknown> | undefined): string {
  if (!detail) return 'down';
  if (typeof detail.message === 'string') return detail.message;
  if (Array.isArray(detail.pending)) return `pending migrations: ${detail.pending.join(', ')}`;
  return 'down';
}
