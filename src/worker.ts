import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/config.module';
import { loadDotEnv } from './config/dotenv';
import { AppLogger } from './common/logging';
import { stopOnSignals } from './common/shutdown';
import { WorkerModule } from './worker.module';

/**
 * The worker: an application context with no HTTP server. On SIGTERM/SIGINT the BullMQ workers
 * close first, letting the running jobs finish (within SHUTDOWN_TIMEOUT_MS), then the pools; a job
 * cut short (by the bound, or a crash) is picked up again once its lock expires (BullMQ's stalled check).
 */
async function bootstrap(): Promise<void> {
  const fromDotEnv = loadDotEnv();
  const config = loadConfig(); // fail fast, with every bad variable named
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(AppLogger));
  stopOnSignals(app, 'worker', config.SHUTDOWN_TIMEOUT_MS);
  const logger = new Logger('Distillo');
  if (fromDotEnv.length > 0) logger.log(`.env: ${fromDotEnv.join(', ')} (the environment wins over the file)`);
  logger.log('Worker started');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
