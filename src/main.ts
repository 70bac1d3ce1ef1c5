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
  new Logger('Distillo').log(`API listening on http://${config.HOST}:${config.PORT}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
