import { Logger, type INestApplicationContext } from '@nestjs/common';

/** What the last steps (closing the database pool and Redis) keep of SHUTDOWN_TIMEOUT_MS: the rest is for running requests and jobs. */
export function drainBudgetMs(timeoutMs: number): number {
  return timeoutMs - Math.min(1_000, Math.round(timeoutMs / 5));
}

/**
 * SIGTERM or SIGINT stops the process within `timeoutMs`: the application closes (its
 * `beforeApplicationShutdown` hooks drain requests or jobs, then the pools close) and the process
 * exits 0; past the bound it exits 1 whatever is still running. Each step is logged. (Nest's own
 * enableShutdownHooks waits without a bound.)
 */
export function stopOnSignals(app: INestApplicationContext, what: string, timeoutMs: number): void {
  const logger = new Logger('Distillo');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal (Ctrl-C reaches the whole process group, then a script's trap sends SIGTERM)
    // changes nothing: the stop under way ends within the bound either way.
    if (stopping) {
      logger.log(`${signal}: the ${what} is already stopping`);
      return;
    }
    stopping = true;
    const started = performance.now();
    logger.log(`${signal}: stopping the ${what} (at most ${timeoutMs} ms)`);
    setTimeout(() => {
      logger.error(`The ${what} did not stop within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with work still running`);
      process.exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => {
        logger.log(`The ${what} stopped in ${Math.round(performance.now() - started)} ms`);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`The ${what} did not stop cleanly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
