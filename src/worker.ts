import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/config.module';
import { loadDotEnv } from './config/dotenv';
import { AppLogger } from './common/logging';
import { WorkerModule } from './worker.module';

/**
 * The worker: an application context with no HTTP server. On SIGTERM/SIGINT Nest's shutdown
 * hooks close the BullMQ workers, which let the running job finish before the process exits;
 * a job cut short by a crash is picked up again once its lock expires (BullMQ's stalled check).
 */
async function bootstrap(): Promise<void> {
  const fromDotEnv = loadDotEnv();
  loadConfig(); // fail fast, with every bad variable named
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(AppLogger));
  app.enableShutdownHooks();
  const logger = new Logger('Distillo');
  if (fromDotEnv.length > 0) logger.log(`.env: ${fromDotEnv.join(', ')} (the environment wins over the file)`);
  logger.log('Worker started');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
