import type { LogLevel } from '@nestjs/common';

/** LOG_LEVEL=log → error, warn, log (each level includes the ones above it). */
export function logLevels(level: LogLevel): LogLevel[] {
  const all: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];
  return all.slice(0, all.indexOf(level) + 1);
}
