import { Global, Module } from '@nestjs/common';
import { AppConfig, parseConfig } from './config';

/** Injection token for the parsed configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

let cached: AppConfig | undefined;

/** Parsed once per process: every module sees the same object. */
export function loadConfig(): AppConfig {
  cached ??= parseConfig();
  return cached;
}

/** Tests and eval:retrieval build apps with other settings in one process. */
export function resetConfig(): void {
  cached = undefined;
}

@Global()
@Module({
  providers: [{ provide: APP_CONFIG, useFactory: loadConfig }],
  exports: [APP_CONFIG],
})
export class ConfigModule {}
