export { AppLogger } from './app-logger';
export { LOG_STREAM, LoggingModule, pinoOptions } from './logging.module';
export { currentLogContext, idsOfJobData, withLogContext, type LogContext } from './log-context';
