import { NestFactory } from '@nestjs/core';
import { Command, Option } from 'nest-commander';
import { TicketsService } from '../modules/tickets/tickets.service';
import { JobQueue } from '../queue/job-queue.service';
import { QueueName } from '../queue/jobs';
import { waitUntilDrained } from '../queue/queue-drain';
import { WorkerModule } from '../worker.module';
import { printJson } from '../cli/cli-output';
import { stopOnSignals } from '../common/shutdown';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { JsonCommandRunner } from '../cli/cli-options';

export interface DrainReport {
  completed: number;
  failed: number;
  seconds: number;
}

/**
 * Boots the worker (the same module as `node dist/src/worker.js`) inside this process, first
 * enqueueing what the outbox still holds; with --drain it stops once the queues are empty
 * (retries waiting on their backoff included, repeating schedules left out), for batch use and tests.
 */
export async function runWorkerUntilDrained(): Promise<DrainReport> {
  const started = Date.now();
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: ['error', 'warn'] });
  const distill = app.get(JobQueue).queue(QueueName.Distill);
  const before = await distill.getJobCounts('completed', 'failed');
  try {
    await app.get(TicketsService).sweepPendingDistill({ graceMs: 0 });
    // Every queue, delayed retries included; the job schedulers' next runs are not waited for.
    await waitUntilDrained(Object.values(QueueName).map((name) => app.get(JobQueue).queue(name)));
    const after = await distill.getJobCounts('completed', 'failed');
    return {
      completed: after.completed - before.completed,
      failed: after.failed - before.failed,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await app.close();
  }
}

@Command({ name: 'worker', description: 'Run the job worker (with --drain: until the queues are empty, then exit)' })
export class WorkerCommand extends JsonCommandRunner() {
  async run(_params: string[], options: { drain?: boolean; json?: boolean }): Promise<void> {
    if (!options.drain) {
      const app = await NestFactory.createApplicationContext(WorkerModule);
      stopOnSignals(app, 'worker', app.get<AppConfig>(APP_CONFIG).SHUTDOWN_TIMEOUT_MS);
      await new Promise<never>(() => undefined); // runs until a signal closes the context
    }
    const report = await runWorkerUntilDrained();
    if (options.json) printJson(report);
    else console.log(`Worker drained the queues: ${report.completed} jobs completed, ${report.failed} failed in ${report.seconds.toFixed(1)} s`);
  }

  @Option({ flags: '--drain', description: 'exit once every queue is empty' })
  parseDrain(): boolean {
    return true;
  }
}
