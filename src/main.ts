import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loadConfig } from './config/config.module';
import { logLevels } from './config/log-levels';
import { configureHttpApp } from './http-app';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.create(AppModule, { bodyParser: false, logger: logLevels(config.LOG_LEVEL) });
  configureHttpApp(app, config);
  await app.listen(config.PORT, config.HOST);
  const base = `http://${config.HOST}:${config.PORT}`;
  const logger = new Logger('Distillo');
  logger.log(`API listening on ${base}`);
  logger.log(`Chat demo page: ${base}/   ·   Review page: ${base}/review`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
