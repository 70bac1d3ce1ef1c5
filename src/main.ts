import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loadConfig } from './config/config.module';
import { loadDotEnv } from './config/dotenv';
import { AppLogger } from './common/logging';
import { configureHttpApp } from './http-app';
import { stopOnSignals } from './common/shutdown';
import { SearchService } from './modules/search/search.service';

async function bootstrap(): Promise<void> {
  const fromDotEnv = loadDotEnv();
  const config = loadConfig();
  const app = await NestFactory.create(AppModule, { bodyParser: false, bufferLogs: true });
  app.useLogger(app.get(AppLogger));
  configureHttpApp(app, config);
  stopOnSignals(app, 'API', config.SHUTDOWN_TIMEOUT_MS);
  await app.listen(config.PORT, config.HOST);
  const base = `http://${config.HOST}:${config.PORT}`;
  const logger = new Logger('Distillo');
  if (fromDotEnv.length > 0) logger.log(`.env: ${fromDotEnv.join(', ')} (the environment wins over the file)`);
  logger.log(`API listening on ${base}`);
  logger.log(`Chat demo page: ${base}/   ·   Review page: ${base}/review`);
  // Searches work at once (reading codes from the database); this only makes them faster.
  const warmStart = performance.now();
  app
    .get(SearchService)
    .warmCodeCache()
    .then((lists) => lists > 0 && logger.log(`Search: ${lists} cluster lists in memory (${Math.round(performance.now() - warmStart)} ms)`))
    .catch((error: unknown) => logger.warn(`Search: in-memory code lists not loaded: ${error instanceof Error ? error.message : String(error)}`));
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
